// The named abilities of the Young Turks expansion, each reached from a saved game cut at its
// decision (tests/e2e/fixtures, made with --sets historical,designers,young-turks): the game
// resumes on the table, every seat a person, and each answer is built the way a person builds
// it — choices in the Decision panel, markers on the board — then the outcome is read from what
// the page shows: the status line, the board, the families' boards and the game log.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openFixture,
  assertNoProblems,
  assertNoSidewaysScroll,
  screenshot,
  panel,
  statusLine,
  logLines,
  waitForLogLine,
  boardStat,
} from './support.mjs';
import { handTo, answerUntil } from './players.mjs';

const NAMES = ['Anna', 'Bruno', 'Carla'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Opens the page on a saved game made of `fixture`, every seat a person; returns the page. */
async function resume(fixture) {
  return openFixture(browser, `${fixture}.json`, fixture, NAMES);
}

function board(page) {
  return page.getByRole('region', { name: 'Board', exact: true });
}

/** A place of the board ("Capo (9)", "Associate 1"). */
function space(page, label) {
  return board(page).getByRole('article', { name: label, exact: true });
}

/** The name of the gangster in a place of the board, or "Vacant". */
async function occupant(page, label) {
  const place = space(page, label);
  if (await place.getByRole('heading', { level: 4 }).count()) {
    return (await place.getByRole('heading', { level: 4 }).textContent()).trim();
  }
  return (await place.getByText('Vacant', { exact: true }).textContent()).trim();
}

/** The marker chips of the gangster in a place, as read aloud ("Red: 1", "Black: 4"). */
async function markerChips(page, label) {
  const list = space(page, label).getByRole('list', { name: 'Markers', exact: true });
  if (!(await list.count())) return [];
  // A chip that can be picked is a button named for the marker; its text is the chip.
  return list.getByRole('listitem').evaluateAll((items) =>
    items.map((li) => (li.getAttribute('aria-label') ?? li.textContent).replace(/\s+/g, ' ').trim()),
  );
}

/** Every marker on the board: the sum of the counts of every chip ("Red: 2" or "R 2"). */
async function markersOnBoard(page) {
  const texts = await board(page)
    .getByRole('list', { name: 'Markers', exact: true })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.innerText.replace(/\s+/g, ' ').trim()));
  return texts.reduce((sum, t) => sum + Number(/(\d+)$/.exec(t)?.[1] ?? 0), 0);
}

test("Harvey Bailey's removals: one marker at a time, from the panel or the board, down to 0 to go", async () => {
  const page = await resume('harvey-removal');
  await handTo(page, 'Bruno');
  const decision = panel(page);
  const status = (left) =>
    `Bruno: Harvey Bailey went to Prison: remove a marker from any gangster (${left} to go)`;
  assert.equal(await statusLine(page).textContent(), status(5));
  assert.equal(await occupant(page, 'Capo (9)'), '"Killer" Mac Pheeto');
  assert.deepEqual(await markerChips(page, 'Capo (9)'), ['Red: 1', 'Orange: 1', 'Black: 4']);
  // Harvey is in Prison already, out of his position.
  assert.ok(await board(page).getByRole('region', { name: 'Prison', exact: true }).getByText('Harvey Bailey').isVisible());

  // On a phone: the decision as a person sees it at 360 px.
  await page.setViewportSize({ width: 360, height: 800 });
  await assertNoSidewaysScroll(page, 'Harvey Bailey removal at 360 px');
  await decision.scrollIntoViewIfNeeded();
  await screenshot(page, 'harvey-removal-360', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  const markers = decision.getByRole('group', { name: 'Which marker do you remove?', exact: true });
  const total = await markersOnBoard(page);
  assert.equal(await markers.getByRole('button').count(), 14, 'every marker on the board is offered');
  const supply = { Anna: 18, Bruno: 20, Carla: 16 };
  for (const name of NAMES) assert.equal(Number(await boardStat(page, name, 'Markers left')), supply[name]);

  // 1. From the panel: Anna's Red marker on the Capo.
  await markers.getByRole('button', { name: 'the Red marker on "Killer" Mac Pheeto', exact: true }).click();
  assert.ok(await decision.getByText('Remove the Red marker on "Killer" Mac Pheeto', { exact: true }).isVisible());
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();
  await waitForLogLine(page, /^One Red marker leaves "Killer" Mac Pheeto\.$/);
  assert.equal(await statusLine(page).textContent(), status(4));
  assert.deepEqual(await markerChips(page, 'Capo (9)'), ['Orange: 1', 'Black: 4']);
  assert.equal(Number(await boardStat(page, 'Anna', 'Markers left')), supply.Anna + 1, 'back to its supply');
  assert.equal(await markersOnBoard(page), total - 1);
  assert.equal(
    await decision.getByRole('button', { name: 'the Red marker on "Killer" Mac Pheeto', exact: true }).count(),
    0,
    'a removed marker is no longer offered',
  );

  // 2–4. On the board: Carla's Black chip on the Capo, three times; the chip counts down.
  const black = board(page).getByRole('button', { name: 'the Black marker on "Killer" Mac Pheeto', exact: true });
  for (const [i, left] of [3, 2, 1].entries()) {
    assert.equal((await black.textContent()).trim(), `Black: ${4 - i}`);
    await black.click();
    assert.ok(await decision.getByText('Remove the Black marker on "Killer" Mac Pheeto', { exact: true }).isVisible());
    await decision.getByRole('button', { name: 'Confirm', exact: true }).click();
    await statusLine(page).filter({ hasText: `(${left} to go)` }).waitFor();
    assert.equal(await statusLine(page).textContent(), status(left));
    assert.equal(Number(await boardStat(page, 'Carla', 'Markers left')), supply.Carla + i + 1);
    assert.equal(await markersOnBoard(page), total - 2 - i);
  }
  assert.deepEqual(await markerChips(page, 'Capo (9)'), ['Orange: 1', 'Black: 1']);

  // 5. The last one, on the board: Bruno's own Orange marker.
  await board(page).getByRole('button', { name: 'the Orange marker on "Killer" Mac Pheeto', exact: true }).click();
  assert.ok(await decision.getByText('Remove the Orange marker on "Killer" Mac Pheeto', { exact: true }).isVisible());
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();

  // The game moves on: Harvey's windows pass and the Capo's controller acts next — Carla, who
  // can only pass and has no card to sell, so once she holds the device the page passes for
  // her and her log says so (docs/decisions.md, 60).
  await handTo(page, 'Carla');
  assert.doesNotMatch(await statusLine(page).textContent(), /Harvey Bailey/);
  await waitForLogLine(page, /^Carla passes\. \(Answered for you: it was your only choice\.\)$/);
  const lines = await logLines(page);
  assert.equal(lines.filter((l) => /^One (Red|Orange|Black) marker leaves /.test(l)).length, 5, lines.join('\n'));
  // Harvey's windows passed unanswered: the log tells nothing of them (no "Players may respond").
  assert.ok(!lines.some((l) => /respond/.test(l)), lines.join('\n'));
  assert.deepEqual(await markerChips(page, 'Capo (9)'), ['Black: 1']);
  assert.equal(await markersOnBoard(page), total - 5);
  assert.equal(Number(await boardStat(page, 'Bruno', 'Markers left')), supply.Bruno + 1);
  assert.equal(Number(await boardStat(page, 'Carla', 'Markers left')), supply.Carla + 3);
  assertNoProblems(page);
  await page.close();
});

test('Frank Nitti: his controller pays $5 and the whack is called off without a roll', async () => {
  const page = await resume('frank-cancels');
  await handTo(page, 'Bruno');
  const decision = panel(page);
  assert.match(
    await statusLine(page).textContent(),
    /^Bruno: Carla's "Trigger" Tommy Grilletto whacks (?:your |Anna's |Carla's )?Cesare "Cannonball" Palla, .+: play a card before it happens\?$/,
  );
  const declared = 'Carla declares with "Trigger" Tommy Grilletto: whack Cesare "Cannonball" Palla.';
  // The declaration, then its payment; no line of the window opened on it.
  const before = (await logLines(page)).slice(-3);
  assert.ok(before.includes(declared) && !before.some((l) => /respond/.test(l)), before.join('\n'));
  assert.equal(await boardStat(page, 'Bruno', 'Money'), '$10');
  const answer = decision.getByRole('group', { name: 'Your answer', exact: true });
  assert.deepEqual(await answer.getByRole('button').allTextContents(), [
    'Decline',
    'Pay Frank Nitti to call off the whack',
  ]);
  await answer.getByRole('button', { name: 'Pay Frank Nitti to call off the whack', exact: true }).click();

  // The window goes on for the others (they may still play a card), then the whack ends.
  await handTo(page, 'Anna');
  await waitForLogLine(page, /^Frank Nitti calls off the whack for Bruno\.$/);
  assert.equal(await boardStat(page, 'Bruno', 'Money'), '$5');
  const cancelled = 'The whack by "Trigger" Tommy Grilletto is cancelled.';
  await answerUntil(page, async () => (await logLines(page).catch(() => [])).includes(cancelled));

  const lines = await logLines(page);
  const from = lines.lastIndexOf(declared);
  const paid = lines.indexOf('Frank Nitti calls off the whack for Bruno.');
  const end = lines.indexOf(cancelled);
  assert.ok(from < paid && paid < end, lines.slice(from).join('\n'));
  assert.deepEqual(
    lines.slice(from).filter((l) => /^The Whack die shows|whacks |fails to whack|dies trying to whack/.test(l)),
    [],
    'no roll and no result after the whack was called off',
  );
  assert.equal(await boardStat(page, 'Bruno', 'Money'), '$5');
  assert.equal(
    await board(page).getByRole('region', { name: 'Sleeping with the Fishes', exact: true }).getByText('Cesare "Cannonball" Palla').count(),
    0,
    'the target is not sleeping with the Fishes',
  );
  assertNoProblems(page);
  await page.close();
});

test('Colby "the Hat" Dauch: two chosen players swap a random card, and the hand sizes follow', async () => {
  const page = await resume('colby-exchange');
  await handTo(page, 'Carla');
  const decision = panel(page);
  assert.equal(
    await statusLine(page).textContent(),
    'Carla: choose the action of Colby "the Hat" Dauch, First Guy (3)',
  );
  const hand = page.getByRole('region', { name: 'Hand of Carla', exact: true }).getByRole('heading', { level: 3 });
  const handBefore = await hand.allTextContents();
  const sizes = { Anna: 0, Bruno: 4, Carla: 3 };
  for (const name of NAMES) assert.equal(await boardStat(page, name, 'Cards in hand'), String(sizes[name]));
  assert.equal(handBefore.length, sizes.Carla);

  await decision
    .getByRole('group', { name: 'Choose an action', exact: true })
    .getByRole('button', { name: 'Ability of Colby "the Hat" Dauch', exact: true })
    .click();
  const players = decision.getByRole('group', { name: 'Which two players swap a random card?', exact: true });
  assert.deepEqual(await players.getByRole('button').allTextContents(), NAMES);
  await players.getByRole('button', { name: 'Anna', exact: true }).click();
  // The second player: anyone but the first.
  assert.deepEqual(await players.getByRole('button').allTextContents(), ['Bruno', 'Carla']);
  await players.getByRole('button', { name: 'Carla', exact: true }).click();
  assert.deepEqual(
    await decision.getByRole('list', { name: 'Chosen so far' }).getByRole('listitem').allTextContents(),
    ['Ability of Colby "the Hat" Dauch', 'Anna', 'Carla'],
  );
  assert.ok(await decision.getByText('Anna and Carla swap a random card from their hands', { exact: true }).isVisible());
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();

  await waitForLogLine(
    page,
    /^Carla declares with Colby "the Hat" Dauch: Anna and Carla swap a random card from their hands\.$/,
  );
  // Carla, who gave it, sees which card; Anna's hand was empty, so nothing comes back.
  const given = await waitForLogLine(page, /^Carla gives .+ to Anna\.$/);
  const card = /^Carla gives (.+) to Anna\.$/.exec(given)[1];
  assert.ok(handBefore.includes(card), `${card} came from Carla's hand ${handBefore}`);
  assert.ok(!(await logLines(page)).some((l) => /^Anna gives .* to Carla\.$/.test(l)), 'an empty hand gives nothing');
  assert.equal(await boardStat(page, 'Anna', 'Cards in hand'), '1');
  assert.equal(await boardStat(page, 'Carla', 'Cards in hand'), '2');
  assert.equal(await boardStat(page, 'Bruno', 'Cards in hand'), '4');
  assert.deepEqual(
    await hand.allTextContents(),
    handBefore.filter((c) => c !== card),
  );
  assertNoProblems(page);
  await page.close();
});

test('Carlos Gambino: he moves into the empty position picked on the board, and stays there', async () => {
  const page = await resume('carlos-move');
  await handTo(page, 'Bruno');
  const decision = panel(page);
  assert.equal(await statusLine(page).textContent(), 'Bruno: choose the action of Carlos Gambino, Enforcer (6)');
  assert.equal(await occupant(page, 'Enforcer (6)'), 'Carlos Gambino');
  assert.equal(await occupant(page, 'Third Guy (1)'), 'Vacant');
  assert.equal(await occupant(page, 'Counselor (7)'), 'Vacant');

  await decision
    .getByRole('group', { name: 'Choose an action', exact: true })
    .getByRole('button', { name: 'Ability of Carlos Gambino', exact: true })
    .click();
  // The two empty positions are offered in the panel and on the board; the board's is clicked.
  assert.equal(await space(page, 'Third Guy (1)').getByRole('button', { name: 'Choose Third Guy (1)', exact: true }).count(), 1);
  assert.equal(await space(page, 'Capo (9)').getByRole('button', { name: /^Choose/ }).count(), 0, 'an occupied position is no move');
  await space(page, 'Counselor (7)').getByRole('button', { name: 'Choose Counselor (7)', exact: true }).click();
  assert.ok(await decision.getByText('move into the empty Counselor (7)', { exact: true }).isVisible());
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();

  const moved = 'Carlos Gambino moves from Enforcer (6) to Counselor (7).';
  await answerUntil(page, async () => (await logLines(page).catch(() => [])).includes(moved));
  assert.equal(await occupant(page, 'Counselor (7)'), 'Carlos Gambino');
  // His old position stays empty until the Family phase (R14.3.7).
  assert.equal(await occupant(page, 'Enforcer (6)'), 'Vacant');
  assert.equal(await board(page).getByRole('heading', { level: 4, name: 'Carlos Gambino', exact: true }).count(), 1);
  assertNoProblems(page);
  await page.close();
});
