//! Legal answers and `apply` agree (R12.1.2, R12.1.3, STYLE 3), over many seeded random games:
//! at every decision each listed answer is accepted by a clone, and a sample of unlisted
//! answers and invalid free operations is rejected with the state left exactly as it was,
//! `check` always giving the verdict `apply` gives.

mod common;

use std::collections::BTreeMap;

use np_engine::{
    base_cards, Action, ActionError, Answer, Bundle, CardId, CrewChoice, Decision, DecisionKind,
    GameState, GangsterId, Params, PlayMode, PlayerId, RerollKind, Response, Trade,
};

use common::{random_answer, random_free_op, Rng, MAX_DECISIONS};

/// How often each kind of unlisted action was tried.
type Tally = BTreeMap<&'static str, u64>;

/// A gangster not on the board (in the deck, Prison or the Fishes).
fn off_board(game: &GameState, rng: &mut Rng) -> GangsterId {
    let db = base_cards().expect("card data");
    let off: Vec<GangsterId> = db
        .gangsters_in(&[])
        .filter(|g| game.place_of(*g).is_none())
        .collect();
    off[rng.below(off.len())]
}

/// An influence card the seat does not hold.
fn unheld_card(game: &GameState, seat: PlayerId, rng: &mut Rng) -> CardId {
    let db = base_cards().expect("card data");
    let hand = &game.player(seat).hand;
    let other: Vec<CardId> = db.influence_ids().filter(|c| !hand.contains(c)).collect();
    other[rng.below(other.len())]
}

/// A position with no arrow from `p` (R1.13.1).
fn no_arrow_target(p: u8, rng: &mut Rng) -> u8 {
    let targets: Vec<u8> = (1..=9u8).filter(|q| !np_engine::has_arrow(p, *q)).collect();
    targets[rng.below(targets.len())]
}

/// Mutations of a Crew choice made from position `p`.
fn mutate_choice(
    game: &GameState,
    seat: PlayerId,
    p: u8,
    c: &CrewChoice,
    rng: &mut Rng,
) -> Vec<(&'static str, CrewChoice)> {
    let mut out = vec![(
        "move without arrow",
        CrewChoice::MakeMove {
            target: no_arrow_target(p, rng),
        },
    )];
    let params = match c {
        CrewChoice::Position(params) => Some((None, params)),
        CrewChoice::Ability { index, params } => Some((Some(*index), params)),
        CrewChoice::MakeMove { .. } => None,
    };
    if let Some((index, params)) = params {
        let changed = match params {
            Params::Gangster(_) => Some(("other gangster", Params::Gangster(off_board(game, rng)))),
            Params::Player(_) => Some(("other player", Params::Player(seat))),
            Params::Amount(k) => Some(("other amount", Params::Amount(k + 100))),
            _ => None,
        };
        if let Some((label, params)) = changed {
            out.push((
                label,
                match index {
                    None => CrewChoice::Position(params),
                    Some(index) => CrewChoice::Ability { index, params },
                },
            ));
        }
        if let Some(index) = index {
            out.push((
                "other ability",
                CrewChoice::Ability {
                    index: index + 7,
                    params: params.clone(),
                },
            ));
        }
    }
    out
}

/// Unlisted variants of one listed answer: another card, gangster, player or amount.
fn mutate(
    game: &GameState,
    d: &Decision,
    a: &Answer,
    rng: &mut Rng,
) -> Vec<(&'static str, Answer)> {
    let seat = d.seat;
    let n = game.player_count() as u8;
    let money = game.player(seat).money;
    let mut out = Vec::new();
    match a {
        Answer::Place(_) => out.push(("other gangster", Answer::Place(off_board(game, rng)))),
        Answer::Appoint(_) => out.push(("other gangster", Answer::Appoint(off_board(game, rng)))),
        Answer::Play(play) | Answer::Respond(Response::Card(play)) => {
            let wrap = |p: np_engine::Play| match a {
                Answer::Play(_) => Answer::Play(p),
                _ => Answer::Respond(Response::Card(p)),
            };
            let mut other = play.clone();
            other.card = unheld_card(game, seat, rng);
            out.push(("other card", wrap(other)));
            let mut rich = play.clone();
            rich.ante = money + 1;
            out.push(("other amount", wrap(rich)));
            let mut off = play.clone();
            off.ante = match off.ante {
                0 => 1,
                x => x - 1,
            };
            out.push(("other amount", wrap(off)));
            let mut moved = play.clone();
            match &mut moved.mode {
                PlayMode::Single(g) => *g = off_board(game, rng),
                PlayMode::Placement { groups, .. } if !groups.is_empty() => {
                    let i = rng.below(groups.len());
                    let t = &mut groups[i].targets;
                    let j = rng.below(t.len());
                    t[j] = off_board(game, rng);
                }
                PlayMode::Ability(Params::Gangster(g)) => *g = off_board(game, rng),
                PlayMode::Ability(Params::Player(p)) => *p = seat,
                _ => {}
            }
            if moved != *play {
                out.push(("other gangster", wrap(moved)));
            }
        }
        Answer::Crew(c) => {
            if let DecisionKind::CrewAction { position, .. } = &d.kind {
                for (label, c) in mutate_choice(game, seat, *position, c, rng) {
                    out.push((label, Answer::Crew(c)));
                }
            }
        }
        Answer::Request { choice, offer } => {
            out.push((
                "other amount",
                Answer::Request {
                    choice: choice.clone(),
                    offer: money + 1 + offer,
                },
            ));
            if let DecisionKind::BlackmailRequest { position, .. } = &d.kind {
                for (label, c) in mutate_choice(game, seat, *position, choice, rng) {
                    out.push((
                        label,
                        Answer::Request {
                            choice: c,
                            offer: *offer,
                        },
                    ));
                }
            }
        }
        Answer::Offer(_) => out.push(("other amount", Answer::Offer(money + 1))),
        Answer::Buy(_) => {
            if let DecisionKind::FenceBuy { max } = &d.kind {
                out.push(("other amount", Answer::Buy(max + 1)));
            }
        }
        Answer::Choose(_) => {
            out.push(("other player", Answer::Choose(PlayerId(n))));
            out.push((
                "other player",
                Answer::Choose(PlayerId(rng.below(n as usize) as u8)),
            ));
        }
        Answer::Give { card, to } => {
            out.push((
                "other card",
                Answer::Give {
                    card: unheld_card(game, seat, rng),
                    to: *to,
                },
            ));
            out.push((
                "other player",
                Answer::Give {
                    card: *card,
                    to: seat,
                },
            ));
        }
        Answer::Accept { cards } if !cards.is_empty() => {
            let mut other = cards.clone();
            other[0] = unheld_card(game, seat, rng);
            out.push(("other card", Answer::Accept { cards: other }));
            out.push((
                "other amount",
                Answer::Accept {
                    cards: cards[1..].to_vec(),
                },
            ));
        }
        Answer::Reroll(_) => {
            for kind in [
                RerollKind::Paid,
                RerollKind::FreeMarco,
                RerollKind::FreeMorris,
            ] {
                out.push(("other reroll", Answer::Reroll(kind)));
            }
        }
        _ => {}
    }
    out
}

/// Answers of other decision types, to be tried where they are not listed.
fn other_types(game: &GameState, seat: PlayerId) -> Vec<Answer> {
    let g = game.board_gangsters()[0];
    vec![
        Answer::Pass,
        Answer::Decline,
        Answer::Refuse,
        Answer::Buy(0),
        Answer::Offer(0),
        Answer::Place(g),
        Answer::Appoint(g),
        Answer::Choose(seat),
        Answer::Accept { cards: Vec::new() },
        Answer::Respond(Response::LeoMoves),
        Answer::Crew(CrewChoice::MakeMove { target: 9 }),
    ]
}

/// Invalid free operations (R11.1, R11.5, R11.6, R12.2) with the error each must give.
fn bad_free_ops(
    game: &GameState,
    seat: PlayerId,
    rng: &mut Rng,
) -> Vec<(&'static str, Action, Option<ActionError>)> {
    let n = game.player_count();
    let other = PlayerId(((seat.index() + 1 + rng.below(n - 1)) % n) as u8);
    let money = game.player(seat).money;
    vec![
        (
            "shake down an unheld card",
            Action::Shakedown(unheld_card(game, seat, rng)),
            Some(ActionError::CardNotInHand),
        ),
        (
            "gift to oneself",
            Action::Gift {
                to: seat,
                money: 0,
                cards: game.player(seat).hand.clone(),
            },
            Some(ActionError::NoSuchPlayer),
        ),
        (
            "gift beyond money",
            Action::Gift {
                to: other,
                money: money + 1,
                cards: Vec::new(),
            },
            Some(ActionError::CannotAfford {
                need: money + 1,
                have: money,
            }),
        ),
        (
            "empty gift",
            Action::Gift {
                to: other,
                money: 0,
                cards: Vec::new(),
            },
            Some(ActionError::EmptyDeal),
        ),
        (
            "gift an unheld card",
            Action::Gift {
                to: other,
                money: 0,
                cards: vec![unheld_card(game, seat, rng)],
            },
            Some(ActionError::CardNotInHand),
        ),
        (
            "empty trade",
            Action::ProposeTrade(Trade {
                to: other,
                give: Bundle::default(),
                ask: Bundle::default(),
            }),
            None,
        ),
    ]
}

/// Applies `action` of `seat` on a clone: it must be rejected with the error `check` gives,
/// leaving the state equal to before.
fn assert_rejected(
    game: &GameState,
    seat: PlayerId,
    action: &Action,
    expected: Option<ActionError>,
    what: &str,
) {
    let checked = game.check(seat, action);
    let mut clone = game.clone();
    let applied = clone.apply(seat, action.clone());
    let Err(error) = applied else {
        panic!("{what}: {action:?} of {seat:?} was accepted");
    };
    assert!(
        clone == *game,
        "{what}: rejected {action:?} changed the state"
    );
    assert_eq!(
        checked,
        Err(error),
        "{what}: check and apply disagree on {action:?}"
    );
    if let Some(e) = expected {
        assert_eq!(error, e, "{what}: {action:?}");
    }
}

/// Checks one decision point: every listed answer, then the unlisted sample.
fn check_decision(game: &GameState, rng: &mut Rng, tally: &mut Tally, ctx: &str) {
    let d = game.pending().cloned().expect("a pending decision");
    let legal = game.legal_answers();
    assert!(
        !legal.is_empty(),
        "{ctx}: {} with no legal answer",
        d.kind.name()
    );
    // R12.1.2: every listed answer is accepted (check agrees) and keeps the invariants.
    for a in &legal {
        let action = Action::Answer(a.clone());
        assert!(game.is_legal(a), "{ctx}: listed {a:?} not legal");
        assert_eq!(
            game.check(d.seat, &action),
            Ok(()),
            "{ctx}: check on listed {a:?}"
        );
        let mut clone = game.clone();
        if let Err(e) = clone.apply(d.seat, action) {
            panic!("{ctx}: listed {a:?} rejected: {e:?}");
        }
        if let Err(inv) = clone.check_invariants() {
            panic!("{ctx}: after listed {a:?}: invariant {inv:?}");
        }
        *tally.entry("listed").or_default() += 1;
    }
    // R12.1.3: a sample of unlisted answers is rejected and changes nothing.
    let n = game.player_count();
    let pick = legal[rng.below(legal.len())].clone();
    let wrong = PlayerId(((d.seat.index() + 1 + rng.below(n - 1)) % n) as u8);
    for (seat, label) in [(wrong, "wrong seat"), (PlayerId(n as u8), "no such seat")] {
        let action = Action::Answer(pick.clone());
        assert_rejected(game, seat, &action, Some(ActionError::NotYourDecision), ctx);
        *tally.entry(label).or_default() += 1;
    }
    let mut unlisted: Vec<(&'static str, Answer)> = other_types(game, d.seat)
        .into_iter()
        .map(|a| ("other decision type", a))
        .collect();
    for _ in 0..3 {
        let a = &legal[rng.below(legal.len())];
        unlisted.extend(mutate(game, &d, a, rng));
    }
    for (label, a) in unlisted {
        if legal.contains(&a) {
            continue;
        }
        assert!(!game.is_legal(&a), "{ctx}: unlisted {a:?} said legal");
        let what = format!("{ctx} ({label}, {})", d.kind.name());
        assert_rejected(game, d.seat, &Action::Answer(a), None, &what);
        *tally.entry(label).or_default() += 1;
    }
    // Free operations that cannot be made, and any free operation from another seat (R12.2.3).
    for (label, action, expected) in bad_free_ops(game, d.seat, rng) {
        assert_rejected(game, d.seat, &action, expected, &format!("{ctx} ({label})"));
        *tally.entry(label).or_default() += 1;
    }
    let hand = &game.player(wrong).hand;
    if !hand.is_empty() {
        let action = Action::Shakedown(hand[0]);
        assert_rejected(
            game,
            wrong,
            &action,
            Some(ActionError::NotYourDecision),
            ctx,
        );
        *tally.entry("free op of another seat").or_default() += 1;
    }
}

/// Plays one random game, checking every decision point on the way.
fn check_game(players: usize, seed: u64, tally: &mut Tally) {
    let mut game = GameState::new(np_engine::GameConfig::new(players, seed))
        .unwrap_or_else(|e| panic!("seed {seed}: setup {e:?}"));
    let mut rng = Rng::new(seed);
    while let Some(d) = game.pending().cloned() {
        let ctx = format!(
            "seed {seed}, {players} players, decision {}",
            game.decisions_answered()
        );
        check_decision(&game, &mut rng, tally, &ctx);
        let view = game.view(d.seat);
        let mut action = random_answer(&view, &mut rng);
        if rng.chance(40) {
            if let Some(op) = random_free_op(&view, &mut rng) {
                action = op;
            }
        }
        let checked = game.check(d.seat, &action);
        let before = game.clone();
        match game.apply(d.seat, action.clone()) {
            Ok(_) => assert_eq!(checked, Ok(()), "{ctx}: {action:?}"),
            Err(e) => {
                assert!(
                    game == before,
                    "{ctx}: rejected {action:?} changed the state"
                );
                assert_eq!(checked, Err(e), "{ctx}: {action:?}");
                assert!(
                    !matches!(action, Action::Answer(_)),
                    "{ctx}: listed {action:?}: {e:?}"
                );
                *tally.entry("free op refused").or_default() += 1;
            }
        }
        assert!(game.decisions_answered() < MAX_DECISIONS, "{ctx}: no end");
    }
    // Once the game is over every action is refused.
    assert!(game.is_over(), "seed {seed}");
    assert!(game.legal_answers().is_empty());
    for seat in 0..players as u8 {
        for action in [Action::Answer(Answer::Pass), Action::Shakedown(CardId(0))] {
            assert_rejected(
                &game,
                PlayerId(seat),
                &action,
                Some(ActionError::GameOver),
                &format!("seed {seed}: after the end"),
            );
        }
    }
}

/// R12.1.2, R12.1.3, STYLE 3: over 60 games of 3, 4 and 5 players, listed answers apply and
/// a sample of unlisted ones (other card, gangster, player or amount, another decision type,
/// wrong seat, impossible free operations) is rejected without changing the state.
#[test]
fn r12_1_3_listed_answers_apply_and_unlisted_ones_change_nothing() {
    let mut tally = Tally::new();
    for i in 0..60u64 {
        check_game(3 + (i % 3) as usize, 12_130 + i, &mut tally);
    }
    println!("{tally:#?}");
    for label in [
        "listed",
        "wrong seat",
        "no such seat",
        "other decision type",
        "other card",
        "other gangster",
        "other player",
        "other amount",
        "move without arrow",
        "shake down an unheld card",
        "gift beyond money",
        "free op of another seat",
    ] {
        assert!(
            tally.get(label).copied().unwrap_or(0) >= 20,
            "{label} tried only {:?} times",
            tally.get(label)
        );
    }
}

/// R11.6.4, R12.2.1, R12.8.1: a player makes at most 3 trade proposals per pending decision
/// and none while answering a trade; after each answer the proposer's decision is pending
/// again, and answering it starts a fresh count.
#[test]
fn r11_6_4_at_most_three_trade_proposals_per_pending_decision() {
    let mut game = GameState::new(np_engine::GameConfig::new(4, 11_640)).expect("setup");
    let d = game.pending().cloned().expect("a setup placement");
    let me = d.seat;
    let other = PlayerId((me.0 + 1) % 4);
    let offer = offer_from(me, 4);
    for k in 0..3 {
        game.apply(me, offer.clone())
            .unwrap_or_else(|e| panic!("proposal {k}: {e:?}"));
        let answer = game.pending().cloned().expect("the trade answer");
        assert_eq!(answer.seat, other);
        assert!(matches!(answer.kind, DecisionKind::TradeAnswer { .. }));
        // No proposal while answering a trade.
        let back = offer_from(other, 4);
        assert_rejected(
            &game,
            other,
            &back,
            Some(ActionError::TradeLimit),
            "responder",
        );
        let reply = if k == 0 {
            Answer::Accept { cards: Vec::new() }
        } else {
            Answer::Refuse
        };
        game.apply(other, Action::Answer(reply))
            .expect("a listed reply");
        assert_eq!(game.pending(), Some(&d), "the proposer's decision is back");
    }
    assert_eq!(game.player(me).money, 4, "the accepted trade paid $1");
    assert_eq!(game.player(other).money, 6);
    assert_rejected(
        &game,
        me,
        &offer,
        Some(ActionError::TradeLimit),
        "fourth proposal",
    );
    let first = game.legal_answers()[0].clone();
    game.apply(me, Action::Answer(first)).expect("listed");
    let next = game.pending().cloned().expect("the next placement");
    assert!(
        game.check(next.seat, &offer_from(next.seat, 4)).is_ok(),
        "count reset"
    );
}

/// A $1 gift-like trade proposal from `seat` to the next seat.
fn offer_from(seat: PlayerId, players: u8) -> Action {
    Action::ProposeTrade(Trade {
        to: PlayerId((seat.0 + 1) % players),
        give: Bundle {
            money: 1,
            ..Bundle::default()
        },
        ask: Bundle::default(),
    })
}
