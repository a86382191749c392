// Letters from Whitechapel in the page: a whole game as Jack against bot police and as the
// police against a bot Jack, from the start screen to the result; hot-seat privacy with the
// hand-off between the sides (WC9.4) and nothing of Jack's secrets in the police's page; a
// reload resumes the same decision; the replay of a finished game; Japanese; both screen sizes.

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
} from './support.mjs';
import { newWcTable, startWcGame, picker, playWc, map, mapButtons, wcSituation, decision } from './whitechapel.mjs';

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

test('the replay of a finished game steps through it, everything shown', async () => {
  const page = await newWcTable(browser, [
    { name: 'Jill', kind: 'human' },
    { name: 'Lestrade', kind: 'random' },
  ], { seed: 2 });
  await playWc(page, picker(6));
  await page.locator('.wc-end').getByRole('heading', { level: 2 }).waitFor();
  await clickBarButton(page, 'Replay');
  const bar = page.getByRole('region', { name: 'Replay' });
  await bar.waitFor();
  // The replay opens at its start: before the first answer, no patrol on the map.
  await page.getByText(/^Move 0 of \d+$/).waitFor();
  assert.equal(await page.locator('.wc-map-drawing .patrol').count(), 0);
  for (let i = 0; i < 3; i++) await bar.getByRole('button', { name: /Forward/ }).click();
  await page.getByText(/^Move 3 of \d+$/).waitFor();
  // Three answers in: the hideout, the women and the patrols; the patrols' identities shown.
  assert.equal(await page.locator('.wc-map-drawing .patrol.down').count(), 0);
  assert.ok((await page.locator('.wc-map-drawing .patrol').count()) > 0);
  await screenshot(page, 'whitechapel-replay-desktop');
  assertNoProblems(page);
  await page.close();
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
