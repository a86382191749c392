// A whole game through the page: three seats, one person and two Random bots, from the start
// screen to the end screen. The person's decisions are made by clicking offered choices.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  screenshot,
  clearStorage,
  lastRecord,
  statusLine,
  waitForMoreActions,
  waitForBotsAnswered,
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

test('a person plays a whole 3-player game against two bots, start to end screen', async () => {
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await startGame(
    page,
    [
      { name: 'Anna', kind: 'human' },
      { name: 'Bruno', kind: 'bot' },
      { name: 'Carla', kind: 'bot' },
    ],
    { seed: 7 },
  );
  await setBotSpeed(page, 'instant');
  const started = Date.now();
  const clicks = await playThrough(page, {
    seed: 7,
    onHandoff: () => assert.fail('one person never needs a hand-off'),
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(`# a whole game: ${clicks} clicks in ${seconds.toFixed(1)} s`);

  const end = page.getByRole('region', { name: 'Game over' });
  await end.waitFor();
  const rows = end.getByRole('table').getByRole('row');
  assert.equal(await rows.count(), 4, 'a header row and three families');
  const winner = (await end.getByText(/ wins!$/).textContent()).replace(' wins!', '');
  const first = await rows.nth(1).getByRole('rowheader').textContent();
  assert.ok(first.endsWith(winner), `${first} / ${winner}`);
  assert.ok(await end.getByRole('button', { name: 'Play again with these seats' }).isVisible());
  await screenshot(page, 'end-desktop');
  assertNoProblems(page);
  await page.close();
});

/** The gangster on the Capo's space. */
async function capo(page) {
  const space = page.getByRole('article', { name: 'Capo (9)', exact: true });
  return (await space.getByRole('heading', { level: 4 }).textContent()).trim();
}

test('a seed deals the same game again; random setup deals the Capo at random (R14.1)', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  const seats = [
    { name: 'Anna', kind: 'human' },
    { name: 'Bruno', kind: 'bot' },
    { name: 'Carla', kind: 'bot' },
  ];
  // R2.4: without the variant, "Killer" Mac Pheeto starts as the Capo.
  await startGame(page, seats, { seed: 3 });
  assert.equal(await capo(page), '"Killer" Mac Pheeto');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await startGame(page, seats, { seed: 3, randomSetup: true });
  const first = await capo(page);
  assert.notEqual(first, '"Killer" Mac Pheeto', 'seed 3 deals another gangster to the Capo');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await startGame(page, seats, { seed: 3, randomSetup: true });
  assert.equal(await capo(page), first, 'the same seed deals the same game');
  assertNoProblems(page);
  await page.close();
});

test('the menu leads to the start screen, and Continue returns to the same decision', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(page, [
    { name: 'Anna', kind: 'human' },
    { name: 'Bruno', kind: 'human' },
    { name: 'Carla', kind: 'human' },
  ], { seed: 4 });
  await page.getByRole('button', { name: /^I am / }).click();
  const status = await statusLine(page).textContent();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const game = page
    .getByRole('region', { name: 'Your games' })
    .getByRole('listitem', { name: 'Game of Anna, Bruno, Carla', exact: true });
  assert.match(await game.textContent(), /Round 1 of 5 · Setup/);
  await game.getByRole('button', { name: 'Continue', exact: true }).click();
  assert.equal(await statusLine(page).textContent(), status);
  assertNoProblems(page);
  await page.close();
});

test('the game waits while the menu is open: the bots play on only back at the table', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(page, ['Anna', 'Bruno', 'Carla'].map((name) => ({ name, kind: 'bot' })), { seed: 6 });
  await setBotSpeed(page, 'instant');
  const actions = () => lastRecord(page).then((r) => r.game.actions.length);
  await waitForMoreActions(page, 20);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  // A bot's reply already on its way may still land; once it has, nothing moves: at instant
  // speed the bots would make many moves in the time watched.
  await waitForBotsAnswered(page);
  const paused = await actions();
  await page.waitForTimeout(700);
  assert.equal(await actions(), paused, 'the bots played on behind the menu');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await waitForMoreActions(page, paused);
  assertNoProblems(page);
  await page.close();
});

test('a game of bots alone can be watched to its end', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(
    page,
    [
      { name: 'Bruno', kind: 'bot' },
      { name: 'Carla', kind: 'bot' },
      { name: 'Dario', kind: 'bot' },
    ],
    { seed: 12 },
  );
  await setBotSpeed(page, 'instant');
  // Nobody's hand is shown to an onlooker, and nobody is asked to take the device.
  assert.equal(await page.getByRole('region', { name: /^Hand of / }).count(), 0);
  await page.getByRole('region', { name: 'Game over' }).waitFor({ timeout: 120_000 });
  assert.equal(await page.getByRole('heading', { name: /^Pass the device to / }).count(), 0);
  assert.match(await page.getByText(/ wins!$/).textContent(), /^(Bruno|Carla|Dario) wins!$/);
  assertNoProblems(page);
  await page.close();
});
