// The game embedded by a fan site (docs/embedding.md): a host page on another origin frames
// `?embed` (sandboxed to scripts and its own origin), hears "np:ready", asks for a new game of
// bots and hears "np:game-over" with the final ranking. A command from an origin the build did
// not list, or of another shape, is ignored. The compact layout fits a phone-sized frame and
// links to the full game.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, openPage, assertNoProblems, dist, screenshot, setBotSpeed } from './support.mjs';

let browser;
let listed;
let unlisted;
let build;

/**
 * A host page that frames the game at the address `gameUrl()` gives and keeps every message the
 * game sends it.
 */
function hostPage(gameUrl, { width = 1100, height = 900 } = {}) {
  return createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!DOCTYPE html><html lang="en"><head><title>Fan site</title></head><body>
<h1>Our favourite game</h1>
<iframe title="Nothing Personal" src="${gameUrl()}?embed" sandbox="allow-scripts allow-same-origin" style="width:${width}px;height:${height}px;border:0"></iframe>
<script>
  window.heard = [];
  window.addEventListener('message', (e) => window.heard.push(e.data));
  window.tell = (message) => document.querySelector('iframe').contentWindow.postMessage(message, '*');
</script></body></html>`);
  });
}

const listen = (server) => new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));

before(async () => {
  // The site owner's build lists the fan site's origin (NP_COMMAND_ORIGINS at build time): the
  // built page is the release build with that list written in, as the build hook writes it.
  // The fan site keeps its port (its origin) and frames the game once the game's server runs.
  listed = await listen(hostPage(() => browser.baseUrl));
  const origin = `http://localhost:${listed.address().port}`;
  build = await mkdtemp(join(tmpdir(), 'np-embed-'));
  await cp(dist, build, { recursive: true });
  const page = join(build, 'index.html');
  const html = await readFile(page, 'utf8');
  assert.match(html, /<meta name="np-command-origins" content="">/, 'the build lists no origin by default');
  await writeFile(page, html.replace('<meta name="np-command-origins" content="">', `<meta name="np-command-origins" content="${origin}">`));
  browser = await launch({ root: () => build });
  unlisted = await listen(hostPage(() => browser.baseUrl, { width: 360, height: 640 }));
});
after(async () => {
  await browser?.close();
  for (const server of [listed, unlisted]) if (server) await new Promise((ok) => server.close(ok));
  if (build) await rm(build, { recursive: true, force: true });
});

/** The game's frame in a host page. */
async function gameFrame(page) {
  const element = page.getByTitle('Nothing Personal');
  await element.waitFor();
  return (await element.elementHandle()).contentFrame();
}

const heard = (page, type) =>
  page.waitForFunction((t) => window.heard.find((m) => m && m.type === t), type, { timeout: 120_000 });

/**
 * Sends the game each of `messages` from the host page, then waits until the game has handled
 * them all: a last message reaches a listener of the frame added after the game's own, which
 * the browser calls after it, in the order the messages were sent.
 */
async function tellAndWait(page, frame, messages) {
  await frame.evaluate(() => {
    window.handled = false;
    window.addEventListener('message', (e) => {
      if (e.data === 'test:after') window.handled = true;
    });
  });
  for (const message of [...messages, 'test:after']) await page.evaluate((m) => window.tell(m), message);
  await frame.waitForFunction(() => window.handled);
}

/**
 * Fails if a command was taken: a new game command switches the language at once (before the
 * game's code comes), and starts a game.
 */
async function assertIgnored(frame) {
  assert.equal(await frame.evaluate(() => document.documentElement.lang), 'en', 'a command was taken');
  await frame.getByRole('heading', { name: 'New game' }).waitFor();
  assert.equal(await frame.getByRole('region', { name: 'Game log' }).count(), 0, 'a game started');
}

test('a listed site starts a game of bots and hears when it is over, with the ranking', async () => {
  const page = await openPage(browser.context, `http://localhost:${listed.address().port}/`);
  const frame = await gameFrame(page);
  await heard(page, 'np:ready');
  await page.evaluate(() => window.tell({ type: 'np:new-game', players: 3, bots: 3, language: 'en' }));
  await setBotSpeed(frame, 'instant');
  const over = await (await heard(page, 'np:game-over')).jsonValue();
  assert.equal(over.ranking.length, 3);
  assert.deepEqual(over.ranking.map((r) => r.name).sort(), ['Anna', 'Bruno', 'Carla']);
  const winner = (await frame.getByText(/ wins!$/).textContent()).replace(' wins!', '');
  assert.equal(over.ranking[0].name, winner);
  assert.ok(over.ranking.every((r, i) => i === 0 || r.respect <= over.ranking[i - 1].respect));
  assertNoProblems(page);
  await page.close();
});

test('a command from an unlisted site, or of another shape, is ignored', async () => {
  const page = await openPage(browser.context, `http://127.0.0.1:${unlisted.address().port}/`);
  const frame = await gameFrame(page);
  await heard(page, 'np:ready');
  await tellAndWait(page, frame, [{ type: 'np:new-game', players: 3, bots: 3, language: 'ja' }]);
  await assertIgnored(frame);
  assertNoProblems(page);
  await page.close();

  const listedPage = await openPage(browser.context, `http://localhost:${listed.address().port}/`);
  const listedFrame = await gameFrame(listedPage);
  await heard(listedPage, 'np:ready');
  await tellAndWait(listedPage, listedFrame, [
    { type: 'np:new-game', players: 9, bots: 0, language: 'ja' },
    { type: 'np:new-game', players: 3, bots: 1, language: 'ja', names: ['<img src=x onerror=alert(1)>'] },
    '<img src=x onerror=alert(1)>',
  ]);
  await assertIgnored(listedFrame);
  assertNoProblems(listedPage);
  await listedPage.close();
});

test('the embedded page fits a phone-sized frame and opens the full game in a tab of its own', async () => {
  const page = await openPage(browser.context, `http://127.0.0.1:${unlisted.address().port}/`);
  const frame = await gameFrame(page);
  await frame.getByRole('heading', { name: 'New game' }).waitFor();
  const { scroll, width } = await frame.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.equal(width, 360);
  assert.ok(scroll <= width, `the frame's page is ${scroll} px wide`);
  const link = frame.getByRole('link', { name: 'Open full game' });
  assert.equal(await link.getAttribute('target'), '_blank');
  assert.equal(await link.getAttribute('href'), browser.baseUrl);
  await frame.getByRole('button', { name: 'Start the game' }).click();
  await frame.getByRole('region', { name: 'Decision', exact: true }).waitFor();
  const table = await frame.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(table <= 360, `the table is ${table} px wide`);
  await screenshot(page, 'embed-phone');
  assertNoProblems(page);
  await page.close();
});
