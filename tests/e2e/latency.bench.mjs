// Benchmark, not a test: how soon the page paints after a click and after a bot's move, in
// Chromium. Plays a 4-player game (one person, three Random bots at normal speed) for a number
// of the person's clicks (CLICKS, default 300), and prints the click-to-paint times of every click (and of the
// Confirm of Commission card plays), the bot-move-to-paint times, and the main-thread tasks
// longer than 50 ms. Run: node latency.bench.mjs (after the release build). See
// docs/performance.md.

import { launch, openPage, startGame, panel } from './support.mjs';
import { random, situation } from './players.mjs';

const CLICKS = Number(process.env.CLICKS ?? 300);

function stats(xs) {
  if (xs.length === 0) return 'none';
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `n=${s.length} median=${at(0.5).toFixed(1)} ms p95=${at(0.95).toFixed(1)} ms max=${s[s.length - 1].toFixed(1)} ms`;
}

const { baseUrl, context, close } = await launch();
const page = await openPage(context);
await page.addInitScript(() => {
  window.__clicks = [];
  window.__bots = [];
  window.__long = [];
  // From the click's timestamp to the frame after the one the click's work was painted in.
  document.addEventListener(
    'click',
    (e) => {
      const start = e.timeStamp;
      const label = (e.target.closest('button')?.textContent ?? '').trim();
      requestAnimationFrame(() =>
        setTimeout(() => window.__clicks.push({ label, ms: performance.now() - start })),
      );
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const m of list.getEntries()) {
      if (m.name !== 'np-bot-move') continue;
      requestAnimationFrame(() => setTimeout(() => window.__bots.push(performance.now() - m.startTime)));
    }
  }).observe({ type: 'mark' });
  new PerformanceObserver((list) => {
    for (const t of list.getEntries()) window.__long.push(t.duration);
  }).observe({ type: 'longtask' });
});
await page.goto(baseUrl);
await startGame(
  page,
  [
    { name: 'Anna', kind: 'human' },
    { name: 'Bruno', kind: 'bot' },
    { name: 'Carla', kind: 'bot' },
    { name: 'Dario', kind: 'bot' },
  ],
  { seed: 11 },
);
const rnd = random(11);
const decision = panel(page);
const confirms = [];
for (let clicks = 0; clicks < CLICKS; clicks++) {
  const state = await situation(page, 60_000);
  if (state === 'end') break;
  const status = await decision.locator(".status").textContent();
  const commission = /play an influence card/.test(status);
  if (process.env.TRACE) console.log(state, status);
  if (state === 'confirm') {
    const before = await page.evaluate(() => window.__clicks.length);
    await decision.getByRole('button', { name: 'Confirm', exact: true }).click();
    if (commission) {
      await page.waitForFunction((n) => window.__clicks.length > n, before);
      confirms.push(await page.evaluate(() => window.__clicks.at(-1).ms));
    }
    continue;
  }
  const buttons = decision.getByRole('group').first().getByRole('button');
  const texts = await buttons.allTextContents();
  // In the Commission, play a card rather than pass, so card plays are measured.
  const all = texts.map((t, i) => [t, i]);
  const cards = all.filter(([t]) => !commission || t !== 'Pass');
  const offered = cards.length > 0 ? cards : all;
  const [, i] = offered[Math.floor(rnd() * offered.length)];
  await buttons.nth(i).click();
}
await page.waitForTimeout(500);
const { clicks, bots, long } = await page.evaluate(() => ({
  clicks: window.__clicks.map((c) => c.ms),
  bots: window.__bots,
  long: window.__long,
}));
console.log(`click to next paint, every click:            ${stats(clicks)}`);
console.log(`click to next paint, Confirm of a card play: ${stats(confirms)}`);
console.log(`bot move to next paint:                      ${stats(bots)}`);
console.log(`main-thread tasks over 50 ms:                ${long.length}${long.length ? ` (longest ${Math.max(...long).toFixed(0)} ms)` : ''}`);
if (page.problems.length) console.log(page.problems.join('\n'));
await close();
