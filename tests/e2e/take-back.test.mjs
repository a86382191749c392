// Taking back a move (docs/decisions.md): a person may take back their own last answer while
// nobody else has answered since and nothing hidden or left to chance was shown; the game is
// then exactly as before it, and the decision is theirs again. Nothing else is ever offered.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  openFixture,
  assertNoProblems,
  startGame,
  panel,
  statusLine,
  handoffHeading,
  takeDevice,
  lastRecord,
  clearStorage,
  setBotSpeed,
} from './support.mjs';
import { random, situation, clickAnyChoice } from './players.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const NAMES = ['Anna', 'Bruno', 'Carla'];

/** Every "Take back …'s move" button of the page. */
function takeBackButtons(page) {
  return page.getByRole('button', { name: /^Take back .*'s move$/ });
}

/** Waits until the stored game has `count` actions. */
async function actionsStored(page, count) {
  await page.waitForFunction(
    (n) => {
      const id = JSON.parse(localStorage.getItem('nothing-personal.last'));
      return JSON.parse(localStorage.getItem(`nothing-personal.game.${id}`)).game.actions.length === n;
    },
    count,
    { polling: 20, timeout: 10_000 },
  );
}

test('a person takes back their own move to the exact game before it, and decides again', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(
    page,
    NAMES.map((name) => ({ name, kind: 'human' })),
    { seed: 5 },
  );
  await handoffHeading(page).waitFor();
  assert.equal(await takeBackButtons(page).count(), 0, 'a take-back before any move');
  const first = (await handoffHeading(page).textContent()).trim().replace('Pass the device to ', '');
  await takeDevice(page, first);

  // One whole answer of the first person: a setup placement shows nothing hidden.
  const before = await lastRecord(page);
  const count = before.game.actions.length;
  const rnd = random(7);
  while ((await lastRecord(page)).game.actions.length === count) {
    await clickAnyChoice(page, rnd);
  }
  const button = page.getByRole('button', { name: `Take back ${first}'s move`, exact: true });
  await button.waitFor();
  assert.equal(await takeBackButtons(page).count(), 1, 'someone else may take back too');

  await button.click();
  await actionsStored(page, count);
  assert.deepEqual(await lastRecord(page), before, 'the game differs from the one before the move');
  assert.equal(await takeBackButtons(page).count(), 0, 'a take-back offered twice');
  // Several people share the device: it goes back to the first person through the hand-off.
  assert.equal((await handoffHeading(page).textContent()).trim(), `Pass the device to ${first}`);
  await takeDevice(page, first);
  assert.match(await statusLine(page).textContent(), new RegExp(`^${first}: `));
  assert.ok(await panel(page).isVisible());
  assertNoProblems(page);
  await page.close();
});

test('a reroll, which rolls the die, cannot be taken back; declining it can', async () => {
  // The saved game of fixtures/reroll.json: Bruno may pay to reroll the Move die.
  for (const [answer, offered] of [
    ['Decline', true],
    ['Reroll for $10', false],
  ]) {
    const page = await openFixture(browser, 'reroll.json', `take-back-${offered}`, NAMES);
    await takeDevice(page, 'Bruno');
    const count = (await lastRecord(page)).game.actions.length;
    await panel(page).getByRole('button', { name: answer, exact: true }).click();
    await actionsStored(page, count + 1);
    const button = page.getByRole('button', { name: "Take back Bruno's move", exact: true });
    if (offered) {
      await button.waitFor();
    } else {
      const [seat, action] = (await lastRecord(page)).game.actions.at(-1);
      assert.equal(seat, 1);
      assert.ok(JSON.stringify(action).includes('Reroll'), JSON.stringify(action));
      // The page has drawn the game after the reroll: the decision moved on.
      await handoffHeading(page).waitFor();
      assert.equal(await takeBackButtons(page).count(), 0, 'a reroll offered to be taken back');
    }
    assertNoProblems(page);
    await page.close();
  }
});

test("a bot's answer is never taken back", async () => {
  // The same reroll, Anna and Carla bots answering at once: Bruno answers until a bot has
  // answered after him; then nothing is offered.
  const page = await openFixture(browser, 'reroll.json', 'take-back-bots', NAMES, ['bot', '', 'bot']);
  await setBotSpeed(page, 'instant');
  await panel(page).getByRole('button', { name: 'Decline', exact: true }).click();
  const rnd = random(3);
  for (let i = 0; ; i++) {
    assert.ok(i < 200, 'no bot answered after Bruno');
    // Bruno's decision, or the end: the bots wait for him, so the record stands still.
    const state = await situation(page);
    const [seat] = (await lastRecord(page)).game.actions.at(-1);
    if (seat !== 1 || state === 'end') break;
    await clickAnyChoice(page, rnd);
  }
  assert.equal(await takeBackButtons(page).count(), 0, "a bot's answer offered to be taken back");
  assertNoProblems(page);
  await page.close();
});
