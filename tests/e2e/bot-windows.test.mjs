// Nothing Personal against bots: a response window asks every bot holding a card, whether it
// could play there or not, and while the bots answer, the page names nobody as deciding
// (docs/decisions.md, 67). So a person watching the table learns nothing of the bots' hands
// from who is asked: the Decision panel says the moment to everyone alike and "Waiting to see
// whether anyone plays a card…", and no family's board says "Deciding".

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  clearStorage,
  startGame,
  setBotSpeed,
  lastRecord,
  gameLog,
  screenshot,
} from './support.mjs';
import { random, situation, clickAnyChoice } from './players.mjs';

const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario'];
const WAITING = 'Waiting to see whether anyone plays a card…';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/**
 * Records every state the Decision panel and the families' boards pass through, however short:
 * the panel's status and "thinking" lines, and the boards that say "Deciding".
 */
async function recordStates(page) {
  await page.evaluate(() => {
    const states = [];
    window.panelStates = states;
    const take = () => {
      const panel = document.getElementById('decision');
      const state = {
        status: panel?.querySelector('.status')?.innerText.trim() ?? null,
        thinking: panel?.querySelector('.thinking')?.innerText.trim() ?? null,
        deciding: [...document.querySelectorAll('.players .badge.deciding')].length,
      };
      if (JSON.stringify(states.at(-1)) !== JSON.stringify(state)) states.push(state);
    };
    new MutationObserver(take).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

test('against bots, a window asks every bot holding a card and names nobody while they answer', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(
    page,
    NAMES.map((name, i) => ({ name, kind: i === 0 ? 'human' : 'heuristic' })),
    { seed: 6 },
  );
  await setBotSpeed(page, 'instant');
  assert.deepEqual((await lastRecord(page)).game.config.asked_in_every_window, [1, 2, 3]);
  await recordStates(page);

  // Anna plays on to the second round.
  const rnd = random(6);
  const round2 = gameLog(page).getByRole('region', { name: /^Round 2 · / });
  for (let clicks = 0; !(await round2.count()); clicks++) {
    assert.ok(clicks < 400, 'round 2 never came');
    const state = await situation(page);
    assert.ok(state === 'choose' || state === 'confirm', `unexpected ${state}`);
    await clickAnyChoice(page, rnd);
  }

  const states = await page.evaluate(() => window.panelStates);
  const waiting = states.filter((s) => s.thinking === WAITING);
  assert.ok(waiting.length >= 10, `${waiting.length} windows answered by the bots`);
  for (const s of waiting) {
    assert.equal(s.deciding, 0, `a board says Deciding while the bots answer a window: ${s.status}`);
    assert.ok(!NAMES.some((n) => s.status.startsWith(`${n}: `)), `a window names its decider: ${s.status}`);
    assert.match(s.status, /\?$/, s.status);
  }
  // A bot's own decision still says who thinks.
  const thinking = states.filter((s) => s.thinking?.endsWith(' is thinking…'));
  assert.ok(thinking.length > 0, 'no bot was seen thinking');
  for (const s of thinking) {
    const name = s.thinking.replace(' is thinking…', '');
    assert.ok(s.status.startsWith(`${name}: `), `${s.thinking} under "${s.status}"`);
    assert.equal(s.deciding, 1, s.status);
  }

  await screenshot(page, 'bot-windows-desktop');
  assertNoProblems(page);
  await page.close();
});
