// Hot seat: three people share one device. The hand-off screen covers the table whenever the
// deciding person changes and never between two decisions of the same person; while it shows,
// no hand is in the page; after "I am NAME", only NAME's hand is shown (R12.13.2). Names are
// shown as typed, as text, never as markup.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  panel,
  influenceCards,
  statusLine,
  gameLog,
  handoffHeading,
  takeDevice,
  playerBoard,
  boardStat,
  clearStorage,
} from './support.mjs';
import { random, situation, clickAnyChoice } from './players.mjs';

let browser;
let cardNames;
before(async () => {
  browser = await launch();
  cardNames = [...new Set((await influenceCards()).map((c) => c.en))];
});
after(async () => {
  await browser?.close();
});

const NAMES = ['Anna', 'Bruno', 'Carla'];

/** The round shown in the top bar ("Round 2 of 5"), or 0 before the first round. */
async function round(page) {
  const track = page.getByRole('navigation', { name: 'Round and phase' });
  if (!(await track.count())) return 0;
  const match = /Round (\d) of 5/.exec(await track.textContent());
  return match ? Number(match[1]) : 0;
}

/** The name at the start of the Decision status line ("Anna: …"). */
async function decidingName(page) {
  const status = await statusLine(page).textContent();
  const name = NAMES.find((n) => status.startsWith(`${n}: `));
  assert.ok(name, `the status line names nobody: ${status}`);
  return name;
}

/** All text of the page, hidden or not, with every attribute value (labels, titles). */
async function everythingInThePage(page) {
  return page.evaluate(() => {
    const parts = [document.title, document.body.textContent];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) parts.push(attr.value);
    }
    return parts.join('\n');
  });
}

/**
 * The page text and attribute values, without the log and the top card of the discard pile
 * (both public).
 */
async function privateText(page) {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true);
    copy.querySelector('[aria-labelledby="log-heading"]')?.remove();
    for (const dt of copy.querySelectorAll('dt')) {
      if (dt.textContent.trim() === 'Discard pile') dt.nextElementSibling?.remove();
    }
    const parts = [copy.textContent];
    for (const el of copy.querySelectorAll('*')) {
      for (const attr of el.attributes) parts.push(attr.value);
    }
    return parts.join('\n');
  });
}

test('hot seat: a hand-off screen at every change of person, and only the own hand is ever shown', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(
    page,
    NAMES.map((name) => ({ name, kind: 'human' })),
    { seed: 5 },
  );
  const rnd = random(5);
  const decision = panel(page);
  /** The person holding the device (after "I am …"), null before the first hand-off. */
  let holder = null;
  /** The card names each person last had in their hand region. */
  const lastHand = new Map();
  let handoffs = 0;
  let clicks = 0;
  let cardsPicked = 0;
  let questions = 0;
  const started = Date.now();

  for (let step = 0; (await round(page)) < 3; step++) {
    assert.ok(step < 1000, `still in round ${await round(page)} after ${step} steps`);
    const state = await situation(page);
    if (state === 'end') break;

    if (state === 'handoff') {
      const heading = (await handoffHeading(page).textContent()).trim();
      const next = heading.replace('Pass the device to ', '');
      assert.ok(NAMES.includes(next), heading);
      assert.notEqual(next, holder, `a hand-off between two decisions of ${holder}`);
      // The family board of the person named is the one deciding.
      assert.ok(
        await playerBoard(page, next).getByText('Deciding', { exact: true }).isVisible(),
        `${next}'s board does not say Deciding`,
      );
      // Nothing private while the device changes hands.
      assert.equal(await page.getByRole('region', { name: /^Hand of / }).count(), 0);
      assert.equal(await decision.count(), 0, 'the Decision panel shows during the hand-off');
      assert.equal(await gameLog(page).count(), 0, 'the log (with drawn cards) shows during the hand-off');
      const text = await everythingInThePage(page);
      const leaked = cardNames.filter((n) => text.includes(n));
      assert.deepEqual(leaked, [], `card names in the page behind the hand-off screen for ${next}`);

      await takeDevice(page, next);
      holder = next;
      handoffs += 1;
      continue;
    }

    if (state === 'question') {
      // A window's question to everyone: it names no one as deciding, and offers each person.
      const status = (await statusLine(page).textContent()).trim();
      assert.ok(!NAMES.some((n) => status.startsWith(`${n}: `)), `the question names a decider: ${status}`);
      const offered = await decision.getByRole('group').getByRole('button').allTextContents();
      assert.deepEqual(offered, [...NAMES.map((n) => `${n} plays a card`), 'Nobody: go on']);
      questions += 1;
      await clickAnyChoice(page, rnd);
      continue;
    }

    // The person's own decision: it must be the one holding the device.
    assert.ok(state === 'choose' || state === 'confirm', `unexpected state ${state}`);
    const deciding = await decidingName(page);
    assert.equal(deciding, holder, `${deciding} decides but ${holder} holds the device (no hand-off)`);

    const hands = page.getByRole('region', { name: /^Hand of / });
    assert.equal(await hands.count(), 1, 'exactly one hand is shown');
    const hand = page.getByRole('region', { name: `Hand of ${holder}`, exact: true });
    assert.ok(await hand.isVisible(), `the hand shown is not ${holder}'s`);
    const own = (await hand.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
    assert.equal(
      String(own.length),
      await boardStat(page, holder, 'Cards in hand'),
      `${holder}'s hand region and board disagree on the number of cards`,
    );
    assert.ok(own.every((n) => cardNames.includes(n)), `unknown card names: ${own}`);
    lastHand.set(holder, own);

    // A card that only another person was seen holding is not on the page (outside the
    // public log and discard pile), in particular not in this person's hand.
    const text = await privateText(page);
    const missing = own.filter((card) => !text.includes(card));
    assert.deepEqual(missing, [], `${holder}'s own cards are not in the page text`);
    for (const [other, cards] of lastHand) {
      if (other === holder) continue;
      for (const card of cards) {
        if (own.includes(card)) continue; // passed on, or another copy (The Canary Sings)
        assert.ok(!text.includes(card), `${other}'s card ${card} shows while ${holder} decides`);
      }
    }

    const clicked = await clickAnyChoice(page, rnd);
    if (cardNames.includes(clicked)) cardsPicked += 1;
    clicks += 1;
  }

  const seconds = (Date.now() - started) / 1000;
  console.log(
    `# hot seat: ${clicks} clicks, ${handoffs} hand-offs, ${questions} questions, ${cardsPicked} cards picked in ${seconds.toFixed(1)} s`,
  );
  assert.ok((await round(page)) >= 3 || (await situation(page)) === 'end', 'two rounds were played');
  assert.ok(handoffs >= 6, `only ${handoffs} hand-offs in two rounds`);
  assert.equal(lastHand.size, 3, 'every person saw their hand');
  assert.ok(cardsPicked > 0, 'cards were played from the hands');
  assert.ok(questions > 0, 'no window asked the people together');
  assertNoProblems(page);
  await page.close();
});

test('hot seat: a name is shown as typed, as text; a name over 20 characters is refused', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();

  // 28 characters: refused on the start screen, and no game starts.
  const long = '<img src=x onerror=alert(1)>';
  await page.getByRole('radio', { name: '3 players' }).check();
  const first = page.getByRole('textbox', { name: 'Name of player 1' });
  await first.fill(long);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.getByText('A name has at most 20 characters.', { exact: true }).waitFor();
  assert.equal(await first.getAttribute('aria-invalid'), 'true');
  // The message is the field's description, so a screen reader reads it with the field.
  const description = await first.evaluate((el) =>
    document.getElementById(el.getAttribute('aria-describedby'))?.textContent.trim(),
  );
  assert.equal(description, 'A name has at most 20 characters.');
  assert.ok(await page.getByRole('heading', { name: 'New game' }).isVisible(), 'the start screen stays');
  assert.equal(await page.getByRole('region', { name: 'Families' }).count(), 0, 'no game started');
  assert.equal(await handoffHeading(page).count(), 0);
  assert.equal(await page.locator('img').count(), 0, 'no image was made of the name');

  // Exactly 20 characters of markup: accepted and shown literally.
  const name = '<svg onload=alert()>';
  assert.equal([...name].length, 20);
  await startGame(page, [
    { name: 'Anna', kind: 'human' },
    { name, kind: 'human' },
    { name: 'Carla', kind: 'human' },
  ]);
  const board = playerBoard(page, name);
  await board.waitFor();
  assert.equal((await board.getByRole('heading', { level: 2 }).textContent()).trim(), name);
  // Play the decisions until the hand-off names the person with that name.
  const rnd = random(3);
  for (let clicks = 0; clicks < 40; clicks++) {
    if ((await situation(page)) === 'handoff') {
      const heading = (await handoffHeading(page).textContent()).trim();
      if (heading === `Pass the device to ${name}`) break;
      await takeDevice(page, heading.replace('Pass the device to ', ''));
    } else {
      await clickAnyChoice(page, rnd);
    }
  }
  assert.equal((await handoffHeading(page).textContent()).trim(), `Pass the device to ${name}`);
  await takeDevice(page, name);
  assert.ok((await statusLine(page).textContent()).startsWith(`${name}: `));
  assert.ok(await page.getByRole('region', { name: `Hand of ${name}`, exact: true }).isVisible());
  assert.equal(await page.locator('svg[onload], img[onerror]').count(), 0, 'the name became markup');
  assertNoProblems(page);
  await page.close();
});

test('hot seat: a card left open in the details panel is gone under the hand-off screen', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await startGame(page, NAMES.map((name) => ({ name, kind: 'human' })), { seed: 5 });
  const first = (await handoffHeading(page).textContent()).replace('Pass the device to ', '');
  await takeDevice(page, first);
  // The person opens the details of a card in their hand, then makes their decision.
  const hand = page.getByRole('region', { name: `Hand of ${first}`, exact: true });
  const card = (await hand.getByRole('heading', { level: 3 }).first().textContent()).trim();
  await hand.getByRole('button', { name: `About ${card}`, exact: true }).click();
  assert.equal(await page.getByRole('dialog', { name: card }).count(), 1);
  const rnd = random(3);
  while ((await situation(page)) !== 'handoff') await clickAnyChoice(page, rnd);
  assert.equal(await page.getByRole('dialog').count(), 0, 'no details under the hand-off screen');
  const next = (await handoffHeading(page).textContent()).replace('Pass the device to ', '');
  await takeDevice(page, next);
  assert.equal(await page.getByRole('dialog').count(), 0, 'nor after the next person takes over');
  assertNoProblems(page);
  await page.close();
});
