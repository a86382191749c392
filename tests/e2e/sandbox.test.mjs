// The game embedded by another site in a frame sandboxed to scripts alone
// (`<iframe sandbox="allow-scripts">`): no storage, no downloads, no form submission, no origin
// of its own. It still plays, bots included, in memory; the page says so and gives the game as
// text to copy, which imports in an ordinary browser tab and plays on.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  clearStorage,
  panel,
  setBotSpeed,
} from './support.mjs';
import { playClicks } from './players.mjs';

let browser;
let host;
before(async () => {
  browser = await launch();
  // Another site (another origin: "localhost", not the game's 127.0.0.1) that embeds the game.
  host = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!DOCTYPE html><html lang="en"><head><title>A fan site</title></head><body>` +
        `<h1>Play Nothing Personal here</h1>` +
        `<iframe title="Nothing Personal" sandbox="allow-scripts" src="${browser.baseUrl}" ` +
        `style="width: 1200px; height: 900px"></iframe></body></html>`,
    );
  });
  await new Promise((ok) => host.listen(0, '127.0.0.1', ok));
});
after(async () => {
  await browser?.close();
  await new Promise((ok) => (host ? host.close(ok) : ok()));
});

test('in a frame sandboxed to scripts alone the game plays with bots and exports as text', async () => {
  const page = await openPage(browser.context, `http://localhost:${host.address().port}/`);
  const frameElement = page.getByTitle('Nothing Personal');
  await frameElement.waitFor();
  const frame = await (await frameElement.elementHandle()).contentFrame();
  const unsaved = frame.getByRole('alert').filter({
    hasText: 'This browser does not let the page save: the game is kept in memory only and is lost when the tab closes.',
  });
  await unsaved.waitFor();
  assert.equal(await frame.evaluate(() => window.origin), 'null', 'a frame without an origin');

  await startGame(frame, [
    { name: 'Anna', kind: 'human' },
    { name: 'Bruno', kind: 'bot' },
    { name: 'Carla', kind: 'bot' },
  ], { seed: 4 });
  await setBotSpeed(frame, 'instant');
  // The bots answer from their worker too: the person is asked again after they moved.
  await playClicks(frame, 12, 4);
  const log = frame.getByRole('region', { name: 'Game log', exact: true });
  assert.match(await log.textContent(), /Bruno|Carla/);

  // No file can be offered here: the game comes as text to copy.
  await unsaved.getByRole('button', { name: 'Export the game to a file', exact: true }).click();
  const box = frame.getByRole('region', { name: 'The game as text', exact: true });
  await box.waitFor();
  const text = await box.getByRole('textbox', { name: "The game's text" }).inputValue();
  const record = JSON.parse(text);
  assert.deepEqual(record.seats.map((s) => s.name), ['Anna', 'Bruno', 'Carla']);
  const moves = record.game.actions.length;
  const seats = new Set(record.game.actions.map(([seat]) => seat));
  assert.deepEqual([...seats].sort(), [0, 1, 2], 'the person and both bots moved');
  await box.getByRole('button', { name: 'Close', exact: true }).click();
  assert.equal(await box.count(), 0);
  assert.ok(await panel(frame).isVisible(), 'the game goes on');
  assertNoProblems(page);
  await page.close();

  // Pasted into a file, the text imports in an ordinary tab and the game plays on from there.
  await clearStorage(browser.context, browser.baseUrl);
  const tab = await openPage(browser.context, browser.baseUrl);
  await tab
    .getByLabel('Import a game from a file')
    .setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await tab.getByRole('status').filter({ hasText: 'Imported: Game of Anna, Bruno, Carla.' }).waitFor();
  await tab.getByRole('button', { name: 'Continue', exact: true }).first().click();
  await panel(tab).waitFor();
  const stored = await tab.evaluate(() => {
    const id = JSON.parse(localStorage.getItem('nothing-personal.last'));
    return JSON.parse(localStorage.getItem(`nothing-personal.game.${id}`)).game.actions.length;
  });
  assert.ok(stored >= moves, `${stored} moves stored, ${moves} exported`);
  assertNoProblems(tab);
  await tab.close();
});
