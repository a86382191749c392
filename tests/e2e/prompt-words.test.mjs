// Reroll, response and counter prompts that say who acts, what is answered and on whom, with the
// odds where a die decides (R11.2, R12.5, R12.10, R6.7, R6.8; FB4.5, FB7). Each is reached from a
// saved game cut at that decision (tests/e2e/fixtures): the Decision panel names the actor, the
// action, the target and the odds; the board marks the gangsters concerned ("Acting", "Target");
// the dice box shows only the roll being answered, never an older one.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openFixture,
  assertNoProblems,
  assertNoSidewaysScroll,
  panel,
  statusLine,
  logLines,
  screenshot,
  offeredChoices,
} from './support.mjs';
import { handTo } from './players.mjs';
import { openFbFixture, fbSituation, fbStatus } from './family-business.mjs';

const NAMES = ['Anna', 'Bruno', 'Carla'];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

function board(page) {
  return page.getByRole('region', { name: 'Board', exact: true });
}

function dice(page) {
  return page.getByRole('region', { name: 'Last roll', exact: true });
}

/** The board spaces marked with `word` ("Acting", "Target"), as { label, text }. */
async function marked(page, word) {
  const spaces = board(page).getByRole('article').filter({ has: page.getByText(word, { exact: true }) });
  return spaces.evaluateAll((els) => els.map((e) => ({ label: e.getAttribute('aria-label'), text: e.innerText })));
}

/** Screenshots at a desktop's size and a phone's, with no sideways scroll. */
async function shoot(page, name) {
  await page.setViewportSize(DESKTOP);
  await assertNoSidewaysScroll(page, `${name}, 1280 px`);
  await screenshot(page, `${name}-desktop`, { fullPage: false });
  await page.setViewportSize(PHONE);
  await assertNoSidewaysScroll(page, `${name}, 360 px`);
  await screenshot(page, `${name}-phone`, { fullPage: false });
  await page.setViewportSize(DESKTOP);
}

test('REROLL: the prompt names the mover, its target and the face, with the odds of a reroll', async () => {
  const page = await openFixture(browser, 'reroll.json', 'prompt-reroll', NAMES);
  await handTo(page, 'Bruno');
  const status = (await statusLine(page).textContent()).trim();
  const words = status.match(
    /^Bruno: Carla's (.+) makes a Move on (?:your |Anna's |Carla's )?(.+), (.+ \((\d)\)), and the Move die shows (\S+): success if it stands\. Reroll\?$/,
  );
  assert.ok(words, status);
  const [, mover, target, place, , face] = words;

  const odds = await panel(page).getByText(/^If rerolled: /).textContent();
  assert.match(odds, /^If rerolled: \d+% success .*· \d+% failure .*· \d+% death \(−\d+ Respect\)$/);
  assert.doesNotMatch(odds, /cost/, 'the cost was paid at declaration');

  // The board marks the mover and its target, each in its own space.
  const acting = await marked(page, 'Acting');
  assert.equal(acting.length, 1, JSON.stringify(acting));
  assert.ok(acting[0].text.includes(mover), `${mover} is marked acting: ${acting[0].text}`);
  const targets = await marked(page, 'Target');
  assert.deepEqual(targets.map((t) => t.label), [place]);
  assert.ok(targets[0].text.includes(target), `${target} is marked the target`);

  // The dice box shows the roll being answered, the same as the log's last roll.
  assert.match((await dice(page).innerText()).replace(/\s+/g, ' '), new RegExp(`Move die: ${face} · Make a Move`));
  const rolls = (await logLines(page)).filter((l) => /^The \w+ die shows/.test(l));
  assert.equal(rolls.at(-1), `The Move die shows ${face} (Make a Move).`);

  await shoot(page, 'prompt-reroll');
  assertNoProblems(page);
  await page.close();
});

test('W-DECLARED: the window names the whacker and its target, the die not rolled yet', async () => {
  const page = await openFixture(browser, 'frank-cancels.json', 'prompt-declared', NAMES);
  await handTo(page, 'Bruno');
  const status = (await statusLine(page).textContent()).trim();
  assert.match(
    status,
    /^Bruno: Carla's "Trigger" Tommy Grilletto whacks (?:your |Anna's |Carla's )?Cesare "Cannonball" Palla, .+ \(\d\): play a card before it happens\?$/,
  );
  const odds = await panel(page).getByText(/^The Whack die decides: /).textContent();
  assert.match(odds, /^The Whack die decides: \d+% success .*· \d+% failure .*· \d+% death /);

  const acting = await marked(page, 'Acting');
  assert.equal(acting.length, 1);
  assert.ok(acting[0].text.includes('"Trigger" Tommy Grilletto'), acting[0].text);
  const targets = await marked(page, 'Target');
  assert.equal(targets.length, 1);
  assert.ok(targets[0].text.includes('Cesare "Cannonball" Palla'), targets[0].text);

  // Dice were rolled earlier in the game, but none for this whack: the box shows no old roll.
  const rolls = (await logLines(page)).filter((l) => /^The \w+ die shows/.test(l));
  assert.ok(rolls.length > 0, 'an earlier roll is in the log');
  assert.equal((await dice(page).innerText()).trim(), 'Not rolled yet: the die comes after this decision');

  assertNoProblems(page);
  await page.close();
});

test('W-INCOME: the window names whose gangster is about to take its income, and where', async () => {
  const page = await openFixture(browser, 'income-window.json', 'prompt-income', NAMES);
  await handTo(page, 'Anna');
  const status = (await statusLine(page).textContent()).trim();
  const words = status.match(
    /^Anna: (?:your |Bruno's |Carla's )?(.+), (.+ \(4\)) is about to take its income: play a card before it does\?$/,
  );
  assert.ok(words, status);
  const [, gangster, place] = words;
  const acting = await marked(page, 'Acting');
  assert.deepEqual(acting.map((a) => a.label), [place]);
  assert.ok(acting[0].text.includes(gangster), `${gangster} is marked: ${acting[0].text}`);
  assert.ok((await offeredChoices(page)).length >= 2, 'a card to play beside Decline');
  await shoot(page, 'prompt-income');
  assertNoProblems(page);
  await page.close();
});

test('W-AFTER-TURN: the window says whose turn is over', async () => {
  const page = await openFixture(browser, 'after-turn.json', 'prompt-after-turn', NAMES);
  await handTo(page, 'Anna');
  assert.equal(
    (await statusLine(page).textContent()).trim(),
    "Anna: Carla's turn is over: play a card before the next turn?",
  );
  assert.equal((await marked(page, 'Acting')).length, 0, 'no gangster is concerned');
  assertNoProblems(page);
  await page.close();
});

test('COUNTER_RESPONSE: the prompt names who plays which card on whose mobster; the table marks both', async () => {
  const names = ['Anna', 'Bruno', 'Carla', 'Dario'];
  const page = await openFbFixture(browser, 'family-business/counter.json', 'prompt-counter', names, [1, 2, 3]);
  assert.equal(await fbSituation(page), 'choose');
  const status = (await fbStatus(page).textContent()).trim();
  const words = status.match(/^Anna: Carla plays Contract on your (.+)\. Counter it\?$/);
  assert.ok(words, status);
  const [, mobster] = words;

  // Anna's mobster is marked as the target; Carla's family as the one playing the card.
  const anna = page.getByRole('region', { name: /^Anna, / });
  const target = anna.locator('.mobster').filter({ has: page.getByText('Target', { exact: true }) });
  assert.equal(await target.count(), 1);
  assert.match(await target.innerText(), new RegExp(`^${mobster}\\b`));
  const table = page.getByRole('region', { name: 'Table', exact: true });
  assert.equal(await table.getByText('Target', { exact: true }).count(), 1, 'one mobster is targeted');
  assert.equal(await table.getByText('Plays the card', { exact: true }).count(), 1, 'one family plays it');
  const carla = page.getByRole('region', { name: /^Carla, / });
  assert.equal(await carla.getByText('Plays the card', { exact: true }).count(), 1);

  await shoot(page, 'prompt-counter');

  // Declining closes the window, and the marks go with it.
  await panel(page).getByRole('button', { name: 'Decline', exact: true }).click();
  await table.getByText('Plays the card', { exact: true }).waitFor({ state: 'detached' });
  assertNoProblems(page);
  await page.close();
});
