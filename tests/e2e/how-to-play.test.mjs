// How to play, the frame each game fills: it opens from the start screen beside each game's
// choice and from the table's top bar, in English and Japanese, for both games; its sections
// have addresses (#how-to-play/<game>/<section>) that open them; it closes back to where the
// player was, the table as it was. On every decision, "What is this?" opens the section of its
// rule, and the game's terms in the panel's lines explain themselves on focus, hover or tap.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  panel,
  statusLine,
  screenshot,
  assertNoSidewaysScroll,
  clearStorage,
  clickBarButton,
} from './support.mjs';
import { startFbGame } from './family-business.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

const NP = { id: 'nothing-personal', en: 'Nothing Personal', ja: 'ナッシング・パーソナル' };
const FB = { id: 'family-business', en: 'Family Business', ja: 'ファミリー・ビジネス' };

const HOW = { en: (game) => `How to play ${game}`, ja: (game) => `${game}の遊び方` };
const CONTENTS = { en: 'Contents', ja: '目次' };

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The How to play dialog of `game` in `lang`. */
function guide(page, game, lang = 'en') {
  return page.getByRole('dialog', { name: HOW[lang](game[lang]), exact: true });
}

/** The address's fragment. */
function fragment(page) {
  return page.evaluate(() => location.hash);
}

/** The text of the element that has the focus. */
function focusedText(page) {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

/** Fails unless the dialog's sections and contents fit the window's width. */
async function assertFits(page, dialog, where) {
  await assertNoSidewaysScroll(page, where);
  const fits = await dialog.evaluate((d) => {
    const body = d.querySelector('.guide-body');
    return body.scrollWidth <= body.clientWidth && d.getBoundingClientRect().right <= innerWidth;
  });
  assert.ok(fits, `${where}: How to play scrolls sideways`);
}

async function newPage() {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  return page;
}

test('How to play opens beside each game on the start screen, in English and Japanese, and closes back', async () => {
  const page = await newPage();
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'how-to-play-start-desktop');
  for (const game of [NP, FB]) {
    const open = page.getByRole('button', { name: HOW.en(game.en), exact: true });
    await open.click();
    const dialog = guide(page, game);
    await dialog.waitFor();
    assert.equal(await fragment(page), `#how-to-play/${game.id}`);
    assert.equal(await page.title(), `${HOW.en(game.en)} — Mob Table`);
    const contents = dialog.getByRole('navigation', { name: CONTENTS.en });
    // The frame's code may come before the game's sections: wait for the last link, the glossary.
    await contents.getByRole('link', { name: 'Glossary', exact: true }).waitFor();
    const links = await contents.getByRole('link').allTextContents();
    assert.equal(links[0], 'The goal', 'the goal comes first');
    assert.equal(links.at(-1), 'Glossary', 'the glossary comes last');
    assert.ok(await dialog.getByRole('heading', { level: 3, name: 'The goal' }).isVisible());
    await assertFits(page, dialog, `${game.en} at 1280 × 800`);
    await screenshot(page, `how-to-play-${game.id}-desktop`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Back to the start screen', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await fragment(page), '', 'the address is the start screen again');
    assert.equal(await page.title(), 'Mob Table');
    assert.ok(await open.evaluate((el) => el === document.activeElement), 'the focus is back on its button');
  }

  // Japanese, at a phone's size: the same frame in Japanese, and Escape closes it.
  await page.setViewportSize(PHONE);
  await clickBarButton(page, '日本語');
  await screenshot(page, 'how-to-play-start-phone-ja');
  for (const game of [NP, FB]) {
    await page.getByRole('button', { name: HOW.ja(game.ja), exact: true }).click();
    const dialog = guide(page, game, 'ja');
    await dialog.waitFor();
    const contents = dialog.getByRole('navigation', { name: CONTENTS.ja });
    assert.deepEqual(
      [await contents.getByRole('link').first().textContent(), await contents.getByRole('link').last().textContent()],
      ['ゲームの目的', '用語集'],
    );
    await assertFits(page, dialog, `${game.en} at 360 × 740, in Japanese`);
    await screenshot(page, `how-to-play-${game.id}-phone-ja`, { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  assert.equal(await fragment(page), '');
  await clickBarButton(page, 'English');
  assertNoProblems(page);
  await page.close();
});

test('How to play follows the page language while it is open', async () => {
  const page = await newPage();
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: HOW.en(NP.en), exact: true }).click();
  await guide(page, NP).waitFor();
  await guide(page, NP).getByRole('button', { name: '日本語', exact: true }).click();
  const ja = guide(page, NP, 'ja');
  await ja.getByRole('heading', { level: 3, name: 'ゲームの目的' }).waitFor();
  assert.ok(await ja.getByRole('button', { name: 'スタート画面に戻る', exact: true }).isVisible());
  await ja.getByRole('button', { name: 'English', exact: true }).click();
  await guide(page, NP).getByRole('heading', { level: 3, name: 'The goal' }).waitFor();
  await guide(page, NP).getByRole('button', { name: 'Back to the start screen' }).click();
  assertNoProblems(page);
  await page.close();
});

test("a section's address opens How to play at that section, and choosing a section gives it its address", async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, `${browser.baseUrl}#how-to-play/family-business/playing-a-card`);
  await page.setViewportSize(DESKTOP);
  const dialog = guide(page, FB);
  await dialog.waitFor();
  const heading = dialog.getByRole('heading', { level: 3, name: 'Playing a card' });
  await page.waitForFunction(() => document.activeElement?.id === 'guide-playing-a-card-title');
  assert.ok(await heading.isVisible());
  const inView = await heading.evaluate((h) => {
    const box = h.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight;
  });
  assert.ok(inView, 'the section is in view');

  // The contents lead to another section, and the address follows.
  await dialog.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'The goal' }).click();
  assert.equal(await fragment(page), '#how-to-play/family-business/goal');
  assert.equal(await focusedText(page), 'The goal');
  // The glossary: each term with what it means and the section that tells more.
  await dialog.getByRole('link', { name: 'Glossary' }).click();
  assert.equal(await fragment(page), '#how-to-play/family-business/glossary');
  assert.ok(await dialog.getByRole('term').filter({ hasText: 'Hit List' }).isVisible());

  // The same address pasted later opens the other game's section over the start screen.
  await dialog.getByRole('button', { name: 'Back to the start screen' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await fragment(page), '');
  await page.evaluate(() => {
    location.hash = '#how-to-play/nothing-personal/setup';
  });
  await guide(page, NP).getByRole('heading', { level: 3, name: 'Setup' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'guide-setup-title');
  // The browser's Back closes it, to the address it was opened over.
  await page.goBack();
  await guide(page, NP).waitFor({ state: 'detached' });
  assert.equal(await fragment(page), '');
  assert.ok(await page.getByRole('heading', { name: 'New game' }).isVisible());
  // Opened by its button too, and the page stays.
  await page.getByRole('button', { name: HOW.en(FB.en), exact: true }).click();
  await guide(page, FB).waitFor();
  await page.goBack();
  await guide(page, FB).waitFor({ state: 'detached' });
  assert.equal(await fragment(page), '');
  assert.ok(await page.getByRole('heading', { name: 'New game' }).isVisible());
  assert.equal(new URL(page.url()).origin + '/', browser.baseUrl);
  assertNoProblems(page);
  await page.close();
});

/** Waits until the Decision panel's status line reads `text`. */
async function waitForStatus(page, text) {
  await page.waitForFunction(
    (t) => document.querySelector('#decision .status')?.textContent.trim() === t,
    text,
    { timeout: 30_000 },
  );
}

test('Nothing Personal: How to play from the top bar leaves the table as it was; "What is this?" opens the setup; a term explains itself', async () => {
  const page = await newPage();
  await page.setViewportSize(DESKTOP);
  await startGame(
    page,
    [
      { name: 'Anna', kind: 'human' },
      { name: 'Bruno', kind: 'bot' },
      { name: 'Carla', kind: 'bot' },
    ],
    { seed: 7 },
  );
  const status = 'Anna: place a marker on any gangster';
  await waitForStatus(page, status);

  // From the top bar, and back to the table: the same decision waits, its choices still there.
  const choices = await panel(page).getByRole('group').getByRole('button').allTextContents();
  await clickBarButton(page, HOW.en(NP.en));
  const dialog = guide(page, NP);
  await dialog.waitFor();
  assert.equal(await fragment(page), `#how-to-play/${NP.id}`);
  await dialog.getByRole('button', { name: 'Back to the table', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await fragment(page), '');
  assert.equal((await statusLine(page).textContent()).trim(), status);
  assert.deepEqual(await panel(page).getByRole('group').getByRole('button').allTextContents(), choices);

  // "What is this?" opens the section of the decision's rule.
  await panel(page).getByRole('button', { name: 'What is this?', exact: true }).click();
  await dialog.waitFor();
  assert.equal(await fragment(page), `#how-to-play/${NP.id}/setup`);
  await page.waitForFunction(() => document.activeElement?.id === 'guide-setup-title');
  assert.equal(await focusedText(page), 'Setup');
  await screenshot(page, 'how-to-play-np-section-desktop', { fullPage: false });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.ok(
    await panel(page).getByRole('button', { name: 'What is this?' }).evaluate((el) => el === document.activeElement),
    'the focus is back on "What is this?"',
  );

  // A term of the status line explains itself on focus, and its line reads as before.
  const term = statusLine(page).getByText('marker', { exact: true });
  await term.focus();
  const tip = page.locator(`#${await term.getAttribute('aria-describedby')}`);
  assert.equal(await tip.getAttribute('role'), 'tooltip');
  await tip.waitFor({ state: 'visible' });
  const meaning = 'A family\'s token of influence; each family has 25. The family with the most markers on a gangster controls it.';
  assert.equal((await tip.textContent()).trim(), meaning);
  assert.equal((await statusLine(page).textContent()).trim(), status, 'the meaning is not part of the line');
  await assertInWindow(page, tip, 'the meaning at 1280 × 800');
  await screenshot(page, 'how-to-play-np-term-desktop', { fullPage: false });
  await page.keyboard.press('Escape');
  await tip.waitFor({ state: 'hidden' });
  // On hover, and away again.
  await term.blur();
  await term.hover();
  await tip.waitFor({ state: 'visible' });
  await page.mouse.move(5, 5);
  await tip.waitFor({ state: 'hidden' });

  // At a phone's size, in Japanese: a tap shows the meaning inside the window, a second hides it.
  await page.setViewportSize(PHONE);
  await clickBarButton(page, '日本語');
  const jaPanel = page.getByRole('region', { name: '決定', exact: true });
  const jaTerm = jaPanel.getByRole('paragraph').first().getByText('マーカー', { exact: true });
  await jaTerm.scrollIntoViewIfNeeded();
  await jaTerm.click();
  const jaTip = page.locator(`#${await jaTerm.getAttribute('aria-describedby')}`);
  await jaTip.waitFor({ state: 'visible' });
  assert.match(await jaTip.textContent(), /^ファミリーの影響力を表すコマ/);
  await assertInWindow(page, jaTip, 'the meaning at 360 × 740');
  await assertNoSidewaysScroll(page, 'the table with a meaning shown at 360 × 740');
  await screenshot(page, 'how-to-play-np-term-phone-ja', { fullPage: false });
  await jaTerm.click();
  await jaTip.waitFor({ state: 'hidden' });
  await jaPanel.getByRole('button', { name: 'これは何？', exact: true }).click();
  await guide(page, NP, 'ja').getByRole('heading', { level: 3, name: '準備' }).waitFor();
  await screenshot(page, 'how-to-play-np-section-phone-ja', { fullPage: false });
  await page.keyboard.press('Escape');
  await clickBarButton(page, 'English');
  assertNoProblems(page);
  await page.close();
});

/** Fails unless `tip` lies inside the window. */
async function assertInWindow(page, tip, where) {
  const box = await tip.boundingBox();
  const { width, height } = page.viewportSize();
  assert.ok(
    box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
    `${where}: ${JSON.stringify(box)} in ${width} × ${height}`,
  );
}

test('Family Business: How to play from the top bar, and "What is this?" opens the section of playing a card', async () => {
  const page = await newPage();
  await page.setViewportSize(PHONE);
  await startFbGame(
    page,
    [
      { name: 'Anna', kind: 'human' },
      { name: 'Bruno', kind: 'random' },
      { name: 'Carla', kind: 'random' },
    ],
    { seed: 3 },
  );
  // Carla's Contract comes first, and Anna holds a counter: its section is the counters'.
  await page.waitForFunction(
    () => /^Anna: Carla plays Contract .*Counter it\?$/.test(document.querySelector('#decision .status')?.textContent.trim()),
    null,
    { timeout: 30_000 },
  );
  await panel(page).getByRole('button', { name: 'What is this?', exact: true }).click();
  await guide(page, FB).waitFor();
  assert.equal(await fragment(page), `#how-to-play/${FB.id}/counters`);
  await page.keyboard.press('Escape');
  await guide(page, FB).waitFor({ state: 'detached' });
  await panel(page).getByRole('button', { name: 'Decline', exact: true }).click();

  await waitForStatus(page, 'Anna: play a card');
  await clickBarButton(page, HOW.en(FB.en));
  const dialog = guide(page, FB);
  await dialog.waitFor();
  await assertFits(page, dialog, 'Family Business over its table at 360 × 740');
  await dialog.getByRole('button', { name: 'Back to the table', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal((await statusLine(page).textContent()).trim(), 'Anna: play a card');

  await panel(page).getByRole('button', { name: 'What is this?', exact: true }).click();
  await dialog.waitFor();
  assert.equal(await fragment(page), `#how-to-play/${FB.id}/playing-a-card`);
  await page.waitForFunction(() => document.activeElement?.id === 'guide-playing-a-card-title');
  await screenshot(page, 'how-to-play-fb-section-phone', { fullPage: false });
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'how-to-play-fb-section-desktop', { fullPage: false });
  await dialog.getByRole('button', { name: 'Back to the table', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await screenshot(page, 'how-to-play-fb-table-desktop', { fullPage: false });
  assertNoProblems(page);
  await page.close();
});
