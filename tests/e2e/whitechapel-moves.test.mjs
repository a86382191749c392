// Letters from Whitechapel's special moves and the search chain, made through the map and the
// Decision panel as a player makes them: Jack's coach (its end, "By coach", then the circle it
// passes through, WC5.1.4) and alley (WC5.1.3), each written in Jack's log and counted off his
// tokens; a policeman's search that finds nothing and goes on to a second circle (WC5.3.2).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, assertNoProblems, screenshot } from './support.mjs';
import { newWcTable, picker, playWc, map, mapButtons, decision } from './whitechapel.mjs';

const JACK_MOVE = 'Your move: click a circle to go to.';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The prompt of the Decision panel, once it reads `text`. */
async function promptReads(page, text) {
  await decision(page).locator('.prompt').getByText(text, { exact: true }).waitFor();
}

/** Whether the panel's prompt reads `text` now. */
async function promptIs(page, text) {
  return (await decision(page).locator('.prompt').getByText(text, { exact: true }).count()) > 0;
}

/** The names of the map's buttons now offered. */
async function offered(page) {
  return mapButtons(page).evaluateAll((b) => b.map((e) => e.getAttribute('aria-label')));
}

/**
 * At Jack's move, clicks the circles offered one by one until one offers `kind` in the panel,
 * and chooses it; each circle that does not is taken back. Returns the circle's name.
 */
async function chooseMoveOfKind(page, kind) {
  await promptReads(page, JACK_MOVE);
  for (const circle of await offered(page)) {
    await map(page).getByRole('button', { name: circle, exact: true }).click();
    const panel = decision(page);
    await panel.getByRole('button', { name: 'Back' }).waitFor();
    if ((await panel.getByRole('button', { name: kind, exact: true }).count()) > 0) {
      await panel.getByRole('button', { name: kind, exact: true }).click();
      return circle;
    }
    await panel.getByRole('button', { name: 'Back' }).click();
    await promptReads(page, JACK_MOVE);
  }
  throw new Error(`no circle offered ${kind}`);
}

/** The status line's count of `what` ('Coaches' or 'Alleys'). */
async function tokensLeft(page, what) {
  const text = await page.locator('.wc-status').innerText();
  const found = text.match(new RegExp(`${what}: (\\d+)`));
  assert.ok(found, `the status shows the ${what.toLowerCase()} left: ${text}`);
  return Number(found[1]);
}

/** The log of what happened. */
function log(page) {
  return page.getByRole('region', { name: 'What happened' });
}

/** The log's lines. */
async function logLines(page) {
  return log(page).getByRole('listitem').allInnerTexts();
}

test('Jack takes a coach and an alley through the map, and his log and tokens show them', async () => {
  const page = await newWcTable(browser, [
    { name: 'Jill', kind: 'human' },
    { name: 'Lestrade', kind: 'random' },
  ], { seed: 9 });
  await playWc(page, picker(4), { until: (p) => promptIs(p, JACK_MOVE) });
  const coaches = await tokensLeft(page, 'Coaches');
  assert.ok(coaches > 0);

  // The coach: its end, then "By coach", then the circle it passes through.
  const end = await chooseMoveOfKind(page, 'By coach');
  await promptReads(page, 'By coach: click the circle the coach passes through.');
  const through = (await offered(page))[0];
  assert.ok(through, 'the map offers the circles the coach may pass through');
  assert.notEqual(through, end);
  await map(page).getByRole('button', { name: through, exact: true }).click();
  const [throughNumber, endNumber] = [through, end].map((c) => c.match(/\d+/)[0]);
  await decision(page).getByText(`Your choice: coach through circle ${throughNumber} to circle ${endNumber}`).waitFor();
  await screenshot(page, 'whitechapel-coach-desktop');
  await decision(page).getByRole('button', { name: 'Confirm' }).click();
  await log(page).getByText(
    new RegExp(`^Jack moves: coach through circle ${throughNumber} to circle ${endNumber}, spaces \\d+–\\d+\\.$`),
  ).waitFor();
  assert.equal(await tokensLeft(page, 'Coaches'), coaches - 1);

  // The alley, at Jack's next move.
  await playWc(page, picker(5), { until: (p) => promptIs(p, JACK_MOVE) });
  const alleys = await tokensLeft(page, 'Alleys');
  assert.ok(alleys > 0);
  const alleyEnd = await chooseMoveOfKind(page, 'Through an alley');
  const alleyNumber = alleyEnd.match(/\d+/)[0];
  await decision(page).getByText(`Your choice: alley to circle ${alleyNumber}`).waitFor();
  await decision(page).getByRole('button', { name: 'Confirm' }).click();
  await log(page).getByText(
    new RegExp(`^Jack moves: alley to circle ${alleyNumber}, space \\d+\\.$`),
  ).waitFor();
  assert.equal(await tokensLeft(page, 'Alleys'), alleys - 1);
  assert.ok((await logLines(page)).some((l) => l.startsWith('Jack moves: coach through')));
  assertNoProblems(page);
  await page.close();
});

test('a policeman whose search finds nothing searches on, and stops when he chooses', async () => {
  const page = await newWcTable(browser, [
    { name: 'Jack bot', kind: 'random' },
    { name: 'Mary', kind: 'human' },
  ], { seed: 5 });
  const acting = /^The (\w+) policeman: click a circle next to him\.$/;
  for (let action = 0; action < 40; action++) {
    await playWc(page, picker(8 + action), {
      until: async (p) => (await decision(p).locator('.prompt').getByText(acting).count()) > 0,
    });
    const colour = (await decision(page).locator('.prompt').innerText()).match(acting)[1];
    const first = (await offered(page))[0];
    await map(page).getByRole('button', { name: first, exact: true }).click();
    await decision(page).getByRole('button', { name: 'Search', exact: true }).click();
    const firstNumber = first.match(/\d+/)[0];
    await decision(page).getByText(`Your choice: search circle ${firstNumber}`).waitFor();
    await decision(page).getByRole('button', { name: 'Confirm' }).click();
    const searched = log(page).getByText(
      new RegExp(`^The ${colour} policeman searches circle ${firstNumber}: (a clue!|nothing\\.)$`),
    ).last();
    await searched.waitFor();
    if ((await searched.innerText()).endsWith('a clue!')) continue;

    // Nothing found: the same policeman may search another circle next to him (WC5.3.2).
    const more = `The ${colour} policeman may search another circle next to him, or stop.`;
    await promptReads(page, more);
    const next = await offered(page);
    assert.ok(!next.includes(first), `${first} is not offered twice`);
    if (next.length === 0) continue;
    const second = next[0];
    const secondNumber = second.match(/\d+/)[0];
    await map(page).getByRole('button', { name: second, exact: true }).click();
    await decision(page).getByText(`Your choice: search circle ${secondNumber}`).waitFor();
    await screenshot(page, 'whitechapel-search-chain-desktop');
    await decision(page).getByRole('button', { name: 'Confirm' }).click();
    const again = log(page).getByText(
      new RegExp(`^The ${colour} policeman searches circle ${secondNumber}: (a clue!|nothing\\.)$`),
    ).last();
    await again.waitFor();
    if ((await again.innerText()).endsWith('nothing.') && (await promptIs(page, more))) {
      await decision(page).getByRole('button', { name: 'Stop searching' }).click();
      await decision(page).getByRole('button', { name: 'Confirm' }).click();
      await log(page).getByText(`The ${colour} policeman stops searching.`).last().waitFor();
    }
    assertNoProblems(page);
    await page.close();
    return;
  }
  assert.fail('no search found nothing in 40 actions');
});
