// Family Business, hot seat (FB12.4): three people share the device. Whenever one of them
// plays a card that opens a counter window, the page takes every other person still in the
// game through a hand-off, in the window's order (clockwise from the next seat, FB4.5.3),
// whether the engine asks them or not: one who holds an eligible counter answers, the others
// see "no counter available"; the sweep stops at the first counter. While a hand-off screen
// shows, no hand and no card is in the page.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, assertNoProblems, clearStorage, panel } from './support.mjs';
import { random } from './players.mjs';
import {
  fbCards,
  startFbGame,
  fbSituation,
  fbStatus,
  handoffName,
  takeDevice,
  clickAnyChoice,
  confirm,
} from './family-business.mjs';

const NAMES = ['Anna', 'Bruno', 'Carla'];

let browser;
let cardNames;
before(async () => {
  browser = await launch();
  cardNames = (await fbCards()).map((c) => c.en);
});
after(async () => {
  await browser?.close();
});

/** Fails if anything of a hand, or any card, is in the page (text or attributes). */
async function assertNothingPrivate(page, where) {
  assert.equal(await page.getByRole('region', { name: /^Hand of / }).count(), 0, `${where}: a hand is shown`);
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('*')) for (const a of el.attributes) parts.push(a.value);
    return parts.join('\n');
  });
  for (const card of cardNames) assert.ok(!text.includes(card), `${where}: "${card}" is in the page`);
}

/** The people still in the game, by the families' rows. */
async function inGame(page) {
  const out = [];
  for (const name of NAMES) {
    const row = page.getByRole('region', { name: new RegExp(`^${name}, `) });
    if (!(await row.getByText('Out of the game').count())) out.push(name);
  }
  return out;
}

/** The window's order of the people other than `player`: clockwise from the next seat. */
function windowOrder(player, inPlay) {
  const i = NAMES.indexOf(player);
  return [1, 2].map((k) => NAMES[(i + k) % NAMES.length]).filter((n) => inPlay.includes(n));
}

test('hot seat: a counter window sweeps every other person through a hand-off, in order, until a counter', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, NAMES.map((name) => ({ name, kind: 'human' })), { seed: 8 });
  const rnd = random(8);
  const seen = { none: 0, asked: 0, countered: 0, sweeps: 0 };

  /** One sweep after `player` played a counterable card. */
  async function sweep(player, people) {
    seen.sweeps += 1;
    for (const person of windowOrder(player, people)) {
      assert.equal(await fbSituation(page), 'handoff', `${person} is taken through the window`);
      assert.equal(await handoffName(page), person, 'in the window\'s order');
      await assertNothingPrivate(page, `hand-off to ${person}`);
      await takeDevice(page, person);
      const state = await fbSituation(page);
      if (state === 'no-counter') {
        const screen = page.getByRole('main').filter({ has: page.getByRole('heading', { name: 'Counter window' }) });
        assert.match(await screen.textContent(), new RegExp(`${player} plays `));
        assert.match(await screen.textContent(), /No counter available/);
        assert.equal(await page.getByRole('region', { name: /^Hand of / }).count(), 0, 'no hand on the no-counter screen');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        seen.none += 1;
        continue;
      }
      // Asked: the person's own decision, with their hand.
      assert.match(await fbStatus(page).textContent(), new RegExp(`^${person}: ${player} plays .+\\. Counter it\\?$`));
      await page.getByRole('region', { name: `Hand of ${person}` }).waitFor();
      seen.asked += 1;
      const counter = panel(page).getByRole('button', { name: /^Counter with / }).first();
      if (seen.asked >= 2 && (await counter.count())) {
        await counter.click();
        seen.countered += 1;
        // FB4.5.5: nobody after the counter's player is asked.
        return;
      }
      await panel(page).getByRole('button', { name: 'Decline', exact: true }).click();
    }
  }

  let clicks = 0;
  while (clicks < 1500) {
    const state = await fbSituation(page);
    if (state === 'end') break;
    if (state === 'handoff') {
      const name = await handoffName(page);
      await assertNothingPrivate(page, `hand-off to ${name}`);
      await takeDevice(page, name);
    } else {
      assert.notEqual(state, 'no-counter', 'a "no counter" screen outside a window');
      const status = await fbStatus(page).textContent();
      assert.doesNotMatch(status, /\. Counter it\?$/, 'a counter decision outside a sweep');
      const player = NAMES.find((n) => status.startsWith(`${n}: play a card`));
      const counterable = panel(page).getByRole('button', {
        name: /^(Contract|Contract — cannot be cancelled by Family Influence|Priority Contract|Double Contract)$/,
      });
      if (player && state === 'choose' && (await counterable.count())) {
        const people = await inGame(page);
        await counterable.first().click();
        while ((await fbSituation(page)) === 'choose') await clickAnyChoice(page, rnd);
        // With no target left it can only be played without effect: no window (FB4.2.4).
        const withEffect = !/without effect/.test(await panel(page).locator('.summary').textContent());
        await confirm(page);
        if (withEffect) await sweep(player, people);
        // After the sweep, whoever decides next is not asked about that window any more.
        const after = await fbSituation(page);
        assert.notEqual(after, 'no-counter');
        if (seen.none && seen.asked && seen.countered) break;
      } else if (state === 'confirm') {
        await confirm(page);
      } else {
        await clickAnyChoice(page, rnd);
      }
    }
    clicks += 1;
  }
  assert.ok(seen.none >= 1, `someone saw "no counter available" (${JSON.stringify(seen)})`);
  assert.ok(seen.asked >= 1, `someone was asked (${JSON.stringify(seen)})`);
  assert.ok(seen.countered >= 1, `someone countered (${JSON.stringify(seen)})`);
  assertNoProblems(page);
  await page.close();
});
