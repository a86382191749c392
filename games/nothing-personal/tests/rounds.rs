//! Whole games: the round structure (R3.1, R10.1), the game end (R10.2, R10.3) and the §15
//! invariants after every applied action, over many seeded random games.

mod common;

use np_engine::{DecisionKind, Event, GameState, Phase, PlayerId, Scenario, WindowKind};

use common::{play_from, play_random};

/// Free operations in one answer out of fifty, so shakedowns, gifts and trades happen too.
const FREE_OPS_PERMILLE: u64 = 20;

/// `count` games spread over 3, 4 and 5 players, with seeds from `first_seed`.
fn games(count: u64, first_seed: u64) -> impl Iterator<Item = (usize, u64)> {
    (0..count).map(move |i| (3 + (i % 3) as usize, first_seed + i))
}

/// R3.1, R10.1.1, R15.13: each of the five rounds runs Commission, Crew, Fence, Feds, Family,
/// Bookkeeping in this order, then final scoring follows and the game ends with a ranking of
/// every seat (R10.3.1).
#[test]
fn r3_1_six_phases_in_order_for_five_rounds_then_the_game_ends_ranked() {
    let order = [
        Phase::Commission,
        Phase::Crew,
        Phase::Fence,
        Phase::Feds,
        Phase::Family,
        Phase::Bookkeeping,
    ];
    let mut expected: Vec<(u8, Phase)> = (1..=5u8)
        .flat_map(|r| order.iter().map(move |p| (r, *p)))
        .collect();
    expected.push((5, Phase::FinalScoring));
    for (players, seed) in games(30, 3_100) {
        let mut started = Vec::new();
        let mut game_over_events = 0;
        let game = play_random(players, seed, FREE_OPS_PERMILLE, |s| {
            for e in s.events {
                match e {
                    Event::PhaseStarted { round, phase } => started.push((*round, *phase)),
                    Event::GameOver { .. } => game_over_events += 1,
                    _ => {}
                }
            }
            // Between decisions the state names the phase that started last (R15.13).
            if let Some((round, phase)) = started.last() {
                if s.after.pending().is_some() {
                    assert_eq!(
                        (s.after.round(), s.after.phase()),
                        (*round, *phase),
                        "seed {seed}: the state's round and phase"
                    );
                }
            }
        });
        assert_eq!(started, expected, "seed {seed}, {players} players");
        assert!(game.is_over(), "seed {seed}");
        assert!(game.pending().is_none(), "seed {seed}: R15.18");
        assert_eq!(game_over_events, 1, "seed {seed}: one GameOver event");
        let mut ranked: Vec<PlayerId> = game.ranking().to_vec();
        ranked.sort();
        let seats: Vec<PlayerId> = (0..players as u8).map(PlayerId).collect();
        assert_eq!(ranked, seats, "seed {seed}: every seat ranked once");
    }
}

/// R3.4.1, R7.3: in every Fence the purchase decisions come one per player, in the turn order
/// fixed from the player who held the ring when the phase started (later ring changes do
/// not alter it).
#[test]
fn r3_4_1_fence_purchases_in_turn_order_from_the_ring_holder_at_phase_start() {
    let mut fences = 0;
    for (players, seed) in games(30, 3_400) {
        let start = GameState::new(np_engine::GameConfig::new(players, seed)).expect("setup");
        let mut ring = start.ring_holder();
        let mut expected: Vec<PlayerId> = Vec::new();
        let mut buyers: Vec<PlayerId> = Vec::new();
        let mut check = |expected: &[PlayerId], buyers: &[PlayerId]| {
            if !expected.is_empty() {
                assert_eq!(buyers, expected, "seed {seed}: FENCE_BUY order");
                fences += 1;
            }
        };
        play_from(start, seed, FREE_OPS_PERMILLE, |s| {
            if let np_engine::Action::Answer(np_engine::Answer::Buy(_)) = s.action {
                buyers.push(s.seat);
            }
            for e in s.events {
                match e {
                    Event::RingMoved { to, .. } => ring = *to,
                    Event::PhaseStarted {
                        phase: Phase::Fence,
                        ..
                    } => {
                        check(&expected, &buyers);
                        expected = (0..players)
                            .map(|k| PlayerId(((ring.index() + k) % players) as u8))
                            .collect();
                        buyers.clear();
                    }
                    _ => {}
                }
            }
            assert_eq!(ring, s.after.ring_holder(), "seed {seed}: ring events");
        });
        check(&expected, &buyers);
    }
    assert_eq!(fences, 30 * 5, "every Fence checked");
}

/// R10.2.3–R10.2.5, R10.3.1: at the end every hand has been sold, every player keeps less
/// than $10 after the conversion, and the ranking is ordered by Respect.
#[test]
fn r10_2_hands_sold_money_converted_and_ranking_by_respect() {
    for (players, seed) in games(30, 10_200) {
        let mut last_before: Option<GameState> = None;
        let mut last_events = Vec::new();
        let game = play_random(players, seed, FREE_OPS_PERMILLE, |s| {
            if s.after.is_over() {
                last_before = Some(s.before.clone());
                last_events = s.events.to_vec();
            }
        });
        let before = last_before.expect("the game ended on an applied action");
        for (i, p) in game.players().iter().enumerate() {
            let seat = PlayerId(i as u8);
            assert!(p.hand.is_empty(), "seed {seed}: {seat:?} still holds cards");
            assert!(p.money < 10, "seed {seed}: {seat:?} kept ${}", p.money);
            assert_eq!(p.escrow, 0, "seed {seed}: escrow left at the end");
            // R10.2.3: every card held at the sale was sold. The last answer may still have
            // moved cards (a window play), so the hand is followed through its events.
            let mut held = before.player(seat).hand.len() as i64;
            let mut sold = None;
            for e in &last_events {
                match e {
                    Event::CardPlayed { seat: s, .. } if *s == seat => held -= 1,
                    Event::CardDrawn { seat: s, .. } if *s == seat => held += 1,
                    Event::CardGiven { from, .. } if *from == seat => held -= 1,
                    Event::CardGiven { to, .. } if *to == seat => held += 1,
                    Event::Shakedown { seat: s, .. } if *s == seat => held -= 1,
                    Event::CardsSold { seat: s, count } if *s == seat => {
                        assert_eq!(sold, None, "seed {seed}: {seat:?} sold twice");
                        sold = Some(i64::from(*count));
                    }
                    _ => {}
                }
            }
            assert_eq!(
                sold.unwrap_or(0),
                held,
                "seed {seed}: cards sold by {seat:?} vs cards held"
            );
        }
        let respect: Vec<u32> = game
            .ranking()
            .iter()
            .map(|p| game.player(*p).respect)
            .collect();
        assert!(
            respect.windows(2).all(|w| w[0] >= w[1]),
            "seed {seed}: ranking {:?} not by Respect {respect:?}",
            game.ranking()
        );
    }
}

/// R10.2.3, R10.2.4 worked through: with no gangster on the board, a player holding $27 and
/// two cards sells them for $16, converts $40 into 4 Respect and keeps $3.
#[test]
fn r10_2_4_cards_sold_for_8_then_every_10_dollars_become_one_respect() {
    let text = r#"{
        "version": 1,
        "seed": 5,
        "position": {
            "ring": 1,
            "players": [
                { "money": 27, "respect": 6, "hand": ["fido-fight-club", "quiet-job"] },
                { "money": 9, "respect": 2 },
                { "money": 10, "respect": 0, "hand": ["roll-the-bones"] }
            ],
            "start": { "phase": "final" }
        }
    }"#;
    let scenario: Scenario = serde_json::from_str(text).expect("scenario JSON");
    let game = scenario.start().expect("scenario starts");
    assert!(game.is_over());
    let got: Vec<(u32, u32, usize)> = game
        .players()
        .iter()
        .map(|p| (p.respect, p.money, p.hand.len()))
        .collect();
    // Seat 0: 27 + 16 = 43 → +4 Respect, $3 left. Seat 1: $9 → nothing. Seat 2: 10 + 8 = 18
    // → +1 Respect, $8 left.
    assert_eq!(got, vec![(10, 3, 0), (2, 9, 0), (1, 8, 0)]);
    assert_eq!(game.ranking(), &[PlayerId(0), PlayerId(1), PlayerId(2)]);
}

/// R15.1–R15.18 (as far as `check_invariants` reads them): every invariant holds after every
/// applied action, free operations included, over 50 random games.
#[test]
fn r15_invariants_hold_after_every_applied_action() {
    let mut actions = 0u64;
    for (players, seed) in games(50, 15_000) {
        play_random(players, seed, FREE_OPS_PERMILLE, |s| {
            actions += 1;
            if let Err(inv) = s.after.check_invariants() {
                panic!(
                    "seed {seed}, {players} players, decision {}: {inv:?} after {:?} by {:?}",
                    s.before.decisions_answered(),
                    s.action,
                    s.seat
                );
            }
        });
    }
    assert!(actions > 50 * 100, "only {actions} actions checked");
}

/// R4.1.4, R12.10: the After-turn window names the seat whose Commission turn (a pass included)
/// has just ended, so a prompt can say whose turn it follows.
#[test]
fn r4_1_4_the_after_turn_window_names_the_seat_whose_turn_ended() {
    let mut windows = 0;
    for (players, seed) in games(20, 4_140) {
        let mut last_turn: Option<PlayerId> = None;
        play_random(players, seed, FREE_OPS_PERMILLE, |s| {
            let turn = s.before.pending().filter(|d| {
                d.seat == s.seat && matches!(d.kind, DecisionKind::CommissionTurn { .. })
            });
            if turn.is_some() {
                last_turn = Some(s.seat);
            }
            if let Some(DecisionKind::Response {
                window: WindowKind::AfterTurn { seat },
            }) = s.after.pending().map(|d| &d.kind)
            {
                assert_eq!(Some(*seat), last_turn, "seed {seed}");
                windows += 1;
            }
        });
    }
    assert!(windows > 0, "no After-turn window was asked");
}
