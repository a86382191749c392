// The first load: the start screen comes up without the game's code (the rules engine and the
// game's screens, split off by the build), which the page fetches when a game first opens; a
// second click on "Start the game" while it comes starts no second game.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  clearStorage,
  handoffHeading,
  panel,
} from './support.mjs';

const GAME_CODE = /\/game-[0-9a-f]+\/split_[^/]*\.wasm$/;

let browser;
before(async () => {
  // No service worker: every request of the page is on the network, seen and held here.
  browser = await launch({ serviceWorkers: 'block' });
});
after(async () => {
  await browser?.close();
});

/** A new page, on a cleared storage, that lists the addresses it requests. */
async function watchedPage() {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context);
  page.requested = [];
  page.on('request', (r) => page.requested.push(new URL(r.url()).pathname));
  return page;
}

test('the start screen comes without the game\'s code, which comes when a game opens', async () => {
  const page = await watchedPage();
  await page.goto(browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.ok(page.requested.some((p) => /\/game-[0-9a-f]+\/table-page_bg\.wasm$/.test(p)), 'the start module');
  assert.deepEqual(page.requested.filter((p) => GAME_CODE.test(p)), [], 'no game code on the start screen');

  await startGame(page, [
    { name: 'Anna', kind: 'human' },
    { name: 'Bruno', kind: 'human' },
    { name: 'Carla', kind: 'human' },
  ]);
  await handoffHeading(page).waitFor();
  assert.equal(page.requested.filter((p) => GAME_CODE.test(p)).length, 1, 'the game code, once');
  assertNoProblems(page);
  await page.close();
});

test('while the game opens the page says so, and a second click starts no second game', async () => {
  const page = await watchedPage();
  let release;
  const held = new Promise((ok) => {
    release = ok;
  });
  await page.route(GAME_CODE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await startGame(page, [
    { name: 'Anna', kind: 'human' },
    { name: 'Bruno', kind: 'bot' },
    { name: 'Carla', kind: 'bot' },
  ]);
  const status = page.getByRole('status').filter({ hasText: 'Opening the game…' });
  await status.waitFor();
  // An impatient second click: the button says it is disabled, and the click still reaches it.
  await page.getByRole('button', { name: 'Start the game' }).click({ force: true });
  release();
  await panel(page).waitFor();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const games = page.getByRole('region', { name: 'Your games' }).getByRole('listitem');
  await games.first().waitFor();
  assert.equal(await games.count(), 1, 'one game started');
  assertNoProblems(page);
  await page.close();
});
