// Hot seat, Nothing Personal: a response window of a game that several people share asks them
// together before any of them, whatever their hands hold (docs/decisions.md, 66). The question
// names nobody as deciding and offers each person and "Nobody"; left alone it goes on by itself,
// and only a person who claims is handed the device, to their own Decision panel, which says so
// when none of their cards fits there.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  assertNoSidewaysScroll,
  clearStorage,
  startGame,
  setBotSpeed,
  panel,
  statusLine,
  handoffHeading,
  takeDevice,
  lastRecord,
  waitForMoreActions,
  screenshot,
} from './support.mjs';
import { random, situation, clickAnyChoice } from './players.mjs';

const PEOPLE = ['Anna', 'Bruno'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/**
 * Plays on (taking the device at each hand-off, clicking any choice of a person's decision) up
 * to the next question to the table; returns who holds the device then.
 */
async function toQuestion(page, rnd, holder) {
  for (let clicks = 0; ; clicks++) {
    assert.ok(clicks < 300, 'no window asked the people together');
    const state = await situation(page);
    if (state === 'question') return holder;
    if (state === 'handoff') {
      holder = (await handoffHeading(page).textContent()).replace('Pass the device to ', '').trim();
      await takeDevice(page, holder);
    } else {
      assert.ok(state === 'choose' || state === 'confirm', `unexpected ${state}`);
      await clickAnyChoice(page, rnd);
    }
  }
}

test('hot seat: a window asks the people together, worded to reveal nothing; only who claims is handed the device', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(page, [
    { name: 'Anna', kind: 'human' },
    { name: 'Bruno', kind: 'human' },
    { name: 'Carla', kind: 'bot' },
  ], { seed: 4 });
  // The question waits longest at this speed, so reading it never races its end.
  await setBotSpeed(page, 'slow');
  const rnd = random(4);
  let holder = await toQuestion(page, rnd, null);

  // The game asks the people in every window they hold a card in, as its record says.
  assert.deepEqual((await lastRecord(page)).game.config.asked_in_every_window, [0, 1, 2]);

  const decision = panel(page);
  const question = decision.getByRole('group', { name: 'Who plays a card here?', exact: true });
  assert.deepEqual(
    await question.getByRole('button').allTextContents(),
    ['Anna plays a card', 'Bruno plays a card', 'Nobody: go on'],
  );
  const status = (await statusLine(page).textContent()).trim();
  assert.ok(!PEOPLE.some((n) => status.startsWith(`${n}: `)), `the question names a decider: ${status}`);
  assert.ok(!/\byour\b/.test(status), `the question speaks to one person: ${status}`);
  assert.match(status, /^[A-Z].*\?$/);
  assert.equal(await handoffHeading(page).count(), 0, 'a hand-off at the question');
  assert.equal(await decision.getByRole('button', { name: 'Decline', exact: true }).count(), 0);
  for (const size of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    await page.setViewportSize(size);
    await assertNoSidewaysScroll(page, `the question at ${size.width} px`);
    await screenshot(page, `window-question-${size.width}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Left alone, the question goes on by itself: the page declines for the people, no hand-off.
  const actions = (await lastRecord(page)).game.actions.length;
  await waitForMoreActions(page, actions, 15_000);

  // The person not holding the device claims at the next question: the device goes to them,
  // and their own Decision panel asks them, with Decline among its answers. With no card that
  // fits, the panel says so above Decline, its only answer, and offers no shakedown, as selling
  // would open no play; then they decline, and claim again until that happens.
  const nothing = decision.getByText('None of your cards can be played at this moment.');
  for (let claims = 1; ; claims++) {
    assert.ok(claims <= 20, 'every claim had a card that fits');
    holder = await toQuestion(page, rnd, holder);
    const other = PEOPLE.find((n) => n !== holder);
    await question.getByRole('button', { name: `${other} plays a card`, exact: true }).click();
    await handoffHeading(page).waitFor();
    assert.equal((await handoffHeading(page).textContent()).trim(), `Pass the device to ${other}`);
    await takeDevice(page, other);
    holder = other;
    await decision.getByRole('button', { name: 'Decline', exact: true }).waitFor();
    assert.ok((await statusLine(page).textContent()).trim().startsWith(`${other}: `));
    await page.getByRole('region', { name: `Hand of ${other}`, exact: true }).waitFor();
    const answers = await decision.locator('fieldset.step:not(.raise)').getByRole('button').count();
    if (answers > 1) {
      assert.equal(await nothing.count(), 0, 'a card fits, yet the panel says none does');
      await decision.getByRole('button', { name: 'Decline', exact: true }).click();
      continue;
    }
    await nothing.waitFor();
    assert.equal(await decision.getByRole('button', { name: /^Shake down / }).count(), 0);
    await screenshot(page, 'window-claimed-nothing-1280', { fullPage: false });
    break;
  }
  assertNoProblems(page);
  await page.close();
});
