// Benchmark, not a test: the time from a navigation to the first screen the players can use
// (the start screen's "Start the game" button in the page), in headless Chromium, RUNS times
// (default 5) each: cold (a fresh browser profile: nothing cached, no service worker) and warm
// (a reload once the service worker keeps the files), for the page and for its embed mode
// (`?embed`). Prints the median and the range in milliseconds, from the navigation's start.
// NETWORK=slow-4g downloads as Chromium's DevTools "Slow 4G" does (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up) instead of at the test server's local speed.
// Run: node startup.bench.mjs (after the release build). See docs/performance.md.

import { launch, openPage } from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const NETWORKS = {
  local: null,
  'slow-4g': { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
};
const NETWORK = process.env.NETWORK ?? 'local';
if (!(NETWORK in NETWORKS)) throw new Error(`NETWORK is one of ${Object.keys(NETWORKS).join(', ')}`);

/** Records, in the page, when the start button first appears. */
function watchForStart() {
  new MutationObserver((_, observer) => {
    for (const b of document.querySelectorAll('button')) {
      if (b.textContent.trim() === 'Start the game') {
        window.__interactive = performance.now();
        observer.disconnect();
        return;
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

async function interactive(page) {
  await page.waitForFunction(() => window.__interactive !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => window.__interactive);
}

const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)].toFixed(0)} ms (${s[0].toFixed(0)}–${s[s.length - 1].toFixed(0)})`;
};

for (const query of ['', '?embed']) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < RUNS; i++) {
    const browser = await launch();
    const page = await openPage(browser.context);
    await page.addInitScript(watchForStart);
    if (NETWORKS[NETWORK]) {
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', NETWORKS[NETWORK]);
    }
    await page.goto(browser.baseUrl + query);
    cold.push(await interactive(page));
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
    await page.reload();
    warm.push(await interactive(page));
    await browser.close();
  }
  const name = query || 'the page';
  console.log(`${name} (${NETWORK}): cold ${summary(cold)}; warm (service worker) ${summary(warm)}`);
}
