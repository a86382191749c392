// The table fits the eyes, in both games. On a 1280 × 800 desktop the Decision panel and the
// deciding person's hand are in the window together at every decision the fixtures reach, so a
// card is read and chosen without scrolling. On a 360 × 740 phone the decision is a sheet that
// folds to a bar and, with the tab bar under it, never covers more than 45% of the screen; the
// tabs bring the hand, the families and the log, each without sideways scrolling. The log tells
// one line per event, without the windows nobody answered, its past groups folded.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  launch,
  openFixture,
  assertNoProblems,
  screenshot,
  panel,
  statusLine,
  gameLog,
  logLines,
  handoffHeading,
  takeDevice,
  assertNoSidewaysScroll,
  fixtures,
} from './support.mjs';
import { openFbFixture } from './family-business.mjs';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** The share of the phone's height the decision sheet and the tab bar may cover together. */
const SHEET_SHARE = 0.45;
const NP_NAMES = ['Anna', 'Bruno', 'Carla'];
const FB_NAMES = ['Anna', 'Bruno', 'Carla', 'Dario'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Every fixture of both games: { game, file, open(viewport) → page }. */
async function allFixtures() {
  const np = (await readdir(fixtures)).filter((f) => f.endsWith('.json'));
  const fb = await readdir(join(fixtures, 'family-business'));
  return [
    ...np.map((file) => ({
      game: 'np',
      file,
      open: () => openFixture(browser, file, `fit-${file}`, NP_NAMES),
    })),
    ...fb.map((file) => ({
      game: 'fb',
      file,
      open: () => openFbFixture(browser, `family-business/${file}`, `fit-fb-${file}`, FB_NAMES),
    })),
  ];
}

/**
 * Waits for a person's decision on the table, taking the device at each hand-off screen and
 * going on at Family Business's "no counter available" screen; returns the deciding person's
 * name, as the heading of their hand gives it.
 */
async function personDeciding(page) {
  for (let i = 0; i < 10; i++) {
    const screen = await page.waitForFunction(
      () => {
        if (document.querySelector('[aria-labelledby="handoff-heading"]')) return 'handoff';
        if (document.querySelector('[aria-labelledby="no-counter-heading"]')) return 'no-counter';
        if (document.querySelector('#decision fieldset button')) return 'decision';
        return null;
      },
      null,
      { timeout: 30_000, polling: 20 },
    );
    const shown = await screen.jsonValue();
    if (shown === 'decision') break;
    if (shown === 'no-counter') {
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
    } else {
      const name = (await handoffHeading(page).textContent()).replace('Pass the device to ', '').trim();
      await takeDevice(page, name);
    }
  }
  const heading = page.getByRole('heading', { level: 2, name: /^Hand of /, includeHidden: true });
  await heading.waitFor({ state: 'attached' });
  return (await heading.textContent()).replace('Hand of ', '').trim();
}

/** Fails unless `locator`'s box lies wholly inside the window. */
async function assertInWindow(page, locator, what) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  assert.ok(box, `${what}: not shown`);
  assert.ok(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5,
    `${what}: ${JSON.stringify(box)} is not inside the ${width} × ${height} window`,
  );
}

test('desktop: at every decision of the fixtures the Decision panel and the hand are in the window together', async () => {
  for (const { game, file, open } of await allFixtures()) {
    const page = await open();
    await page.setViewportSize(DESKTOP);
    const name = await personDeciding(page);
    const where = `${file}, ${await statusLine(page).textContent()}`;
    await assertInWindow(page, panel(page), `${where}: the Decision panel`);
    await assertInWindow(page, page.getByRole('region', { name: `Hand of ${name}`, exact: true }), `${where}: the hand`);
    // The hand's cards show their text where they are chosen (the panel, or the hand itself).
    await assertNoSidewaysScroll(page, where);
    // Still together once the board has been scrolled to its foot.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await assertInWindow(page, panel(page), `${where}, scrolled: the Decision panel`);
    await assertInWindow(page, page.getByRole('region', { name: `Hand of ${name}`, exact: true }), `${where}, scrolled: the hand`);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (file === 'make-a-move.json' || file === 'advanced-butcher.json') {
      await screenshot(page, `fit-${game}-desktop`, { fullPage: false });
    }
    assertNoProblems(page);
    await page.close();
  }
});

/** The sheet's box and the tab bar's, on a phone. */
async function sheetAndTabs(page) {
  const sheet = await panel(page).boundingBox();
  const tabs = await page.getByRole('tablist', { name: 'Parts of the table' }).boundingBox();
  return { sheet, tabs };
}

/** Fails unless the sheet and the tab bar sit at the foot of the window within their share. */
async function assertSheetInShare(page, where) {
  const { sheet, tabs } = await sheetAndTabs(page);
  const { height } = page.viewportSize();
  assert.ok(sheet && tabs, `${where}: sheet ${JSON.stringify(sheet)}, tabs ${JSON.stringify(tabs)}`);
  assert.ok(Math.abs(tabs.y + tabs.height - height) <= 1, `${where}: the tab bar is not at the foot: ${JSON.stringify(tabs)}`);
  assert.ok(Math.abs(sheet.y + sheet.height - tabs.y) <= 1, `${where}: the sheet does not sit on the tab bar`);
  const covered = height - sheet.y;
  assert.ok(
    covered <= SHEET_SHARE * height,
    `${where}: the sheet and the tabs cover ${covered} px of ${height} (more than ${SHEET_SHARE * 100}%)`,
  );
  return covered;
}

test('phone: the decision sheet folds to a bar and stays within 45% of the screen; the tabs bring the hand, the families and the log', async () => {
  const tabsSeen = new Set();
  for (const { game, file, open: openTable } of await allFixtures()) {
    const page = await openTable();
    await page.setViewportSize(PHONE);
    const name = await personDeciding(page);
    const where = `${file} at 360 px`;
    const tab = (label) => page.getByRole('tab', { name: label, exact: true });
    const opened = await assertSheetInShare(page, `${where}, open`);
    if (!tabsSeen.has(game)) await screenshot(page, `fit-${game}-phone-board`, { fullPage: false });

    // Folded to a bar: the status line stays, the choices go; the bar is lower than the sheet.
    await panel(page).getByRole('button', { name: 'Hide the decision', exact: true }).click();
    const folded = await assertSheetInShare(page, `${where}, folded`);
    assert.ok(folded < opened, `${where}: folded ${folded} px, open ${opened} px`);
    assert.ok(await statusLine(page).isVisible(), `${where}: the folded bar shows whose decision it is`);
    assert.equal(await panel(page).getByRole('group').count(), 0, `${where}: the folded bar still shows the choices`);
    if (!tabsSeen.has(game)) await screenshot(page, `fit-${game}-phone-folded`, { fullPage: false });
    await panel(page).getByRole('button', { name: 'Show the decision', exact: true }).click();
    assert.ok((await panel(page).getByRole('group').count()) > 0, `${where}: the choices come back`);
    await assertSheetInShare(page, `${where}, opened again`);

    // One tap each: the hand, the families, the log, and back to the board.
    const board = page.getByRole('region', { name: game === 'np' ? 'Board' : 'Table', exact: true });
    const hand = page.getByRole('region', { name: `Hand of ${name}`, exact: true });
    const families = page.getByRole('region', { name: 'Families', exact: true });
    const log = gameLog(page);
    const parts = [
      ['Hand', hand],
      ['Families', families],
      ['Log', log],
      ['Board', board],
    ];
    for (const [label, region] of parts) {
      await tab(label).click();
      assert.equal(await tab(label).getAttribute('aria-selected'), 'true');
      await region.waitFor();
      const box = await region.boundingBox();
      assert.ok(box.y < PHONE.height * (1 - SHEET_SHARE), `${where}, ${label}: its top is under the sheet: ${JSON.stringify(box)}`);
      assert.ok(box.width <= PHONE.width, `${where}, ${label}: ${JSON.stringify(box)}`);
      await assertNoSidewaysScroll(page, `${where}, ${label} tab`);
      for (const [other, otherRegion] of parts) {
        // Family Business's families are part of its table: the Board tab shows them too.
        const within = game === 'fb' && [label, other].includes('Board') && [label, other].includes('Families');
        if (other !== label && !within) {
          assert.equal(await otherRegion.isVisible(), false, `${where}: ${other} shows in the ${label} tab`);
        }
      }
      if (label === 'Log') {
        // The log opens at its end: the current group's heading is in sight above the sheet.
        const current = log.getByRole('region').last();
        const top = (await current.boundingBox()).y;
        assert.ok(top >= -1 && top < PHONE.height * (1 - SHEET_SHARE), `${where}: the current log group is at ${top} px`);
      }
      if (!tabsSeen.has(game)) await screenshot(page, `fit-${game}-phone-${label.toLowerCase()}`, { fullPage: false });
    }
    tabsSeen.add(game);
    assertNoProblems(page);
    await page.close();
  }
});

test('the log: no lines of windows nobody answered, the past groups folded, the current one open', async () => {
  const cases = [
    { open: () => openFixture(browser, 'final-round.json', 'fit-log-np', NP_NAMES), noise: /respond/ },
    {
      open: () => openFbFixture(browser, 'family-business/advanced-butcher.json', 'fit-log-fb', FB_NAMES),
      noise: /^No counter\.$/,
    },
  ];
  for (const { open, noise } of cases) {
    const page = await open();
    await personDeciding(page);
    const lines = await logLines(page);
    assert.ok(lines.length > 8, lines.join('\n'));
    assert.deepEqual(
      lines.filter((l) => noise.test(l)),
      [],
      'a window nobody answered has a line',
    );
    const groups = gameLog(page).getByRole('region');
    const count = await groups.count();
    assert.ok(count >= 3, `${count} groups`);
    for (let i = 0; i < count; i++) {
      const group = groups.nth(i);
      const shown = await group.getByRole('listitem').count();
      const all = await group.getByRole('listitem', { includeHidden: true }).count();
      const title = await group.getAttribute('aria-label');
      if (i < count - 1) {
        assert.ok(all > 0, `${title}: no lines`);
        assert.equal(shown, 0, `${title}: a past group is open`);
      }
      else assert.equal(shown, all, `${title}: the current group is folded`);
    }
    // A past group opens to be read.
    const first = groups.first();
    await first.getByText(await first.getAttribute('aria-label'), { exact: true }).click();
    assert.ok((await first.getByRole('listitem').count()) > 0, 'a past group does not open');
    assertNoProblems(page);
    await page.close();
  }
});
