// Family Business saves: a reload in the middle of a game resumes it where it was; the list of
// saved games names each save's game, and a game of each, saved side by side, both continue;
// a broken save of Family Business, and a save of a game the page does not play, are reported
// in words and kept untouched.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  launch,
  openPage,
  assertNoProblems,
  clearStorage,
  panel,
  startGame,
  openBrokenSave,
  stored,
  handCards,
  offeredChoices,
  logLines,
  statusLine,
  root,
  setBotSpeed,
} from './support.mjs';
import { random } from './players.mjs';
import { startFbGame, fbSituation, fbStatus, clickAnyChoice, confirm } from './family-business.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const ONE_PERSON = [
  { name: 'Anna', kind: 'human' },
  { name: 'Bruno', kind: 'random' },
  { name: 'Carla', kind: 'heuristic' },
  { name: 'Dario', kind: 'random' },
];

/** The saved games listed on the start screen. */
function games(page) {
  return page.getByRole('region', { name: 'Your games' }).getByRole('listitem');
}

async function toMenu(page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
}

/** Makes `count` clicks of Anna's in the Decision panel (bots answer at once meanwhile). */
async function answer(page, count, rnd) {
  for (let clicks = 0; clicks < count; clicks += 1) {
    const state = await fbSituation(page);
    if (state === 'end') return;
    if (state === 'confirm') await confirm(page);
    else await clickAnyChoice(page, rnd);
  }
}

/** Waits until the page is waiting for Anna again (bots done). */
async function annasTurn(page) {
  const state = await fbSituation(page);
  assert.ok(state === 'choose' || state === 'confirm' || state === 'end', state);
}

test('a reload in the middle of a game of Family Business resumes it where it was', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, ONE_PERSON, { seed: 17 });
  await panel(page).waitFor();
  await setBotSpeed(page, 'instant');
  await answer(page, 12, random(17));
  await annasTurn(page);

  const status = await fbStatus(page).textContent();
  const lines = await logLines(page);
  const hand = await handCards(page, 'Anna');
  const table = await page.getByRole('region', { name: 'Table', exact: true }).innerText();
  const choices = await offeredChoices(page);
  assert.ok(lines.length > 15, 'the game went on for a while');

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Family Business' }).waitFor();
  await annasTurn(page);
  assert.equal(await fbStatus(page).textContent(), status);
  assert.deepEqual(await logLines(page), lines);
  assert.deepEqual(await handCards(page, 'Anna'), hand);
  assert.equal(await page.getByRole('region', { name: 'Table', exact: true }).innerText(), table);
  assert.deepEqual(await offeredChoices(page), choices);
  // The save names its game.
  const record = JSON.parse(
    await page.evaluate(() => localStorage.getItem(`nothing-personal.game.${JSON.parse(localStorage.getItem('nothing-personal.last'))}`)),
  );
  assert.equal(record.game.game, 'family-business');
  assert.deepEqual(record.seats.map((s) => s.name), ['Anna', 'Bruno', 'Carla', 'Dario']);
  assertNoProblems(page);
  await page.close();
});

test('a game of each, saved side by side, are listed with their game and both continue', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(page, [
    { name: 'Xena', kind: 'human' },
    { name: 'Yuri', kind: 'bot' },
    { name: 'Zoe', kind: 'bot' },
  ], { seed: 5 });
  await statusLine(page).waitFor();
  await toMenu(page);
  await startFbGame(page, ONE_PERSON, { seed: 6 });
  await panel(page).waitFor();
  await toMenu(page);

  assert.equal(await games(page).count(), 2);
  const [fb, np] = [games(page).nth(0), games(page).nth(1)];
  assert.match(await fb.textContent(), /Game of Anna, Bruno, Carla, Dario/);
  assert.match(await fb.textContent(), /Family Business/);
  assert.match(await fb.textContent(), /Turn \d+/);
  assert.equal(await fb.getByRole('button', { name: 'Replay', exact: true }).count(), 1);
  assert.match(await np.textContent(), /Game of Xena, Yuri, Zoe/);
  assert.equal(await np.getByRole('button', { name: 'Replay', exact: true }).count(), 1);
  assert.match(await np.textContent(), /Nothing Personal/);
  assert.match(await np.textContent(), /Round 1 of 5/);

  // Each continues: Nothing Personal's table, then Family Business's.
  await np.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('navigation', { name: 'Round and phase' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Nothing Personal');
  assert.match(await statusLine(page).textContent(), /^(Xena|Yuri|Zoe)/);
  await toMenu(page);
  // The game continued last comes first.
  assert.match(await games(page).nth(0).textContent(), /Nothing Personal/);
  await games(page).nth(1).getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('region', { name: 'Hit List' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Family Business');
  await page.getByRole('region', { name: 'Anna, The Moretti family' }).waitFor();

  // "Continue" after a reload is the game played last, whichever it is.
  await page.reload();
  await page.getByRole('region', { name: 'Hit List' }).waitFor();
  await toMenu(page);
  await games(page).nth(1).getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('navigation', { name: 'Round and phase' }).waitFor();
  await page.reload();
  await page.getByRole('navigation', { name: 'Round and phase' }).waitFor();
  assert.equal(await page.getByRole('region', { name: 'Hit List' }).count(), 0);
  assertNoProblems(page);
  await page.close();
});

/** Stores `text` as the last game, opens the page and expects `reason` in the notice. */
async function brokenSave(text, reason) {
  const id = 'broken-fb';
  const key = `nothing-personal.game.${id}`;
  const page = await openBrokenSave(browser, id, text, reason);
  // A new game takes a new key; the save stays as it was.
  await startFbGame(page, ONE_PERSON, { seed: 2 });
  await panel(page).waitFor();
  await page.waitForFunction((old) => JSON.parse(localStorage.getItem('nothing-personal.last')) !== old, id);
  assert.equal((await stored(page))[key], text, 'the broken save is kept as it was');
  await page.reload();
  await panel(page).waitFor();
  assert.equal((await stored(page))[key], text);
  assertNoProblems(page);
  await page.close();
}

test('a save of Family Business with a refused answer is reported in words and kept untouched', async () => {
  const deck = JSON.parse(await readFile(join(root, 'games', 'family-business', 'data', 'deck.json'), 'utf8'));
  const save = {
    game: 'family-business',
    version: 1,
    rules: '1.0',
    deck: deck.dataVersion,
    config: { players: 2, first_seat: 0 },
    seed: 5,
    answers: [{ kind: 'TURN_PLAY', seat: 1, answer: 'Decline' }],
  };
  const record = {
    version: 1,
    game: save,
    seats: [
      { name: 'Anna', kind: 'Human' },
      { name: 'Bruno', kind: { Bot: 'random' } },
    ],
  };
  await brokenSave(JSON.stringify(record), "answer number 1 of the save is refused: it is Anna's decision");
});

test('a save of another game is reported in words and kept untouched', async () => {
  const record = { version: 1, game: { game: 'chess', moves: ['e4'] }, seats: [] };
  await brokenSave(JSON.stringify(record), 'it is a save of another game (chess)');
});
