// Letters from Whitechapel's start screen deals the policemen among the police players (WC2.1,
// WC7): round-robin until the players choose, each player then asked to move the policemen
// given to them; a police player left without one is refused in words (docs/decisions.md 73).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, assertNoProblems, clearStorage, screenshot, setBotSpeed } from './support.mjs';
import { chooseWcSeats, picker, playWc, map, decision } from './whitechapel.mjs';

const PHONE = { width: 360, height: 740 };

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The police player chosen for the policeman of `colour`. */
async function runner(page, colour) {
  const list = page.getByRole('group', { name: 'Who runs each policeman' })
    .getByRole('combobox', { name: `${colour} policeman` });
  return list.locator('option:checked').innerText();
}

test('the police players choose who runs each policeman, and each is asked for their own', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.setViewportSize(PHONE);
  await chooseWcSeats(page, [
    { name: 'Jack bot', kind: 'random' },
    { name: 'Ann', kind: 'human' },
    { name: 'Ben', kind: 'human' },
  ]);
  // The bots' levels explained are the game's own.
  const levels = await page.locator('#bot-levels dt').allInnerTexts();
  assert.deepEqual(levels, ['Easy bot', 'Normal bot', 'Hard bot']);
  // Round-robin over the police seats in seat order (WC7.2).
  const colours = ['Yellow', 'Blue', 'Purple', 'Green', 'Orange'];
  const dealt = [];
  for (const colour of colours) dealt.push(await runner(page, colour));
  assert.deepEqual(dealt, ['Ann', 'Ben', 'Ann', 'Ben', 'Ann']);

  const group = page.getByRole('group', { name: 'Who runs each policeman' });
  await group.getByRole('combobox', { name: 'Yellow policeman' }).selectOption({ label: 'Ben' });
  await group.getByRole('combobox', { name: 'Blue policeman' }).selectOption({ label: 'Ann' });
  const seats = page.locator('#start-seats');
  assert.match(await seats.innerText(), /Ann[^,]* · runs Blue\/Purple\/Orange/);
  assert.match(await seats.innerText(), /Ben[^,]* · runs Yellow\/Green/);
  await group.scrollIntoViewIfNeeded();
  await screenshot(page, 'whitechapel-setup-runners-phone');

  // Jack's seat drawn at random: the police seats are not known, the choice is not offered.
  await page.getByRole('checkbox', { name: "Draw Jack's seat at random" }).check();
  assert.equal(await group.count(), 0);
  await page.getByRole('checkbox', { name: "Draw Jack's seat at random" }).uncheck();
  assert.equal(await runner(page, 'Yellow'), 'Ben');

  await page.getByRole('textbox', { name: /^Seed/ }).fill('3');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await map(page).waitFor();
  await setBotSpeed(page, 'instant');

  // The hunt's first round: each policeman's move is asked of the player who runs him.
  const asked = new Map();
  const pick = picker(3);
  await playWc(page, pick, {
    until: async () => asked.size === 5,
    onScreen: async () => {
      const prompt = await decision(page).locator('.prompt').innerText();
      const moving = /^Move the (\w+) policeman/.exec(prompt);
      if (!moving) return;
      const who = await decision(page).locator('.asked').innerText();
      asked.set(moving[1], who);
    },
  });
  assert.deepEqual(Object.fromEntries(asked), {
    Yellow: 'Ben decides',
    Blue: 'Ann decides',
    Purple: 'Ann decides',
    Green: 'Ben decides',
    Orange: 'Ann decides',
  });
  assertNoProblems(page);
  await page.close();
});

test('a police player left without a policeman is refused in words, and nothing starts', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await chooseWcSeats(page, [
    { name: 'Jack', kind: 'human' },
    { name: 'Ann', kind: 'random' },
    { name: 'Ben', kind: 'random' },
    { name: 'Cleo', kind: 'random' },
  ]);
  const group = page.getByRole('group', { name: 'Who runs each policeman' });
  for (const colour of ['Yellow', 'Blue', 'Purple', 'Green', 'Orange']) {
    const list = group.getByRole('combobox', { name: `${colour} policeman` });
    await list.selectOption({ label: colour === 'Green' ? 'Ben' : 'Ann' });
  }
  await page.getByRole('button', { name: 'Start the game' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Cleo' });
  await refusal.waitFor();
  assert.equal(
    await refusal.innerText(),
    'Cleo plays for the police but runs no policeman: give them at least one',
  );
  assert.equal(await map(page).count(), 0);
  // Giving Cleo a policeman starts the game.
  await group.getByRole('combobox', { name: 'Orange policeman' }).selectOption({ label: 'Cleo' });
  await page.getByRole('button', { name: 'Start the game' }).click();
  await map(page).waitFor();
  assertNoProblems(page);
  await page.close();
});
