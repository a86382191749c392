// Benchmark, not a test: random full games per second of the rules engine compiled to
// WebAssembly and run in Chromium, the games of `cargo bench -p table-bots`. Run by
// scripts/wasm-speed, which builds the module into the directories named on the command line
// (each holding np_speed.js and np_speed_bg.wasm from wasm-bindgen --target web). GAMES
// (default 1000) games per player count. See docs/performance.md.

import { createServer } from 'node:http';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const GAMES = Number(process.env.GAMES ?? 1000);
const builds = process.argv.slice(2).map((dir) => resolve(dir));
if (builds.length === 0) throw new Error('name the directories of the wasm-bindgen builds');

const PAGE = `<!doctype html><meta charset="utf-8"><title>engine speed</title>
<script type="module">
  import init, { random_games } from './np_speed.js';
  window.measure = async (games) => {
    await init();
    // Let the browser compile the module to its optimising tier before anything is timed.
    for (const players of [3, 4, 5]) random_games(players, Math.ceil(games / 5));
    const rows = [];
    for (const players of [3, 4, 5]) {
      const start = performance.now();
      const decisions = random_games(players, games);
      const secs = (performance.now() - start) / 1000;
      rows.push({ players, games, gamesPerSec: games / secs, decisionsPerSec: decisions / secs });
    }
    return rows;
  };
</script>`;

/** Serves one build directory, with the page above at /. */
function serve(dir) {
  const types = { '.js': 'text/javascript', '.wasm': 'application/wasm' };
  const server = createServer(async (req, res) => {
    const name = basename(new URL(req.url, 'http://x').pathname);
    if (name === 'favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (name === '') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
      return;
    }
    try {
      const body = await readFile(join(dir, name));
      res.writeHead(200, { 'content-type': types[name.slice(name.lastIndexOf('.'))] ?? 'text/plain' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const profile = await mkdtemp(join(tmpdir(), 'np-speed-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const dir of builds) {
    const server = await serve(dir);
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => typeof window.measure === 'function');
    const rows = await page.evaluate((games) => window.measure(games), GAMES);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    console.log(`${basename(dir)}:`);
    console.log('players  games  games/s  decisions/s');
    for (const r of rows) {
      console.log(
        `${String(r.players).padStart(7)}  ${String(r.games).padStart(5)}  ${r.gamesPerSec.toFixed(0).padStart(7)}  ${r.decisionsPerSec.toFixed(0).padStart(11)}`,
      );
    }
    await page.close();
    await new Promise((ok) => server.close(ok));
  }
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
}
