// Several games: every saved game is listed on the start screen with its players, round and
// phase and when it was last played; each can be continued, renamed, exported as a file and
// deleted (after a confirmation), and a new game never loses the others. A file imported into
// another browser is checked by replaying it; a broken one changes nothing.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  handoffHeading,
  takeDevice,
  playerBoard,
  clearStorage,
  waitForMoreActions,
  setBotSpeed,
} from './support.mjs';
import { random, clickAnyChoice } from './players.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const FIRST = ['Anna', 'Bruno', 'Carla'];
const SECOND = ['Xena', 'Yuri', 'Zoe'];

function games(page) {
  return page.getByRole('region', { name: 'Your games' }).getByRole('listitem');
}

function game(page, name) {
  return page
    .getByRole('region', { name: 'Your games' })
    .getByRole('listitem', { name, exact: true });
}

/** The list of games as stored: [{ id, title, names, … }]. */
async function storedIndex(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('nothing-personal.games')));
}

async function toMenu(page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
}

/** Expects the table of a game among `names`: the hand-off names one of them. */
async function expectTableOf(page, names) {
  const heading = (await handoffHeading(page).textContent()).trim();
  const next = heading.replace('Pass the device to ', '');
  assert.ok(names.includes(next), `${heading}, expected one of ${names}`);
  for (const name of names) assert.ok(await playerBoard(page, name).isVisible(), `${name} not at the table`);
}

test('two games side by side: each continued, one renamed, one deleted after a confirmation', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  const list = page.getByRole('region', { name: 'Your games' });
  assert.equal(await games(page).count(), 0, 'games listed at first');
  assert.ok(await list.getByText('No saved game yet.', { exact: true }).isVisible());

  // The first game, one move into it.
  await startGame(page, FIRST.map((name) => ({ name, kind: 'human' })), { seed: 4 });
  const first = (await handoffHeading(page).textContent()).trim().replace('Pass the device to ', '');
  await takeDevice(page, first);
  const rnd = random(2);
  while ((await storedIndex(page)) === null || (await page.getByRole('heading', { name: /^Pass the device/ }).count()) === 0) {
    await clickAnyChoice(page, rnd);
  }
  await toMenu(page);
  // The second game, started from the start screen: the first stays.
  await startGame(page, SECOND.map((name) => ({ name, kind: 'human' })), { seed: 9 });
  await handoffHeading(page).waitFor();
  await toMenu(page);

  assert.equal(await games(page).count(), 2);
  const titles = await games(page).getByRole('heading', { level: 3 }).allTextContents();
  assert.deepEqual(titles, ['Game of Xena, Yuri, Zoe', 'Game of Anna, Bruno, Carla'], 'the last played first');
  for (const names of [FIRST, SECOND]) {
    const item = game(page, `Game of ${names.join(', ')}`);
    assert.match(await item.textContent(), /Round 1 of 5 · Setup/);
    assert.match(await item.textContent(), /Last played \S/);
  }
  const [second, firstEntry] = await storedIndex(page);

  // Each continues where it was.
  await game(page, 'Game of Anna, Bruno, Carla').getByRole('button', { name: 'Continue', exact: true }).click();
  await expectTableOf(page, FIRST);
  await toMenu(page);
  await game(page, 'Game of Xena, Yuri, Zoe').getByRole('button', { name: 'Continue', exact: true }).click();
  await expectTableOf(page, SECOND);
  await toMenu(page);

  // A title, kept across a reload.
  await game(page, 'Game of Xena, Yuri, Zoe').getByRole('button', { name: 'Rename', exact: true }).click();
  await page.getByRole('textbox', { name: 'Title of the game' }).fill('  Friday <b>night</b>  ');
  await page.getByRole('button', { name: 'Save the title', exact: true }).click();
  await game(page, 'Friday <b>night</b>').waitFor();
  // A reload resumes the last game on the table; the menu lists the games again.
  await page.reload();
  await toMenu(page);
  await game(page, 'Friday <b>night</b>').waitFor();
  assert.equal(await page.locator('.saved-game b').count(), 0, 'a title became markup');
  assert.equal(await games(page).count(), 2);

  // Deleting asks first; keeping it changes nothing.
  const doomed = game(page, 'Game of Anna, Bruno, Carla');
  await doomed.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = doomed.getByRole('alert');
  assert.equal((await confirm.getByRole('paragraph').textContent()).trim(), 'Delete this game for good?');
  await confirm.getByRole('button', { name: 'Keep it', exact: true }).click();
  assert.equal(await games(page).count(), 2);
  await doomed.getByRole('button', { name: 'Delete', exact: true }).click();
  await doomed.getByRole('alert').getByRole('button', { name: 'Yes, delete it', exact: true }).click();
  await page.waitForFunction(() => document.querySelectorAll('.saved-game').length === 1);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.ok(!keys.includes(`nothing-personal.game.${firstEntry.id}`), 'the deleted game is still stored');
  assert.ok(keys.includes(`nothing-personal.game.${second.id}`), 'the other game is gone');
  await page.reload();
  await toMenu(page);
  assert.equal(await games(page).count(), 1);
  await game(page, 'Friday <b>night</b>').getByRole('button', { name: 'Continue', exact: true }).click();
  await expectTableOf(page, SECOND);
  assertNoProblems(page);
  await page.close();
});

test('a game exported as a file plays on to its end in another browser; broken files are refused', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(page, FIRST.map((name) => ({ name, kind: 'bot' })), { seed: 12 });
  await setBotSpeed(page, 'instant');
  await waitForMoreActions(page, 40);
  await toMenu(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    game(page, 'Game of Anna, Bruno, Carla').getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'Game of Anna, Bruno, Carla.json', 'named after its title');
  const text = await readFile(await download.path(), 'utf8');
  const exported = JSON.parse(text);
  assert.equal(exported.version, 1);
  assert.deepEqual(exported.seats.map((s) => s.name), FIRST);
  assert.ok(exported.game.actions.length > 40, 'the export holds the moves played');
  assertNoProblems(page);
  await page.close();

  // Another browser profile, with nothing saved.
  const other = await launch();
  try {
    const fresh = await openPage(other.context, other.baseUrl);
    await fresh.getByRole('heading', { name: 'New game' }).waitFor();
    const file = fresh.getByLabel('Import a game from a file');
    const before = await fresh.evaluate(() => JSON.stringify(localStorage));

    // A truncated file, a tampered one (a move made by the wrong seat) and a misshapen one (a
    // move of no known kind) change nothing, and each says what is wrong.
    const tampered = JSON.parse(text);
    const [seat] = tampered.game.actions[4];
    tampered.game.actions[4][0] = (seat + 1) % 3;
    const misshapen = JSON.parse(text);
    misshapen.game.actions[3][1] = { Answer: { Dance: 3 } };
    for (const [name, content, reason] of [
      ['truncated.json', text.slice(0, text.length / 2), 'the save is not a readable saved game'],
      [
        'tampered.json',
        JSON.stringify(tampered),
        "action number 5 of the save is refused: it is not this player's decision",
      ],
      [
        'misshapen.json',
        JSON.stringify(misshapen),
        'the saved game’s field “actions[3][1].Answer” is of no known kind',
      ],
    ]) {
      await file.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
      const alert = fresh.getByRole('alert').filter({ hasText: 'The file could not be imported' });
      await alert.waitFor();
      assert.equal(
        (await alert.textContent()).trim(),
        `The file could not be imported: ${reason}. Nothing was changed.`,
      );
      assert.equal(await fresh.evaluate(() => JSON.stringify(localStorage)), before, `${name} changed the storage`);
      assert.equal(await games(fresh).count(), 0);
    }

    await file.setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await fresh.getByRole('status').filter({ hasText: 'Imported: Game of Anna, Bruno, Carla.' }).waitFor();
    assert.equal(await games(fresh).count(), 1);
    // The list, now above the new game's setup, keeps the keyboard on the file field.
    await fresh.waitForFunction(() => document.activeElement?.type === 'file');
    assert.equal(await file.evaluate((input) => input === document.activeElement), true);
    await game(fresh, 'Game of Anna, Bruno, Carla').getByRole('button', { name: 'Continue', exact: true }).click();
    await setBotSpeed(fresh, 'instant');
    await fresh.getByRole('region', { name: 'Game over', exact: true }).waitFor({ timeout: 60_000 });
    // The imported game went on from where it was exported.
    const id = await fresh.evaluate(() => JSON.parse(localStorage.getItem('nothing-personal.last')));
    const finished = await fresh.evaluate(
      (id) => JSON.parse(localStorage.getItem(`nothing-personal.game.${id}`)),
      id,
    );
    assert.deepEqual(finished.game.actions.slice(0, exported.game.actions.length), exported.game.actions);
    assertNoProblems(fresh);
    await fresh.close();
  } finally {
    await other.close();
  }
});
