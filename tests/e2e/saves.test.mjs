// Saves in localStorage: a reload resumes the same pending decision; a save that cannot be
// loaded is reported in words and kept untouched under its key, even after a new game; without
// storage the game is played in memory and the page says so once.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  openBrokenSave,
  stored,
  handCards,
  offeredChoices,
  recordFromFixture,
  clearStorage,
  statusLine,
  logLines,
  setBotSpeed,
} from './support.mjs';
import { random, situation, clickAnyChoice, playClicks } from './players.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const ONE_PERSON = [
  { name: 'Anna', kind: 'human' },
  { name: 'Bruno', kind: 'bot' },
  { name: 'Carla', kind: 'bot' },
];

test('a reload in the middle of a game resumes the same pending decision', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(page, ONE_PERSON, { seed: 11 });
  await setBotSpeed(page, 'instant');
  await playClicks(page, 12, 11);

  const status = await statusLine(page).textContent();
  const lines = await logLines(page);
  const hand = await handCards(page, 'Anna');
  const choices = await offeredChoices(page);
  assert.ok(lines.length > 20, 'the game went on for a while');

  await page.reload();
  await statusLine(page).waitFor();
  assert.equal(await statusLine(page).textContent(), status);
  assert.deepEqual((await logLines(page)).slice(-8), lines.slice(-8));
  assert.equal((await logLines(page)).length, lines.length);
  assert.deepEqual(await handCards(page, 'Anna'), hand);
  assert.deepEqual(await offeredChoices(page), choices);
  assertNoProblems(page);
  await page.close();
});

/**
 * Stores `text` as the last game, opens the page and expects `reason` in the notice; then starts
 * a new game and checks the broken save is still there, byte for byte.
 */
async function brokenSave(text, reason) {
  const id = 'broken';
  const key = `nothing-personal.game.${id}`;
  const page = await openBrokenSave(browser, id, text, reason);
  // Nothing to continue.
  assert.equal(await page.getByRole('button', { name: 'Continue' }).count(), 0);
  assert.equal((await stored(page))[key], text, 'the broken save is kept as it was');

  await startGame(page, ONE_PERSON, { seed: 3 });
  await statusLine(page).waitFor();
  await page.waitForFunction(
    (old) => {
      const last = localStorage.getItem('nothing-personal.last');
      return last && JSON.parse(last) !== old;
    },
    id,
  );
  const after = await stored(page);
  const newId = JSON.parse(after['nothing-personal.last']);
  assert.notEqual(newId, id);
  assert.ok(after[`nothing-personal.game.${newId}`], 'the new game is saved under its own key');
  assert.equal(after[key], text, 'the broken save is still kept as it was');

  // And after a reload of the new game.
  await page.reload();
  await statusLine(page).waitFor();
  assert.equal((await stored(page))[key], text);
  assertNoProblems(page);
  await page.close();
}

test('a save that is not JSON is reported in words and kept untouched', async () => {
  await brokenSave('{"version": 1, "game": {"version": 1, "config": ', 'the save is not a readable saved game');
});

test('a save of a version this page does not know is reported in words and kept untouched', async () => {
  const record = await recordFromFixture('trade.json', ['Anna', 'Bruno', 'Carla']);
  record.version = 2;
  await brokenSave(JSON.stringify(record), 'the save comes from an unknown version (2)');
});

test('a save with an illegal action is reported in words and kept untouched', async () => {
  const record = await recordFromFixture('trade.json', ['Anna', 'Bruno', 'Carla']);
  // The fifth action made by another seat than the one deciding.
  const [seat] = record.game.actions[4];
  record.game.actions[4][0] = (seat + 1) % 3;
  await brokenSave(
    JSON.stringify(record),
    "action number 5 of the save is refused: it is not this player's decision",
  );
});

test('without localStorage the game is played in memory, and the page says so once', async () => {
  const page = await openPage(browser.context);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.goto(browser.baseUrl);
  const text =
    'This browser does not let the page save: the game is kept in memory only and is lost when the tab closes.';
  const notices = page.getByRole('alert').filter({ hasText: text });
  await notices.first().waitFor();
  assert.equal(await notices.count(), 1);

  await startGame(page, ONE_PERSON, { seed: 4 });
  await setBotSpeed(page, 'instant');
  const before = (await logLines(page)).length;
  await playClicks(page, 8, 4);
  assert.ok((await logLines(page)).length > before, 'the game goes on');
  assert.equal(await notices.count(), 1, 'said once, not at every move');

  // The game is offered as a file at once.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notices.getByRole('button', { name: 'Export the game to a file', exact: true }).click(),
  ]);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(exported.seats.map((s) => s.name), ONE_PERSON.map((s) => s.name));
  assert.ok(exported.game.actions.length > 0, 'the moves played are in the file');

  // Once dismissed, it stays dismissed while the game goes on.
  await notices.getByRole('button', { name: 'Dismiss' }).click();
  assert.equal(await notices.count(), 0);
  await playClicks(page, 3, 5);
  assert.equal(await notices.count(), 0, 'the dismissed notice came back after a move');
  assertNoProblems(page);
  await page.close();
});

test('with the storage full the page says so, offers the game as a file, and play goes on', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  // Fill the origin's storage to within a few kilobytes.
  await page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 1024; size >>= 1) {
      const chunk = 'x'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`filler.${n++}`, chunk);
        } catch {
          break;
        }
      }
    }
  });
  await page.reload();
  await startGame(page, ONE_PERSON, { seed: 8 });
  await setBotSpeed(page, 'instant');
  const full = page
    .getByRole('alert')
    .filter({ hasText: "The browser's storage is full: the game goes on, but only in memory." });
  const rnd = random(8);
  for (let i = 0; (await full.count()) === 0; i++) {
    assert.ok(i < 400, 'no notice of a full storage');
    const state = await situation(page);
    if (state === 'end') break;
    if (state === 'handoff') await page.getByRole('button', { name: /^I am / }).click();
    else await clickAnyChoice(page, rnd);
  }
  assert.equal(await full.count(), 1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    full.getByRole('button', { name: 'Export the game to a file', exact: true }).click(),
  ]);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  const before = exported.game.actions.length;
  await playClicks(page, 5, 9);
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    full.getByRole('button', { name: 'Export the game to a file', exact: true }).click(),
  ]);
  const later = JSON.parse(await readFile(await again.path(), 'utf8'));
  assert.ok(later.game.actions.length > before, 'play went on');
  assert.equal(await full.count(), 1, 'said once');
  await page.evaluate(() => localStorage.clear());
  assertNoProblems(page);
  await page.close();
});
