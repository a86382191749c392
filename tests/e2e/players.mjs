// A person at the table, played by a test: takes the device at a hand-off, and answers each of
// their decisions by clicking one of the choices the page offers (picked at random with a
// seeded generator), then Confirm when the page asks for it. Everything goes through the page.

import assert from 'node:assert/strict';
import { panel, handoffHeading, takeDevice, statusLine } from './support.mjs';

/** A small seeded generator (mulberry32), so a failing game can be replayed. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What the page is waiting for: 'end', 'handoff', 'question' (a window's question to the people
 * sharing the device), 'confirm', 'choose' or null (a bot).
 */
export async function situation(page, timeout = 30_000) {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[aria-labelledby="end-heading"]')) return 'end';
      if (document.querySelector('[aria-labelledby="handoff-heading"]')) return 'handoff';
      const p = document.getElementById('decision');
      if (!p) return null;
      if (p.querySelector('fieldset.question')) return 'question';
      if (p.querySelector('.confirm button')) return 'confirm';
      if (p.querySelector('fieldset button:not([disabled])')) return 'choose';
      return null;
    },
    null,
    { timeout, polling: 20 },
  );
  return handle.jsonValue();
}

/**
 * Plays the people's decisions until the game ends or `until(state)` says stop. Returns the
 * number of clicks made. `pick(buttons, count)` chooses which offered choice to click.
 */
export async function playThrough(page, { seed = 1, maxClicks = 5000, onHandoff } = {}) {
  const rnd = random(seed);
  const decision = panel(page);
  let clicks = 0;
  for (;;) {
    const state = await situation(page);
    if (state === 'end') return clicks;
    assert.ok(clicks < maxClicks, `no end after ${clicks} clicks`);
    if (state === 'handoff') {
      const heading = await page.getByRole('heading', { name: /^Pass the device to / }).textContent();
      if (onHandoff) await onHandoff(heading);
      await page.getByRole('button', { name: /^I am / }).click();
    } else if (state === 'confirm') {
      await decision.getByRole('button', { name: 'Confirm', exact: true }).click();
    } else {
      // Every choice of every step offered now (a card or Pass, a target or none…).
      const buttons = decision.getByRole('group').getByRole('button');
      const n = await buttons.count();
      const enabled = [];
      for (let i = 0; i < n; i++) {
        if (await buttons.nth(i).isEnabled()) enabled.push(i);
      }
      await buttons.nth(enabled[Math.floor(rnd() * enabled.length)]).click();
    }
    clicks += 1;
  }
}

/**
 * Makes one click of the deciding person: Confirm when the answer is complete, otherwise one
 * enabled choice picked with `rnd` among every step the Decision panel offers (not only the
 * first, so cards get played too). Returns the accessible name of what was clicked.
 */
export async function clickAnyChoice(page, rnd) {
  const decision = panel(page);
  const confirm = decision.getByRole('button', { name: 'Confirm', exact: true });
  if (await confirm.count()) {
    await confirm.click();
    return 'Confirm';
  }
  const buttons = decision
    .getByRole('group')
    .filter({ has: page.getByRole('button') })
    .getByRole('button');
  const n = await buttons.count();
  const enabled = [];
  for (let i = 0; i < n; i++) {
    if (await buttons.nth(i).isEnabled()) enabled.push(i);
  }
  assert.ok(enabled.length > 0, 'the Decision panel offers nothing to click');
  const button = buttons.nth(enabled[Math.floor(rnd() * enabled.length)]);
  const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
  await button.click();
  return name;
}

/** Plays `clicks` clicks of the person, then waits for the start of their next decision. */
export async function playClicks(page, clicks, seed) {
  const rnd = random(seed);
  for (let i = 0; i < clicks; i++) {
    const state = await situation(page);
    assert.ok(state === 'choose' || state === 'confirm', `unexpected ${state}`);
    await clickAnyChoice(page, rnd);
  }
  // The start of a decision: choices offered and nothing chosen yet (no Back).
  for (;;) {
    const state = await situation(page);
    const back = await panel(page).getByRole('button', { name: 'Back', exact: true }).count();
    if (state === 'choose' && back === 0) return;
    await clickAnyChoice(page, rnd);
  }
}

/** Expects the hand-off screen for `name`, and takes the device as that person. */
export async function handTo(page, name) {
  await handoffHeading(page).waitFor();
  assert.equal((await handoffHeading(page).textContent()).trim(), `Pass the device to ${name}`);
  await takeDevice(page, name);
  await statusLine(page).waitFor();
}

/**
 * Answers the decisions that follow (response windows, rerolls…) with the first of `answers`
 * offered, taking the device at each hand-off, until `done()` holds.
 */
export async function answerUntil(page, done, answers = ['Decline', 'Pass']) {
  for (let i = 0; i < 30; i++) {
    if (await done()) return;
    const state = await situation(page);
    if (state === 'handoff') {
      const heading = (await handoffHeading(page).textContent()).trim();
      await takeDevice(page, heading.replace('Pass the device to ', ''));
      continue;
    }
    const offered = panel(page).getByRole('group').getByRole('button');
    const names = await offered.allTextContents();
    const answer = answers.find((a) => names.includes(a));
    assert.ok(answer, `none of ${answers} is offered: ${await statusLine(page).textContent()}`);
    await offered.filter({ hasText: new RegExp(`^${answer}$`) }).first().click();
  }
  assert.fail('the expected outcome never came');
}
