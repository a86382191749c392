// Helpers of the Family Business browser tests: a new game set up on the start screen, what the
// page waits for, and a person who answers through the Decision panel (a seeded random pick
// among the choices offered, then Confirm), the hand-off and the "no counter available" screen.
// Everything goes through the page, by role and accessible name.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { panel, root, fixtures, seedStorage, openPage } from './support.mjs';

/** The deck data's card names: { kind, en, ja }. */
export async function fbCards() {
  const deck = JSON.parse(await readFile(join(root, 'games', 'family-business', 'data', 'deck.json'), 'utf8'));
  return deck.kinds.map((k) => ({ kind: k.kind, count: k.count, en: k.names.en, ja: k.names.ja }));
}

/**
 * Opens the page on the Family Business save of fixture `name` (in `fixtures/`), stored as the
 * last game under `id`, with these seat names; `bots` lists the seats played by a Random bot,
 * the others by people. Returns the page.
 */
export async function openFbFixture(browser, name, id, names, bots = []) {
  const game = JSON.parse(await readFile(join(fixtures, name), 'utf8'));
  const seats = names.map((n, i) => ({ name: n, kind: bots.includes(i) ? { Bot: 'random' } : 'Human' }));
  await seedStorage(browser.context, browser.baseUrl, id, { version: 1, game, seats });
  return openPage(browser.context, browser.baseUrl);
}

/**
 * Chooses Family Business on the start screen and sets up a game: `seats` is a list of
 * { name, kind, family? } with kind 'human', 'random' or 'heuristic' and family a family's
 * name; the options `freeDiscard` (FB13.1) and `advanced` (FB13.2); then Start.
 */
export async function startFbGame(page, seats, { seed, freeDiscard, advanced } = {}) {
  await page.getByRole('radio', { name: 'Family Business' }).check();
  await page.getByRole('radio', { name: `${seats.length} players` }).check();
  for (const [i, seat] of seats.entries()) {
    await page.getByRole('textbox', { name: `Name of player ${i + 1}` }).fill(seat.name);
    await page.getByRole('combobox', { name: 'Played by' }).nth(i).selectOption(seat.kind);
    if (seat.family) {
      await page.getByRole('combobox', { name: 'Family' }).nth(i).selectOption({ label: seat.family });
    }
  }
  if (seed !== undefined) await page.getByRole('textbox', { name: /^Seed/ }).fill(String(seed));
  if (freeDiscard) await page.getByRole('checkbox', { name: /^Free discard/ }).check();
  if (advanced) await page.getByRole('checkbox', { name: /^Advanced variant: ability cards/ }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
}

/**
 * What the page waits for: 'end', 'handoff', 'no-counter', 'confirm', 'choose', or null while a
 * bot decides.
 */
export async function fbSituation(page, timeout = 30_000) {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[aria-labelledby="end-heading"]')) return 'end';
      if (document.querySelector('[aria-labelledby="handoff-heading"]')) return 'handoff';
      if (document.querySelector('[aria-labelledby="no-counter-heading"]')) return 'no-counter';
      const p = document.getElementById('decision');
      if (!p) return null;
      if (p.querySelector('.confirm button')) return 'confirm';
      if (p.querySelector('fieldset button')) return 'choose';
      return null;
    },
    null,
    { timeout, polling: 20 },
  );
  return handle.jsonValue();
}

/** The Decision panel's status line ("Anna: play a card"). */
export function fbStatus(page) {
  return panel(page).locator('.status');
}

/** The name on the hand-off screen's heading ("Pass the device to NAME"). */
export async function handoffName(page) {
  const heading = await page.getByRole('heading', { level: 2, name: /^Pass the device to / }).textContent();
  return heading.replace(/^Pass the device to /, '').trim();
}

/** Takes the device at the hand-off screen as `name`. */
export async function takeDevice(page, name) {
  await page.getByRole('button', { name: `I am ${name}: show my decision`, exact: true }).click();
}

/** Clicks one of the choices the Decision panel offers now, picked with `rnd`; returns its name. */
export async function clickAnyChoice(page, rnd) {
  const buttons = panel(page).getByRole('group').getByRole('button');
  const names = await buttons.evaluateAll((els) => els.map((b) => b.getAttribute('aria-label') ?? b.textContent.trim()));
  const i = Math.floor(rnd() * names.length);
  await buttons.nth(i).click();
  return names[i];
}

/** Confirms the answer built in the Decision panel. */
export async function confirm(page) {
  await panel(page).getByRole('button', { name: 'Confirm', exact: true }).click();
}

/**
 * Plays every person's decisions until the game ends: takes the device at each hand-off,
 * confirms "no counter available", and answers by random choices. `onScreen(state)` sees each
 * situation first. Returns the number of clicks.
 */
export async function playFbThrough(page, rnd, { maxClicks = 3000, onScreen } = {}) {
  let clicks = 0;
  for (;;) {
    const state = await fbSituation(page, 60_000);
    if (onScreen) await onScreen(state);
    if (state === 'end') return clicks;
    if (clicks >= maxClicks) throw new Error(`no end after ${clicks} clicks`);
    if (state === 'handoff') await takeDevice(page, await handoffName(page));
    else if (state === 'no-counter') await page.getByRole('button', { name: 'Continue', exact: true }).click();
    else if (state === 'confirm') await confirm(page);
    else await clickAnyChoice(page, rnd);
    clicks += 1;
  }
}
