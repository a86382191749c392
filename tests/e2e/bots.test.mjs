// The bot levels on the start screen: a bot seat of a new player starts as Normal (Heuristic),
// every level is offered by its difficulty, a person plays a game against Strong (Hard) bots,
// and a game of Heuristic bots plays to its end in the bots' Web Worker, its seats
// stored with their level. The worker is downloaded only when a game has a bot seat.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  clearStorage,
  lastRecord,
  openFixture,
  panel,
  statusLine,
  waitForLogLine,
  setBotSpeed,
} from './support.mjs';
import { playThrough } from './players.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('bot seats start as Normal, every level is offered, and Heuristic bots play a game to its end', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  assert.deepEqual(page.workers(), [], 'no worker on the start screen');
  const kinds = page.getByRole('combobox', { name: 'Played by' });
  assert.equal(await kinds.nth(0).inputValue(), 'human');
  assert.equal(await kinds.nth(1).inputValue(), 'heuristic');
  const offered = await kinds.nth(1).getByRole('option').allTextContents();
  assert.deepEqual(offered, ['A person', 'Easy bot', 'Normal bot', 'Hard bot']);

  await startGame(
    page,
    [
      { name: 'Bruno', kind: 'heuristic' },
      { name: 'Carla', kind: 'heuristic' },
      { name: 'Dario', kind: 'heuristic' },
    ],
    { seed: 21 },
  );
  await setBotSpeed(page, 'instant');
  await page.getByRole('region', { name: 'Game over' }).waitFor({ timeout: 120_000 });
  assert.match(await page.getByText(/ wins!$/).textContent(), /^(Bruno|Carla|Dario) wins!$/);
  const workers = page.workers().map((w) => new URL(w.url()).pathname);
  assert.deepEqual(workers, ['/bot-worker_loader.js'], 'the bots played in their worker');

  const record = await lastRecord(page);
  assert.deepEqual(
    record.seats.map((s) => s.kind),
    [{ Bot: 'Heuristic' }, { Bot: 'Heuristic' }, { Bot: 'Heuristic' }],
  );
  assertNoProblems(page);
  await page.close();
});

test('a game of people alone never starts the bots\' worker', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(
    page,
    [
      { name: 'Anna', kind: 'human' },
      { name: 'Ben', kind: 'human' },
      { name: 'Cleo', kind: 'human' },
    ],
    { seed: 4 },
  );
  await page.getByRole('heading', { name: /^Pass the device to / }).waitFor();
  assert.deepEqual(page.workers(), []);
  assertNoProblems(page);
  await page.close();
});

test('a person plays a whole game against two Hard (Strong) bots', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('radio', { name: '3 players' }).check();
  const kinds = page.getByRole('combobox', { name: 'Played by' });
  await kinds.nth(1).selectOption('strong');
  await kinds.nth(2).selectOption('strong');
  await page.getByRole('textbox', { name: /^Seed/ }).fill('8');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await setBotSpeed(page, 'instant');
  await playThrough(page, { seed: 8, onHandoff: () => assert.fail('one person needs no hand-off') });
  await page.getByRole('region', { name: 'Game over' }).waitFor();
  const record = await lastRecord(page);
  assert.deepEqual(
    record.seats.map((s) => s.kind),
    ['Human', { Bot: 'Strong' }, { Bot: 'Strong' }],
  );
  assertNoProblems(page);
  await page.close();
});

test('a trade proposed to a Strong bot is answered by that bot', async () => {
  // The saved game of fixtures/trade.json: Bruno, the one person, is to play in the Commission.
  const page = await openFixture(
    browser,
    'trade.json',
    'trade-bot',
    ['Anna', 'Bruno', 'Carla'],
    ['strong', 'human', 'strong'],
  );
  assert.equal(await statusLine(page).textContent(), 'Bruno: play an influence card or pass');
  const decision = panel(page);
  await decision.getByText('Deals and sales', { exact: true }).click();
  const trade = decision.getByRole('region', { name: 'Propose a trade', exact: true });
  await trade.getByRole('combobox', { name: 'To', exact: true }).selectOption({ label: 'Carla' });
  await trade.getByRole('group', { name: 'You give' }).getByRole('spinbutton', { name: 'Money' }).fill('3');
  await trade.getByRole('button', { name: 'Propose the trade', exact: true }).click();
  await waitForLogLine(page, /^Bruno proposes a trade to Carla\.$/);
  // Carla thinks in the bots' worker, then accepts or refuses; the turn comes back to Bruno.
  await waitForLogLine(
    page,
    /^(Bruno and Carla trade: Bruno gives \$3 plus 0 of their cards, Carla gives \$0 plus 0 of theirs\.|Carla refuses the trade of Bruno\.)$/,
    30_000,
  );
  await page.getByText('Bruno: play an influence card or pass', { exact: true }).waitFor();
  assertNoProblems(page);
  await page.close();
});
