// Browser test of the release build: a new 4-player game, read the way a person with a screen
// reader would, by roles and accessible names.
//
// Serves ../../dist on a free port (or tests BASE_URL, e.g. a running `trunk serve`), drives
// Debian's /usr/bin/chromium through playwright-core, fails on any console error or page error,
// and saves a screenshot to screenshots/.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile, mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const dist = join(root, 'dist');
const screenshots = join(here, 'screenshots');

// R1.12.1, top to bottom as in R1.11.1.
const POSITIONS = [
  ['Capo', 9],
  ['Underboss', 8],
  ['Counselor', 7],
  ['Enforcer', 6],
  ['Racketeer', 5],
  ['Bean Counter', 4],
  ['First Guy', 3],
  ['Second Guy', 2],
  ['Third Guy', 1],
];
const TYPES = ['Thug', 'Hitman', 'Gambler', 'Conman', 'no type'];

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** A static server over dist/ on port 0; unknown paths fall back to index.html. */
function serveDist() {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist + sep) || path.endsWith('/')) file = join(dist, 'index.html');
    let body;
    try {
      body = await readFile(file);
    } catch {
      file = join(dist, 'index.html');
      body = await readFile(file);
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

let server;
let context;
let baseUrl = process.env.BASE_URL;
let profile;
let gangsterNames;

before(async () => {
  const cards = JSON.parse(await readFile(join(root, 'engine', 'data', 'cards.json'), 'utf8'));
  gangsterNames = new Set(cards.gangsters.map((g) => g.name.en));
  if (!baseUrl) {
    await readFile(join(dist, 'index.html')).catch(() => {
      throw new Error(`no ${dist}/index.html: run "trunk build --release --offline" first`);
    });
    server = await serveDist();
    baseUrl = `http://127.0.0.1:${server.address().port}/`;
  }
  profile = await mkdtemp(join(tmpdir(), 'np-e2e-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1440, height: 1000 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

after(async () => {
  await context?.close();
  if (server) await new Promise((ok) => server.close(ok));
  if (profile) await rm(profile, { recursive: true, force: true });
});

/** Pairs of <dt>/<dd> texts of the first description list inside `scope`. */
async function terms(scope) {
  const list = scope.locator('dl').first();
  const dts = await list.getByRole('term').allTextContents();
  const dds = await list.getByRole('definition').allTextContents();
  assert.equal(dts.length, dds.length);
  return Object.fromEntries(dts.map((t, i) => [t.trim(), dds[i].trim()]));
}

test('a new 4-player game shows the board and four player boards', async () => {
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));

  await page.goto(baseUrl);
  const board = page.getByRole('region', { name: 'Board', exact: true });
  await board.waitFor({ timeout: 20_000 }).catch((e) => {
    throw new Error(`the board did not appear: ${e.message}\n${problems.join('\n')}`);
  });
  assert.equal(await page.getByRole('heading', { name: 'Nothing Personal', level: 1 }).count(), 1);

  // The nine positions, by name and number, each with a gangster card from the data.
  for (const [name, number] of POSITIONS) {
    const space = board.getByRole('article', { name: `${name} (position ${number})` });
    assert.equal(await space.count(), 1, `${name} (position ${number})`);
    assert.equal(
      (await space.getByRole('heading', { level: 3 }).textContent()).trim(),
      name,
    );
    const gangster = (await space.getByRole('heading', { level: 4 }).textContent()).trim();
    assert.ok(gangsterNames.has(gangster), `${name}: unknown gangster "${gangster}"`);
    const text = await space.textContent();
    assert.ok(TYPES.some((t) => text.includes(t)), `${name}: no type shown`);
    const values = await terms(space);
    assert.match(values.Respect, /^(-?\d+|rolled) \([+-]\d+\)$/, `${name} Respect`);
    assert.match(values.Money, /^(-?\d+|rolled) \([+-]\d+\)$/, `${name} Money`);
    if (number === 9) {
      assert.match(gangster, /Mac Pheeto/, 'R2.4: Mac Pheeto starts as the Capo');
      assert.match(values.Respect, /\(\+4\)$/, 'R1.12.1: the Capo adds +4 Respect');
    }
  }

  // The three Associates, each with a gangster and plain card values.
  for (const a of [1, 2, 3]) {
    const space = board.getByRole('article', { name: `Associate ${a}`, exact: true });
    assert.equal(await space.count(), 1, `Associate ${a}`);
    const gangster = (await space.getByRole('heading', { level: 4 }).textContent()).trim();
    assert.ok(gangsterNames.has(gangster), `Associate ${a}: unknown gangster "${gangster}"`);
    const values = await terms(space);
    assert.match(values.Respect, /^(-?\d+|rolled)$/, `Associate ${a} Respect`);
  }

  // R2.2, R2.9: every family starts with $5, Respect 0, 25 markers and 4 cards.
  for (const p of [1, 2, 3, 4]) {
    const region = page.getByRole('region', { name: `Player ${p} board` });
    assert.equal(await region.count(), 1, `Player ${p} board`);
    assert.deepEqual(await terms(region), {
      Money: '$5',
      Respect: '0',
      'Markers left': '25',
      'Cards in hand': '4',
    });
  }
  assert.equal(await page.getByRole('region', { name: 'Player 5 board' }).count(), 0);

  // Round, phase and ring holder.
  const status = await terms(page.getByRole('region', { name: 'Game status' }));
  assert.equal(status.Phase, 'Setup');
  assert.match(status['Ring holder'], /^Player [1-4] \(\w+\)$/);
  assert.ok('Round' in status);

  await mkdir(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, 'board.png'), fullPage: true });
  await page.setViewportSize({ width: 420, height: 900 });
  await page.screenshot({ path: join(screenshots, 'board-narrow.png'), fullPage: true });

  assert.deepEqual(problems, []);
  await page.close();
});
