// Decisions of every kind, each reached from a saved game cut at that decision
// (tests/e2e/fixtures): the game resumes on the table at the pending decision, every seat is a
// person, and each answer is built the way a person builds it — the card in the hand, targets
// on the board, choices in the Decision panel, deals in "Deals and sales".

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openFixture,
  assertNoProblems,
  panel,
  statusLine,
  logLines,
  waitForLogLine,
  boardStat,
  handCards,
  playerBoard,
  escapeRegExp,
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

test('COMMISSION_TURN: a card is played in placement mode, its targets picked on the board', async () => {
  const page = await resume('commission-multi-target');
  await handTo(page, 'Bruno');
  const decision = panel(page);
  assert.equal(await statusLine(page).textContent(), 'Bruno: play an influence card or pass');

  const hand = page.getByRole('region', { name: 'Hand of Bruno', exact: true });
  await hand.getByRole('button', { name: 'Choose Another D.A. Dead', exact: true }).click();
  const mode = decision.getByRole('group', { name: 'How do you play it?' });
  await mode.getByRole('button', { name: 'Place its markers', exact: true }).click();

  // Group 1: one marker on a Hitman; only Hitmen can be chosen on the board.
  await decision.getByRole('group', { name: 'Which gangster gets the marker (Hitman)?', exact: true }).waitFor();
  const board = page.getByRole('region', { name: 'Board', exact: true });
  const hitmen = await board.getByRole('button', { name: /^Choose / }).allInnerTexts();
  assert.ok(hitmen.length >= 2, 'several Hitmen to choose from');
  await board.getByRole('button', { name: 'Choose "Killer" Mac Pheeto, Capo (9)', exact: true }).click();
  // Group 2: one marker on a Conman.
  await decision.getByRole('group', { name: 'Which gangster gets the marker (Conman)?', exact: true }).waitFor();
  assert.ok((await board.getByRole('button', { name: /^Choose / }).count()) >= 2, 'several Conmen');
  await board
    .getByRole('button', { name: 'Choose Gino "Three Cards" Montetre, Racketeer (5)', exact: true })
    .click();

  const summary = 'Play Another D.A. Dead: 1 on "Killer" Mac Pheeto; 1 on Gino "Three Cards" Montetre';
  assert.ok(await decision.getByText(summary, { exact: true }).isVisible());
  const markersBefore = Number(await boardStat(page, 'Bruno', 'Markers left'));
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();

  await handTo(page, 'Carla');
  await waitForLogLine(page, /^Bruno plays Another D\.A\. Dead\.$/);
  const lines = await logLines(page);
  assert.ok(lines.some((l) => /^One Orange marker goes on "Killer" Mac Pheeto\.$/.test(l)), lines.join('\n'));
  assert.ok(
    lines.some((l) => /^One Orange marker goes on Gino "Three Cards" Montetre\.$/.test(l)),
    lines.join('\n'),
  );
  assert.equal(Number(await boardStat(page, 'Bruno', 'Markers left')), markersBefore - 2);
  assert.equal(await boardStat(page, 'Bruno', 'Cards in hand'), '3');
  assertNoProblems(page);
  await page.close();
});

test('the log reads right for every family: "One Orange marker goes on …"', async () => {
  const page = await resume('commission-multi-target');
  await handTo(page, 'Bruno');
  await panel(page).getByRole('button', { name: 'Pass', exact: true }).click();
  await handTo(page, 'Carla');
  // Bruno's setup markers are Orange.
  const lines = await logLines(page);
  const orange = lines.filter((l) => / Orange marker goes on /.test(l));
  assert.ok(orange.length > 0, 'the log shows Orange markers placed');
  assert.deepEqual(
    orange.filter((l) => !l.startsWith('One Orange marker')),
    [],
    'no "A Orange marker"',
  );
  assertNoProblems(page);
  await page.close();
});

test('CREW_ACTION: Make a Move shows its odds before Confirm, then the die and the result', async () => {
  const page = await resume('make-a-move');
  await handTo(page, 'Carla');
  const decision = panel(page);
  const dice = page.getByRole('region', { name: 'Last roll', exact: true });
  assert.equal((await dice.innerText()).trim(), 'No die rolled yet');

  await decision.getByRole('button', { name: 'Make a Move', exact: true }).click();
  const targets = decision.getByRole('group', { name: 'Which position do you move against?' });
  assert.ok((await targets.getByRole('button').count()) >= 2, 'a choice of positions');
  await targets.getByRole('button', { name: 'Racketeer (5)', exact: true }).click();

  assert.ok(await decision.getByText('Make a Move on the Racketeer (5)', { exact: true }).isVisible());
  const odds = await decision.getByText(/% success/).textContent();
  assert.match(odds, /^\d+% success .*· \d+% failure .*· \d+% death /);
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();

  const result = /Make a Move on the Racketeer \(5\) (succeeds|fails)\.$|dies making a Move on the Racketeer \(5\)\.$/;
  await answerUntil(page, async () => (await logLines(page).catch(() => [])).some((l) => result.test(l)));
  await waitForLogLine(page, /^The Move die shows (Knife|Ring|Gun|X) \(Make a Move\)\.$/);
  assert.match((await dice.innerText()).replace(/\s+/g, ' '), /Move die: (Knife|Ring|Gun|X) · Make a Move/);
  assertNoProblems(page);
  await page.close();
});

test('TIE_PETITION and TIE_BREAK: a sealed offer, the offers revealed to the tiebreaker, who chooses', async () => {
  const page = await resume('tie-petition');
  await handTo(page, 'Anna');
  const decision = panel(page);
  assert.match(await statusLine(page).textContent(), /^Anna: Anna and Carla are tied on .* make a sealed offer/);
  // The other offer is sealed: nobody's amount is shown to Anna.
  assert.equal(await decision.getByText(/ offers \$/).count(), 0);
  await decision.getByRole('group', { name: 'Choose an amount' }).getByRole('button', { name: '$0' }).click();
  assert.ok(await decision.getByText('Offer $0', { exact: true }).isVisible());
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();

  await handTo(page, 'Bruno');
  assert.match(await statusLine(page).textContent(), /^Bruno: Anna and Carla are tied on .*: choose who wins the tie$/);
  assert.ok(await decision.getByText('Anna offers $0', { exact: true }).isVisible());
  assert.ok(await decision.getByText(/^Carla offers \$\d+$/).isVisible());
  const leaders = decision.getByRole('group', { name: 'Choose a player' });
  assert.deepEqual(await leaders.getByRole('button').allTextContents(), ['Anna', 'Carla']);
  await leaders.getByRole('button', { name: 'Anna', exact: true }).click();
  assert.ok(await decision.getByText('Choose Anna', { exact: true }).isVisible());
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();
  await answerUntil(page, async () => (await statusLine(page).count()) > 0);
  await waitForLogLine(page, /^The tie on "Silent" Sammy Silenzio goes to Anna\.$/);
  assertNoProblems(page);
  await page.close();
});

test('BLACKMAIL_REQUEST: the blackmailer sees the request and refuses; the log says so', async () => {
  const page = await resume('blackmail-request');
  await handTo(page, 'Carla');
  const decision = panel(page);
  assert.match(
    await statusLine(page).textContent(),
    /^Carla: Ricardo Launius is blackmailed by Anna: ask permission .*\(0 of 3 requests refused\)$/,
  );
  await decision.getByRole('button', { name: 'Make a Move', exact: true }).click();
  await decision.getByRole('button', { name: 'Counselor (7)', exact: true }).click();
  // Carla has no money: the offer is $0, taken by the page.
  assert.ok(
    await decision
      .getByText('Ask permission to Make a Move on the Counselor (7), offering $0', { exact: true })
      .isVisible(),
  );
  assert.deepEqual(
    await decision.getByRole('list', { name: 'Chosen so far' }).getByRole('listitem').allTextContents(),
    ['Make a Move', 'Counselor (7)', '$0'],
  );
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();

  await handTo(page, 'Anna');
  assert.equal(
    await statusLine(page).textContent(),
    'Anna: Carla asks permission for Ricardo Launius to Make a Move on the Counselor (7), offering $0',
  );
  await decision.getByRole('button', { name: 'Refuse', exact: true }).click();

  await handTo(page, 'Carla');
  await waitForLogLine(page, /^The blackmailer refuses the action of Ricardo Launius\.$/);
  assert.match(await statusLine(page).textContent(), /\(1 of 3 requests refused\)$/);
  assertNoProblems(page);
  await page.close();
});

test('trade: proposed in "Deals and sales", accepted by the other person handing over a card', async () => {
  const page = await resume('trade');
  await handTo(page, 'Bruno');
  const decision = panel(page);
  const handBefore = await page
    .getByRole('region', { name: 'Hand of Bruno' })
    .getByRole('heading', { level: 3 })
    .allTextContents();

  await decision.getByText('Deals and sales', { exact: true }).click();
  const trade = decision.getByRole('region', { name: 'Propose a trade', exact: true });
  await trade.getByRole('combobox', { name: 'To', exact: true }).selectOption({ label: 'Carla' });
  await trade.getByRole('group', { name: 'You give' }).getByRole('spinbutton', { name: 'Money' }).fill('2');
  const ask = trade.getByRole('group', { name: 'You ask for' });
  await ask.getByRole('spinbutton', { name: 'Number of their cards' }).fill('1');
  await trade.getByRole('button', { name: 'Propose the trade', exact: true }).click();

  await handTo(page, 'Carla');
  assert.equal(await statusLine(page).textContent(), 'Carla: Bruno proposes a trade: accept or refuse');
  assert.ok(await decision.getByText('You get: $2', { exact: true }).isVisible());
  assert.ok(await decision.getByText('You give: 1 card of your choice', { exact: true }).isVisible());
  await decision.getByRole('button', { name: 'Accept', exact: true }).click();
  await decision.getByRole('group', { name: 'Which cards do you hand over?' }).waitFor();
  await page
    .getByRole('region', { name: 'Hand of Carla', exact: true })
    .getByRole('button', { name: 'Choose Loan Shark', exact: true })
    .click();
  assert.ok(await decision.getByText('Accept, handing over Loan Shark', { exact: true }).isVisible());
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();

  // The decision returns to the proposer, who now holds the card.
  await handTo(page, 'Bruno');
  assert.equal(await statusLine(page).textContent(), 'Bruno: play an influence card or pass');
  await waitForLogLine(
    page,
    /^Bruno and Carla trade: Bruno gives \$2 plus 0 of their cards, Carla gives \$0 plus 1 of theirs\.$/,
  );
  const handAfter = await page
    .getByRole('region', { name: 'Hand of Bruno' })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  assert.deepEqual(handAfter, [...handBefore, 'Loan Shark']);
  assert.equal(await boardStat(page, 'Bruno', 'Money'), '$3');
  assert.equal(await boardStat(page, 'Carla', 'Money'), '$7');
  assertNoProblems(page);
  await page.close();
});

test('shakedown: a card shaken down in "Deals and sales" leaves the hand for $8, and the log says so', async () => {
  const page = await resume('trade');
  await handTo(page, 'Bruno');
  const decision = panel(page);
  const status = 'Bruno: play an influence card or pass';
  assert.equal(await statusLine(page).textContent(), status);
  assert.equal(await boardStat(page, 'Bruno', 'Money'), '$5');
  const handBefore = await handCards(page, 'Bruno');
  assert.ok(handBefore.length > 0, 'Bruno holds cards');
  const card = handBefore[0];

  await decision.getByText('Deals and sales', { exact: true }).click();
  const shakedown = decision.getByRole('region', { name: 'Shake down a card for $8', exact: true });
  assert.deepEqual(
    await shakedown.getByRole('button').allTextContents(),
    handBefore.map((c) => `Shake down ${c}`),
    'every card in hand is offered',
  );
  await shakedown.getByRole('button', { name: `Shake down ${card}`, exact: true }).click();

  // R11.1: the card goes to the discard pile and the bank pays $8; the decision still waits.
  await waitForLogLine(page, new RegExp(`^Bruno shakes down ${escapeRegExp(card)} for \\$8\\.$`));
  await playerBoard(page, 'Bruno').getByText('$13', { exact: true }).waitFor();
  assert.equal(await boardStat(page, 'Bruno', 'Money'), '$13');
  const handAfter = [...handBefore];
  handAfter.splice(0, 1);
  const hand = page.getByRole('region', { name: 'Hand of Bruno', exact: true });
  await hand.getByRole('heading', { level: 3 }).nth(handAfter.length).waitFor({ state: 'detached' });
  assert.deepEqual(await handCards(page, 'Bruno'), handAfter, 'the card left the hand');
  assert.equal(await statusLine(page).textContent(), status);
  assertNoProblems(page);
  await page.close();
});

test('REROLL: paying $10 rerolls the die, and the new roll is in the log', async () => {
  const page = await resume('reroll');
  await handTo(page, 'Bruno');
  const decision = panel(page);
  assert.match(await statusLine(page).textContent(), /^Bruno: Carla's .+ makes a Move on .+, and the Move die shows \S+: (?:.+ if it stands\. Reroll|reroll)\?$/);
  const rolls = (await logLines(page)).filter((l) => l.startsWith('The Move die shows')).length;
  assert.equal(await boardStat(page, 'Bruno', 'Money'), '$15');
  await decision.getByRole('button', { name: 'Reroll for $10', exact: true }).click();

  await answerUntil(page, async () => (await statusLine(page).count()) > 0);
  await waitForLogLine(page, /^Bruno pays \$10 to reroll\.$/);
  const after = (await logLines(page)).filter((l) => l.startsWith('The Move die shows')).length;
  assert.equal(after, rolls + 1, 'one new roll of the Move die');
  assert.equal(await boardStat(page, 'Bruno', 'Money'), '$5');
  assertNoProblems(page);
  await page.close();
});

test('APPOINT: a candidate is appointed on the board, and the log says so', async () => {
  const page = await resume('appoint');
  await handTo(page, 'Bruno');
  const decision = panel(page);
  assert.equal(await statusLine(page).textContent(), 'Bruno: appoint a gangster to Bean Counter (4)');
  const candidates = decision.getByRole('group', { name: 'Choose a gangster' }).getByRole('button');
  assert.ok((await candidates.count()) >= 2, 'two or more candidates');
  await page
    .getByRole('region', { name: 'Board', exact: true })
    .getByRole('button', { name: 'Choose Gino "Three Cards" Montetre, Third Guy (1)', exact: true })
    .click();
  assert.ok(await decision.getByText('Appoint Gino "Three Cards" Montetre', { exact: true }).isVisible());
  await decision.getByRole('button', { name: 'Confirm', exact: true }).click();
  await answerUntil(page, async () => (await statusLine(page).count()) > 0);
  await waitForLogLine(page, /^Gino "Three Cards" Montetre is promoted to Bean Counter \(4\)\.$/);
  assertNoProblems(page);
  await page.close();
});

test('a refused free operation is shown in words and changes nothing', async () => {
  const page = await resume('trade');
  await handTo(page, 'Bruno');
  const decision = panel(page);
  const linesBefore = await logLines(page);
  assert.equal(await boardStat(page, 'Bruno', 'Money'), '$5');

  await decision.getByText('Deals and sales', { exact: true }).click();
  const gift = decision.getByRole('region', { name: 'Give a gift', exact: true });
  await gift.getByRole('combobox', { name: 'To', exact: true }).selectOption({ label: 'Anna' });
  await gift.getByRole('spinbutton', { name: 'Money', exact: true }).fill('99');
  await gift.getByRole('button', { name: 'Give', exact: true }).click();
  const refusal = decision.getByRole('alert');
  await refusal.waitFor();
  assert.equal(await refusal.textContent(), 'Not accepted: it costs $99 and only $5 is available.');
  assert.equal(await boardStat(page, 'Bruno', 'Money'), '$5');
  assert.equal(await boardStat(page, 'Anna', 'Money'), '$5');
  assert.deepEqual(await logLines(page), linesBefore, 'nothing happened');
  assert.equal(await statusLine(page).textContent(), 'Bruno: play an influence card or pass');

  // A trade of nothing for nothing: another typed refusal, in words.
  const trade = decision.getByRole('region', { name: 'Propose a trade', exact: true });
  await trade.getByRole('button', { name: 'Propose the trade', exact: true }).click();
  await decision.getByText('Not accepted: a deal must hand something over.', { exact: true }).waitFor();
  assert.deepEqual(await logLines(page), linesBefore, 'nothing happened');
  assert.equal(await page.getByRole('heading', { name: /^Pass the device/ }).count(), 0);
  assertNoProblems(page);
  await page.close();
});
