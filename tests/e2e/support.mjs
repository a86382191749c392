// Shared by the browser tests: a static server over the release build in dist/, Debian's
// Chromium through playwright-core, pages that record every console error, page error and CSP
// violation, and helpers that act the way a person does (by role and accessible name).

import { createServer } from 'node:http';
import { readFile, mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, '..', '..');
export const dist = join(root, 'dist');
export const screenshots = join(here, 'screenshots');
export const fixtures = join(here, 'fixtures');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

/**
 * A static server on port 0 over the directory `root()` names at each request (dist/ unless a
 * test serves another build); unknown paths fall back to index.html.
 */
function serveDist(root) {
  const server = createServer(async (req, res) => {
    const dir = root();
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) || path.endsWith('/')) file = join(dir, 'index.html');
    let body;
    try {
      body = await readFile(file);
    } catch {
      file = join(dir, 'index.html');
      body = await readFile(file);
    }
    // As a host that lets other sites embed the game: a page in a sandboxed frame has no origin
    // of its own, so its scripts, styles and wasm come cross-origin.
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    res.end(body);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/**
 * Starts the server (unless BASE_URL names a running one) and a browser with a fresh profile.
 * `root` names the directory to serve at each request (default: dist/); `serviceWorkers: 'block'`
 * keeps every request of the page on the network, where a test can watch and hold it. Returns
 * { baseUrl, context, close }.
 */
export async function launch({ root = () => dist, serviceWorkers = 'allow' } = {}) {
  let server;
  let baseUrl = process.env.BASE_URL;
  if (!baseUrl) {
    await readFile(join(dist, 'index.html')).catch(() => {
      throw new Error(`no ${dist}/index.html: run "trunk build --release --offline" first`);
    });
    server = await serveDist(root);
    baseUrl = `http://127.0.0.1:${server.address().port}/`;
  }
  const profile = await mkdtemp(join(tmpdir(), 'np-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    serviceWorkers,
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
  return {
    baseUrl,
    context,
    async close() {
      await context.close();
      if (server) await new Promise((ok) => server.close(ok));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A new page that records problems: console errors, page errors, CSP violations and dialogs
 * (a dialog would mean a script ran that should not have). `page.problems` lists them.
 */
export async function openPage(context, url) {
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
  page.on('dialog', async (dialog) => {
    page.problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective}`);
    });
  });
  if (url) await page.goto(url);
  return page;
}

/** Fails the test with everything the page reported. */
export function assertNoProblems(page) {
  assert.deepEqual(page.problems, [], page.problems.join('\n'));
}

export async function screenshot(page, name, options = {}) {
  await mkdir(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true, ...options });
}

/** The top bar. */
export function topBar(page) {
  return page.getByRole('banner');
}

/** The top bar's More menu button, in either language. */
export function moreButton(page) {
  return topBar(page).getByRole('button', { name: /^(More|その他)$/ });
}

/**
 * A control of the top bar by role and getByRole's options (its accessible name), once shown:
 * the bar's More menu is opened first when the control sits in it closed (at a table or a
 * replay the bots' speed and the language switch; on a narrow screen every control there).
 * Using a control of the open menu closes it; a test that only reads one closes the menu with
 * `closeMoreMenu` before it clicks the page under the menu.
 */
export async function barControl(page, role, options) {
  const control = topBar(page).getByRole(role, options);
  const more = moreButton(page);
  // The bar is drawn again when a game's code arrives, so a menu opened just before may be
  // gone: it is opened again until the control shows.
  for (let tries = 0; ; tries++) {
    await control.or(more).first().waitFor();
    if (await control.isVisible()) return control;
    if ((await more.count()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
    try {
      await control.waitFor({ timeout: 2_000 });
      return control;
    } catch (error) {
      if (tries >= 15) throw error;
    }
  }
}

/** Closes the top bar's More menu if it is open, with its button. */
export async function closeMoreMenu(page) {
  const more = moreButton(page);
  if ((await more.count()) && (await more.getAttribute('aria-expanded')) === 'true') await more.click();
}

/** Sets the bots' speed in the top bar: 'slow', 'normal' or 'instant'. */
export async function setBotSpeed(page, speed, name = 'Bot speed') {
  await (await barControl(page, 'combobox', { name })).selectOption(speed);
}

/** Clicks the top bar's button named `name` (exactly), opening the More menu if it sits there. */
export async function clickBarButton(page, name) {
  await (await barControl(page, 'button', { name, exact: true })).click();
}

/** The decision panel region. */
export function panel(page) {
  return page.getByRole('region', { name: 'Decision', exact: true });
}

/**
 * Sets up a new game on the start screen: `seats` is a list of { name, kind } with kind
 * 'human', 'bot' (a Random bot) or a bot level ('heuristic'); `seed` optional. Clicks Start.
 */
export async function startGame(page, seats, { seed, randomSetup } = {}) {
  await page.getByRole('radio', { name: `${seats.length} players` }).check();
  for (const [i, seat] of seats.entries()) {
    const name = page.getByRole('textbox', { name: `Name of player ${i + 1}` });
    await name.fill(seat.name);
    await page
      .getByRole('combobox', { name: 'Played by' })
      .nth(i)
      .selectOption(seat.kind === 'bot' ? 'random' : seat.kind);
  }
  if (seed !== undefined) await page.getByRole('textbox', { name: /^Seed/ }).fill(String(seed));
  if (randomSetup) await page.getByRole('checkbox', { name: /^Random setup/ }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
}

/**
 * A page of the game's origin that runs none of its scripts (the manifest), so that nothing of
 * the game writes to its storage meanwhile.
 */
async function storagePage(context, url) {
  const page = await context.newPage();
  await page.goto(new URL('manifest.webmanifest', url).href);
  return page;
}

/** Puts a game record into localStorage before the page loads, as the last game. */
export async function seedStorage(context, url, id, record) {
  const page = await storagePage(context, url);
  await page.evaluate(
    ([id, text]) => {
      localStorage.clear();
      localStorage.setItem(`nothing-personal.game.${id}`, text);
      localStorage.setItem('nothing-personal.last', JSON.stringify(id));
    },
    [id, typeof record === 'string' ? record : JSON.stringify(record)],
  );
  await page.close();
}

/** Everything stored by the page, key by key. */
export async function stored(page) {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

/**
 * Stores `text` as the last game under `id`, opens the page and expects the notice that it could
 * not be loaded, naming `reason` and its key, over the start screen; returns the page.
 */
export async function openBrokenSave(browser, id, text, reason) {
  await seedStorage(browser.context, browser.baseUrl, id, text);
  const page = await openPage(browser.context, browser.baseUrl);
  const notice = page
    .getByRole('region', { name: 'Notices' })
    .getByRole('alert')
    .filter({ hasText: 'Your last game could not be loaded' });
  await notice.waitFor();
  assert.equal(
    (await notice.getByRole('paragraph').textContent()).trim(),
    `Your last game could not be loaded: ${reason}. It is kept untouched in this browser's storage under the key nothing-personal.game.${id}.`,
  );
  assert.ok(await page.getByRole('heading', { name: 'New game' }).isVisible());
  return page;
}

/**
 * Opens the page on the saved game of fixture `name` (stored as the last game under `id`) with
 * these seat names and kinds (see `recordFromFixture`); returns the page.
 */
export async function openFixture(browser, name, id, names, kinds = []) {
  await seedStorage(browser.context, browser.baseUrl, id, await recordFromFixture(name, names, kinds));
  return openPage(browser.context, browser.baseUrl);
}

/** The record of the last game, as the page stored it. */
export async function lastRecord(page) {
  return page.evaluate(() => {
    const id = JSON.parse(localStorage.getItem('nothing-personal.last'));
    return JSON.parse(localStorage.getItem(`nothing-personal.game.${id}`));
  });
}

/** Waits until the last game's record in storage has more than `count` actions. */
export async function waitForMoreActions(page, count, timeout = 30_000) {
  await page.waitForFunction(
    (n) => {
      const id = JSON.parse(localStorage.getItem('nothing-personal.last'));
      const text = id && localStorage.getItem(`nothing-personal.game.${id}`);
      return Boolean(text) && JSON.parse(text).game.actions.length > n;
    },
    count,
    { polling: 20, timeout },
  );
}

/**
 * Waits until the bots' worker has answered every request the page sent it and the page has read
 * each reply, including one it drops because the game moved on (a replay opened, a game left):
 * the shell marks each request sent ("bot-asked") and each reply read ("bot-reply-read"), in
 * src/shell/store.rs. Away from the table the page sends none, so once the counts are equal
 * there, no bot's answer is on its way any more.
 */
export async function waitForBotsAnswered(page, timeout = 30_000) {
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('bot-asked', 'mark').length ===
      performance.getEntriesByName('bot-reply-read', 'mark').length,
    undefined,
    { polling: 20, timeout },
  );
}

/** The bot levels as game records name them. */
const LEVELS = { bot: 'Random', random: 'Random', heuristic: 'Heuristic', strong: 'Strong' };

/**
 * A game record for an engine save fixture, every seat a person unless `kinds` says otherwise
 * ('bot' for a Random bot, or a level: 'heuristic', 'strong').
 */
export async function recordFromFixture(name, names, kinds = []) {
  const game = JSON.parse(await readFile(join(fixtures, name), 'utf8'));
  return {
    version: 1,
    game,
    seats: names.map((n, i) => ({
      name: n,
      kind: LEVELS[kinds[i]] ? { Bot: LEVELS[kinds[i]] } : 'Human',
    })),
  };
}

// ---- Helpers of the hot-seat, decisions, saves, language and layout tests ----

/** Every influence card of the engine's card data: { id, en, ja, text: { en, ja } }. */
export async function influenceCards() {
  const data = JSON.parse(await readFile(join(root, 'games', 'nothing-personal', 'data', 'cards.json'), 'utf8'));
  return data.influence.map((c) => ({ id: c.id, en: c.name.en, ja: c.name.ja, text: c.text }));
}

/** The Decision panel's status line ("Anna: play an influence card or pass"). */
export function statusLine(page) {
  return panel(page).getByRole('paragraph').first();
}

/** The game log region. */
export function gameLog(page) {
  return page.getByRole('region', { name: 'Game log', exact: true });
}

/**
 * The text of each element of `locator` as a screen reader reads it: without the parts hidden
 * from assistive technology (the family letters of the log, the dice face).
 */
export async function readableTexts(locator) {
  return locator.evaluateAll((els) =>
    els.map((el) => {
      const copy = el.cloneNode(true);
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent.replace(/\s+/g, ' ').trim();
    }),
  );
}

/** The names of the cards in `name`'s hand, as their headings show them. */
export async function handCards(page, name) {
  return page.getByRole('region', { name: `Hand of ${name}` }).getByRole('heading', { level: 3 }).allTextContents();
}

/** The texts of every choice the Decision panel offers. */
export async function offeredChoices(page) {
  return panel(page).getByRole('group').getByRole('button').allTextContents();
}

/**
 * The lines of the game log, oldest first, as read aloud: those of the folded groups too, which
 * a reader opens with one click.
 */
export async function logLines(page) {
  return readableTexts(gameLog(page).getByRole('listitem', { includeHidden: true }));
}

/** Waits until the game log has a line matching `pattern`; returns that line. */
export async function waitForLogLine(page, pattern, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const lines = await logLines(page).catch(() => []);
    const line = lines.find((l) => pattern.test(l));
    if (line) return line;
    if (Date.now() > deadline) {
      assert.fail(`no log line matches ${pattern}; last lines:\n${lines.slice(-10).join('\n')}`);
    }
    await page.waitForTimeout(50);
  }
}

/** The hand-off screen's level-2 heading ("Pass the device to NAME"). */
export function handoffHeading(page) {
  return page.getByRole('heading', { level: 2, name: /^Pass the device to / });
}

/** Takes the device at the hand-off screen as `name`. */
export async function takeDevice(page, name) {
  await page.getByRole('button', { name: `I am ${name}: show my decision`, exact: true }).click();
}

/** A family's board ("Anna, Red family") in the Families region. */
export function playerBoard(page, name) {
  return page
    .getByRole('region', { name: 'Families', exact: true })
    .getByRole('region', { name: new RegExp(`^${escapeRegExp(name)}, `) });
}

/** One number of a family's board: 'Money', 'Respect', 'Markers left' or 'Cards in hand'. */
export async function boardStat(page, name, term) {
  const dd = playerBoard(page, name)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return (await dd.textContent()).trim();
}

export function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Presses Tab (or `key`) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page, target, { key = 'Tab', max = 250 } = {}) {
  for (let i = 0; i <= max; i++) {
    const focused = await target
      .evaluate((el) => el === document.activeElement, null, { timeout: 2_000 })
      .catch(() => false);
    if (focused) return i;
    await page.keyboard.press(key);
  }
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  return assert.fail(`${key} never reached ${target}; focus is on ${active}`);
}

/** Fails if the page scrolls sideways at its current width. */
export async function assertNoSidewaysScroll(page, where) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `${where}: the page is ${scroll} px wide in a ${width} px window`);
}

/** Empties localStorage of the page's origin, so the next page opens on the start screen. */
export async function clearStorage(context, url) {
  const page = await storagePage(context, url);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}
