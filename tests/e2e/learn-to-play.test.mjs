// "Learn to play": from the start screen, each game's guided first game on its fixed deal. The
// coach explains each of the person's decisions before it is made (its card shows what the
// decision is, why it matters and a good choice, with the parts of the table it speaks of
// marked), says what happens while the bots play, and hands over ("You're on your own now")
// once the guided part is over; the game then goes on as a normal game. The lesson can be left
// midway, to play on without the coach or back to the start screen.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, assertNoProblems, screenshot, panel, setBotSpeed } from './support.mjs';
import { random, situation, clickAnyChoice } from './players.mjs';
import { fbSituation, clickAnyChoice as fbClickAnyChoice, confirm as fbConfirm } from './family-business.mjs';
import { wcSituation, decision as wcDecision, map as wcMap, mapButtons as wcMapButtons } from './whitechapel.mjs';

// The fixed deal, the bots' seeded play and the person's seeded clicks make the same lesson every
// time: the coach's title at each decision of the person, in order.
const NP_STEPS = [
  'Place a starting marker',
  'Place a starting marker',
  'Place a starting marker',
  'Your turn in the Commission',
  'Another turn: now it costs the ante',
  'Pasquale "Paper Moon" Cartaceo acts',
  'Fabrizio "The Forger" Falsetti acts',
  'Buy cards at the Fence',
  'Fill the empty Third Guy (1)',
];
const FB_STEPS = [
  'Turn 1: play one card',
  'Counter the Contract?',
  'Turn 4: play one card',
  'Turn 7: play one card',
  'The Intrigue asks for a choice',
  'The Intrigue asks for a choice',
  'The Intrigue asks for a choice',
  'The Intrigue asks for a choice',
];

// Jack's first night: he hides on circle 20, marks the woman on circle 21 next to it and kills
// her there, then walks home and escapes.
const WC_STEPS = [
  'Choose your hideout',
  'Place the women',
  'Kill now, or wait?',
  'Your move: 15 moves left',
];

/**
 * Jack in the lesson, clicking one thing: Confirm, "Walk home and escape", circle 20 (his
 * hideout) or circle 21 (the first marked woman and his victim) when offered, else a seeded pick
 * among the panel's choices and the map's buttons.
 */
async function wcClick(page, rnd) {
  const panel = wcDecision(page);
  for (const name of ['Confirm', 'Walk home and escape']) {
    const button = panel.getByRole('button', { name, exact: true });
    if (await button.count()) return button.click();
  }
  for (const circle of [/^Circle 20(,|$)/, /^Circle 21(,|$)/]) {
    const button = wcMap(page).getByRole('button', { name: circle });
    if (await button.count()) return button.click();
  }
  const words = panel.locator('fieldset.picks button');
  const places = wcMapButtons(page);
  const [w, p] = [await words.count(), await places.count()];
  const i = Math.floor(rnd() * (w + p));
  return i < w ? words.nth(i).click() : places.nth(i - w).click();
}

const GAMES = {
  np: {
    name: 'Nothing Personal',
    steps: NP_STEPS,
    situation,
    click: clickAnyChoice,
    confirm: (page) => panel(page).getByRole('button', { name: 'Confirm', exact: true }).click(),
  },
  fb: {
    name: 'Family Business',
    steps: FB_STEPS,
    situation: fbSituation,
    click: fbClickAnyChoice,
    confirm: fbConfirm,
  },
  wc: {
    name: 'Letters from Whitechapel',
    steps: WC_STEPS,
    panel: wcDecision,
    situation: wcSituation,
    click: wcClick,
    confirm: (page) => wcDecision(page).getByRole('button', { name: 'Confirm', exact: true }).click(),
  },
};

function coach(page) {
  return page.getByRole('region', { name: 'Coach', exact: true });
}

/** Starts the lesson of `game` from the start screen, with the bots at instant speed. */
async function startLesson(page, baseUrl, game, { fromStart = false } = {}) {
  if (!fromStart) await page.goto(baseUrl);
  await page.getByRole('button', { name: `Learn to play ${game.name}`, exact: true }).click();
  await coach(page).waitFor();
  await setBotSpeed(page, 'instant');
}

/** The start of a decision of the person (choices offered, nothing chosen yet), or the end of guidance. */
async function nextMoment(page, game) {
  const done = () => coach(page).getByRole('heading', { name: "You're on your own now" }).count();
  for (;;) {
    if (await done()) return 'done';
    const state = await game.situation(page, 60_000);
    // The guided part may have ended while the bots played.
    if (await done()) return 'done';
    assert.notEqual(state, 'end', 'the game does not end within the guided part');
    if (state === 'no-counter') {
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      continue;
    }
    const back = await (game.panel ?? panel)(page).getByRole('button', { name: 'Back', exact: true }).count();
    if (state === 'choose' && back === 0) return 'decision';
    if (state === 'confirm') await game.confirm(page);
    else if (state === 'choose') await game.click(page, random(7));
  }
}

/** The coach's card at a decision: its explanation is shown, and what it points at is marked. */
async function assertExplained(page) {
  const card = coach(page);
  for (const term of ['What this is', 'Why it matters', 'A good choice here']) {
    assert.ok(await card.getByRole('term').filter({ hasText: term }).isVisible(), `the coach shows "${term}"`);
  }
  const title = (await card.getByRole('heading', { level: 2 }).textContent()).trim();
  const cue = card.getByText(/^Marked on the table: /);
  if (await cue.count()) {
    const marked = page.locator('[data-coach="marked"]');
    assert.ok((await marked.count()) > 0, `"${title}": the cue names marked parts, and some are marked`);
    assert.ok(await marked.first().isVisible(), `"${title}": the marked part is in the page`);
  }
  return title;
}

/**
 * Follows the lesson of `game` from its first decision to the end of guidance; the person
 * clicks choices picked by a seeded generator. Returns the coach's titles, decision by decision.
 */
async function followLesson(page, game, { shots } = {}) {
  const rnd = random(11);
  const titles = [];
  for (;;) {
    const moment = await nextMoment(page, game);
    if (moment === 'done') return titles;
    // The explanation is on screen before anything of the decision is clicked.
    titles.push(await assertExplained(page));
    if (shots && titles.length === 2) await shots(titles);
    await game.click(page, rnd);
  }
}

for (const [key, game] of Object.entries(GAMES)) {
  test(`the guided first game of ${game.name} runs from its start to the end of guidance`, async () => {
    const { baseUrl, context, close } = await launch();
    try {
      const page = await openPage(context, baseUrl);
      await startLesson(page, baseUrl, game);
      const titles = await followLesson(page, game, {
        shots: async () => {
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `learn-${key}-1280`, { fullPage: false });
          await page.setViewportSize({ width: 360, height: 740 });
          await screenshot(page, `learn-${key}-360`, { fullPage: false });
          await page.setViewportSize({ width: 1280, height: 800 });
        },
      });
      assert.deepEqual(titles, game.steps);
      // Nothing stays marked once the guided part is over, and the game goes on alone.
      assert.equal(await page.locator('[data-coach="marked"]').count(), 0);
      await coach(page).getByRole('button', { name: 'Play on', exact: true }).click();
      await coach(page).waitFor({ state: 'detached' });
      assert.equal(await game.situation(page, 60_000) !== null, true);
      assertNoProblems(page);
    } finally {
      await close();
    }
  });
}

test('a lesson can be left midway: play on without the coach, or back to the start screen', async () => {
  const { baseUrl, context, close } = await launch();
  try {
    const page = await openPage(context, baseUrl);
    const fb = GAMES.fb;
    await startLesson(page, baseUrl, fb);
    assert.equal(await nextMoment(page, fb), 'decision');
    await assertExplained(page);
    await coach(page).getByRole('button', { name: 'Leave the lesson', exact: true }).click();
    await coach(page)
      .getByRole('group', { name: 'Leave the lesson?' })
      .getByRole('button', { name: 'Back to the start screen', exact: true })
      .click();
    await page.getByRole('button', { name: 'Learn to play Nothing Personal', exact: true }).waitFor();
    assert.equal(await coach(page).count(), 0);

    const np = GAMES.np;
    await startLesson(page, baseUrl, np, { fromStart: true });
    assert.equal(await nextMoment(page, np), 'decision');
    await assertExplained(page);
    await coach(page).getByRole('button', { name: 'Leave the lesson', exact: true }).click();
    const choice = coach(page).getByRole('group', { name: 'Leave the lesson?' });
    await choice.getByRole('button', { name: 'Stay in the lesson', exact: true }).click();
    assert.equal(await choice.count(), 0, 'staying keeps the coach');
    await coach(page).getByRole('button', { name: 'Leave the lesson', exact: true }).click();
    await choice.getByRole('button', { name: 'Keep playing without the coach', exact: true }).click();
    await coach(page).waitFor({ state: 'detached' });
    assert.equal(await page.locator('[data-coach="marked"]').count(), 0, 'nothing is marked any more');
    // The decision is still the person's, in a normal game.
    assert.equal(await np.situation(page), 'choose');

    assertNoProblems(page);
  } finally {
    await close();
  }
});
