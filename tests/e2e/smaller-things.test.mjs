// Smaller things a first-time player meets: the bots' levels named for people (Easy, Normal,
// Hard) with how each plays, Normal for a new player and the choice remembered; the start
// button in sight at both sizes and "Random setup" explained; in Family Business each copy of a
// card in the hand has its own Play button, and the keyboard lands on a decision's first choice
// (as in Nothing Personal); the bot speed choice follows the language; saved games tell
// themselves apart (finished or not, how far, who plays next or who won), a finished one offers
// Replay first, and an exported file keeps its title and is named after it.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  launch,
  openPage,
  assertNoProblems,
  clearStorage,
  screenshot,
  startGame,
  panel,
  lastRecord,
  clickBarButton,
  setBotSpeed,
  barControl,
} from './support.mjs';
import { startFbGame, fbSituation } from './family-business.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The saved games' list items. */
function savedGames(page) {
  return page.getByRole('region', { name: 'Your games' }).getByRole('listitem');
}

async function toMenu(page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
}

/** Whether the whole of `locator` is inside the window, without scrolling. */
async function inSight(page, locator) {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return box !== null && box.y >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

/** The text of the elements that describe `locator` (aria-describedby). */
async function description(locator) {
  return locator.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

test('bots are Easy, Normal and Hard, each explained; Normal for a new player, the choice remembered', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  const kinds = page.getByRole('combobox', { name: 'Played by' });
  assert.equal(await kinds.nth(0).inputValue(), 'human');
  for (const i of [1, 2, 3]) assert.equal(await kinds.nth(i).inputValue(), 'heuristic', 'a Normal bot');
  const offered = await kinds.nth(1).getByRole('option').allTextContents();
  assert.deepEqual(offered, ['A person', 'Easy bot', 'Normal bot', 'Hard bot']);
  const levels = page.getByRole('definition');
  assert.equal(await levels.count(), 3);
  assert.match(await description(kinds.nth(1)), /Easy bot.*Picks any move.*Normal bot.*one move ahead.*Hard bot.*many possible futures/s);
  for (const term of ['Easy bot', 'Normal bot', 'Hard bot']) {
    assert.ok(await page.getByRole('term').filter({ hasText: term }).isVisible(), `${term} is explained`);
  }
  assert.match(
    await page.getByText(/^At the table: /).textContent(),
    /^At the table: Anna \(person\), Bruno \(Normal bot\), Carla \(Normal bot\), Dario \(Normal bot\)\./,
  );

  // Hard chosen for one seat: the next new game's bots start as Hard, in either game.
  await kinds.nth(2).selectOption('strong');
  await page.reload();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  assert.equal(await kinds.nth(1).inputValue(), 'strong', 'the level chosen last');
  await page.getByRole('radio', { name: 'Family Business' }).check();
  await page.getByRole('radio', { name: '4 players' }).waitFor();
  assert.equal(await kinds.nth(1).inputValue(), 'strong');
  assert.deepEqual(await kinds.nth(1).getByRole('option').allTextContents(), offered);

  // The game's seats are stored as the game names its levels, as every save before.
  await page.getByRole('radio', { name: 'Nothing Personal' }).check();
  await page.getByRole('radio', { name: '3 players' }).check();
  await kinds.nth(1).selectOption('random');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await panel(page).waitFor();
  const record = await lastRecord(page);
  assert.deepEqual(record.seats.map((s) => s.kind), ['Human', { Bot: 'Random' }, { Bot: 'Strong' }]);
  assertNoProblems(page);
  await page.close();
});

test('the start button is in sight at both sizes, with each game; "Random setup" says what it does', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  for (const [size, label] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ]) {
    await page.setViewportSize(size);
    for (const game of ['Nothing Personal', 'Family Business']) {
      await page.getByRole('radio', { name: game }).check();
      const start = page.getByRole('button', { name: 'Start the game' });
      await start.waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      assert.ok(await inSight(page, start), `${game}, ${label}: the start button needs scrolling`);
      // The seats stay editable below it.
      assert.ok(await page.getByRole('textbox', { name: 'Name of player 1' }).isEditable());
    }
    await page.getByRole('radio', { name: 'Nothing Personal' }).check();
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
    await screenshot(page, `start-${label}`, { fullPage: false });
    await screenshot(page, `start-${label}-whole`);
  }
  await page.setViewportSize(DESKTOP);
  const random = page.getByRole('checkbox', { name: /^Random setup/ });
  assert.match(await description(random), /Mac Pheeto starts as the Capo.*dealt to a place by chance/);
  assert.ok(await page.getByText(/^Usually Mac Pheeto starts as the Capo/).isVisible());
  assertNoProblems(page);
  await page.close();
});

test('Family Business: two cards of a kind each have a Play button; the keyboard starts on the first choice', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  // Seed 64: Anna plays first, holding two Contracts.
  await startFbGame(
    page,
    [
      { name: 'Anna', kind: 'human' },
      { name: 'Bruno', kind: 'random' },
      { name: 'Carla', kind: 'random' },
    ],
    { seed: 64 },
  );
  assert.equal(await fbSituation(page), 'choose');
  const hand = page.getByRole('region', { name: 'Hand of Anna' });
  const contracts = hand.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Contract', exact: true }) });
  assert.equal(await contracts.count(), 2, 'Anna holds two Contracts');
  for (const i of [0, 1]) {
    assert.equal(
      await contracts.nth(i).getByRole('button', { name: 'Play Contract', exact: true }).count(),
      1,
      `Contract ${i + 1} has its own Play button`,
    );
  }
  await screenshot(page, 'fb-two-of-a-kind', { fullPage: false });

  // The focus is on the decision's first choice: Enter makes it.
  const first = panel(page).locator('fieldset button').first();
  await page.waitForFunction(() => document.activeElement?.closest('#decision fieldset') != null);
  const focused = await page.evaluate(() => document.activeElement.textContent);
  assert.equal(focused, await first.textContent());
  const before = await panel(page).textContent();
  await page.keyboard.press('Enter');
  await page.waitForFunction((text) => document.getElementById('decision')?.textContent !== text, before);
  // The second Play button of a kind makes the same choice as the first.
  assertNoProblems(page);
  await page.close();
});

test('Nothing Personal: the keyboard starts on the first choice of a decision', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(
    page,
    [
      { name: 'Anna', kind: 'human' },
      { name: 'Bruno', kind: 'random' },
      { name: 'Carla', kind: 'random' },
    ],
    { seed: 3 },
  );
  await panel(page).locator('fieldset button').first().waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('#decision fieldset') != null);
  assertNoProblems(page);
  await page.close();
});

test('the bot speed choice follows the language', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, [
    { name: 'Anna', kind: 'random' },
    { name: 'Bruno', kind: 'random' },
  ]);
  const speed = await barControl(page, 'combobox', { name: 'Bot speed' });
  assert.deepEqual(await speed.getByRole('option').allTextContents(), ['Slow', 'Normal', 'Instant']);
  await clickBarButton(page, '日本語');
  const japanese = await barControl(page, 'combobox', { name: 'ボットの速度' });
  const options = await japanese.getByRole('option').allTextContents();
  assert.equal(options.length, 3);
  for (const text of options) assert.ok(!['Slow', 'Normal', 'Instant'].includes(text), `"${text}" is still English`);
  await clickBarButton(page, 'English');
  const english = await barControl(page, 'combobox', { name: 'Bot speed' });
  assert.deepEqual(await english.getByRole('option').allTextContents(), ['Slow', 'Normal', 'Instant']);
  assertNoProblems(page);
  await page.close();
});

test('saved games tell themselves apart, first on a phone; a finished one offers Replay first; a file keeps its title', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  // A game of bots played to its end.
  await startFbGame(
    page,
    [
      { name: 'Anna', kind: 'random' },
      { name: 'Bruno', kind: 'random' },
      { name: 'Carla', kind: 'random' },
    ],
    { seed: 5 },
  );
  await setBotSpeed(page, 'instant');
  await page.getByRole('region', { name: 'Game over' }).waitFor({ timeout: 60_000 });
  // A game in progress: a person's first decision waits.
  await toMenu(page);
  await startGame(
    page,
    [
      { name: 'Dario', kind: 'human' },
      { name: 'Elena', kind: 'random' },
      { name: 'Fabio', kind: 'random' },
    ],
    { seed: 3 },
  );
  await panel(page).locator('fieldset button').first().waitFor();
  await toMenu(page);

  assert.equal(await savedGames(page).count(), 2);
  const playing = savedGames(page).filter({ hasText: 'Game of Dario, Elena, Fabio' });
  await playing.getByText('In progress', { exact: true }).waitFor();
  assert.match(await playing.locator('.game-standing').textContent(), /^In progress Round 1 of 5 · /);
  assert.match(await playing.getByText(/^Next to play: /).textContent(), /^Next to play: (Dario|Elena|Fabio)$/);
  const playingButtons = await playing.getByRole('button').allTextContents();
  assert.equal(playingButtons[0], 'Continue');

  const over = savedGames(page).filter({ hasText: 'Game of Anna, Bruno, Carla' });
  await over.getByText('Finished', { exact: true }).waitFor();
  assert.match(await over.locator('.game-standing').textContent(), /^Finished ((Anna|Bruno|Carla) won|Finished)$/);
  assert.equal(await over.getByText(/^Next to play/).count(), 0, 'nobody plays a finished game');
  const overButtons = await over.getByRole('button').allTextContents();
  assert.deepEqual(overButtons.slice(0, 2), ['Replay', 'See the result']);
  assert.equal(await over.getByRole('button', { name: 'Continue', exact: true }).count(), 0);
  for (const [size, label] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ]) {
    await page.setViewportSize(size);
    await screenshot(page, `saved-games-${label}`);
  }
  // On a phone a returning player finds the last game's Continue in sight, without scrolling.
  await page.evaluate(() => window.scrollTo(0, 0));
  const next = await playing.getByRole('button', { name: 'Continue', exact: true }).boundingBox();
  assert.ok(
    next && next.y >= 0 && next.y + next.height <= PHONE.height,
    `Continue at ${JSON.stringify(next)} in a ${PHONE.height} px high window`,
  );
  await page.setViewportSize(DESKTOP);

  // Renamed, exported: the file is named after the title and keeps it.
  await over.getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByRole('textbox', { name: 'Title of the game' }).fill('Friday night');
  await page.getByRole('button', { name: 'Save the title' }).click();
  const friday = savedGames(page).filter({ has: page.getByRole('heading', { name: 'Friday night', exact: true }) });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    friday.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'Friday night.json');
  const text = await readFile(await download.path(), 'utf8');
  const file = JSON.parse(text);
  assert.equal(file.title, 'Friday night');
  assert.equal(file.game.game, 'family-business');
  assertNoProblems(page);
  await page.close();

  // In another browser, the file comes back with its title, finished, its record as written.
  const other = await launch();
  try {
    const fresh = await openPage(other.context, other.baseUrl);
    await fresh.getByRole('heading', { name: 'New game' }).waitFor();
    await fresh
      .getByLabel('Import a game from a file')
      .setInputFiles({ name: 'Friday night.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await fresh.getByRole('status').filter({ hasText: 'Imported: Friday night.' }).waitFor();
    const imported = savedGames(fresh).filter({ has: fresh.getByRole('heading', { name: 'Friday night', exact: true }) });
    await imported.getByText('Finished', { exact: true }).waitFor();
    const stored = await fresh.evaluate(() => {
      const [entry] = JSON.parse(localStorage.getItem('nothing-personal.games'));
      return localStorage.getItem(`nothing-personal.game.${entry.id}`);
    });
    assert.ok(!('title' in JSON.parse(stored)), 'the record is stored as its game wrote it');
    assertNoProblems(fresh);
    await fresh.close();
  } finally {
    await other.close();
  }
});
