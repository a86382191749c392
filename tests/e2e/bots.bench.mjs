// Benchmark, not a test: how long each bot level thinks in Chromium, in the bots' Web Worker.
// For each level (LEVELS, default "random,heuristic,strong") it plays GAMES (default 1) 4-player
// games of that level alone at instant speed, seeds 31, 32, …, and prints the time from a bot's
// request to its reply, median and 95th percentile, and the main-thread tasks longer than 50 ms
// meanwhile, each said to have begun while a bot thought or between moves. GAME chooses the
// game: "nothing-personal" (default; the page's measure "np-bot-think": the save sent, the game
// replayed in the worker, the decision, the reply read) or "family-business" ("fb-bot-think":
// the seat's view sent, the decision, the reply read) or "whitechapel" ("wc-bot-think": the
// side's view sent, the decision, the reply read; Jack and the police of the same level). Run: node bots.bench.mjs, or GAME=family-business node
// bots.bench.mjs (after the release build). See docs/bots.md and docs/performance.md.

import { launch, openPage, startGame, clearStorage, setBotSpeed } from './support.mjs';
import { startFbGame } from './family-business.mjs';
import { startWcGame } from './whitechapel.mjs';

const FAMILY_BUSINESS = process.env.GAME === 'family-business';
const WHITECHAPEL = process.env.GAME === 'whitechapel';
const LEVELS = (process.env.LEVELS ?? 'random,heuristic,strong').split(',');
const GAMES = Number(process.env.GAMES ?? 1);
const MEASURE = FAMILY_BUSINESS ? 'fb-bot-think' : WHITECHAPEL ? 'wc-bot-think' : 'np-bot-think';

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const browser = await launch();
for (const level of LEVELS) {
  const thinking = [];
  const long = [];
  for (let g = 0; g < GAMES; g++) {
    await clearStorage(browser.context, browser.baseUrl);
    const page = await openPage(browser.context, browser.baseUrl);
    await page.evaluate(() => {
      window.__long = [];
      new PerformanceObserver((list) => {
        for (const t of list.getEntries()) window.__long.push([t.startTime, t.duration]);
      }).observe({ type: 'longtask' });
    });
    const names = ['Anna', 'Bruno', 'Carla', 'Dario'];
    if (FAMILY_BUSINESS) {
      await startFbGame(page, names.map((name) => ({ name, kind: level })), { seed: 31 + g });
    } else if (WHITECHAPEL) {
      await startWcGame(page, names.map((name) => ({ name, kind: level })), { seed: 31 + g });
    } else {
      await startGame(
        page,
        names.map((name) => ({ name, kind: level === 'random' ? 'bot' : level })),
        { seed: 31 + g },
      );
    }
    await setBotSpeed(page, 'instant');
    const over = WHITECHAPEL ? page.locator('.wc-end') : page.getByRole('region', { name: 'Game over' });
    await over.waitFor({ timeout: 1_800_000 });
    thinking.push(
      ...(await page.evaluate(
        (measure) => performance.getEntriesByName(measure).map((m) => m.duration),
        MEASURE,
      )),
    );
    // Each long task, and whether it began while a bot was thinking (between a request and
    // its reply) or between moves.
    const requests = await page.evaluate(
      (measure) => performance.getEntriesByName(measure).map((m) => [m.startTime, m.duration]),
      MEASURE,
    );
    for (const [start, duration] of await page.evaluate(() => window.__long)) {
      const during = requests.some(([s, d]) => start >= s && start < s + d);
      long.push({ duration, during, game: g });
    }
    await page.close();
  }
  thinking.sort((a, b) => a - b);
  console.log(
    `${level}: ${thinking.length} decisions in ${GAMES} game(s): median ${quantile(thinking, 0.5).toFixed(1)} ms, ` +
      `p95 ${quantile(thinking, 0.95).toFixed(1)} ms, max ${thinking.at(-1).toFixed(1)} ms; ` +
      `main-thread tasks over 50 ms: ${long.length}` +
      long
        .map((t) => ` [game ${t.game + 1}: ${t.duration.toFixed(0)} ms, ${t.during ? 'while a bot thought' : 'between bot moves'}]`)
        .join(''),
  );
}
await browser.close();
