// A whole game through the page: three seats, one person and two Random bots, from the start
// screen to the end screen. The person's decisions are made by clicking offered choices.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, assertNoProblems, startGame, screenshot } from './support.mjs';
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
  await page.getByRole('combobox', { name: 'Bot speed' }).selectOption('instant');
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
