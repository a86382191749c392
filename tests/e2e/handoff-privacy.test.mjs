// Hot seat, two people and a bot, in both games: while "Pass the device to NAME" covers the
// table, whoever holds the device is not known, so nothing reachable from the screen shows a
// seat's hand, a private log line (a card drawn or given, named) or a sealed petition offer
// (docs/decisions.md, 58). Each control is used in turn at a hand-off — every button of the top
// bar, the language switch, the menu and every action of the saved games' list (Rename, Delete,
// Export, Import, Replay, Continue), every step of each replay — and the page comes back to the
// same hand-off; a move taken back there goes to its person through a hand-off. Once the next
// person takes the device, the replay shows their hand only. In Family Business, while a counter
// window is swept, neither the top bar nor the list offers the game's replay, nor the list its
// file (decisions 57 and 58).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  launch,
  openPage,
  assertNoProblems,
  clearStorage,
  startGame,
  seedStorage,
  recordFromFixture,
  influenceCards,
  handoffHeading,
  takeDevice,
  boardStat,
  readableTexts,
  statusLine,
  panel,
  clickBarButton,
  setBotSpeed,
} from './support.mjs';
import { random, situation, clickAnyChoice } from './players.mjs';
import {
  fbCards,
  startFbGame,
  fbSituation,
  fbStatus,
  handoffName,
  clickAnyChoice as fbClickAnyChoice,
  confirm as fbConfirm,
} from './family-business.mjs';

const NAMES = ['Anna', 'Bruno', 'Carla'];
const TITLE = 'Evening game';
const UNTITLED = `Game of ${NAMES.join(', ')}`;

let browser;
/** Each game's card names, in both languages: none may be in the page at a hand-off. */
const cardNames = {};
before(async () => {
  browser = await launch();
  cardNames.np = [...new Set((await influenceCards()).flatMap((c) => [c.en, c.ja]))];
  cardNames.fb = (await fbCards()).flatMap((c) => [c.en, c.ja]);
});
after(async () => {
  await browser?.close();
});

/** Log lines that name a card only some seats may see, in each game. */
const PRIVATE = {
  np: [/^\S+ draws (?!a card\.$)/, /^\S+ gives (?!a card to )/],
  fb: [/^\S+ draws (?!a card\.$|\d+ cards\.$)/],
};

const replayBar = (page) => page.getByRole('region', { name: 'Replay', exact: true });
const position = (page) => replayBar(page).getByText(/^Move \d+ of \d+$/);
// Hidden parts count too: a folded log group, or a part of the table a phone's tab hides.
const hands = (page) => page.getByRole('region', { name: /^Hand of |の手札$/, includeHidden: true });
const gameLog = (page) => page.getByRole('region', { name: 'Game log', exact: true, includeHidden: true });
const entry = (page, name) =>
  page.getByRole('region', { name: 'Your games' }).getByRole('listitem', { name, exact: true });
const topBar = (page) => page.getByRole('banner');

/** The lines of the game log shown that name a card drawn or given. */
async function privateLines(page, game) {
  if (!(await gameLog(page).count())) return [];
  const lines = await readableTexts(gameLog(page).getByRole('listitem', { includeHidden: true }));
  return lines.filter((line) => PRIVATE[game].some((pattern) => pattern.test(line)));
}

/** Fails if a hand or a private log line is in the page. */
async function assertNoHand(page, game, where) {
  assert.equal(await hands(page).count(), 0, `${where}: a hand is shown`);
  assert.deepEqual(await privateLines(page, game), [], `${where}: private log lines`);
}

/** Each family's money on its board, by name (Nothing Personal). */
async function monies(page) {
  const out = {};
  for (const name of NAMES) out[name] = await boardStat(page, name, 'Money');
  return out;
}

/**
 * Expects the hand-off screen headed `heading` with nothing private in the page: no hand, no
 * log, no decision, no card name anywhere (text or attribute; the list of the deck's cards
 * aside), and in Nothing Personal every family's money as everybody sees it (`money`).
 */
async function assertHandoffScreen(page, game, heading, where, money) {
  const shown = page.getByRole('heading', { level: 2, name: heading, exact: true });
  await shown.waitFor();
  await assertNoHand(page, game, where);
  assert.equal(await gameLog(page).count(), 0, `${where}: the log shows`);
  assert.equal(await panel(page).count(), 0, `${where}: the Decision panel shows`);
  const text = await page.evaluate(() => {
    const copy = document.body.cloneNode(true);
    copy.querySelector('[aria-labelledby="fb-cards-heading"]')?.remove();
    const parts = [copy.textContent];
    for (const el of copy.querySelectorAll('*')) for (const a of el.attributes) parts.push(a.value);
    return parts.join('\n');
  });
  const named = cardNames[game].filter((card) => text.includes(card));
  assert.deepEqual(named, [], `${where}: card names in the page`);
  if (money) assert.deepEqual(await monies(page), money, `${where}: the families' money`);
}

/** Expects the hand-off to `next` with nothing private in the page (see above). */
async function assertAtHandoff(page, game, next, where, money) {
  await assertHandoffScreen(page, game, `Pass the device to ${next}`, where, money);
}

/**
 * Steps through the replay shown, point by point, then through its jump list, expecting no hand
 * and no private log line at any point; at its end, in Nothing Personal, the families' `money`
 * as at the hand-off. Closes it.
 */
async function auditReplay(page, game, where, money) {
  await position(page).waitFor();
  const bar = replayBar(page);
  assert.ok(await bar.getByText("Until the game is over, no other player's hidden cards are shown.").isVisible());
  assert.equal(await bar.getByRole('combobox', { name: 'Show the hand of' }).count(), 0, `${where}: a hand to choose`);
  assert.equal(await bar.getByRole('button', { name: 'Share a replay link' }).count(), 0, `${where}: a link`);
  const at = (n, total) => bar.getByText(`Move ${n} of ${total}`, { exact: true }).waitFor();
  const total = Number((await position(page).textContent()).match(/ of (\d+)$/)[1]);
  assert.ok(total > 0, `${where}: an empty replay`);
  await at(0, total);
  await assertNoHand(page, game, `${where}, move 0`);
  for (let n = 1; n <= total; n++) {
    await bar.getByRole('button', { name: 'Forward', exact: true }).click();
    await at(n, total);
    await assertNoHand(page, game, `${where}, move ${n}`);
  }
  if (money) assert.deepEqual(await monies(page), money, `${where}: the families' money at the end`);
  await bar.getByRole('button', { name: 'Back', exact: true }).click();
  await at(total - 1, total);
  await assertNoHand(page, game, `${where}, back`);
  await bar.getByRole('button', { name: 'Start', exact: true }).click();
  await at(0, total);
  const jump = bar.getByRole('combobox', { name: 'Jump to' });
  for (const label of await jump.getByRole('option').allTextContents()) {
    await jump.selectOption({ label });
    await assertNoHand(page, game, `${where}, ${label}`);
  }
  // The last entry of the jump list may begin at the end.
  const end = bar.getByRole('button', { name: 'End', exact: true });
  if (await end.isEnabled()) await end.click();
  await at(total, total);
  await assertNoHand(page, game, `${where}, end`);
  await bar.getByRole('button', { name: 'Close the replay', exact: true }).click();
}

/** The record of the game on the table, as stored. */
async function storedRecord(page) {
  return page.evaluate(() => {
    const id = JSON.parse(localStorage.getItem('nothing-personal.last'));
    return JSON.parse(localStorage.getItem(`nothing-personal.game.${id}`));
  });
}

/**
 * Uses every control reachable at the hand-off to `next` in turn, and comes back to it after
 * each: the speed, the replay, the list of the deck's cards (Family Business), the language
 * switch, then the menu and every action of the saved games' list. While a counter window is
 * swept (`swept`), neither the top bar nor the list offers the game's replay or file.
 */
async function auditControls(page, game, next, { swept = false, money } = {}) {
  const atHandoff = (where) => assertAtHandoff(page, game, next, where, money);
  await atHandoff('the hand-off');

  await setBotSpeed(page, 'slow');
  await atHandoff('the speed set to slow');
  await setBotSpeed(page, 'instant');
  await atHandoff('the speed set to instant');

  const replayButton = topBar(page).getByRole('button', { name: 'Replay', exact: true });
  assert.equal(await replayButton.count(), swept ? 0 : 1, 'the top bar offers the replay');
  if (!swept) {
    await replayButton.click();
    await auditReplay(page, game, 'the top bar\'s replay', money);
    await atHandoff('the top bar\'s replay closed');
  }

  if (game === 'fb') {
    await topBar(page).getByRole('button', { name: 'Cards', exact: true }).click();
    const cards = page.getByRole('dialog', { name: 'The action cards' });
    await cards.waitFor();
    assert.ok((await cards.getByRole('row').count()) > 1, 'the deck\'s cards are listed');
    await assertNoHand(page, game, 'the list of the deck\'s cards');
    await cards.getByRole('button', { name: 'Close', exact: true }).click();
    assert.equal(await cards.count(), 0);
    await atHandoff('the list of the deck\'s cards closed');
  }

  await clickBarButton(page, '日本語');
  await assertHandoffScreen(page, game, `端末を${next}に渡してください`, 'in Japanese');
  await clickBarButton(page, 'English');
  await atHandoff('back in English');

  await topBar(page).getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await assertNoHand(page, game, 'the start screen');
  const untitled = entry(page, UNTITLED);
  await untitled.getByRole('button', { name: 'Rename', exact: true }).click();
  await untitled.getByRole('textbox', { name: 'Title of the game' }).fill(TITLE);
  await untitled.getByRole('button', { name: 'Save the title', exact: true }).click();
  const listed = entry(page, TITLE);
  await listed.waitFor();
  await assertNoHand(page, game, 'renamed');

  await listed.getByRole('button', { name: 'Delete', exact: true }).click();
  await listed.getByRole('alert').getByRole('button', { name: 'Keep it', exact: true }).click();
  await assertNoHand(page, game, 'kept');

  const exportButton = listed.getByRole('button', { name: 'Export', exact: true });
  const listReplay = listed.getByRole('button', { name: 'Replay', exact: true });
  assert.equal(await exportButton.count(), swept ? 0 : 1, 'the list offers the file');
  assert.equal(await listReplay.count(), swept ? 0 : 1, 'the list offers the replay');
  if (!swept) {
    // The file is the record as the page stores it, and nothing else.
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const text = await readFile(await download.path(), 'utf8');
    const exported = JSON.parse(text);
    assert.deepEqual(Object.keys(exported).sort(), ['game', 'seats', 'title', 'version']);
    const { title, ...record } = exported;
    assert.equal(title, TITLE, 'the file keeps the title');
    assert.deepEqual(record, await storedRecord(page), 'the file is the stored record and its title');
    await assertNoHand(page, game, 'exported');

    // Imported back, it is a game of several people: its replay shows nobody's hand.
    await page.getByLabel('Import a game from a file').setInputFiles({
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    // It keeps its title; the list puts the newest game first.
    await page.getByRole('status').filter({ hasText: `Imported: ${TITLE}.` }).waitFor();
    const titled = page.getByRole('region', { name: 'Your games' }).getByRole('listitem', { name: TITLE, exact: true });
    await titled.nth(1).waitFor();
    const imported = titled.first();
    await assertNoHand(page, game, 'imported');
    await imported.getByRole('button', { name: 'Replay', exact: true }).click();
    await auditReplay(page, game, 'the imported game\'s replay', money);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await imported.getByRole('button', { name: 'Delete', exact: true }).click();
    await imported.getByRole('alert').getByRole('button', { name: 'Yes, delete it', exact: true }).click();
    await titled.nth(1).waitFor({ state: 'detached' });

    await listReplay.click();
    await auditReplay(page, game, 'the list\'s replay', money);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await assertNoHand(page, game, 'the list\'s replay closed');
  }

  await listed.getByRole('button', { name: 'Continue', exact: true }).click();
  await atHandoff('continued from the list');
}

/**
 * Takes the device as `next` and opens the replay from the top bar: at its end it shows
 * `next`'s hand and no other, and names only cards `next` may see.
 */
async function replayAfterTheHandoff(page, game, next) {
  await takeDevice(page, next);
  await panel(page).waitFor();
  await topBar(page).getByRole('button', { name: 'Replay', exact: true }).click();
  await position(page).waitFor();
  await replayBar(page).getByRole('button', { name: 'End', exact: true }).click();
  await page.getByRole('region', { name: `Hand of ${next}`, exact: true }).waitFor();
  assert.equal(await hands(page).count(), 1, 'one hand');
  const others = (await privateLines(page, game)).filter((line) => !line.includes(next));
  assert.deepEqual(others, [], `lines ${next} may not read`);
  await replayBar(page).getByRole('button', { name: 'Close the replay', exact: true }).click();
  await panel(page).waitFor();
}

test('Nothing Personal: no control at a hand-off shows a hand, and after it only the next person\'s', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(page, [
    { name: 'Anna', kind: 'human' },
    { name: 'Bruno', kind: 'human' },
    { name: 'Carla', kind: 'bot' },
  ], { seed: 4 });
  await setBotSpeed(page, 'instant');
  // Up to the first hand-off after a person has held the device (and read their hand).
  const rnd = random(4);
  let holder = null;
  for (let clicks = 0; ; clicks++) {
    assert.ok(clicks < 200, 'no second hand-off');
    const state = await situation(page);
    if (state === 'handoff') {
      const next = (await handoffHeading(page).textContent()).replace('Pass the device to ', '').trim();
      if (holder) break;
      await takeDevice(page, next);
      await page.getByRole('region', { name: `Hand of ${next}`, exact: true }).waitFor();
      holder = next;
    } else {
      await clickAnyChoice(page, rnd);
    }
  }
  const next = (await handoffHeading(page).textContent()).replace('Pass the device to ', '').trim();
  assert.notEqual(next, holder);
  const money = await monies(page);
  await auditControls(page, 'np', next, { money });

  // The move before the hand-off may be taken back: that hands the device to its person,
  // with nothing shown meanwhile.
  const takeBack = topBar(page).getByRole('button', { name: `Take back ${holder}'s move`, exact: true });
  assert.equal(await takeBack.count(), 1, `${holder} may take back their move`);
  await takeBack.click();
  await assertAtHandoff(page, 'np', holder, 'a move taken back');
  await replayAfterTheHandoff(page, 'np', holder);
  assertNoProblems(page);
  await page.close();
});

test('Nothing Personal: a sealed petition offer stays sealed at the hand-off and in every replay', async () => {
  // The tie-break petition of the fixture, one offer earlier: Carla offers first, then Anna;
  // Bruno, the tiebreaker, is a bot.
  const record = await recordFromFixture('tie-petition.json', NAMES, ['human', 'bot', 'human']);
  record.game.actions.pop();
  await seedStorage(browser.context, browser.baseUrl, 'sealed', record);
  const page = await openPage(browser.context, browser.baseUrl);
  await assertAtHandoff(page, 'np', 'Carla', 'the first hand-off');
  await takeDevice(page, 'Carla');
  assert.match(await statusLine(page).textContent(), /^Carla: Anna and Carla are tied on .* make a sealed offer/);
  const money = await monies(page);
  const amounts = panel(page).getByRole('group', { name: 'Choose an amount' }).getByRole('button');
  const offer = (await amounts.allTextContents()).map((t) => t.trim()).filter((t) => t !== '$0').pop();
  assert.ok(offer, 'Carla can offer money');
  await amounts.filter({ hasText: new RegExp(`^\\${offer}$`) }).click();
  await panel(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  // Carla's money as everybody sees it still holds her offer.
  await auditControls(page, 'np', 'Anna', { money });
  await replayAfterTheHandoff(page, 'np', 'Anna');
  assert.deepEqual(await monies(page), money, 'Anna sees the money shown at the hand-off');
  assert.match(await statusLine(page).textContent(), /^Anna: Anna and Carla are tied on .* make a sealed offer/);
  assert.equal(await panel(page).getByText(/ offers \$/).count(), 0, 'Carla\'s offer is not shown to Anna');
  assertNoProblems(page);
  await page.close();
});

/** Plays until a hand-off in Family Business: takes the device, confirms "no counter". */
async function fbPlayUntil(page, rnd, stop) {
  for (let clicks = 0; clicks < 1500; clicks++) {
    const state = await fbSituation(page);
    assert.notEqual(state, 'end', 'the game ended first');
    if (await stop(state)) return;
    if (state === 'handoff') await takeDevice(page, await handoffName(page));
    else if (state === 'no-counter') await page.getByRole('button', { name: 'Continue', exact: true }).click();
    else if (state === 'confirm') await fbConfirm(page);
    else await fbClickAnyChoice(page, rnd);
  }
  assert.fail('never stopped');
}

const FB_SEATS = [
  { name: 'Anna', kind: 'human' },
  { name: 'Bruno', kind: 'human' },
  { name: 'Carla', kind: 'random' },
];

test('Family Business: no control at a hand-off shows a hand, and after it only the next person\'s', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, FB_SEATS, { seed: 11 });
  await setBotSpeed(page, 'instant');
  // Up to a hand-off of a new turn after a person has held the device (a counter window's
  // sweep, where the top bar offers no replay, is the next test's).
  let held = false;
  await fbPlayUntil(page, random(11), async (state) => {
    if (state !== 'handoff') return false;
    const turn = await topBar(page).getByRole('button', { name: 'Replay', exact: true }).count();
    if (held && turn) return true;
    held = true;
    return false;
  });
  const next = await handoffName(page);
  await auditControls(page, 'fb', next);
  await replayAfterTheHandoff(page, 'fb', next);
  assertNoProblems(page);
  await page.close();
});

test('Family Business: while a counter window is swept, no replay of the game is offered', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, FB_SEATS, { seed: 8 });
  await setBotSpeed(page, 'instant');
  const rnd = random(8);
  const counterable = panel(page).getByRole('button', {
    name: /^(Contract|Contract — cannot be cancelled by Family Influence|Priority Contract|Double Contract)$/,
  });
  let player = null;
  await fbPlayUntil(page, rnd, async (state) => {
    if (state !== 'choose' || !(await counterable.count())) return false;
    const status = await fbStatus(page).textContent();
    player = NAMES.find((n) => status.startsWith(`${n}: play a card`));
    if (!player) return false;
    await counterable.first().click();
    while ((await fbSituation(page)) === 'choose') await fbClickAnyChoice(page, rnd);
    // With no target left it can only be played without effect: no window (FB4.2.4).
    const withEffect = !/without effect/.test(await panel(page).locator('.summary').textContent());
    await fbConfirm(page);
    return withEffect;
  });
  // The window's sweep takes the other person through a hand-off.
  const other = NAMES.find((n) => n !== player && n !== 'Carla');
  assert.equal(await fbSituation(page), 'handoff');
  assert.equal(await handoffName(page), other);
  await auditControls(page, 'fb', other, { swept: true });
  await takeDevice(page, other);
  const state = await fbSituation(page);
  assert.ok(state === 'no-counter' || state === 'choose', state);
  assert.equal(await topBar(page).getByRole('button', { name: 'Replay', exact: true }).count(), 0);
  assertNoProblems(page);
  await page.close();
});
