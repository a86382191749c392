// Family Business, the advanced variant (FB13.2–FB13.3) in the page: started with its setup
// checkbox, a person plays a whole 4-player game against three bots to the end screen, ability
// cards attached along the way, and "Play again" keeps the variant; the deck list shows the ten
// ability cards (FB13.2.2), seven of them provisional (FB13.2.1); on tables saved at a chosen
// moment, an ability card is attached from the hand under a mobster (FB13.2.3), and the
// Butcher's discards are picked one card at a time, then Done (FB13.3.4). The saved game keeps
// the variant and its cards through a reload, in either language.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  clearStorage,
  panel,
  screenshot,
  assertNoSidewaysScroll,
  handCards,
  logLines,
  waitForLogLine,
  escapeRegExp,
  clickBarButton,
  setBotSpeed,
} from './support.mjs';
import { random } from './players.mjs';
import {
  startFbGame,
  openFbFixture,
  fbSituation,
  fbStatus,
  playFbThrough,
  handoffName,
  takeDevice,
} from './family-business.mjs';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario'];
/** Anna is the person; the others are Random bots. */
const BOTS = [1, 2, 3];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The log line of an ability card attached (FB13.2.3). */
const ATTACHED = /^(Anna|Bruno|Carla|Dario) attaches .+ under .+\.$/;

/** Expects the hand-off screen for `name`, and takes the device as that person. */
async function takeTurn(page, name) {
  assert.equal(await fbSituation(page), 'handoff');
  assert.equal(await handoffName(page), name);
  await takeDevice(page, name);
}

/** The number of cards in a family's hand, as its board shows it. */
async function handSize(page, name) {
  const dd = page
    .getByRole('region', { name: new RegExp(`^${escapeRegExp(name)}, `) })
    .getByRole('term')
    .filter({ hasText: /^Cards in hand$/ })
    .locator('xpath=following-sibling::dd[1]');
  return (await dd.textContent()).trim();
}

/** Opens the deck list, checks its ten ability cards and "66 cards in all", and closes it. */
async function checkAdvancedDeck(page) {
  await page.getByRole('button', { name: 'Cards', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'The action cards' });
  await dialog.waitFor();
  const abilities = dialog.locator('tbody.abilities').getByRole('row');
  assert.equal(await abilities.count(), 11, 'a heading row and the ten ability cards');
  assert.match(await abilities.nth(4).getByRole('rowheader').textContent(), /^Butcher/);
  assert.equal(await dialog.locator('tbody.abilities .provisional-text').count(), 7, 'FB13.2.1');
  assert.match(await dialog.textContent(), /66 cards in all/);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** Screenshots of the table at a desktop's width and at 360 px, with no sideways scroll. */
async function shootTable(page, name) {
  await page.setViewportSize(DESKTOP);
  await assertNoSidewaysScroll(page, `${name}, 1280 px`);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await assertNoSidewaysScroll(page, `${name}, 360 px`);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

test('a person plays a whole advanced game against three bots, ability cards attached on the way', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  const seats = NAMES.map((name, i) => ({ name, kind: i === 0 ? 'human' : 'heuristic' }));
  await startFbGame(page, seats, { seed: 7, advanced: true });
  await panel(page).waitFor();
  await setBotSpeed(page, 'instant');
  await checkAdvancedDeck(page);

  const rnd = random(7);
  let shot = false;
  const clicks = await playFbThrough(page, rnd, {
    async onScreen(state) {
      if (state !== 'choose' || shot) return;
      const abilities = page.getByRole('region', { name: 'Ability cards in play' });
      if (await abilities.count()) {
        shot = true;
        await shootTable(page, 'fb-advanced-game');
      }
    },
  });
  assert.ok(clicks > 10, `Anna answered ${clicks} times`);
  const end = page.getByRole('region', { name: 'Game over' });
  await end.waitFor();
  const lines = await logLines(page);
  assert.ok(lines.some((l) => ATTACHED.test(l)), 'an ability card was attached');
  assert.ok(shot, 'the table showed an ability card in play at a decision of Anna');

  // Play again keeps the variant: the deck still holds the ability cards.
  await end.getByRole('button', { name: 'Play again with these seats' }).click();
  await panel(page).waitFor();
  await checkAdvancedDeck(page);
  assertNoProblems(page);
  await page.close();
});

test('an ability card in the hand is attached under one of the player\'s mobsters', async () => {
  // Bruno, next to play, is a person too: after Anna's play the game waits for him, so the
  // table stands still while it is read (the bots would play on, and Sal may die).
  const page = await openFbFixture(browser, 'family-business/advanced-attach.json', 'fb-attach', NAMES, [2, 3]);
  if ((await fbSituation(page)) === 'handoff') await takeTurn(page, 'Anna');
  assert.equal(await fbSituation(page), 'choose');
  assert.equal(await fbStatus(page).textContent(), 'Anna: play a card');
  const hand = page.getByRole('region', { name: 'Hand of Anna' });
  const card = hand.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Unforgivable' }) });
  assert.match(await card.textContent(), /Ability card/);
  assert.match(await card.textContent(), /When it dies, its owner puts a mobster/);
  assert.match(await card.textContent(), /Provisional/, 'an edition design (FB13.2.1)');
  const held = Number(await handSize(page, 'Anna'));

  await card.getByRole('button', { name: 'Attach Unforgivable', exact: true }).click();
  // Anna's mobsters without an ability are interchangeable (FB13.2.6, FB1.7.1): the foremost,
  // Sal, is the one choice, and the play waits for Confirm.
  assert.equal(await fbSituation(page), 'confirm');
  assert.match(await panel(page).textContent(), /Unforgivable under Sal \(The Moretti family\)/);
  await panel(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  await takeTurn(page, 'Bruno');
  await waitForLogLine(page, /^Anna attaches Unforgivable under Sal \(The Moretti family\)\.$/);

  // Under Sal in the row, and among the ability cards in play with its rule.
  const row = page.getByRole('list', { name: 'Mobsters of The Moretti family' });
  const sal = row.locator('span.mobster').filter({ hasText: 'Sal' });
  assert.equal(await sal.locator('.mobster-ability').textContent(), 'Unforgivable');
  assert.equal(await sal.getAttribute('title'), 'Sal (The Moretti family) with the Unforgivable');
  const inPlay = page.getByRole('region', { name: 'Ability cards in play' });
  assert.match(await inPlay.textContent(), /Unforgivable\s*Sal \(The Moretti family\)/);
  assert.match(await inPlay.textContent(), /Provisional/);
  assert.equal(Number(await handSize(page, 'Anna')), held - 1, 'it left the hand');
  await shootTable(page, 'fb-advanced-attached');

  // The saved game keeps the variant and the card: after a reload, and in Japanese.
  await page.reload();
  await takeTurn(page, 'Bruno');
  await page.getByRole('region', { name: 'Ability cards in play' }).waitFor();
  await clickBarButton(page, '日本語');
  const ja = page.getByRole('region', { name: '場の能力カード' });
  await ja.waitFor();
  assert.match(await ja.textContent(), /許されざる者\s*サル（モレッティ・ファミリー）/);
  assert.match(await ja.textContent(), /暫定/);
  await clickBarButton(page, 'English');
  assertNoProblems(page);
  await page.close();
});

test('the Butcher discards two cards picked one at a time, and the hand is drawn up again', async () => {
  const page = await openFbFixture(browser, 'family-business/advanced-butcher.json', 'fb-butcher', NAMES, BOTS);
  assert.equal(await fbSituation(page), 'choose');
  assert.equal(await fbStatus(page).textContent(), 'Anna: discard and redraw with the Butcher?');
  const choices = panel(page).getByRole('group').getByRole('button');
  assert.deepEqual(await choices.allTextContents(), ['Keep the hand', 'Discard with the Butcher']);
  const before = await handCards(page, 'Anna');

  await panel(page).getByRole('button', { name: 'Discard with the Butcher', exact: true }).click();
  const discard = panel(page).getByRole('group').getByRole('button', { name: /^Discard / });
  const picked = [];
  for (let i = 0; i < 2; i += 1) {
    // Its accessible name: a card's button also shows the card's rules text.
    const name = (await discard.first().getAttribute('aria-label')) ?? (await discard.first().textContent());
    picked.push(name.replace(/^Discard /, ''));
    await discard.first().click();
  }
  const hand = page.getByRole('region', { name: 'Hand of Anna' });
  assert.equal(await hand.locator('.chosen').count(), 2, 'the two cards are marked');
  assert.deepEqual(
    await hand.locator('.chosen').getByRole('heading').allTextContents(),
    picked,
  );
  await shootTable(page, 'fb-advanced-butcher');
  await panel(page)
    .getByRole('button', { name: `Done: discard ${picked[0]} and ${picked[1]}, then draw as many`, exact: true })
    .click();
  await waitForLogLine(
    page,
    new RegExp(`^Anna discards ${escapeRegExp(picked.join(' and '))} with the Butcher and draws as many\\.$`),
  );
  // The cards drawn (as many, then the refill) are in the hand, said in the log to Anna alone.
  const lines = await logLines(page);
  const from = lines.findIndex((l) => /with the Butcher/.test(l));
  const drawn = lines
    .slice(from + 1)
    .map((l) => l.match(/^Anna draws (.+)\.$/))
    .filter(Boolean)
    .flatMap((m) => m[1].split(/, | and /));
  assert.ok(drawn.length >= 2, lines.slice(from).join('\n'));
  await fbSituation(page);
  const after = await handCards(page, 'Anna');
  assert.equal(after.length, Math.max(before.length, 6), 'as many, then the refill to 6');
  for (const name of drawn) assert.ok(after.includes(name), `${name} drawn into ${after.join(', ')}`);
  assert.equal(await fbStatus(page).textContent(), 'Anna: play a card');
  assert.equal(
    await panel(page).getByRole('button', { name: 'Discard with the Butcher', exact: true }).count(),
    0,
    'once a turn (FB13.3.4)',
  );
  assertNoProblems(page);
  await page.close();
});
