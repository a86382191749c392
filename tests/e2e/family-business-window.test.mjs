// Family Business, a counter window at a table of one person and three bots (FB4.5, FB12.4).
// The engine asks only the opponents who hold an eligible counter (FB4.5.4); the page must not
// let the person learn who does. So after Anna plays a Contract, every bot in the window's order
// (clockwise from the next seat, FB4.5.3: Bruno, Carla, Dario) is shown considering a counter in
// turn, whether it holds one or not, and the card's result shows only after the last of them.
// Two deals set up by their seeds, where the hands are known (Anna goes first with a Contract in
// hand): in one no bot holds a counter against it, so the engine resolves the card at once; in
// the other only Dario holds one, so the engine skips Bruno and Carla and asks Dario. The table
// shows both the same way.
//
// A person watches the Decision panel's status line and the log; the test records what they
// show at every change (a MutationObserver in the page), so no assertion depends on timing.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, assertNoProblems, clearStorage, panel } from './support.mjs';
import { random } from './players.mjs';
import { startFbGame, fbSituation, fbStatus, clickAnyChoice, confirm } from './family-business.mjs';

const SEATS = [
  { name: 'Anna', kind: 'human' },
  { name: 'Bruno', kind: 'random' },
  { name: 'Carla', kind: 'random' },
  { name: 'Dario', kind: 'random' },
];

/** Seeds of deals where Anna goes first holding a Contract (checked with the engine). */
const NOBODY_HOLDS = 198;
const DARIO_HOLDS = 180;

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/**
 * Starts recording the status line, with the log's last line at the time and whether the top
 * bar offers the replay, at every change.
 */
async function recordTable(page) {
  await page.evaluate(() => {
    const seen = [];
    window.tableSeen = seen;
    const note = () => {
      const status = document.querySelector('#decision .status')?.textContent ?? '';
      const lines = document.querySelectorAll('.log .log-line');
      const last = lines.length ? lines[lines.length - 1].textContent.trim() : '';
      const replay = [...document.querySelectorAll('.topbar button')].some((b) => b.textContent.trim() === 'Replay');
      const prev = seen[seen.length - 1];
      if (!prev || prev.status !== status || prev.last !== last || prev.replay !== replay) {
        seen.push({ status, last, replay });
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    note();
  });
}

/**
 * Plays Anna's first turn, a Contract on any target, and follows the table until it is her
 * turn again; returns what the status line and the log showed meanwhile, and the log's lines
 * of that first turn at the end.
 */
async function annasContract(seed) {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, SEATS, { seed });
  assert.equal(await fbSituation(page), 'choose');
  assert.match(await fbStatus(page).textContent(), /^Anna: play a card$/);
  await panel(page).getByRole('button', { name: 'Contract', exact: true }).first().click();
  const rnd = random(seed);
  while ((await fbSituation(page)) === 'choose') await clickAnyChoice(page, rnd);
  await recordTable(page);
  await confirm(page);
  // Anna's next decision: her next turn, or a counter she is asked about.
  await fbSituation(page, 60_000);
  // The replay is offered again once the window has been swept.
  assert.ok(await page.getByRole('button', { name: 'Replay', exact: true }).isVisible());
  const seen = await page.evaluate(() => window.tableSeen);
  const firstTurn = await page
    .getByRole('region', { name: /^Turn 1 · Anna$/ })
    .getByRole('listitem', { includeHidden: true })
    .allTextContents();
  assertNoProblems(page);
  await page.close();
  return { seen, firstTurn: firstTurn.map((line) => line.trim()) };
}

const CONSIDERING = /^Counter window open on Anna's Contract on .+ — (\w+) considers a counter…$/;

/** The bots shown considering a counter on Anna's Contract, in the order shown. */
function considering(seen) {
  const names = [];
  for (const { status } of seen) {
    const m = status.match(CONSIDERING);
    if (m && names.at(-1) !== m[1]) names.push(m[1]);
  }
  return names;
}

/**
 * Fails unless, while a bot considers a counter, the log ends with Anna's play and the replay
 * (whose record runs ahead of the table) is not offered: nothing of the card's result shows
 * before the last bot's pause.
 */
function assertResultHeld(seen, where) {
  const shown = seen.filter(({ status }) => CONSIDERING.test(status));
  assert.ok(shown.length >= 3, `${where}: ${JSON.stringify(seen, null, 1)}`);
  for (const { status, last, replay } of shown) {
    assert.match(last, /^Anna plays Contract on /, `${where}: "${last}" is in the log while "${status}"`);
    assert.equal(replay, false, `${where}: the replay is offered while "${status}"`);
  }
}

test('every bot in the window order considers a counter in turn, whether it holds one or not', async () => {
  const none = await annasContract(NOBODY_HOLDS);
  const dario = await annasContract(DARIO_HOLDS);
  for (const [where, { seen }] of [
    ['nobody holds a counter', none],
    ['Dario holds a counter', dario],
  ]) {
    assert.deepEqual(considering(seen), ['Bruno', 'Carla', 'Dario'], `${where}: ${JSON.stringify(seen, null, 1)}`);
    assertResultHeld(seen, where);
  }
  // Then the window's outcome right after Anna's play: the Contract's effect when nobody
  // counters (the log has no "No counter." line), or Dario's counter (FB4.5.5).
  const outcome = (lines) => lines[lines.findIndex((l) => /^Anna plays Contract on /.test(l)) + 1];
  const effect = /^.+ goes to the end of the Hit List\.$/;
  assert.match(outcome(none.firstTurn), effect, none.firstTurn.join('\n'));
  assert.match(outcome(dario.firstTurn), new RegExp(`${effect.source}|^Dario counters with .+\\.$`), dario.firstTurn.join('\n'));
  for (const { firstTurn } of [none, dario]) assert.ok(!firstTurn.includes('No counter.'), firstTurn.join('\n'));
});
