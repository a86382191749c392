// Helpers of the Letters from Whitechapel browser tests: a new game set up on the start screen,
// and a person who answers through the map and the Decision panel — a seeded random pick among
// the circles and crossings offered as buttons and the panel's choices, then Confirm — and who
// takes the device at each hand-off. Everything goes through the page, by role and name.

import { inflateRawSync } from 'node:zlib';
import { clearStorage, openPage, setBotSpeed } from './support.mjs';
import { random } from './players.mjs';

/** A pick among `n` choices from a generator seeded with `seed`. */
export function picker(seed) {
  const r = random(seed);
  return (n) => Math.floor(r() * n);
}


/** Chooses Letters from Whitechapel on the start screen and fills in its `seats`. */
export async function chooseWcSeats(page, seats) {
  await page.getByRole('radio', { name: 'Letters from Whitechapel' }).check();
  await page.getByRole('radio', { name: `${seats.length} players` }).check();
  for (const [i, seat] of seats.entries()) {
    await page.getByRole('textbox', { name: `Name of player ${i + 1}` }).fill(seat.name);
    await page.getByRole('combobox', { name: 'Played by' }).nth(i).selectOption(seat.kind);
  }
}

/**
 * Chooses Letters from Whitechapel on the start screen and sets up a game: `seats` is a list
 * of { name, kind } with kind 'human' or 'random'; `jack` the index of Jack's seat (default 0);
 * `notebook` turns on the detective's notebook.
 */
export async function startWcGame(page, seats, { seed, jack = 0, notebook = false } = {}) {
  await chooseWcSeats(page, seats);
  await page.getByRole('radio', { name: 'Plays Jack' }).nth(jack).check();
  if (notebook) await page.getByRole('checkbox', { name: /^Detective's notebook/ }).check();
  if (seed !== undefined) await page.getByRole('textbox', { name: /^Seed/ }).fill(String(seed));
  await page.getByRole('button', { name: 'Start the game' }).click();
}

/**
 * A fresh page with a new game set up as `startWcGame` does, its map shown and the bots at
 * instant speed.
 */
export async function newWcTable(browser, seats, options) {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startWcGame(page, seats, options);
  await map(page).waitFor();
  await setBotSpeed(page, 'instant');
  return page;
}

/** The Decision panel while the screen's side decides. */
export function decision(page) {
  return page.getByRole('region', { name: 'Your decision', exact: true });
}

/** The map's region. */
export function map(page) {
  return page.getByRole('region', { name: 'The map of Whitechapel' });
}

/** The circles and crossings the map offers as buttons. */
export function mapButtons(page) {
  return map(page).getByRole('button', { name: /^(Circle|Crossing) \d+/ });
}

/**
 * What the page waits for: 'end', 'handoff', 'confirm', 'choose', or null while a bot decides.
 */
export async function wcSituation(page, timeout = 30_000) {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('.wc-end')) return 'end';
      if (document.querySelector('.hand-off')) return 'handoff';
      const p = document.getElementById('decision');
      if (!p) return null;
      if (p.querySelector('.confirm button')) return 'confirm';
      const offered = p.querySelectorAll('fieldset.picks button').length
        + document.querySelectorAll('.wc-map-drawing .targets [role=button]').length;
      return offered > 0 ? 'choose' : null;
    },
    null,
    { timeout },
  );
  return handle.jsonValue();
}

/**
 * Answers for the people at the device until `until(page)` holds or the game ends: takes the
 * device at each hand-off (calling `onHandoff(heading)` first), picks with `pick` among the
 * panel's choices and the map's buttons, and confirms. Returns the number of answers given.
 */
export async function playWc(page, pick, { until = async () => false, onHandoff, onScreen, limit = 3000 } = {}) {
  let answers = 0;
  for (let step = 0; step < limit; step++) {
    // `until` is read once the page waits for someone, never while a bot's answer is on its way.
    const situation = await wcSituation(page);
    if (await until(page)) return answers;
    if (situation === 'end') return answers;
    if (situation === 'handoff') {
      const heading = await page.locator('.hand-off h2').textContent();
      if (onHandoff) await onHandoff(heading);
      await page.locator('.hand-off').getByRole('button').click();
      continue;
    }
    if (onScreen) await onScreen();
    if (situation === 'confirm') {
      await decision(page).getByRole('button', { name: 'Confirm' }).click();
      answers++;
      continue;
    }
    const words = decision(page).locator('fieldset.picks button');
    const places = mapButtons(page);
    const [w, p] = [await words.count(), await places.count()];
    if (w + p === 0) continue;
    const i = pick(w + p);
    if (i < w) await words.nth(i).click();
    else await places.nth(i - w).click();
  }
  throw new Error('the game did not end');
}

/** The replay's bar, its position ("Move n of N") and its step buttons. */
export const replayBar = (page) => page.getByRole('region', { name: 'Replay', exact: true });
export const position = (page) => replayBar(page).getByText(/^Move \d+ of \d+$/);
export const step = (page, name) => replayBar(page).getByRole('button', { name, exact: true });
/** The result of the game, named by its headline. */
export const gameOver = (page) => page.getByRole('region', { name: /^(Jack wins!|The police win!)$/ });
/** The status of the night beside the map, whose first line names the side looking. */
export const status = (page) => page.getByRole('region', { name: 'Where the night stands', exact: true });

/** What the result says: its headline, why, Jack's hideout and his nights. */
export async function resultText(page) {
  const result = gameOver(page);
  return [
    ...(await result.getByRole('heading').allInnerTexts()),
    ...(await result.getByRole('paragraph').allInnerTexts()),
    ...(await result.getByRole('listitem').allInnerTexts()),
  ];
}

/** The game record a replay link carries (raw DEFLATE, URL-safe base64). */
export function recordIn(link) {
  return JSON.parse(inflateRawSync(Buffer.from(link.split('#replay=')[1], 'base64url')).toString());
}
