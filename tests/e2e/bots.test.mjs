// The bot levels on the start screen: a bot seat starts as the strongest level, every level is
// offered, and a game of Heuristic bots plays to its end, its seats stored with their level.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, assertNoProblems, startGame, clearStorage } from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('bot seats start as Heuristic, every level is offered, and Heuristic bots play a game to its end', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  const kinds = page.getByRole('combobox', { name: 'Played by' });
  assert.equal(await kinds.nth(0).inputValue(), 'human');
  assert.equal(await kinds.nth(1).inputValue(), 'heuristic');
  const offered = await kinds.nth(1).getByRole('option').allTextContents();
  assert.deepEqual(offered, ['A person', 'Bot (random)', 'Bot (heuristic: weighs each move)']);

  await startGame(
    page,
    [
      { name: 'Bruno', kind: 'heuristic' },
      { name: 'Carla', kind: 'heuristic' },
      { name: 'Dario', kind: 'heuristic' },
    ],
    { seed: 21 },
  );
  await page.getByRole('combobox', { name: 'Bot speed' }).selectOption('instant');
  await page.getByRole('region', { name: 'Game over' }).waitFor({ timeout: 120_000 });
  assert.match(await page.getByText(/ wins!$/).textContent(), /^(Bruno|Carla|Dario) wins!$/);

  const record = await page.evaluate(() => {
    const id = JSON.parse(localStorage.getItem('nothing-personal.last'));
    return JSON.parse(localStorage.getItem(`nothing-personal.game.${id}`));
  });
  assert.deepEqual(
    record.seats.map((s) => s.kind),
    [{ Bot: 'Heuristic' }, { Bot: 'Heuristic' }, { Bot: 'Heuristic' }],
  );
  assertNoProblems(page);
  await page.close();
});
