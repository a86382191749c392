//! Deals between players from explicit positions: shakedowns (R11.1), gifts (R11.5), trades
//! with blackmail-coin handovers (R11.6, R12.8), what cannot be transferred (R11.7), binding
//! deals (R11.8), free operations only at one's own pending decision (R12.2), who sees what
//! (R12.13) and money conservation between players (R15.19).
//!
//! Every test starts from the same 3-player Commission position: seat 0 (ring holder) has its
//! COMMISSION_TURN pending; seats 1 and 2 are the responder and the onlooker of most deals.

use np_engine::{
    base_cards, Action, ActionError, Answer, Bundle, CardId, Colour, Decision, DecisionKind,
    EffectChoice, Event, GameState, GangsterId, PlayMode, PlayerId, Scenario, Trade, View,
};

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);
const P2: PlayerId = PlayerId(2);

/// Board:
/// - position 8 Mikey "Jaws": seat 0 one marker, seat 1 one marker on a blackmail coin;
/// - position 5 Eager Jim: seat 0 two markers (one on a blackmail coin), seat 1 one marker;
/// - position 3 Vinnie: one marker of seat 0, no coin;
/// - position 2 Gustino: seat 1's only marker, on a blackmail coin.
const POSITION: &str = r#"{
    "version": 1,
    "seed": 11,
    "position": {
        "round": 1,
        "ring": 0,
        "positions": {
            "8": { "id": "mikey-jaws-rudmanilli", "markers": [1, 1, 0], "coin": 1 },
            "5": { "id": "eager-jim-redio", "markers": [2, 1, 0], "coin": 0 },
            "3": { "id": "vinnie-knuckles-ravioli", "markers": [1, 0, 0] },
            "2": { "id": "gustino-backstretch-bravo", "markers": [0, 1, 0], "coin": 1 }
        },
        "players": [
            { "money": 10, "respect": 3,
              "hand": ["snake-oil", "forged-papers", "quiet-job", "midnight-errand"] },
            { "money": 6, "respect": 2,
              "hand": ["leaning-on-the-grocer", "marked-deck", "double-or-nothing"] },
            { "money": 4, "respect": 1, "hand": ["rough-him-up", "strike-breakers"] }
        ],
        "start": { "phase": "commission", "seat": 0 }
    }
}"#;

fn card(id: &str) -> CardId {
    base_cards()
        .expect("card data")
        .influence_by_id(id)
        .unwrap_or_else(|| panic!("no influence card {id}"))
}

fn gangster(id: &str) -> GangsterId {
    base_cards()
        .expect("card data")
        .gangster_by_id(id)
        .unwrap_or_else(|| panic!("no gangster {id}"))
}

/// The position above, with seat 0's COMMISSION_TURN pending.
fn start() -> GameState {
    let scenario: Scenario = serde_json::from_str(POSITION).expect("scenario JSON");
    let game = scenario.start().expect("scenario starts");
    let d = game.pending().expect("a pending decision");
    assert_eq!(d.seat, P0, "seat 0 decides first");
    assert_eq!(d.kind.name(), "COMMISSION_TURN");
    assert_eq!(game.check_invariants(), Ok(()));
    game
}

fn apply_ok(game: &mut GameState, seat: PlayerId, action: Action) -> Vec<Event> {
    assert_eq!(
        game.check(seat, &action),
        Ok(()),
        "check of {action:?} by {seat:?}"
    );
    let events = game
        .apply(seat, action.clone())
        .unwrap_or_else(|e| panic!("{action:?} by {seat:?} rejected: {e:?}"));
    assert_eq!(
        game.check_invariants(),
        Ok(()),
        "invariants after {action:?}"
    );
    events
}

/// `action` is rejected with `error` by both `check` and `apply`, and the state is untouched
/// (R12.1.3).
fn assert_rejected(game: &mut GameState, seat: PlayerId, action: Action, error: ActionError) {
    let before = game.clone();
    assert_eq!(
        game.check(seat, &action),
        Err(error),
        "check of {action:?} by {seat:?}"
    );
    assert_eq!(
        game.apply(seat, action.clone()),
        Err(error),
        "apply of {action:?} by {seat:?}"
    );
    assert!(
        *game == before,
        "{action:?} was rejected but changed the state"
    );
}

fn total_money(game: &GameState) -> u64 {
    game.players().iter().map(|p| u64::from(p.money)).sum()
}

fn money(game: &GameState) -> Vec<u32> {
    game.players().iter().map(|p| p.money).collect()
}

fn respect(game: &GameState) -> Vec<u32> {
    game.players().iter().map(|p| p.respect).collect()
}

fn hand(game: &GameState, seat: PlayerId) -> Vec<CardId> {
    let mut h = game.player(seat).hand.clone();
    h.sort();
    h
}

fn sorted(mut cards: Vec<CardId>) -> Vec<CardId> {
    cards.sort();
    cards
}

/// The markers of every board gangster, with its coin owner.
fn board(game: &GameState) -> Vec<(GangsterId, [u8; 6], Option<Colour>)> {
    game.board_gangsters()
        .into_iter()
        .map(|g| {
            let st = game.gangster(g);
            (g, st.markers, st.coin)
        })
        .collect()
}

fn trade(to: PlayerId, give: Bundle, ask: Bundle) -> Action {
    Action::ProposeTrade(Trade { to, give, ask })
}

/// Seat 0 offers $3 and Snake Oil to seat 1 for $2 and one card of seat 1's choice.
fn standard_trade() -> Trade {
    Trade {
        to: P1,
        give: Bundle {
            money: 3,
            cards: vec![card("snake-oil")],
            ..Bundle::default()
        },
        ask: Bundle {
            money: 2,
            card_count: 1,
            ..Bundle::default()
        },
    }
}

/// Seat 0 proposes `t` to seat 1 and seat 1's TRADE_ANSWER is pending; returns the
/// interrupted decision of seat 0.
fn propose(game: &mut GameState, t: Trade) -> Decision {
    let interrupted = game.pending().cloned().expect("a pending decision");
    let to = t.to;
    let events = apply_ok(game, interrupted.seat, Action::ProposeTrade(t.clone()));
    assert!(
        events.contains(&Event::TradeProposed {
            from: interrupted.seat,
            to
        }),
        "{events:?}"
    );
    assert_eq!(
        game.pending(),
        Some(&Decision {
            seat: to,
            kind: DecisionKind::TradeAnswer {
                from: interrupted.seat,
                trade: t,
            },
        }),
        "R12.8.1: the proposal creates the responder's TRADE_ANSWER"
    );
    interrupted
}

/// A seat's view with another seat's public money and hand size replaced: what an onlooker
/// is allowed to learn from a deal (R11.5.2, R11.6.5, R12.13).
fn with_counts(mut view: View, game: &GameState) -> View {
    for sv in &mut view.seats {
        sv.money = game.player(sv.seat).money;
        sv.hand_size = game.player(sv.seat).hand.len();
    }
    view
}

// ----- R11.1 Shakedown -----

/// R11.1.1: a shakedown puts the card on the discard pile and pays $8 from the bank; it is not
/// an action and uses no turn, so the same decision stays pending (R12.2.2).
#[test]
fn r11_1_1_shakedown_discards_the_card_and_pays_8() {
    let mut game = start();
    let d = game.pending().cloned();
    let before = game.clone();
    let snake = card("snake-oil");
    let events = apply_ok(&mut game, P0, Action::Shakedown(snake));
    assert!(
        events.contains(&Event::Shakedown {
            seat: P0,
            card: snake
        }),
        "{events:?}"
    );
    assert_eq!(game.player(P0).money, 18, "$10 + $8 from the bank");
    assert_eq!(
        hand(&game, P0),
        sorted(vec![
            card("forged-papers"),
            card("quiet-job"),
            card("midnight-errand")
        ])
    );
    assert_eq!(
        game.discard_pile(),
        &[snake],
        "the card is on the discard pile"
    );
    assert_eq!(game.influence_deck(), before.influence_deck());
    assert_eq!(game.player(P1), before.player(P1));
    assert_eq!(game.player(P2), before.player(P2));
    assert_eq!(respect(&game), respect(&before));
    assert_eq!(game.pending().cloned(), d, "no turn was used");
    // The discard pile is public (R12.13.1).
    assert_eq!(game.view(P2).discard, vec![snake]);
}

/// R11.1.2: a player may shake down any number of times at one pending decision, including a
/// TRADE_ANSWER.
#[test]
fn r11_1_2_shakedown_any_number_of_times() {
    let mut game = start();
    let d = game.pending().cloned();
    let cards = [
        card("snake-oil"),
        card("forged-papers"),
        card("quiet-job"),
        card("midnight-errand"),
    ];
    for (k, c) in cards.iter().enumerate() {
        apply_ok(&mut game, P0, Action::Shakedown(*c));
        assert_eq!(game.player(P0).money, 10 + 8 * (k as u32 + 1));
        assert_eq!(game.discard_pile(), &cards[..=k]);
        assert_eq!(game.pending().cloned(), d);
    }
    assert!(game.player(P0).hand.is_empty());
    // The responder of a trade may shake down at their TRADE_ANSWER.
    propose(
        &mut game,
        Trade {
            to: P1,
            give: Bundle {
                money: 1,
                ..Bundle::default()
            },
            ask: Bundle::default(),
        },
    );
    let answer = game.pending().cloned();
    apply_ok(&mut game, P1, Action::Shakedown(card("marked-deck")));
    apply_ok(&mut game, P1, Action::Shakedown(card("double-or-nothing")));
    assert_eq!(game.player(P1).money, 6 + 16);
    assert_eq!(hand(&game, P1), vec![card("leaning-on-the-grocer")]);
    assert_eq!(game.pending().cloned(), answer, "still answering the trade");
}

/// R11.1.1: only a card from one's own hand can be shaken down.
#[test]
fn r11_1_1_shakedown_of_a_card_not_in_hand_is_rejected() {
    let mut game = start();
    // Another seat's card, and a card in the deck.
    assert_rejected(
        &mut game,
        P0,
        Action::Shakedown(card("marked-deck")),
        ActionError::CardNotInHand,
    );
    let in_deck = game.influence_deck()[0];
    assert_rejected(
        &mut game,
        P0,
        Action::Shakedown(in_deck),
        ActionError::CardNotInHand,
    );
    // A card already shaken down is no longer in hand.
    apply_ok(&mut game, P0, Action::Shakedown(card("quiet-job")));
    assert_rejected(
        &mut game,
        P0,
        Action::Shakedown(card("quiet-job")),
        ActionError::CardNotInHand,
    );
    assert_eq!(game.player(P0).money, 18, "paid once only");
}

// ----- R11.5 Gifts -----

/// R11.5.1, R11.8.1, R15.19, R15.20: a gift of money and specific cards executes at once with
/// no acceptance; the giver's decision stays pending; money between players is conserved and
/// Respect does not move.
#[test]
fn r11_5_1_gift_moves_money_and_cards_at_once() {
    let mut game = start();
    let d = game.pending().cloned();
    let before = game.clone();
    let gift = vec![card("quiet-job"), card("snake-oil")];
    let events = apply_ok(
        &mut game,
        P0,
        Action::Gift {
            to: P2,
            money: 7,
            cards: gift.clone(),
        },
    );
    assert!(
        events.contains(&Event::Gift {
            from: P0,
            to: P2,
            money: 7,
            cards: 2
        }),
        "{events:?}"
    );
    assert_eq!(money(&game), vec![3, 6, 11]);
    assert_eq!(total_money(&game), total_money(&before), "R15.19");
    assert_eq!(respect(&game), respect(&before), "R15.20");
    assert_eq!(
        hand(&game, P0),
        sorted(vec![card("forged-papers"), card("midnight-errand")])
    );
    assert_eq!(
        hand(&game, P2),
        sorted(vec![
            card("rough-him-up"),
            card("strike-breakers"),
            card("quiet-job"),
            card("snake-oil"),
        ])
    );
    assert_eq!(game.player(P1), before.player(P1));
    assert_eq!(board(&game), board(&before), "R11.7.1: no markers move");
    assert_eq!(game.discard_pile(), before.discard_pile());
    assert_eq!(
        game.pending().cloned(),
        d,
        "no acceptance is asked; the giver's decision stays pending"
    );
    // A gift of money alone, and of cards alone.
    apply_ok(
        &mut game,
        P0,
        Action::Gift {
            to: P1,
            money: 3,
            cards: Vec::new(),
        },
    );
    apply_ok(
        &mut game,
        P0,
        Action::Gift {
            to: P1,
            money: 0,
            cards: vec![card("midnight-errand")],
        },
    );
    assert_eq!(money(&game), vec![0, 9, 11]);
    assert_eq!(hand(&game, P0), vec![card("forged-papers")]);
    assert!(game.player(P1).hand.contains(&card("midnight-errand")));
    assert_eq!(total_money(&game), total_money(&before), "R15.19");
    assert_eq!(game.pending().cloned(), d);
}

/// R11.5.2, R12.13.2: the amount of money and the number of cards given are public, the
/// identity of the cards is known only to the giver and the receiver.
#[test]
fn r11_5_2_other_seats_see_only_the_amounts() {
    let mut game = start();
    let onlooker_before = game.view(P1);
    let gift = vec![card("quiet-job"), card("snake-oil")];
    let events = apply_ok(
        &mut game,
        P0,
        Action::Gift {
            to: P2,
            money: 4,
            cards: gift.clone(),
        },
    );
    // The onlooker's view changed in the public money and hand sizes only.
    let onlooker = game.view(P1);
    assert_eq!(onlooker, with_counts(onlooker_before, &game));
    assert_eq!(onlooker.seats[0].money, 6);
    assert_eq!(onlooker.seats[0].hand_size, 2);
    assert_eq!(onlooker.seats[2].money, 8);
    assert_eq!(onlooker.seats[2].hand_size, 4);
    for c in &gift {
        assert!(!onlooker.hand.contains(c));
    }
    // What the onlooker is told of the gift: amounts and counts.
    let told: Vec<Event> = events.iter().map(|e| e.for_seat(P1)).collect();
    assert!(
        told.contains(&Event::Gift {
            from: P0,
            to: P2,
            money: 4,
            cards: 2
        }),
        "{told:?}"
    );
    // The two parties know the cards.
    let receiver = game.view(P2);
    for c in &gift {
        assert!(receiver.hand.contains(c), "the receiver sees {c:?}");
    }
    let giver = game.view(P0);
    assert_eq!(
        sorted(giver.hand),
        sorted(vec![card("forged-papers"), card("midnight-errand")])
    );
}

/// R11.5.1: a gift goes to another player: not to oneself, not to a seat that does not exist.
#[test]
fn r11_5_1_gift_to_oneself_or_a_missing_seat_is_refused() {
    let mut game = start();
    for to in [P0, PlayerId(3), PlayerId(4), PlayerId(200)] {
        assert_rejected(
            &mut game,
            P0,
            Action::Gift {
                to,
                money: 2,
                cards: vec![card("snake-oil")],
            },
            ActionError::NoSuchPlayer,
        );
    }
}

/// R11.5.1: a gift must give something.
#[test]
fn r11_5_1_empty_gift_is_an_empty_deal() {
    let mut game = start();
    assert_rejected(
        &mut game,
        P0,
        Action::Gift {
            to: P1,
            money: 0,
            cards: Vec::new(),
        },
        ActionError::EmptyDeal,
    );
}

/// R11.5.1, R0.7, R1.4.3: a gift gives what the giver holds: no more money than they have, no
/// card that is not in their hand, no card twice.
#[test]
fn r11_5_1_gift_beyond_holdings_is_refused() {
    let mut game = start();
    assert_rejected(
        &mut game,
        P0,
        Action::Gift {
            to: P1,
            money: 11,
            cards: Vec::new(),
        },
        ActionError::CannotAfford { need: 11, have: 10 },
    );
    assert_rejected(
        &mut game,
        P0,
        Action::Gift {
            to: P1,
            money: 11,
            cards: vec![card("snake-oil")],
        },
        ActionError::CannotAfford { need: 11, have: 10 },
    );
    assert_rejected(
        &mut game,
        P0,
        Action::Gift {
            to: P1,
            money: 1,
            cards: vec![card("rough-him-up")],
        },
        ActionError::CardNotInHand,
    );
    assert_rejected(
        &mut game,
        P0,
        Action::Gift {
            to: P1,
            money: 0,
            cards: vec![card("snake-oil"), card("snake-oil")],
        },
        ActionError::CardNotInHand,
    );
    // Exactly all one has is fine.
    apply_ok(
        &mut game,
        P0,
        Action::Gift {
            to: P1,
            money: 10,
            cards: Vec::new(),
        },
    );
    assert_eq!(money(&game), vec![0, 16, 4]);
}

// ----- R12.2 Free operations -----

/// R12.2.3: a player without a pending decision cannot shake down, give or propose, and while a
/// trade is being answered the proposer's own decision is not pending either (R12.8.1).
#[test]
fn r12_2_3_free_operations_need_ones_own_pending_decision() {
    let mut game = start();
    let small = Bundle {
        money: 1,
        ..Bundle::default()
    };
    for seat in [P1, P2] {
        let own = game.player(seat).hand[0];
        assert_rejected(
            &mut game,
            seat,
            Action::Shakedown(own),
            ActionError::NotYourDecision,
        );
        assert_rejected(
            &mut game,
            seat,
            Action::Gift {
                to: P0,
                money: 1,
                cards: Vec::new(),
            },
            ActionError::NotYourDecision,
        );
        assert_rejected(
            &mut game,
            seat,
            trade(P0, small.clone(), Bundle::default()),
            ActionError::NotYourDecision,
        );
    }
    // Seat 1 answers a trade: now seat 0, waiting, may do nothing.
    propose(&mut game, standard_trade());
    assert_rejected(
        &mut game,
        P0,
        Action::Shakedown(card("quiet-job")),
        ActionError::NotYourDecision,
    );
    assert_rejected(
        &mut game,
        P0,
        Action::Gift {
            to: P2,
            money: 1,
            cards: Vec::new(),
        },
        ActionError::NotYourDecision,
    );
    assert_rejected(
        &mut game,
        P0,
        trade(P2, small, Bundle::default()),
        ActionError::NotYourDecision,
    );
    assert_rejected(
        &mut game,
        P2,
        Action::Shakedown(card("rough-him-up")),
        ActionError::NotYourDecision,
    );
}

/// R13.1.1, R12.2.2 (decision 38): the two cards drawn to give one away stay in hand but out of
/// every shakedown, gift and trade until the choice is made, so it can always be made; the other
/// cards of the hand stay free.
#[test]
fn r13_1_1_cards_drawn_to_give_stay_out_of_deals_until_one_is_given() {
    let scenario: Scenario =
        serde_json::from_str(&POSITION.replace("snake-oil", "another-d-a-dead"))
            .expect("scenario JSON");
    let mut game = scenario.start().expect("scenario starts");
    let draw_two = game
        .legal_answers()
        .iter()
        .find(|a| {
            matches!(a, Answer::Play(p) if p.card == card("another-d-a-dead")
                && matches!(p.mode, PlayMode::Ability(_)))
        })
        .cloned()
        .expect("the draw-two ability is listed");
    apply_ok(&mut game, P0, Action::Answer(draw_two));
    let drawn = match game.pending().map(|d| &d.kind) {
        Some(DecisionKind::EffectChoice(EffectChoice::GiveDrawn { drawn })) => drawn.clone(),
        other => panic!("the give choice is pending, not {other:?}"),
    };
    assert_eq!(drawn.len(), 2);
    assert_eq!(game.drawn_to_give(P0), drawn);
    assert_eq!(game.view(P0).drawn_to_give, drawn);
    assert!(game.view(P1).drawn_to_give.is_empty());
    for &c in &drawn {
        assert!(game.player(P0).hand.contains(&c), "{c:?} is in hand");
        assert_rejected(
            &mut game,
            P0,
            Action::Shakedown(c),
            ActionError::DrawnToGive,
        );
        assert_rejected(
            &mut game,
            P0,
            Action::Gift {
                to: P1,
                money: 0,
                cards: vec![c],
            },
            ActionError::DrawnToGive,
        );
        assert_rejected(
            &mut game,
            P0,
            trade(
                P1,
                Bundle {
                    cards: vec![c],
                    ..Bundle::default()
                },
                Bundle::default(),
            ),
            ActionError::DrawnToGive,
        );
    }
    apply_ok(&mut game, P0, Action::Shakedown(card("forged-papers")));
    apply_ok(
        &mut game,
        P0,
        Action::Gift {
            to: P2,
            money: 0,
            cards: vec![card("quiet-job")],
        },
    );
    assert_eq!(
        game.legal_answers().len(),
        2 * 2,
        "either card to either player"
    );
    apply_ok(
        &mut game,
        P0,
        Action::Answer(Answer::Give {
            card: drawn[0],
            to: P1,
        }),
    );
    assert!(game.player(P1).hand.contains(&drawn[0]));
    assert!(
        game.player(P0).hand.contains(&drawn[1]),
        "the other is kept"
    );
    assert!(game.drawn_to_give(P0).is_empty());
}

// ----- R11.6 Trades -----

/// R11.6.5, R12.8.1, R12.13.2: a proposal makes a TRADE_ANSWER pending for the responder, who
/// sees the offered cards; a third seat does not.
#[test]
fn r11_6_5_responder_sees_the_offered_cards_others_do_not() {
    let mut game = start();
    let t = Trade {
        to: P1,
        give: Bundle {
            money: 2,
            cards: vec![card("snake-oil"), card("quiet-job")],
            ..Bundle::default()
        },
        ask: Bundle {
            money: 1,
            card_count: 1,
            ..Bundle::default()
        },
    };
    propose(&mut game, t.clone());
    let offered = [card("snake-oil"), card("quiet-job")];
    // Nothing has moved yet.
    assert_eq!(money(&game), vec![10, 6, 4]);
    assert_eq!(game.player(P0).hand.len(), 4);
    // The responder sees the proposal in full and has answers to choose from.
    let responder = game.view(P1);
    assert_eq!(
        responder.pending,
        Some(Decision {
            seat: P1,
            kind: DecisionKind::TradeAnswer {
                from: P0,
                trade: t.clone()
            }
        })
    );
    assert!(responder.legal.contains(&Answer::Refuse));
    assert!(responder.legal.contains(&Answer::Accept {
        cards: vec![card("marked-deck")]
    }));
    // A third seat sees that seat 1 is answering a trade of seat 0, but not the cards.
    let onlooker = game.view(P2);
    let Some(Decision {
        seat,
        kind: DecisionKind::TradeAnswer { from, trade: seen },
    }) = onlooker.pending
    else {
        panic!(
            "the onlooker sees a TRADE_ANSWER pending: {:?}",
            onlooker.pending
        );
    };
    assert_eq!((seat, from), (P1, P0));
    for c in &offered {
        assert!(
            !seen.give.cards.contains(c),
            "seat 2 sees the offered card {c:?}"
        );
        assert!(!onlooker.hand.contains(c));
    }
    assert!(onlooker.legal.is_empty());
    // The proposer knows what they offered.
    let proposer = game.view(P0);
    let Some(Decision {
        kind: DecisionKind::TradeAnswer { trade: own, .. },
        ..
    }) = proposer.pending
    else {
        panic!("the proposer sees the TRADE_ANSWER: {:?}", proposer.pending);
    };
    assert_eq!(own, t);
}

/// R11.6.2, R11.8.1, R12.8.1, R15.19, R15.20: on acceptance both bundles are executed at once
/// with the cards the responder chose; the players' total money is unchanged, Respect does not
/// move, the result is announced with amounts and counts, and the proposer's interrupted
/// decision is pending again.
#[test]
fn r11_6_2_accepted_trade_executes_both_bundles_at_once() {
    let mut game = start();
    let before = game.clone();
    let onlooker_before = game.view(P2);
    let interrupted = propose(&mut game, standard_trade());
    let chosen = card("double-or-nothing");
    let events = apply_ok(
        &mut game,
        P1,
        Action::Answer(Answer::Accept {
            cards: vec![chosen],
        }),
    );
    assert!(
        events.contains(&Event::TradeDone {
            from: P0,
            to: P1,
            gave_money: 3,
            gave_cards: 1,
            got_money: 2,
            got_cards: 1,
        }),
        "{events:?}"
    );
    assert_eq!(money(&game), vec![10 - 3 + 2, 6 + 3 - 2, 4]);
    assert_eq!(total_money(&game), total_money(&before), "R15.19");
    assert_eq!(respect(&game), respect(&before), "R15.20");
    assert_eq!(
        hand(&game, P0),
        sorted(vec![
            card("forged-papers"),
            card("quiet-job"),
            card("midnight-errand"),
            chosen,
        ])
    );
    assert_eq!(
        hand(&game, P1),
        sorted(vec![
            card("leaning-on-the-grocer"),
            card("marked-deck"),
            card("snake-oil"),
        ])
    );
    assert_eq!(game.player(P2), before.player(P2));
    assert_eq!(board(&game), board(&before), "R11.7.1: no markers move");
    assert_eq!(game.discard_pile(), before.discard_pile());
    assert_eq!(
        game.pending(),
        Some(&interrupted),
        "R12.8.1: the proposer's decision is pending again"
    );
    // The onlooker learns amounts and counts only (R11.6.5, R12.13.2).
    assert_eq!(game.view(P2), with_counts(onlooker_before, &game));
    let told: Vec<Event> = events.iter().map(|e| e.for_seat(P2)).collect();
    assert!(
        told.iter().any(|e| matches!(
            e,
            Event::TradeDone {
                gave_money: 3,
                gave_cards: 1,
                got_money: 2,
                got_cards: 1,
                ..
            }
        )),
        "{told:?}"
    );
}

/// R11.6.2: a refusal changes nothing but the log, and the proposer's decision is back.
#[test]
fn r11_6_2_refused_trade_changes_nothing() {
    let mut game = start();
    let before = game.clone();
    let interrupted = propose(&mut game, standard_trade());
    let events = apply_ok(&mut game, P1, Action::Answer(Answer::Refuse));
    assert_eq!(events, vec![Event::TradeRefused { from: P0, to: P1 }]);
    assert_eq!(game.players(), before.players());
    assert_eq!(board(&game), board(&before));
    assert_eq!(game.discard_pile(), before.discard_pile());
    assert_eq!(game.influence_deck(), before.influence_deck());
    assert_eq!(game.pending(), Some(&interrupted), "R12.8.1");
    assert_eq!(game.view(P0).legal, before.view(P0).legal);
}

/// R11.6.1: either bundle may be empty, not both; a trade is with one other player.
#[test]
fn r11_6_1_trade_must_exchange_something_with_another_player() {
    let mut game = start();
    assert_rejected(
        &mut game,
        P0,
        trade(P1, Bundle::default(), Bundle::default()),
        ActionError::EmptyDeal,
    );
    let small = Bundle {
        money: 1,
        ..Bundle::default()
    };
    for to in [P0, PlayerId(3)] {
        assert_rejected(
            &mut game,
            P0,
            trade(to, small.clone(), Bundle::default()),
            ActionError::NoSuchPlayer,
        );
    }
    // The proposer names their own cards and counts the responder's, never the other way.
    let counted_give = Bundle {
        card_count: 1,
        ..Bundle::default()
    };
    let named_ask = Bundle {
        cards: vec![card("strike-breakers")],
        ..Bundle::default()
    };
    for (give, ask) in [(counted_give, small.clone()), (small.clone(), named_ask)] {
        assert_rejected(
            &mut game,
            P0,
            trade(P1, give, ask),
            ActionError::MalformedTrade,
        );
    }
    // Only the asked side: a request for one card, for nothing.
    let ask_only = Trade {
        to: P2,
        give: Bundle::default(),
        ask: Bundle {
            card_count: 1,
            ..Bundle::default()
        },
    };
    let interrupted = propose(&mut game, ask_only);
    apply_ok(
        &mut game,
        P2,
        Action::Answer(Answer::Accept {
            cards: vec![card("strike-breakers")],
        }),
    );
    assert!(game.player(P0).hand.contains(&card("strike-breakers")));
    assert_eq!(hand(&game, P2), vec![card("rough-him-up")]);
    assert_eq!(money(&game), vec![10, 6, 4]);
    assert_eq!(game.pending(), Some(&interrupted));
}

/// R11.6.4, R15.22: at most 3 proposals per pending decision; the fourth is refused whatever
/// became of the first three.
#[test]
fn r11_6_4_fourth_proposal_at_the_same_decision_is_refused() {
    let mut game = start();
    let before = game.clone();
    let interrupted = game.pending().cloned().expect("pending");
    for (k, to) in [P1, P2, P1].into_iter().enumerate() {
        let t = Trade {
            to,
            give: Bundle {
                money: 1,
                ..Bundle::default()
            },
            ask: Bundle::default(),
        };
        propose(&mut game, t);
        apply_ok(&mut game, to, Action::Answer(Answer::Refuse));
        assert_eq!(
            game.pending(),
            Some(&interrupted),
            "after proposal {}",
            k + 1
        );
    }
    for to in [P1, P2] {
        assert_rejected(
            &mut game,
            P0,
            trade(
                to,
                Bundle {
                    money: 1,
                    ..Bundle::default()
                },
                Bundle::default(),
            ),
            ActionError::TradeLimit,
        );
    }
    // Shakedowns and gifts are not limited (R12.2.1).
    apply_ok(&mut game, P0, Action::Shakedown(card("snake-oil")));
    apply_ok(
        &mut game,
        P0,
        Action::Gift {
            to: P1,
            money: 1,
            cards: Vec::new(),
        },
    );
    assert_eq!(total_money(&game), total_money(&before) + 8);
    // A new pending decision starts a fresh count.
    apply_ok(&mut game, P0, Action::Answer(Answer::Pass));
    let next = game.pending().cloned().expect("a next decision");
    let to = if next.seat == P0 { P1 } else { P0 };
    assert_eq!(
        game.check(
            next.seat,
            &trade(
                to,
                Bundle::default(),
                Bundle {
                    money: 1,
                    ..Bundle::default()
                }
            )
        ),
        Ok(()),
        "a proposal at the next decision {next:?}"
    );
}

/// R11.6.4: no proposal while one's pending decision is a TRADE_ANSWER, even the first.
#[test]
fn r11_6_4_no_proposal_while_answering_a_trade() {
    let mut game = start();
    propose(&mut game, standard_trade());
    for to in [P0, P2] {
        assert_rejected(
            &mut game,
            P1,
            trade(
                to,
                Bundle {
                    money: 1,
                    ..Bundle::default()
                },
                Bundle::default(),
            ),
            ActionError::TradeLimit,
        );
    }
    // The responder may still give (R12.2.1) and then answer.
    apply_ok(
        &mut game,
        P1,
        Action::Gift {
            to: P2,
            money: 1,
            cards: Vec::new(),
        },
    );
    apply_ok(&mut game, P1, Action::Answer(Answer::Refuse));
    assert_eq!(money(&game), vec![10, 5, 5]);
}

/// R11.6.3, R11.7.1, R15.1, R15.3: a blackmail-coin handover makes the receiving family the
/// coin's owner, in either direction of a trade; the marker counts on the gangster, the
/// supplies and the coins in play do not change.
#[test]
fn r11_6_3_blackmail_coin_handover_changes_the_owner_only() {
    let mut game = start();
    let before = game.clone();
    let jim = gangster("eager-jim-redio");
    let mikey = gangster("mikey-jaws-rudmanilli");
    assert_eq!(game.gangster(jim).coin, Some(Colour::Family(P0)));
    assert_eq!(game.gangster(mikey).coin, Some(Colour::Family(P1)));
    // Seat 0 hands over Eager Jim's coin and $1 for Mikey's coin.
    let t = Trade {
        to: P1,
        give: Bundle {
            money: 1,
            coins: vec![jim],
            ..Bundle::default()
        },
        ask: Bundle {
            coins: vec![mikey],
            ..Bundle::default()
        },
    };
    let interrupted = propose(&mut game, t);
    let events = apply_ok(
        &mut game,
        P1,
        Action::Answer(Answer::Accept { cards: Vec::new() }),
    );
    assert!(
        events.contains(&Event::CoinOwner {
            gangster: jim,
            colour: Colour::Family(P1)
        }),
        "{events:?}"
    );
    assert!(
        events.contains(&Event::CoinOwner {
            gangster: mikey,
            colour: Colour::Family(P0)
        }),
        "{events:?}"
    );
    assert_eq!(game.gangster(jim).coin, Some(Colour::Family(P1)));
    assert_eq!(game.gangster(mikey).coin, Some(Colour::Family(P0)));
    for g in [jim, mikey] {
        assert_eq!(
            game.gangster(g).markers,
            before.gangster(g).markers,
            "marker counts on {g:?} do not change"
        );
    }
    assert_eq!(game.blackmail_supply(), before.blackmail_supply());
    for p in [P0, P1, P2] {
        assert_eq!(game.player(p).supply, before.player(p).supply);
    }
    assert_eq!(money(&game), vec![9, 7, 4]);
    assert_eq!(
        game.view(P2).positions[4].as_ref().map(|b| b.coin),
        Some(Some(Colour::Family(P1))),
        "the board, coins included, is public"
    );
    assert_eq!(game.pending(), Some(&interrupted));
}

/// R11.6.3: a handover from X to Y needs X's marker on the coin and a marker of Y on the
/// gangster that is not on the coin.
#[test]
fn r11_6_3_coin_handover_needs_a_loose_marker_of_the_receiver() {
    let mut game = start();
    let jim = gangster("eager-jim-redio");
    let gustino = gangster("gustino-backstretch-bravo");
    let mikey = gangster("mikey-jaws-rudmanilli");
    let vinnie = gangster("vinnie-knuckles-ravioli");
    let coins = |gs: Vec<GangsterId>| Bundle {
        coins: gs,
        ..Bundle::default()
    };
    let cash = Bundle {
        money: 1,
        ..Bundle::default()
    };
    // Seat 2 has no marker on Eager Jim.
    assert_rejected(
        &mut game,
        P0,
        trade(P2, coins(vec![jim]), cash.clone()),
        ActionError::BadCoinHandover,
    );
    // Seat 0 has no marker on Gustino, whose coin seat 1 owns.
    assert_rejected(
        &mut game,
        P0,
        trade(P1, cash.clone(), coins(vec![gustino])),
        ActionError::BadCoinHandover,
    );
    // Seat 0 does not own Mikey's coin; Vinnie has no coin.
    assert_rejected(
        &mut game,
        P0,
        trade(P1, coins(vec![mikey]), cash.clone()),
        ActionError::BadCoinHandover,
    );
    assert_rejected(
        &mut game,
        P0,
        trade(P1, coins(vec![vinnie]), cash.clone()),
        ActionError::BadCoinHandover,
    );
    // Seat 2 does not own Eager Jim's coin.
    assert_rejected(
        &mut game,
        P0,
        trade(P2, cash.clone(), coins(vec![jim])),
        ActionError::BadCoinHandover,
    );
    // A gangster that is not on the board.
    let off = game.gangster_deck()[0];
    assert_rejected(
        &mut game,
        P0,
        trade(P1, coins(vec![off]), cash),
        ActionError::BadCoinHandover,
    );
}

/// R11.6.2, R12.1.3: the responder's cards must be the asked number of cards of their own hand;
/// any other acceptance is rejected and the TRADE_ANSWER stays pending.
#[test]
fn r11_6_2_accept_with_wrong_cards_says_which() {
    let mut game = start();
    propose(&mut game, standard_trade());
    let answer = game.pending().cloned();
    let accept = |cards: Vec<CardId>| Action::Answer(Answer::Accept { cards });
    let wrong_count = |given| ActionError::WrongCardCount { need: 1, given };
    for (cards, error) in [
        // Wrong number.
        (Vec::new(), wrong_count(0)),
        (
            sorted(vec![card("marked-deck"), card("double-or-nothing")]),
            wrong_count(2),
        ),
        // Not in the responder's hand: seat 2's, the offered card, a card in the deck.
        (vec![card("rough-him-up")], ActionError::CardNotInHand),
        (vec![card("snake-oil")], ActionError::CardNotInHand),
        (vec![game.influence_deck()[0]], ActionError::CardNotInHand),
        // Another seat's card with one of their own.
        (
            sorted(vec![card("marked-deck"), card("strike-breakers")]),
            ActionError::CardNotInHand,
        ),
    ] {
        assert_rejected(&mut game, P1, accept(cards), error);
        assert_eq!(game.pending().cloned(), answer);
    }
    // The right number of own cards is accepted.
    apply_ok(&mut game, P1, accept(vec![card("marked-deck")]));
    assert!(game.player(P0).hand.contains(&card("marked-deck")));
}

/// R11.6.2, R12.2.1: the responder may give gifts at their TRADE_ANSWER; if they gave away the
/// money the trade asks for, the trade can no longer be delivered and their acceptance voids it:
/// nothing of the trade moves and the proposer's decision is pending again.
#[test]
fn r11_6_2_trade_that_cannot_be_delivered_on_acceptance_is_void() {
    let mut game = start();
    let t = Trade {
        to: P1,
        give: Bundle {
            money: 2,
            cards: vec![card("snake-oil")],
            ..Bundle::default()
        },
        ask: Bundle {
            money: 4,
            card_count: 1,
            ..Bundle::default()
        },
    };
    let interrupted = propose(&mut game, t);
    let answer = game.pending().cloned();
    // The gift is a free operation of the TRADE_ANSWER: it executes, the answer stays pending.
    apply_ok(
        &mut game,
        P1,
        Action::Gift {
            to: P2,
            money: 5,
            cards: Vec::new(),
        },
    );
    assert_eq!(game.pending().cloned(), answer);
    assert_eq!(money(&game), vec![10, 1, 9]);
    let after_gift = game.clone();
    // Seat 1 now holds $1 of the $4 asked: accepting voids the trade.
    let accept = Action::Answer(Answer::Accept {
        cards: vec![card("marked-deck")],
    });
    let result = game.apply(P1, accept.clone());
    let events = result.unwrap_or_else(|e| {
        panic!(
            "R11.6.2: accepting a trade that can no longer be delivered must void it, \
             but {accept:?} was rejected with {e:?}; legal answers: {:?}",
            after_gift.legal_answers()
        )
    });
    assert!(
        events.contains(&Event::TradeVoid { from: P0, to: P1 }),
        "{events:?}"
    );
    assert!(
        !events.iter().any(|e| matches!(e, Event::TradeDone { .. })),
        "{events:?}"
    );
    assert_eq!(
        game.players(),
        after_gift.players(),
        "nothing of the trade moved"
    );
    assert_eq!(board(&game), board(&after_gift));
    assert_eq!(game.pending(), Some(&interrupted), "R12.8.1");
    assert_eq!(game.check_invariants(), Ok(()));
}

/// R12.2.2: after a shakedown the pending FENCE_BUY shows the new largest purchase, and the
/// legal answers follow it.
#[test]
fn r12_2_2_free_operation_refreshes_the_pending_decision() {
    let json = r#"{"version":1,"seed":5,"position":{
        "positions":{"9":{"id":"killer-mac-pheeto"}},
        "players":[{"money":19},{},{}],"start":{"phase":"fence"}}}"#;
    let mut game = serde_json::from_str::<Scenario>(json)
        .expect("scenario JSON")
        .start()
        .expect("starts");
    let d = game.pending().cloned().expect("a FENCE_BUY");
    assert_eq!(d.seat, PlayerId(0));
    assert_eq!(d.kind, DecisionKind::FenceBuy { max: 1 });
    let c = hand(&game, d.seat)[0];
    apply_ok(&mut game, d.seat, Action::Shakedown(c));
    assert_eq!(
        game.pending().map(|d| d.kind.clone()),
        Some(DecisionKind::FenceBuy { max: 2 })
    );
    assert!(game.is_legal(&Answer::Buy(2)));
}
