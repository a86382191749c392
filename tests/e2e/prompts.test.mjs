// Every prompt a person sees is worth answering (docs/decisions.md, 60): in a game of one person
// among bots, no decision is put before the person with a single answer to click — a decision
// without a choice is answered for them (and their log says so), one that a shakedown could
// widen offers the shakedowns beside it, and rerolls and window plays are declined for them
// from the start, by a plainly worded option that is on by default.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  launch,
  openPage,
  openFixture,
  assertNoProblems,
  startGame,
  panel,
  statusLine,
  lastRecord,
  waitForLogLine,
  handoffHeading,
  takeDevice,
  escapeRegExp,
  fixtures,
  logLines,
  setBotSpeed,
} from './support.mjs';
import { random, situation, clickAnyChoice } from './players.mjs';

const SEED = 5;
const NOTE = '(Answered for you: it was your only choice.)';
const PREFERENCE = "Don't ask me about rerolls or playing cards between turns: always say no for me";

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The names of the buttons the Decision panel offers in its steps, as read aloud. */
async function offered(page) {
  const buttons = panel(page).getByRole('group').getByRole('button');
  const names = [];
  for (let i = 0; i < (await buttons.count()); i++) {
    const b = buttons.nth(i);
    names.push(((await b.getAttribute('aria-label')) ?? (await b.textContent())).trim());
  }
  return names;
}

test('a person alone among three bots is never shown a decision with one answer to click', async () => {
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await startGame(
    page,
    [
      { name: 'Anna', kind: 'human' },
      { name: 'Bruno', kind: 'bot' },
      { name: 'Carla', kind: 'bot' },
      { name: 'Dario', kind: 'bot' },
    ],
    { seed: SEED },
  );
  await setBotSpeed(page, 'instant');
  const decision = panel(page);
  const rnd = random(SEED);
  let decisions = 0;
  let checkedPreference = false;
  for (let clicks = 0; ; clicks++) {
    const state = await situation(page, 60_000);
    if (state === 'end') break;
    assert.notEqual(state, 'handoff', 'one person never needs a hand-off');
    assert.ok(clicks < 3000, `no end after ${clicks} clicks`);
    const started =
      state === 'choose' && (await decision.getByRole('button', { name: 'Back', exact: true }).count()) === 0;
    if (started) {
      decisions += 1;
      const names = await offered(page);
      const status = await statusLine(page).textContent();
      assert.ok(names.length >= 2, `${status}: only ${names.join(', ')} offered`);
      // Rerolls and window plays are declined for the person by the default preference.
      assert.doesNotMatch(status, /[:.] [Rr]eroll or decline$|: reroll\?$| if it stands\. Reroll\?$|^Anna: play a card .*, or decline$|^Anna: .*: play a card(?: before [^?]*)?\?$/, status);
      if (!checkedPreference) {
        assert.ok(await decision.getByRole('checkbox', { name: PREFERENCE, exact: true }).isChecked());
        checkedPreference = true;
      }
    }
    await clickAnyChoice(page, rnd);
  }
  assert.ok(decisions > 20, `${decisions} decisions`);
  assertNoProblems(page);
  await page.close();
});

/** The number of actions in the fixture's save. */
async function fixtureActions(name) {
  return JSON.parse(await readFile(join(fixtures, name), 'utf8')).actions.length;
}

test("a decision without a choice is answered for a person alone, and their log says so", async () => {
  const actions = await fixtureActions('crew-no-choice.json');
  const page = await openFixture(browser, 'crew-no-choice.json', 'crew-no-choice', ['Anna', 'Bruno', 'Carla'], [
    'human',
    'bot',
    'bot',
  ]);
  // Anna's Crew step can only pass, and she has no card to sell: the page passes for her.
  const line = await waitForLogLine(page, new RegExp(`${escapeRegExp(NOTE)}$`));
  assert.match(line, /^Anna/);
  const record = await lastRecord(page);
  assert.deepEqual(record.game.actions[actions], [0, { Answer: 'Pass' }]);
  assertNoProblems(page);
  await page.close();
});

test('with two people at the device, the hand-off comes first and only its person reads the note', async () => {
  const actions = await fixtureActions('crew-no-choice.json');
  const page = await openFixture(browser, 'crew-no-choice.json', 'crew-no-choice-2', ['Anna', 'Bruno', 'Carla'], [
    'human',
    'human',
    'bot',
  ]);
  // What made it so is in Anna's hand: the device goes to her as for any decision of hers.
  await handoffHeading(page).waitFor();
  assert.equal((await handoffHeading(page).textContent()).trim(), 'Pass the device to Anna');
  assert.equal((await lastRecord(page)).game.actions.length, actions, 'answered before the hand-off');
  await takeDevice(page, 'Anna');
  const noted = await waitForLogLine(page, new RegExp(`^Anna.*${escapeRegExp(NOTE)}$`));
  assert.deepEqual((await lastRecord(page)).game.actions[actions], [0, { Answer: 'Pass' }]);

  // Anna answers what comes to her until the device goes to Bruno; he reads the plain line.
  const rnd = random(3);
  for (let i = 0; ; i++) {
    assert.ok(i < 200, 'the device never went to Bruno');
    const state = await situation(page);
    if (state === 'handoff') {
      const heading = (await handoffHeading(page).textContent()).trim();
      const name = heading.replace('Pass the device to ', '');
      await takeDevice(page, name);
      if (name === 'Bruno') break;
    } else {
      await clickAnyChoice(page, rnd);
    }
  }
  const plain = noted.slice(0, -NOTE.length).trim();
  await waitForLogLine(page, new RegExp(`^${escapeRegExp(plain)}$`));
  assert.ok(!(await logLines(page)).includes(noted), 'Bruno reads the note of Anna');
  assertNoProblems(page);
  await page.close();
});
