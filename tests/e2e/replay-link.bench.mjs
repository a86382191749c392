// Benchmark, not a test: how long the replay link of a finished 4-player game is. It plays GAMES
// (default 5) 4-player games of LEVEL bots (default "heuristic"; "bot" for Random) at instant
// speed, seeds 31, 32, …, asks each end screen for its replay link and prints the game's moves,
// the link's length in characters and its record's length as stored, then the median link.
// Run: node replay-link.bench.mjs (after the release build). See docs/performance.md.

import { launch, openPage, startGame, clearStorage, lastRecord, setBotSpeed } from './support.mjs';

const LEVEL = process.env.LEVEL ?? 'heuristic';
const GAMES = Number(process.env.GAMES ?? 5);

const browser = await launch();
const lengths = [];
console.log('| seed | moves | record (characters) | link (characters) |');
console.log('|---:|---:|---:|---:|');
for (let g = 0; g < GAMES; g++) {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  const seed = 31 + g;
  await startGame(
    page,
    ['Anna', 'Bruno', 'Carla', 'Dario'].map((name) => ({ name, kind: LEVEL })),
    { seed },
  );
  await setBotSpeed(page, 'instant');
  await page.getByRole('region', { name: 'Game over' }).waitFor({ timeout: 1_800_000 });
  const record = await lastRecord(page);
  await page.getByRole('button', { name: 'Share a replay link' }).click();
  const link = await page.getByRole('textbox', { name: 'Replay link' }).inputValue();
  lengths.push(link.length);
  console.log(`| ${seed} | ${record.game.actions.length} | ${JSON.stringify(record).length} | ${link.length} |`);
  await page.close();
}
lengths.sort((a, b) => a - b);
console.log(`median link: ${lengths[Math.floor(lengths.length / 2)]} characters (${browser.baseUrl} included)`);
await browser.close();
