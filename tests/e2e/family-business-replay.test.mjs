// The replay of a game of Family Business: opened from the top bar while bots play (they wait,
// then play on once it is closed), from the end screen and from the list of saved games; it
// steps answer by answer and jumps to a turn, with the table as it stood then; every hand, and
// every answer inside a counter window, may be shown only once the game is over; closing it
// goes back where it was opened. A finished game's replay link opens it in another browser.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { inflateRawSync } from 'node:zlib';
import {
  launch,
  openPage,
  assertNoProblems,
  clearStorage,
  panel,
  screenshot,
  assertNoSidewaysScroll,
  lastRecord,
  logLines,
  waitForBotsAnswered,
  clickBarButton,
  setBotSpeed,
} from './support.mjs';
import { random } from './players.mjs';
import { startFbGame, fbSituation, clickAnyChoice, confirm } from './family-business.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const replayBar = (page) => page.getByRole('region', { name: 'Replay', exact: true });
const position = (page) => replayBar(page).getByText(/^Move \d+ of \d+$/);
const table = (page) => page.getByRole('region', { name: 'Table', exact: true });
const step = (page, name) => replayBar(page).getByRole('button', { name, exact: true }).click();
const gameOver = (page) => page.getByRole('region', { name: 'Game over', exact: true });

/** The answers of the last game, as the page stored it. */
async function answers(page) {
  return (await lastRecord(page)).game.answers.length;
}

/** Waits until the last game stored has more than `count` answers. */
async function waitForMoreAnswers(page, count, timeout = 60_000) {
  await page.waitForFunction(
    (n) => {
      const id = JSON.parse(localStorage.getItem('nothing-personal.last'));
      const text = id && localStorage.getItem(`nothing-personal.game.${id}`);
      return Boolean(text) && JSON.parse(text).game.answers.length > n;
    },
    count,
    { polling: 20, timeout },
  );
}

/**
 * The stops of the replay of the last game while it is unfinished, from its record: the start
 * and every answer after which no counter window waits (the next answer recorded is not a
 * counter response) — the last one's window can be open — so the last stop is one of two.
 * `recorded`: the answers to count, if not the stored game's now.
 */
async function lastStops(page, recorded) {
  recorded ??= (await lastRecord(page)).game.answers;
  const inWindows = recorded.filter((a) => a.kind === 'COUNTER_RESPONSE').length;
  const outside = recorded.length - inWindows;
  return { inWindows, lastStop: [outside - 1, outside] };
}

/**
 * Keeps the stored game's answers as they are when the next click reaches the page, before the
 * page handles it (a listener of the capture phase): `window.answersAtClick`.
 */
async function keepAnswersAtNextClick(page) {
  await page.evaluate(() => {
    const keep = () => {
      const id = JSON.parse(localStorage.getItem('nothing-personal.last'));
      window.answersAtClick = JSON.parse(localStorage.getItem(`nothing-personal.game.${id}`)).game.answers;
    };
    window.addEventListener('click', keep, { capture: true, once: true });
  });
}

/** The stop the replay shows and its last stop, from the position text. */
async function where(page) {
  const [, at, total] = (await position(page).textContent()).match(/^Move (\d+) of (\d+)$/);
  return [Number(at), Number(total)];
}

/** The game record a replay link carries (raw DEFLATE, URL-safe base64). */
function recordIn(link) {
  return JSON.parse(inflateRawSync(Buffer.from(link.split('#replay=')[1], 'base64url')).toString());
}

const BOTS = ['Bruno', 'Carla', 'Dario', 'Elena'].map((name) => ({ name, kind: 'random' }));

test('a game between bots replays from the top bar, the end screen and the list of games', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, BOTS, { seed: 23 });
  // At the normal pace, not instantly: on a busy machine the bots would finish the game in the
  // time it takes to slow them down.
  await setBotSpeed(page, 'normal');
  await waitForMoreAnswers(page, 12);
  // Slowly from here, so the game is still on when the replay opens.
  await setBotSpeed(page, 'slow');

  // From the top bar while the bots play: they wait behind the replay, and play on after it.
  await keepAnswersAtNextClick(page);
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await position(page).waitFor();
  assert.equal((await where(page))[0], 0);
  // A bot's reply already on its way may still land; once it has, nothing moves.
  await waitForBotsAnswered(page);
  const paused = await answers(page);
  // No stop inside a counter window while the game is unfinished (FB12.2.2): the replay is of
  // the game as it stood at the click, whatever landed since.
  const { lastStop } = await lastStops(page, await page.evaluate(() => window.answersAtClick));
  assert.ok(lastStop.includes((await where(page))[1]), `${await where(page)} ${lastStop}`);
  await page.waitForTimeout(600);
  assert.equal(await answers(page), paused, 'the bots played on behind the replay');
  assert.ok(await replayBar(page).getByText("Until the game is over, no other player's hidden cards are shown.").isVisible());
  assert.equal(await replayBar(page).getByRole('combobox', { name: 'Show the hand of' }).count(), 0);
  assert.equal(await page.getByRole('region', { name: /^Hand of / }).count(), 0, 'only bots: nobody\'s hand');
  await page.getByRole('button', { name: 'Close the replay' }).click();
  await setBotSpeed(page, 'instant');
  await waitForMoreAnswers(page, paused);

  // The end screen offers the replay; closing it goes back to the end of the game.
  assert.equal(await fbSituation(page, 180_000), 'end');
  const total = await answers(page);
  const atTheEnd = await table(page).innerText();
  await gameOver(page).getByRole('button', { name: 'Watch the replay', exact: true }).click();
  await position(page).waitFor();
  assert.deepEqual(await where(page), [0, total]);
  assert.equal(await gameOver(page).count(), 0);
  await page.getByRole('button', { name: 'Close the replay' }).click();
  await gameOver(page).waitFor();
  assert.equal(await answers(page), total);

  // From the list of saved games.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const game = page
    .getByRole('region', { name: 'Your games' })
    .getByRole('listitem', { name: 'Game of Bruno, Carla, Dario, Elena', exact: true });
  await game.getByRole('button', { name: 'Replay', exact: true }).click();
  await position(page).waitFor();
  assert.deepEqual(await where(page), [0, total]);
  assert.equal(await panel(page).count(), 0, 'no decision in a replay');
  const start = await table(page).innerText();
  assert.match(start, /Turn 1/);
  await step(page, 'Forward');
  assert.deepEqual(await where(page), [1, total]);
  assert.notEqual(await table(page).innerText(), start, 'the first answer changed the table');
  await step(page, 'Back');
  assert.deepEqual(await where(page), [0, total]);
  assert.equal(await table(page).innerText(), start, 'back to the start: the table as it was');

  // A jump to the start of turn 3: the table's turn, the log up to that turn and no further.
  const jump = replayBar(page).getByRole('combobox', { name: 'Jump to' });
  const turns = await jump.locator('option').allTextContents();
  assert.match(turns[0], /^Turn 1 · (Bruno|Carla|Dario|Elena)$/);
  const third = turns.find((t) => t.startsWith('Turn 3 · '));
  assert.ok(third, turns.join(', '));
  await jump.selectOption({ label: third });
  const [at] = await where(page);
  assert.ok(at > 1 && at < total, `${at}`);
  assert.match(await table(page).locator('.fb-turn').innerText(), new RegExp(`^Turn 3\\b[\\s\\S]*${third.split(' · ')[1]}`));
  const log = page.getByRole('region', { name: 'Game log', exact: true });
  assert.equal(await log.getByRole('region', { name: third, exact: true }).count(), 1);
  assert.equal(await log.getByRole('region', { name: /^Turn 4 · / }).count(), 0, 'nothing of a later turn');
  assert.equal(await jump.inputValue(), String(turns.indexOf(third)));
  await step(page, 'Forward');
  assert.deepEqual(await where(page), [at + 1, total]);

  // The game is over: every hand may be shown, one at a time; the end is the game as it ended.
  await step(page, 'End');
  assert.deepEqual(await where(page), [total, total]);
  await gameOver(page).waitFor();
  assert.equal(await gameOver(page).getByRole('button', { name: 'Watch the replay' }).count(), 0);
  assert.equal(await table(page).innerText(), atTheEnd);
  const hands = replayBar(page).getByRole('combobox', { name: 'Show the hand of' });
  assert.deepEqual(await hands.locator('option').allTextContents(), ['Bruno', 'Carla', 'Dario', 'Elena']);
  await page.getByRole('region', { name: 'Hand of Bruno', exact: true }).waitFor();
  await hands.selectOption({ label: 'Dario' });
  await page.getByRole('region', { name: 'Hand of Dario', exact: true }).waitFor();
  await jump.selectOption({ label: third });
  await page.getByRole('region', { name: 'Hand of Dario', exact: true }).waitFor();
  assert.equal(await page.getByRole('region', { name: /^Hand of / }).count(), 1);
  await screenshot(page, 'family-business-replay-desktop');
  await page.setViewportSize({ width: 360, height: 740 });
  await assertNoSidewaysScroll(page, 'replay of Family Business at 360 px');
  await screenshot(page, 'family-business-replay-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The replay speaks Japanese too.
  await clickBarButton(page, '日本語');
  const bar = page.getByRole('region', { name: 'リプレイ', exact: true });
  await bar.getByRole('button', { name: 'リプレイを閉じる' }).waitFor();
  assert.match(
    await bar.getByRole('combobox').first().locator('option').first().textContent(),
    /^第1ターン・(Bruno|Carla|Dario|Elena)$/,
  );
  await clickBarButton(page, 'English');

  // Closing goes back to the start screen; nothing was stored meanwhile.
  const before = await lastRecord(page);
  await page.getByRole('button', { name: 'Close the replay' }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  assert.deepEqual(await lastRecord(page), before);
  assertNoProblems(page);
  await page.close();
});

test('the replay of a game at the table shows its one person\'s hand only, and closes back to it', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, [{ name: 'Anna', kind: 'human' }, ...BOTS.slice(0, 2)], { seed: 29 });
  await setBotSpeed(page, 'instant');
  const rnd = random(29);
  for (let clicks = 0; clicks < 8; clicks += 1) {
    const state = await fbSituation(page);
    if (state === 'confirm') await confirm(page);
    else await clickAnyChoice(page, rnd);
  }
  const state = await fbSituation(page);
  assert.ok(state === 'choose' || state === 'confirm', state);
  const now = await table(page).innerText();
  const played = await answers(page);
  // Anna's own decision: no window is open now; the stops are the answers outside windows.
  const { inWindows, lastStop } = await lastStops(page);
  assert.ok(inWindows > 0, 'a window asked somebody');
  const stops = lastStop[1];

  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await position(page).waitFor();
  assert.deepEqual(await where(page), [0, stops]);
  assert.equal(await panel(page).count(), 0);
  assert.ok(await replayBar(page).getByText("Until the game is over, no other player's hidden cards are shown.").isVisible());
  assert.equal(await replayBar(page).getByRole('combobox', { name: 'Show the hand of' }).count(), 0);
  await page.getByRole('region', { name: 'Hand of Anna', exact: true }).waitFor();
  await step(page, 'End');
  assert.deepEqual(await where(page), [stops, stops]);
  assert.equal(await table(page).innerText(), now);
  assert.equal(await page.getByRole('region', { name: /^Hand of (Bruno|Carla)$/ }).count(), 0);
  const lines = await logLines(page);
  assert.ok(lines.some((l) => /^(Bruno|Carla) draws (a card|\d+ cards)\.$/.test(l)), 'the bots\' cards stay hidden');
  await page.setViewportSize({ width: 360, height: 740 });
  await assertNoSidewaysScroll(page, 'replay at the table at 360 px');
  await screenshot(page, 'family-business-replay-table-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Close the replay' }).click();
  assert.ok(['choose', 'confirm'].includes(await fbSituation(page)));
  assert.equal(await table(page).innerText(), now);
  assert.equal(await answers(page), played);
  assertNoProblems(page);
  await page.close();
});

test('a finished game of Family Business shared as a link replays in another browser to the same end', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, BOTS, { seed: 41 });
  await setBotSpeed(page, 'instant');
  assert.equal(await fbSituation(page, 180_000), 'end');
  const standings = await gameOver(page).getByRole('table').innerText();
  const total = await answers(page);

  await gameOver(page).getByRole('button', { name: 'Share a replay link' }).click();
  const field = page.getByRole('textbox', { name: 'Replay link' });
  await field.waitFor();
  const link = await field.inputValue();
  assert.ok(link.startsWith(`${browser.baseUrl}#replay=`), link.slice(0, 80));
  assert.match(link.split('#replay=')[1], /^[A-Za-z0-9_-]+$/, 'URL-safe');
  console.log(`# replay link of a 4-player game of Family Business of ${total} answers: ${link.length} characters`);
  assertNoProblems(page);
  await page.close();

  // Another browser with nothing stored: the link alone carries the game.
  const other = await launch();
  try {
    const viewer = await openPage(other.context, link);
    await position(viewer).waitFor();
    assert.deepEqual(await where(viewer), [0, total]);
    assert.equal(await gameOver(viewer).count(), 0);
    await step(viewer, 'End');
    assert.equal(await gameOver(viewer).getByRole('table').innerText(), standings);
    const hands = replayBar(viewer).getByRole('combobox', { name: 'Show the hand of' });
    await hands.selectOption({ label: 'Carla' });
    await viewer.getByRole('region', { name: 'Hand of Carla', exact: true }).waitFor();
    // The replay shares its link too, a link to the same game.
    await replayBar(viewer).getByRole('button', { name: 'Share a replay link' }).click();
    const again = await viewer.getByRole('textbox', { name: 'Replay link' }).inputValue();
    assert.deepEqual(recordIn(again), recordIn(link));
    const stored = await viewer.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.game.')));
    assert.deepEqual(stored, [], 'watching a link keeps no game');
    await viewer.getByRole('button', { name: 'Close the replay' }).click();
    await viewer.getByRole('heading', { name: 'New game' }).waitFor();
    assert.equal(new URL(viewer.url()).hash, '', 'the link is gone from the address');
    assertNoProblems(viewer);
    await viewer.close();
  } finally {
    await other.close();
  }
});
