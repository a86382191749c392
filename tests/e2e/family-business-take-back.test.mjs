// Family Business: a person takes back their own answers while nothing was shown (decision 56).
// Anna has played a Double Cross and picks the mobsters it puts on the Hit List: a pick is
// taken back, then the play itself, which puts the card back in her hand and her turn's play
// before her again; nothing is left to take back then.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, assertNoProblems, panel, handCards, waitForLogLine } from './support.mjs';
import { openFbFixture, fbSituation, fbStatus } from './family-business.mjs';

const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario'];
const BOTS = [1, 2, 3];
const TAKE_BACK = "Take back Anna's move";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('a pick and then the play are taken back, one at a time', async () => {
  const page = await openFbFixture(browser, 'family-business/take-back.json', 'fb-take-back', NAMES, BOTS);
  assert.equal(await fbSituation(page), 'choose');
  assert.match(await fbStatus(page).textContent(), /^Anna: /);
  const hand = await handCards(page, 'Anna');
  assert.ok(!hand.includes('Double Cross'), 'the card was played');
  const choices = panel(page).getByRole('group').getByRole('button');
  const offered = await choices.allTextContents();
  const takeBack = page.getByRole('button', { name: TAKE_BACK, exact: true });
  await takeBack.waitFor();

  // A pick, then taken back: the same picks are offered again.
  await choices.first().click();
  if ((await fbSituation(page)) === 'confirm') {
    await panel(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  }
  await waitForLogLine(page, /goes to the end of the Hit List\.$/);
  await takeBack.click();
  assert.equal(await fbSituation(page), 'choose');
  assert.deepEqual(await choices.allTextContents(), offered);

  // The play taken back: Anna plays her turn again with the Double Cross in hand.
  await takeBack.click();
  assert.equal(await fbSituation(page), 'choose');
  assert.equal(await fbStatus(page).textContent(), 'Anna: play a card');
  assert.ok((await handCards(page, 'Anna')).includes('Double Cross'), 'back in the hand');
  assert.equal(await takeBack.count(), 0, 'nothing left to take back');

  // The saved game is the one taken back: a reload shows the turn's play.
  await page.reload();
  assert.equal(await fbSituation(page), 'choose');
  assert.equal(await fbStatus(page).textContent(), 'Anna: play a card');
  assertNoProblems(page);
  await page.close();
});
