// Family Business in the page: the start screen offers both games in English and Japanese; a
// person plays a whole 4-player game against three bots through the Decision panel to the end
// screen, then plays again; the deck's cards are listed with their provisional counts
// (FB1.3.7); the table fits a phone and a desktop.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  clearStorage,
  panel,
  screenshot,
  assertNoSidewaysScroll,
  gameLog,
  logLines,
  clickBarButton,
  setBotSpeed,
} from './support.mjs';
import { random } from './players.mjs';
import { fbCards, startFbGame, fbSituation, fbStatus, playFbThrough, clickAnyChoice, confirm } from './family-business.mjs';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const ONE_PERSON = [
  { name: 'Anna', kind: 'human' },
  { name: 'Bruno', kind: 'heuristic' },
  { name: 'Carla', kind: 'random' },
  { name: 'Dario', kind: 'heuristic' },
];

/** Answers Anna's decisions until a bot is the one deciding. */
async function answerUntilABotPlays(page, rnd) {
  for (;;) {
    const state = await page.waitForFunction(
      () => {
        const p = document.getElementById('decision');
        if (!p) return null;
        if (p.querySelector('.confirm button')) return 'confirm';
        if (p.querySelector('fieldset button')) return 'choose';
        return p.querySelector('.thinking') ? 'bot' : null;
      },
      null,
      { polling: 20 },
    );
    const situation = await state.jsonValue();
    if (situation === 'bot') return;
    if (situation === 'choose') await clickAnyChoice(page, rnd);
    else await confirm(page);
  }
}

test('the start screen offers both games, in English and in Japanese', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  const games = page.getByRole('group', { name: 'Game', exact: true });
  await games.waitFor();
  const np = games.getByRole('radio', { name: 'Nothing Personal', exact: true });
  const fb = games.getByRole('radio', { name: 'Family Business', exact: true });
  assert.ok(await np.isChecked(), 'Nothing Personal is chosen at first');
  assert.ok(!(await fb.isChecked()));
  // Nothing Personal's setup, 3 to 5 players.
  assert.equal(await page.getByRole('radio', { name: /^\d players$/ }).count(), 3);

  await fb.check();
  // Family Business's own setup: 2 to 6 players, a family for each seat, the free discard.
  await page.getByRole('radio', { name: '6 players' }).check();
  assert.equal(await page.getByRole('radio', { name: /^\d players$/ }).count(), 5);
  assert.equal(await page.getByRole('combobox', { name: 'Family' }).count(), 6);
  assert.equal(
    await page.getByRole('combobox', { name: 'Family' }).nth(5).inputValue(),
    '5',
    'seat 6 takes family 6 unless chosen',
  );
  await page.getByRole('checkbox', { name: /^Free discard/ }).waitFor();
  // A person, then every level of the ladder by its difficulty, easiest first; a bot seat of a
  // new player starts as Normal.
  const kinds = page.getByRole('combobox', { name: 'Played by' });
  const levels = await kinds.first().locator('option').allTextContents();
  assert.deepEqual(levels, ['A person', 'Easy bot', 'Normal bot', 'Hard bot']);
  assert.equal(await kinds.nth(1).inputValue(), 'heuristic');

  await clickBarButton(page, '日本語');
  const ja = page.getByRole('group', { name: 'ゲーム', exact: true });
  await ja.getByRole('radio', { name: 'ナッシング・パーソナル', exact: true }).waitFor();
  assert.ok(await ja.getByRole('radio', { name: 'ファミリー・ビジネス', exact: true }).isChecked());
  await page.getByRole('combobox', { name: 'ファミリー' }).first().waitFor();
  assert.equal(
    await page.getByRole('combobox', { name: 'ファミリー' }).first().locator('option').first().textContent(),
    'モレッティ・ファミリー',
  );
  await ja.getByRole('radio', { name: 'ナッシング・パーソナル', exact: true }).check();
  await page.getByRole('radio', { name: '5人' }).waitFor();
  await clickBarButton(page, 'English');
  assertNoProblems(page);
  await page.close();
});

test('a person plays a whole 4-player game against three bots, then plays again', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, ONE_PERSON, { seed: 21 });
  await panel(page).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Family Business');
  await setBotSpeed(page, 'instant');

  // The first decision of Anna's: the table, her hand, the panel.
  const rnd = random(21);
  let shot = false;
  let targets = 0;
  const clicks = await playFbThrough(page, rnd, {
    async onScreen(state) {
      // One person plays: the device never changes hands.
      assert.notEqual(state, 'handoff');
      assert.notEqual(state, 'no-counter');
      if (state !== 'choose') return;
      const status = await fbStatus(page).textContent();
      assert.match(status, /^Anna: /);
      await page.getByRole('region', { name: 'Hand of Anna' }).waitFor();
      // A target picked on the table is the same pick as the panel's.
      const onTable = page.getByRole('region', { name: 'Table' }).getByRole('button');
      if (targets < 2 && (await onTable.count())) {
        const name = await onTable.first().getAttribute('aria-label');
        assert.equal(await panel(page).getByRole('button', { name, exact: true }).count(), 1, name);
        targets += 1;
      }
      if (!shot && /play a card/.test(status)) {
        shot = true;
        await assertNoSidewaysScroll(page, 'table, 1280 px');
        await screenshot(page, 'fb-table-desktop');
        await page.setViewportSize(PHONE);
        await assertNoSidewaysScroll(page, 'table, 360 px');
        await screenshot(page, 'fb-table-phone', { fullPage: false });
        await page.setViewportSize(DESKTOP);
      }
    },
  });
  assert.ok(clicks > 10, `Anna answered ${clicks} times`);
  assert.ok(shot, 'Anna played a card');

  // The end screen: a winner (or a shared draw) and the standings of all four.
  const end = page.getByRole('region', { name: 'Game over' });
  await end.waitFor();
  assert.match(await end.locator('.winner').textContent(), /wins!|draw/);
  const rows = end.getByRole('table').getByRole('row');
  assert.equal(await rows.count(), 5);
  assert.equal(await rows.nth(1).getByRole('cell').first().textContent(), '1');
  const lines = await logLines(page);
  assert.ok(lines.some((l) => / wins the game\.$| share the result\.$/.test(l)), lines.slice(-5).join('\n'));
  await screenshot(page, 'fb-end-desktop');
  await page.setViewportSize(PHONE);
  await assertNoSidewaysScroll(page, 'end screen, 360 px');
  await screenshot(page, 'fb-end-phone');
  await page.setViewportSize(DESKTOP);

  // Play again: the same seats, a new game from its first turn.
  await end.getByRole('button', { name: 'Play again with these seats' }).click();
  await panel(page).waitFor();
  await gameLog(page).getByRole('region', { name: /^Turn 1 · / }).waitFor();
  for (const name of ['Anna', 'Bruno', 'Carla', 'Dario']) {
    await page.getByRole('region', { name: new RegExp(`^${name}, The `) }).waitFor();
  }
  assert.equal(await page.getByRole('region', { name: 'Game over' }).count(), 0);
  const state = await fbSituation(page);
  if (state === 'choose') await clickAnyChoice(page, rnd);
  if ((await fbSituation(page)) === 'confirm') await confirm(page);
  assertNoProblems(page);
  await page.close();
});

test('the deck is listed with each kind\'s count, and the counts are said to be provisional', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startFbGame(page, ONE_PERSON, { seed: 3 });
  await panel(page).waitFor();
  await page.getByRole('button', { name: 'Cards', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'The action cards' });
  await dialog.waitFor();
  assert.match(await dialog.textContent(), /Provisional card counts/);
  const cards = await fbCards();
  const rows = dialog.getByRole('table').getByRole('row');
  assert.equal(await rows.count(), cards.length + 1);
  for (const [i, card] of cards.entries()) {
    const row = rows.nth(i + 1);
    assert.match(await row.getByRole('rowheader').textContent(), new RegExp(`^${card.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    assert.equal(await row.getByRole('cell').first().textContent(), String(card.count));
  }
  assert.match(await dialog.textContent(), /56 cards in all/);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Opened while the bots play, the list keeps the keyboard when Anna's next decision comes,
  // so Escape still closes it.
  await setBotSpeed(page, 'slow');
  const rnd = random(3);
  await answerUntilABotPlays(page, rnd);
  await page.getByRole('button', { name: 'Cards', exact: true }).click();
  await dialog.waitFor();
  assert.equal(await fbSituation(page), 'choose');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.ok(
    await dialog.evaluate((d) => d.contains(document.activeElement)),
    'the keyboard stays in the list of cards',
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assertNoProblems(page);
  await page.close();
});
