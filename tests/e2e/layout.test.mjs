// Layout and keyboard: the page fits a 360 px phone without sideways scrolling (start screen,
// table, hand-off screen, end screen) and a 1280 px desktop, with screenshots of both; and a game
// can be started and played with the keyboard alone.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  screenshot,
  startGame,
  panel,
  seedStorage,
  recordFromFixture,
  clearStorage,
  statusLine,
  handoffHeading,
  tabTo,
  assertNoSidewaysScroll,
  waitForLogLine,
  escapeRegExp,
  setBotSpeed,
  topBar,
  moreButton,
  gameLog,
} from './support.mjs';
import { situation } from './players.mjs';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('the start screen and a table in play fit a phone and a desktop', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  const heading = page.getByRole('heading', { name: 'New game' });
  await heading.waitFor();

  await page.setViewportSize(PHONE);
  await assertNoSidewaysScroll(page, 'start screen, 360 px');
  await screenshot(page, 'start-phone');
  await page.setViewportSize(DESKTOP);
  await assertNoSidewaysScroll(page, 'start screen, 1280 px');
  await screenshot(page, 'start-desktop');

  await startGame(
    page,
    [
      { name: 'Anna', kind: 'human' },
      { name: 'Bruno', kind: 'bot' },
      { name: 'Carla', kind: 'bot' },
    ],
    { seed: 2 },
  );
  await setBotSpeed(page, 'instant');
  assert.equal(await situation(page), 'choose');
  await assertNoSidewaysScroll(page, 'table, 1280 px');
  await screenshot(page, 'table-desktop');
  await page.setViewportSize(PHONE);
  await assertNoSidewaysScroll(page, 'table, 360 px');
  // Every region of the table is one tap away in the tab bar, the Decision always in sight.
  const parts = {
    Hand: ['Hand of Anna'],
    Families: ['Families'],
    Log: ['Game log'],
    Board: ['Board', 'Last roll'],
  };
  for (const [tab, names] of Object.entries(parts)) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    for (const name of [...names, 'Decision']) {
      const region = page.getByRole('region', { name, exact: true });
      const box = await region.boundingBox();
      assert.ok(box && box.width > 0 && box.width <= PHONE.width, `${tab} tab, ${name}: ${JSON.stringify(box)}`);
    }
    await assertNoSidewaysScroll(page, `table, ${tab} tab, 360 px`);
  }
  await screenshot(page, 'table-phone');
  await page.setViewportSize(DESKTOP);
  assertNoProblems(page);
  await page.close();
});

test('the hand-off screen and the end screen fit a phone', async () => {
  const names = ['Anna', 'Bruno', 'Carla'];
  // Hand-off: a saved game of three people.
  await seedStorage(
    browser.context,
    browser.baseUrl,
    'handoff',
    await recordFromFixture('make-a-move.json', names),
  );
  const page = await openPage(browser.context);
  await page.setViewportSize(PHONE);
  await page.goto(browser.baseUrl);
  await handoffHeading(page).waitFor();
  await assertNoSidewaysScroll(page, 'hand-off screen, 360 px');
  await screenshot(page, 'handoff-phone');
  await page.close();

  // The end: the last round played out by three bots at once.
  await seedStorage(
    browser.context,
    browser.baseUrl,
    'end',
    await recordFromFixture('final-round.json', names, ['bot', 'bot', 'bot']),
  );
  const end = await openPage(browser.context, browser.baseUrl);
  await setBotSpeed(end, 'instant');
  await end.setViewportSize(PHONE);
  const over = end.getByRole('region', { name: 'Game over', exact: true });
  await over.waitFor({ timeout: 30_000 });
  assert.equal(await over.getByRole('table').getByRole('row').count(), 4);
  await assertNoSidewaysScroll(end, 'end screen, 360 px');
  // The end spans the phone's width, and its ranking is read whole, without scrolling sideways.
  const frame = await over.boundingBox();
  assert.ok(frame.width >= 0.85 * PHONE.width, `the end screen: ${JSON.stringify(frame)}`);
  const ranking = await over.getByRole('table').boundingBox();
  assert.ok(ranking.x >= 0 && ranking.x + ranking.width <= PHONE.width, `the ranking: ${JSON.stringify(ranking)}`);
  // Its caption reads on one line, not a word (or, in Japanese, a character) a line.
  const caption = over.getByRole('table').locator('caption');
  const lines = await caption.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '20'));
  assert.ok(lines < 1.9, `the ranking's caption "${await caption.textContent()}" takes ${lines.toFixed(1)} lines`);
  await screenshot(end, 'end-phone');
  assertNoProblems(page);
  assertNoProblems(end);
  await end.close();
});

/** The largest height of a one-row top bar. */
const BAR_HEIGHT = 56;

/** Fails unless the top bar is one row, at most BAR_HEIGHT px high, every control shown in it. */
async function assertBarOneRow(page, where) {
  const bar = await topBar(page).boundingBox();
  assert.ok(bar.height <= BAR_HEIGHT, `${where}: the top bar is ${bar.height} px high`);
  const boxes = await topBar(page)
    .locator(':is(h1, button, select, nav)')
    .evaluateAll((els) =>
      els
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0)
        .map((r) => ({ top: r.top, bottom: r.bottom })),
    );
  for (const box of boxes) {
    assert.ok(box.top >= bar.y && box.bottom <= bar.y + bar.height, `${where}: ${JSON.stringify(box)} leaves the bar`);
  }
}

test('the top bar is one row; its less used controls are in a More menu, all of them on a phone', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context);
  await page.setViewportSize(PHONE);
  await page.goto(browser.baseUrl);
  await assertBarOneRow(page, 'start screen, 360 px');
  await startGame(page, [
    { name: 'Anna', kind: 'human' },
    { name: 'Bruno', kind: 'bot' },
    { name: 'Carla', kind: 'bot' },
  ]);
  await statusLine(page).waitFor();
  const more = moreButton(page);
  const menu = topBar(page).getByRole('button', { name: 'Menu', exact: true });
  const inMenu = [
    ['button', 'How to play Nothing Personal'],
    ['button', 'Replay'],
    ['button', 'Menu'],
    ['combobox', 'Bot speed'],
    ['button', 'English'],
    ['button', '日本語'],
  ];
  await assertBarOneRow(page, 'table, 360 px');
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  assert.equal(await menu.count(), 0, 'at 360 px the Menu button is outside the More menu');

  // With the keyboard: the menu opens on its first control, Escape closes it and the focus
  // goes back to its button.
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  assert.equal(await more.getAttribute('aria-expanded'), 'true');
  const list = page.locator(`#${await more.getAttribute('aria-controls')}`);
  for (const [role, name] of inMenu) {
    assert.ok(await list.getByRole(role, { name, exact: true }).isVisible(), `${role} ${name} is not in the open menu`);
  }
  await page.waitForFunction(() => document.activeElement?.matches('.more-list button'));
  assert.equal(
    await page.evaluate(() => document.activeElement.getAttribute('aria-label')),
    'How to play Nothing Personal',
  );
  await assertNoSidewaysScroll(page, 'the More menu open at 360 px');
  await screenshot(page, 'topbar-more-phone', { fullPage: false });
  await page.keyboard.press('Escape');
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  assert.ok(await more.evaluate((el) => el === document.activeElement), 'the focus is back on More');
  assert.equal(await menu.count(), 0);

  // A click elsewhere closes it; a control used in it closes it too.
  await more.click();
  await menu.waitFor();
  await statusLine(page).click();
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  await setBotSpeed(page, 'instant');
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  assert.ok(await more.evaluate((el) => el === document.activeElement), 'the focus is back on More');

  // On a desktop: How to play, the replay and the menu stand in the bar; the speed and the
  // languages wait in More; the bar leaves the game log's foot in the window.
  await page.setViewportSize(DESKTOP);
  await assertBarOneRow(page, 'table, 1280 px');
  for (const [role, name] of inMenu.slice(0, 3)) {
    assert.ok(await topBar(page).getByRole(role, { name, exact: true }).isVisible(), `${name} is not in the bar`);
  }
  assert.equal(await topBar(page).getByRole('combobox', { name: 'Bot speed' }).count(), 0);
  const log = await gameLog(page).boundingBox();
  assert.ok(log.y + log.height <= DESKTOP.height, `the game log ends at ${log.y + log.height} px`);
  await more.click();
  assert.ok(await topBar(page).getByRole('combobox', { name: 'Bot speed' }).isVisible());
  await screenshot(page, 'topbar-more-desktop', { fullPage: false });
  await page.keyboard.press('Escape');
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  assertNoProblems(page);
  await page.close();
});

test('a game is started and a decision made with the keyboard alone', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  const keys = page.keyboard;

  // Three players: Tab into the radio group, then the arrow keys.
  await tabTo(page, page.getByRole('radio', { name: '4 players' }));
  await keys.press('ArrowLeft');
  assert.ok(await page.getByRole('radio', { name: '3 players' }).isChecked());
  // A name for the person, typed into the first seat.
  await tabTo(page, page.getByRole('textbox', { name: 'Name of player 1' }));
  await keys.press('ControlOrMeta+a');
  await keys.type('Kei');
  // The seed, then Start.
  await tabTo(page, page.getByRole('textbox', { name: /^Seed/ }));
  await keys.type('7');
  await tabTo(page, page.getByRole('button', { name: 'Start the game' }));
  await keys.press('Enter');

  // Kei, the only person, places a setup marker.
  const decision = panel(page);
  await decision.getByText('Kei: place a marker on any gangster', { exact: true }).waitFor();
  const choice = decision.getByRole('group', { name: 'Choose a gangster' }).getByRole('button').first();
  const label = await choice.textContent();
  const gangster = label.slice(0, label.lastIndexOf(', '));
  await tabTo(page, choice);
  await keys.press('Enter');
  await decision.getByText(`Place a marker on ${gangster}`, { exact: true }).waitFor();
  await tabTo(page, decision.getByRole('button', { name: 'Confirm', exact: true }));
  await keys.press('Space');
  await waitForLogLine(page, new RegExp(`^One Red marker goes on ${escapeRegExp(gangster)}\\.$`));
  assertNoProblems(page);
  await page.close();
});

test('after a choice made with the keyboard, the focus stays in the Decision panel', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(
    page,
    [
      { name: 'Anna', kind: 'human' },
      { name: 'Bruno', kind: 'bot' },
      { name: 'Carla', kind: 'bot' },
    ],
    { seed: 7 },
  );
  await setBotSpeed(page, 'instant');
  assert.equal(await situation(page), 'choose');
  const decision = panel(page);
  const choice = decision.getByRole('group').first().getByRole('button').first();
  await tabTo(page, choice);
  await page.keyboard.press('Enter');
  await decision.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
  // The page moves the focus in the frame after the new step is drawn: give it that frame.
  await page
    .waitForFunction(() => document.getElementById('decision')?.contains(document.activeElement), null, {
      timeout: 2_000,
    })
    .catch(() => {});
  const inPanel = await decision.evaluate((el) => el.contains(document.activeElement));
  const focused = await page.evaluate(() => document.activeElement?.tagName.toLowerCase());
  assert.ok(inPanel, `the focus fell back to <${focused}>: a keyboard user starts again at the top of the page`);
  assertNoProblems(page);
  await page.close();
});
