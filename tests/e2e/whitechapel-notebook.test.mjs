// The detective's notebook, a setup option for the police: off by default; when on, the police's
// screen shades the circles where Jack can be, names them beside the map and on the map's
// buttons, and keeps doing so after a reload. Jack's screen never shows it.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  clearStorage,
  setBotSpeed,
  screenshot,
  assertNoSidewaysScroll,
} from './support.mjs';
import { newWcTable, startWcGame, picker, playWc, map, mapButtons, decision } from './whitechapel.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

function notebook(page) {
  return page.getByRole('region', { name: "Detective's notebook" });
}

/** Whether the police are asked to act with a policeman (a search, an arrest or a pass). */
async function policeActing(page) {
  return (await decision(page).locator('.prompt').getByText(/^The \w+ policeman(: click| stands)/).count()) > 0;
}

/** The circles the notebook names, or its count when it names none. */
async function named(page) {
  const text = await notebook(page).locator('p').innerText();
  const count = Number(text.match(/on (\d+) circles|only be on/)?.[1] ?? 1);
  const circles = [...text.matchAll(/circle (\d+)/g)].map((m) => Number(m[1]));
  return { count, circles };
}

test('the detective\'s notebook shades where Jack can be on the police\'s screen, and only there', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('radio', { name: 'Letters from Whitechapel' }).check();
  assert.equal(await page.getByRole('checkbox', { name: /^Detective's notebook/ }).isChecked(), false);
  await startWcGame(page, [
    { name: 'Jack bot', kind: 'random' },
    { name: 'Mary', kind: 'human' },
  ], { seed: 5, notebook: true });
  await map(page).waitFor();
  await setBotSpeed(page, 'instant');
  // Before the kill there is nothing to note.
  assert.equal(await notebook(page).count(), 0);
  await playWc(page, picker(8), { until: policeActing });
  await notebook(page).waitFor();
  const before = await named(page);
  assert.ok(before.count >= 1, `${before.count} circles`);
  assert.equal(await page.locator('.wc-map-drawing .notebook .maybe').count(), before.count);
  if (before.circles.length > 0) assert.equal(before.circles.length, before.count);
  // The circles offered next to the policeman say whether Jack may be there.
  const labels = await mapButtons(page).evaluateAll((b) => b.map((e) => e.getAttribute('aria-label')));
  for (const label of labels) {
    const n = Number(label.match(/^Circle (\d+)/)?.[1]);
    if (before.circles.length > 0 && before.circles.includes(n)) assert.match(label, /Jack may be here/);
  }
  await map(page).getByText('Key', { exact: true }).click();
  await page.getByText("Shaded: Jack can be here (detective's notebook)").waitFor();
  await screenshot(page, 'whitechapel-notebook-desktop');
  await page.setViewportSize({ width: 360, height: 740 });
  await assertNoSidewaysScroll(page, 'the notebook on a phone');
  await screenshot(page, 'whitechapel-notebook-phone');

  // A reload keeps the option and the same circles.
  await page.reload();
  await notebook(page).waitFor();
  assert.deepEqual(await named(page), before);
  assertNoProblems(page);
  await page.close();
});

test('without the option, and on Jack\'s screen, no notebook is shown', async () => {
  const page = await newWcTable(browser, [
    { name: 'Jack bot', kind: 'random' },
    { name: 'Mary', kind: 'human' },
  ], { seed: 5 });
  await playWc(page, picker(8), { until: policeActing });
  assert.equal(await notebook(page).count(), 0);
  assert.equal(await page.locator('.wc-map-drawing .notebook .maybe').count(), 0);
  assertNoProblems(page);
  await page.close();

  const jack = await newWcTable(browser, [
    { name: 'Jill', kind: 'human' },
    { name: 'Lestrade', kind: 'random' },
  ], { seed: 9, notebook: true });
  await playWc(jack, picker(4), {
    until: async (p) => (await p.getByText('Your move: click a circle to go to.').count()) > 0,
  });
  assert.equal(await notebook(jack).count(), 0);
  assert.equal(await jack.locator('.wc-map-drawing .notebook .maybe').count(), 0);
  assertNoProblems(jack);
  await jack.close();
});
