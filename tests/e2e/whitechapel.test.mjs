// Letters from Whitechapel in the page: a whole game as Jack against bot police and as the
// police against a bot Jack, from the start screen to the result; hot-seat privacy with the
// hand-off between the sides (WC9.4) and nothing of Jack's secrets in the police's page; a
// reload resumes the same decision; a finished game's end screen, its replay watched as a
// spectator and its link shared; Japanese; both screen sizes.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  clearStorage,
  screenshot,
  setBotSpeed,
  clickBarButton,
  assertNoSidewaysScroll,
  lastRecord,
} from './support.mjs';
import {
  newWcTable,
  startWcGame,
  picker,
  playWc,
  map,
  mapButtons,
  wcSituation,
  decision,
  replayBar,
  position,
  step,
  gameOver,
  status,
  resultText,
  recordIn,
} from './whitechapel.mjs';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Everything of Jack's secrets a page could hold: his sheet, his hideout and his pawn. */
async function jacksSecrets(page) {
  return page.evaluate(() => ({
    sheet: document.querySelectorAll('.wc-sheet').length,
    hideout: document.querySelectorAll('.wc-map-drawing .hideout, .wc-map-drawing .jack').length,
    marked: document.querySelectorAll('.wc-map-drawing .woman.marked').length,
    words: /hideout: circle|your hideout|marked:/i.test(document.body.innerText),
  }));
}

const NO_SECRETS = { sheet: 0, hideout: 0, marked: 0, words: false };


test('a whole game as Jack against the police bots, to the result and its paths', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.setViewportSize(DESKTOP);
  await startWcGame(page, [
    { name: 'Jill', kind: 'human' },
    { name: 'Lestrade', kind: 'random' },
    { name: 'Abberline', kind: 'random' },
  ], { seed: 11 });
  await map(page).waitFor();
  await setBotSpeed(page, 'instant');
  // The hideout: any of the 195 circles (WC2.2), and the sheet shows it.
  assert.equal(await mapButtons(page).count(), 195);
  await map(page).getByRole('button', { name: 'Circle 84', exact: true }).click();
  await decision(page).getByText('Your choice: hideout on circle 84').waitFor();
  await decision(page).getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Hideout: circle 84', { exact: true }).waitFor();
  await screenshot(page, 'whitechapel-jack-desktop');
  await page.setViewportSize(PHONE);
  await assertNoSidewaysScroll(page, 'the table on a phone');
  await screenshot(page, 'whitechapel-jack-phone');
  await page.setViewportSize(DESKTOP);

  const answers = await playWc(page, picker(3), {
    onHandoff: (heading) => assert.fail(`a lone Jack saw a hand-off: ${heading}`),
  });
  assert.ok(answers > 5, `${answers} answers`);
  const end = page.locator('.wc-end');
  await end.getByRole('heading', { level: 2 }).waitFor();
  assert.match(await end.innerText(), /Jack's hideout was circle 84\./);
  await end.getByRole('button', { name: "Show night 1's path" }).click();
  await page.locator('.wc-map-drawing .path').waitFor();
  await screenshot(page, 'whitechapel-end-desktop');
  assertNoProblems(page);
  await page.close();
});

test('a game as Jack against a Hard police bot, to the result', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startWcGame(page, [
    { name: 'Jill', kind: 'human' },
    { name: 'Holmes', kind: 'strong' },
  ], { seed: 17 });
  await map(page).waitFor();
  await setBotSpeed(page, 'instant');
  const answers = await playWc(page, picker(5), {
    onHandoff: (heading) => assert.fail(`a lone Jack saw a hand-off: ${heading}`),
  });
  assert.ok(answers > 5, `${answers} answers`);
  const end = page.locator('.wc-end');
  await end.getByRole('heading', { level: 2 }).waitFor();
  assert.match(await end.innerText(), /Jack's hideout was circle \d+\./);
  assertNoProblems(page);
  await page.close();
});

test('a whole game as the police against a bot Jack never shows Jack\'s secrets', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.setViewportSize(DESKTOP);
  await startWcGame(page, [
    { name: 'Jack bot', kind: 'random' },
    { name: 'Mary', kind: 'human' },
  ], { seed: 5 });
  await map(page).waitFor();
  await setBotSpeed(page, 'instant');
  let screens = 0;
  await playWc(page, picker(8), {
    onHandoff: (heading) => assert.fail(`the police alone saw a hand-off: ${heading}`),
    onScreen: async () => {
      if (screens++ % 5 === 0) assert.deepEqual(await jacksSecrets(page), NO_SECRETS);
    },
  });
  assert.ok(screens > 10, `${screens} screens`);
  await page.locator('.wc-end').getByRole('heading', { level: 2 }).waitFor();
  // Once the game is over everything is shown (WC9.3.7): his hideout and his nights.
  assert.match(await page.locator('.wc-end').innerText(), /Jack's hideout was circle \d+\./);
  assertNoProblems(page);
  await page.close();
});

test('hot-seat: the device passes at every change of side, and the police page holds no secret', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.setViewportSize(DESKTOP);
  await startWcGame(page, [
    { name: 'Jill', kind: 'human' },
    { name: 'Mary', kind: 'human' },
  ], { seed: 3 });
  // WC9.4.5: the first screen is the hand-off to Jack, which shows nothing private.
  assert.equal(await wcSituation(page), 'handoff');
  assert.equal(await page.locator('.hand-off h2').textContent(), 'Pass the device to Jack');
  assert.deepEqual(await jacksSecrets(page), NO_SECRETS);
  await screenshot(page, 'whitechapel-handoff-desktop');
  const handoffs = [];
  let policeScreens = 0;
  await playWc(page, picker(21), {
    until: async () => handoffs.length >= 6,
    onHandoff: async (heading) => {
      handoffs.push(heading);
      assert.deepEqual(await jacksSecrets(page), NO_SECRETS, `on "${heading}"`);
    },
    onScreen: async () => {
      const police = await page.getByText('You play the police').count();
      if (police) {
        policeScreens++;
        assert.deepEqual(await jacksSecrets(page), NO_SECRETS);
      }
    },
  });
  assert.deepEqual(handoffs.slice(0, 4), [
    'Pass the device to Jack',
    'Pass the device to the police',
    'Pass the device to Jack',
    'Pass the device to the police',
  ]);
  assert.ok(policeScreens > 0);
  assertNoProblems(page);
  await page.close();
});

test('a reload resumes the same decision, and the game is saved under its name', async () => {
  const page = await newWcTable(browser, [
    { name: 'Jill', kind: 'human' },
    { name: 'Lestrade', kind: 'random' },
  ], { seed: 9 });
  // Up to Jack's first move of the hunt.
  await playWc(page, picker(4), {
    until: async () => (await page.getByText('Your move: click a circle to go to.').count()) > 0,
  });
  assert.equal(await wcSituation(page), 'choose');
  const prompt = await decision(page).locator('.prompt').textContent();
  const status = await page.locator('.wc-status').innerText();
  const sheet = await page.locator('.wc-sheet').innerText();
  const offered = await mapButtons(page).evaluateAll((b) => b.map((e) => e.getAttribute('aria-label')));
  await page.reload();
  await map(page).waitFor();
  await decision(page).locator('.prompt').waitFor();
  assert.equal(await decision(page).locator('.prompt').textContent(), prompt);
  assert.equal(await page.locator('.wc-status').innerText(), status);
  assert.equal(await page.locator('.wc-sheet').innerText(), sheet);
  assert.deepEqual(await mapButtons(page).evaluateAll((b) => b.map((e) => e.getAttribute('aria-label'))), offered);
  const record = JSON.parse(
    await page.evaluate(() => localStorage.getItem(`nothing-personal.game.${JSON.parse(localStorage.getItem('nothing-personal.last'))}`)),
  );
  assert.equal(record.game.game, 'letters-from-whitechapel');
  assert.deepEqual(record.seats.map((s) => s.name), ['Jill', 'Lestrade']);
  assertNoProblems(page);
  await page.close();
});

test('a finished game\'s end screen opens its replay, watched as a spectator, and shares its link', async () => {
  const page = await newWcTable(browser, [
    { name: 'Jill', kind: 'human' },
    { name: 'Lestrade', kind: 'random' },
  ], { seed: 2 });
  await status(page).getByText('You play Jack', { exact: true }).waitFor();
  await playWc(page, picker(6));
  const end = gameOver(page);
  await end.waitFor();
  const result = await resultText(page);
  const record = await lastRecord(page);
  const total = record.game.answers.length;
  // After the game: a rematch, a new game, its replay and a link to it.
  const actions = ['Play again with these seats', 'New game', 'Watch the replay', 'Share a replay link'];
  for (const name of actions) {
    assert.ok(await end.getByRole('button', { name, exact: true }).isVisible(), name);
  }
  await screenshot(page, 'whitechapel-end-actions-desktop');
  await page.setViewportSize(PHONE);
  await assertNoSidewaysScroll(page, 'the end screen on a phone');
  for (const name of actions) {
    assert.ok(await end.getByRole('button', { name, exact: true }).isVisible(), `${name} on a phone`);
  }
  await screenshot(page, 'whitechapel-end-actions-phone');
  await page.setViewportSize(DESKTOP);

  // Watch the replay: it opens at its start, before the first answer, no patrol on the map,
  // and whoever watches it plays no side.
  await end.getByRole('button', { name: 'Watch the replay', exact: true }).click();
  await position(page).getByText(`Move 0 of ${total}`, { exact: true }).waitFor();
  assert.equal(await page.locator('.wc-map-drawing .patrol').count(), 0);
  await status(page).getByText('You are watching', { exact: true }).waitFor();
  for (let at = 1; at <= 3; at++) {
    await step(page, 'Forward').click();
    await position(page).getByText(`Move ${at} of ${total}`, { exact: true }).waitFor();
  }
  // Three answers in: the hideout, the women and the patrols; the patrols' identities shown,
  // Jack's sheet and hideout too, and still nobody's side named.
  assert.equal(await page.locator('.wc-map-drawing .patrol.down').count(), 0);
  assert.ok((await page.locator('.wc-map-drawing .patrol').count()) > 0);
  assert.ok(await page.getByRole('region', { name: "Jack's sheet", exact: true }).isVisible());
  assert.ok(await status(page).getByText('You are watching', { exact: true }).isVisible());
  assert.equal(await page.getByText(/^You play /).count(), 0);
  await screenshot(page, 'whitechapel-replay-desktop');
  // At its end, the same result, without the table's buttons; in Japanese, 観戦中.
  await step(page, 'End').click();
  await gameOver(page).waitFor();
  assert.deepEqual(await resultText(page), result);
  assert.equal(await gameOver(page).getByRole('button', { name: 'Watch the replay' }).count(), 0);
  assert.ok(await status(page).getByText('You are watching', { exact: true }).isVisible());
  await clickBarButton(page, '日本語');
  await page
    .getByRole('region', { name: '今夜の状況', exact: true })
    .getByText('観戦中', { exact: true })
    .waitFor();
  await clickBarButton(page, 'English');
  await page.getByRole('button', { name: 'Close the replay', exact: true }).click();
  // Back at the table's end screen.
  await end.getByRole('button', { name: 'Watch the replay', exact: true }).waitFor();
  assert.deepEqual(await resultText(page), result);

  // Share a replay link: the link carries the game as it was saved, and is copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(browser.baseUrl).origin,
  });
  await end.getByRole('button', { name: 'Share a replay link', exact: true }).click();
  const field = end.getByRole('textbox', { name: 'Replay link', exact: true });
  await field.waitFor();
  const link = await field.inputValue();
  assert.ok(link.startsWith(`${browser.baseUrl}#replay=`), link.slice(0, 80));
  assert.deepEqual(recordIn(link), record, 'the link carries the game as it was saved');
  await end.getByRole('button', { name: 'Copy the link', exact: true }).click();
  await end.getByRole('status').getByText('Copied.', { exact: true }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  await screenshot(page, 'whitechapel-end-shared-desktop');
  await page.setViewportSize(PHONE);
  await assertNoSidewaysScroll(page, 'the end screen with its link on a phone');
  await screenshot(page, 'whitechapel-end-shared-phone');
  assertNoProblems(page);
  await page.close();

  // Another browser with nothing stored opens the link: the same game, watched.
  const other = await launch();
  try {
    const viewer = await openPage(other.context, link);
    await position(viewer).getByText(`Move 0 of ${total}`, { exact: true }).waitFor();
    await status(viewer).getByText('You are watching', { exact: true }).waitFor();
    await step(viewer, 'End').click();
    await gameOver(viewer).waitFor();
    assert.deepEqual(await resultText(viewer), result);
    assert.ok(await status(viewer).getByText('You are watching', { exact: true }).isVisible());
    assert.equal(await viewer.getByText(/^You play /).count(), 0);
    assertNoProblems(viewer);
    await viewer.close();
  } finally {
    await other.close();
  }
});

test('the game in Japanese', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.setViewportSize(PHONE);
  await startWcGame(page, [
    { name: 'Jill', kind: 'human' },
    { name: 'Lestrade', kind: 'random' },
  ], { seed: 4 });
  await map(page).waitFor();
  await clickBarButton(page, '日本語');
  await page.getByText('隠れ家を選んでください：好きな円をクリック。ほかの誰にも見えません。').waitFor();
  await page.getByRole('region', { name: 'ホワイトチャペルの地図' }).getByRole('button', { name: '21番の円', exact: true }).click();
  await page.getByText('選択：隠れ家を21番の円に').waitFor();
  await screenshot(page, 'whitechapel-japanese-phone');
  assertNoProblems(page);
  await page.close();
});
