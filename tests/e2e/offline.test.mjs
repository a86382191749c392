// Offline play: after one visit the service worker keeps every file of the build, so the game
// loads, shows How to play (with the styles the start screen did not fetch) and plays (bots
// included) with no network at all. A new build is installed in the
// background and announced; it takes over only when the players reload, and the old build's
// cache is then deleted.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  clearStorage,
  dist,
  lastRecord,
  statusLine,
  setBotSpeed,
} from './support.mjs';
import { playClicks } from './players.mjs';
import { writeServiceWorker } from '../../scripts/service-worker.mjs';

let browser;
// The build the server serves now: dist/, or the next build of the update test.
let served = dist;
let next;
before(async () => {
  browser = await launch({ root: () => served });
});
after(async () => {
  await browser?.close();
  if (next) await rm(next, { recursive: true, force: true });
});

const ONE_PERSON = [
  { name: 'Anna', kind: 'human' },
  { name: 'Bruno', kind: 'bot' },
  { name: 'Carla', kind: 'bot' },
];

/** Waits until the service worker is active and has taken charge of the page. */
async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
    timeout: 30_000,
  });
}

test('after one visit the game loads and plays with no network, bots included', async () => {
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await controlled(page);
  await browser.context.setOffline(true);
  try {
    await page.reload();
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    // How to play, with its frame's styles, which the start screen did not fetch.
    await page.getByRole('button', { name: 'How to play Nothing Personal', exact: true }).click();
    const guide = page.getByRole('dialog', { name: 'How to play Nothing Personal', exact: true });
    await guide.getByRole('heading', { level: 3, name: 'The goal' }).waitFor();
    const border = await guide.evaluate((d) => getComputedStyle(d).borderTopWidth);
    assert.equal(border, '2px', 'How to play\'s frame is styled offline');
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'detached' });
    await startGame(page, ONE_PERSON, { seed: 4 });
    await setBotSpeed(page, 'instant');
    await playClicks(page, 12, 4);
    const seats = new Set((await lastRecord(page)).game.actions.map(([seat]) => seat));
    assert.deepEqual([...seats].sort(), [0, 1, 2], 'the person and both bots moved offline');
    assert.equal(await page.evaluate(() => navigator.onLine), false);
  } finally {
    await browser.context.setOffline(false);
  }
  assertNoProblems(page);
  await page.close();
});

test('a new build is announced without cutting the game short, and a reload takes it', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await controlled(page);
  await startGame(page, ONE_PERSON, { seed: 9 });
  await playClicks(page, 2, 9);
  const before = await page.evaluate(() => caches.keys());
  assert.equal(before.length, 1, before.join(', '));
  const status = await statusLine(page).textContent();

  // The next build: the same files, a changed page, its own service worker.
  next = await mkdtemp(join(tmpdir(), 'np-next-'));
  await cp(dist, next, { recursive: true });
  const page2 = join(next, 'index.html');
  await writeFile(page2, `${await readFile(page2, 'utf8')}\n<!-- the next build -->\n`);
  const nextCache = writeServiceWorker(next);
  assert.notEqual(nextCache, before[0]);
  served = next;

  await page.evaluate(() => {
    window.stillHere = true;
    return navigator.serviceWorker.getRegistration().then((r) => r.update());
  });
  const notice = page.getByRole('alert').filter({ hasText: 'A new version of the game is ready.' });
  await notice.waitFor({ timeout: 30_000 });
  // Nothing changed under the players' hands: the same page, the same decision.
  assert.equal(await page.evaluate(() => window.stillHere), true);
  assert.equal(await statusLine(page).textContent(), status);
  // The next build is stored beside the one in use, which is kept until the reload.
  assert.deepEqual((await page.evaluate(() => caches.keys())).sort(), [before[0], nextCache].sort());

  await Promise.all([
    page.waitForEvent('load'),
    notice.getByRole('button', { name: 'Reload now', exact: true }).click(),
  ]);
  await statusLine(page).waitFor();
  assert.equal(await statusLine(page).textContent(), status, 'the game resumes where it was');
  await page.waitForFunction((name) => caches.keys().then((k) => k.length === 1 && k[0] === name), nextCache);
  // The page now comes from the next build.
  assert.match(await page.evaluate(() => fetch('./').then((r) => r.text())), /the next build/);
  assertNoProblems(page);
  await page.close();
  served = dist;
});
