// The replay: a game stepped through move by move (the declines of windows, which change
// nothing, stepped over) and jumped to a phase, with the board as it was; hidden cards only the
// replay may show; a finished game shared as a link that opens its replay in another browser
// with the same final ranking; a damaged link reported.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  screenshot,
  clearStorage,
  openFixture,
  lastRecord,
  logLines,
  waitForMoreActions,
  assertNoSidewaysScroll,
  statusLine,
  waitForBotsAnswered,
  clickBarButton,
  setBotSpeed,
} from './support.mjs';
import { situation } from './players.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const replayBar = (page) => page.getByRole('region', { name: 'Replay', exact: true });
const position = (page) => replayBar(page).getByText(/^Move \d+ of \d+$/);
const board = (page) => page.getByRole('region', { name: 'Board', exact: true });
const families = (page) => page.getByRole('region', { name: 'Families', exact: true });
const step = (page, name) => replayBar(page).getByRole('button', { name, exact: true }).click();

/** The number of moves the replay's bar counts. */
async function movesShown(page) {
  return Number((await position(page).textContent()).match(/ of (\d+)$/)[1]);
}

/** The final ranking's rows as read: place, family, final Respect. */
async function ranking(page) {
  const rows = page.getByRole('region', { name: 'Game over' }).getByRole('table').getByRole('row');
  await rows.nth(1).waitFor();
  const texts = await rows.allTextContents();
  return texts.slice(1).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** The text of the board and the families' boards: what the table shows of the game. */
async function tableText(page) {
  return `${await families(page).textContent()}\n${await board(page).textContent()}`;
}

test('a finished game shared as a link replays in another browser to the same final ranking', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(
    page,
    ['Anna', 'Bruno', 'Carla', 'Dario'].map((name) => ({ name, kind: 'bot' })),
    { seed: 31 },
  );
  await setBotSpeed(page, 'instant');
  await page.getByRole('region', { name: 'Game over' }).waitFor({ timeout: 180_000 });
  const played = await ranking(page);
  const moves = (await lastRecord(page)).game.actions.length;

  await page.getByRole('button', { name: 'Share a replay link' }).click();
  const field = page.getByRole('textbox', { name: 'Replay link' });
  await field.waitFor();
  const link = await field.inputValue();
  assert.ok(link.startsWith(`${browser.baseUrl}#replay=`), link.slice(0, 80));
  assert.match(link.split('#replay=')[1], /^[A-Za-z0-9_-]+$/, 'URL-safe');
  console.log(`# replay link of a 4-player game of ${moves} moves: ${link.length} characters`);
  assertNoProblems(page);
  await page.close();

  // Another browser with nothing stored: the link alone carries the game.
  const other = await launch();
  try {
    const viewer = await openPage(other.context, link);
    await position(viewer).waitFor();
    // The moves are the actions that did something: declines of windows are stepped over.
    const total = await movesShown(viewer);
    assert.ok(total > 0 && total < moves, `${total} moves of ${moves} actions`);
    assert.equal(await position(viewer).textContent(), `Move 0 of ${total}`);
    assert.equal(await viewer.getByRole('region', { name: 'Game over' }).count(), 0);
    await step(viewer, 'End');
    assert.equal(await position(viewer).textContent(), `Move ${total} of ${total}`);
    assert.deepEqual(await ranking(viewer), played);
    // The finished game shows every hand, one at a time.
    const hands = replayBar(viewer).getByRole('combobox', { name: 'Show the hand of' });
    await hands.selectOption({ label: 'Carla' });
    await viewer.getByRole('region', { name: 'Hand of Carla' }).waitFor();
    // Nothing was stored: watching a link keeps no game.
    const stored = await viewer.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.game.')));
    assert.deepEqual(stored, []);
    await screenshot(viewer, 'replay-end-desktop');
    await viewer.getByRole('button', { name: 'Close the replay' }).click();
    await viewer.getByRole('heading', { name: 'New game' }).waitFor();
    assert.equal(new URL(viewer.url()).hash, '', 'the link is gone from the address');
    // A link pasted into a tab where the game is open opens its replay too.
    await viewer.evaluate((hash) => {
      window.location.hash = hash;
    }, `#replay=${link.split('#replay=')[1]}`);
    await position(viewer).waitFor();
    assert.equal(await position(viewer).textContent(), `Move 0 of ${total}`);
    assertNoProblems(viewer);
    await viewer.close();
  } finally {
    await other.close();
  }
});

test('a replay steps move by move and jumps to a phase, with the board as it was', async () => {
  const names = ['Anna', 'Bruno', 'Carla'];
  const page = await openFixture(browser, 'final-round.json', 'steps', names, ['human', 'bot', 'bot']);
  // Anna's own decision: the bots wait for her, so the game stands still from here.
  assert.equal(await situation(page), 'choose');
  assert.match(await statusLine(page).textContent(), /^Anna: /);
  const now = await tableText(page);
  const moves = (await lastRecord(page)).game.actions.length;

  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await position(page).waitFor();
  const total = await movesShown(page);
  assert.ok(total > 0 && total < moves, `${total} moves of ${moves} actions`);
  assert.equal(await position(page).textContent(), `Move 0 of ${total}`);
  assert.equal(await page.getByRole('region', { name: 'Decision', exact: true }).count(), 0);
  const start = await tableText(page);
  await step(page, 'Forward');
  assert.equal(await position(page).textContent(), `Move 1 of ${total}`);
  await step(page, 'Back');
  assert.equal(await tableText(page), start, 'back to the start: the board as it was');

  const jump = replayBar(page).getByRole('combobox', { name: 'Jump to' });
  await jump.selectOption({ label: 'Round 3 · Crew' });
  const track = page.getByRole('navigation', { name: 'Round and phase' });
  assert.match(await track.textContent(), /Round 3 of 5/);
  assert.equal(await track.locator('[aria-current="step"]').textContent(), 'Crew');
  const at = Number((await position(page).textContent()).match(/^Move (\d+)/)[1]);
  assert.ok(at > 0 && at < total, `${at}`);
  // The log ends with the move that began the phase, and nothing later.
  const lines = await logLines(page);
  assert.ok(lines.some((l) => /Round 3: the Crew begins\./.test(l)), lines.slice(-5).join('\n'));
  assert.ok(!lines.some((l) => /Round 4: /.test(l)), 'nothing of a later round');

  await step(page, 'End');
  assert.equal(await tableText(page), now, 'the end of the replay is the game as it stands');
  await screenshot(page, 'replay-desktop');
  await page.setViewportSize({ width: 360, height: 740 });
  await assertNoSidewaysScroll(page, 'replay at 360 px');
  await screenshot(page, 'replay-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The replay speaks Japanese too.
  await clickBarButton(page, '日本語');
  const bar = page.getByRole('region', { name: 'リプレイ', exact: true });
  assert.equal(await bar.getByText(/^全\d+手中 \d+手目$/).textContent(), `全${total}手中 ${total}手目`);
  assert.ok(await bar.getByRole('button', { name: 'リプレイを閉じる' }).isVisible());
  await clickBarButton(page, 'English');

  // Closing the replay returns to the game as it stands, at Anna's decision.
  await page.getByRole('button', { name: 'Close the replay' }).click();
  assert.equal(await situation(page), 'choose');
  assert.equal(await tableText(page), now);
  assertNoProblems(page);
  await page.close();
});

test('the replay of an unfinished game shows no hidden card but its person\'s', async () => {
  const names = ['Anna', 'Bruno', 'Carla'];
  const page = await openFixture(browser, 'final-round.json', 'hidden', names, ['human', 'bot', 'bot']);
  await page.getByRole('region', { name: 'Decision', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const game = page
    .getByRole('region', { name: 'Your games' })
    .getByRole('listitem', { name: 'Game of Anna, Bruno, Carla', exact: true });
  await game.getByRole('button', { name: 'Replay', exact: true }).click();
  await position(page).waitFor();
  assert.ok(await replayBar(page).getByText("Until the game is over, no other player's hidden cards are shown.").isVisible());
  assert.equal(await replayBar(page).getByRole('combobox', { name: 'Show the hand of' }).count(), 0);
  assert.equal(await replayBar(page).getByRole('button', { name: 'Share a replay link' }).count(), 0);
  await step(page, 'End');
  await page.getByRole('region', { name: 'Hand of Anna' }).waitFor();
  assert.equal(await page.getByRole('region', { name: /^Hand of (Bruno|Carla)$/ }).count(), 0);
  const lines = await logLines(page);
  assert.ok(lines.some((l) => /^Bruno draws a card\.$/.test(l)), 'the bots\' cards stay hidden');
  assert.ok(lines.some((l) => /^Anna draws (?!a card).+\.$/.test(l)), 'Anna reads her own cards');
  await page.getByRole('button', { name: 'Close the replay' }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  assertNoProblems(page);
  await page.close();
});

test('a damaged replay link is reported in words and nothing is stored', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, `${browser.baseUrl}#replay=q1ZKzs8rSc0rUbIy1FHKT`);
  await page
    .getByText('This replay link cannot be opened: it was cut short or changed.')
    .waitFor();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.game.'))), []);
  // The browser reports a failed decompression as a console error of its own: none is ours.
  page.problems = page.problems.filter((p) => !/Failed to fetch|decompress/i.test(p));
  assertNoProblems(page);
  await page.close();
});

test('a replay opened at the table pauses the bots, which play on once it is closed', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(page, ['Bruno', 'Carla', 'Dario'].map((name) => ({ name, kind: 'bot' })), { seed: 8 });
  await setBotSpeed(page, 'instant');
  await waitForMoreActions(page, 15);
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await position(page).waitFor();
  // A bot's reply already on its way may still land; once it has, nothing moves.
  await waitForBotsAnswered(page);
  const paused = (await lastRecord(page)).game.actions.length;
  await page.waitForTimeout(600);
  assert.equal((await lastRecord(page)).game.actions.length, paused, 'the bots played on behind the replay');
  await page.getByRole('button', { name: 'Close the replay' }).click();
  await waitForMoreActions(page, paused);
  assertNoProblems(page);
  await page.close();
});
