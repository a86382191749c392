//! The end of the game seen from outside: which step of the tie-break chain separated each
//! pair of neighbours in the final ranking (R10.3, R10.4), the hand sizes recorded before the
//! sale (R10.2.3) and the money-to-Respect conversion event (R10.2.4).

mod common;

use np_engine::{Action, Answer, Event, GameConfig, GameState, PlayerId, RankStep, Scenario};

use common::play_random;

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);
const P2: PlayerId = PlayerId(2);

/// A 3-player game started at final scoring (R10.2) with `ring`, `players` and board
/// `places` (JSON object members of "positions" and "associates").
fn final_scoring(ring: u8, players: &str, positions: &str, associates: &str) -> GameState {
    let text = format!(
        r#"{{
            "version": 1,
            "seed": 8,
            "position": {{
                "ring": {ring},
                "positions": {{ {positions} }},
                "associates": {{ {associates} }},
                "players": {players},
                "start": {{ "phase": "final" }}
            }}
        }}"#
    );
    let scenario: Scenario = serde_json::from_str(&text).expect("scenario JSON");
    scenario.start().expect("scenario starts")
}

/// A game over with its ranking and the step of each neighbouring pair.
fn ranked(game: &GameState) -> (Vec<PlayerId>, Vec<RankStep>) {
    assert!(game.is_over(), "the game is over: {:?}", game.pending());
    (game.ranking().to_vec(), game.ranking_steps())
}

/// R10.2.3, R10.3.1: before the end there is no ranking, so no step and no recorded hand.
#[test]
fn r10_3_no_steps_and_no_hand_sizes_before_the_end() {
    let game = GameState::new(GameConfig::new(4, 10)).expect("setup");
    assert!(game.ranking_steps().is_empty());
    assert!(game.final_hand_sizes().is_empty());
}

/// R10.3.1: more Respect ranks first, whatever comes later in the chain.
#[test]
fn r10_3_1_respect_separates_first() {
    let game = final_scoring(
        0,
        r#"[{ "money": 9, "respect": 3 }, { "respect": 4 }, { "respect": 5 }]"#,
        "",
        "",
    );
    assert_eq!(
        ranked(&game),
        (vec![P2, P1, P0], vec![RankStep::Respect, RankStep::Respect])
    );
}

/// R10.4.1 (the fixture r10-4-1-ring-wins-final-tie): equal Respect is decided by the ring,
/// although the other player has more money left (R10.4.3).
#[test]
fn r10_4_1_equal_respect_decided_by_the_ring() {
    let game = final_scoring(
        1,
        r#"[{ "money": 9, "respect": 10 }, { "respect": 10 }, { "respect": 5 }]"#,
        r#""9": { "id": "killer-mac-pheeto" }"#,
        "",
    );
    assert_eq!(
        ranked(&game),
        (vec![P1, P0, P2], vec![RankStep::Ring, RankStep::Respect])
    );
}

/// R10.4.2: with equal Respect after final scoring (Gino scores 1 + 1 in the First Guy's
/// place, Jim 2 + 0 in the Second Guy's), the higher solely controlled position ranks first.
#[test]
fn r10_4_2_highest_solely_controlled_position() {
    let game = final_scoring(
        2,
        r#"[{ "respect": 5 }, { "respect": 5 }, { "respect": 1 }]"#,
        r#""3": { "id": "gino-three-cards-montetre", "markers": [1, 0, 0] },
           "2": { "id": "eager-jim-redio", "markers": [0, 1, 0] }"#,
        "",
    );
    assert_eq!(game.player(P0).respect, game.player(P1).respect);
    assert_eq!(
        ranked(&game),
        (
            vec![P0, P1, P2],
            vec![RankStep::HighestPosition, RankStep::Respect]
        )
    );
}

/// R10.4.3: next, more money left after the conversion.
#[test]
fn r10_4_3_money_left() {
    let game = final_scoring(
        2,
        r#"[{ "money": 5, "respect": 4 }, { "money": 9, "respect": 4 }, { "respect": 1 }]"#,
        "",
        "",
    );
    assert_eq!(
        ranked(&game),
        (vec![P1, P0, P2], vec![RankStep::Money, RankStep::Respect])
    );
}

/// R10.4.4: next, more own markers on board gangsters; Associates score nothing and count
/// for no position, but their markers count here.
#[test]
fn r10_4_4_markers_on_board() {
    let game = final_scoring(
        2,
        r#"[{ "respect": 4 }, { "respect": 4 }, { "respect": 1 }]"#,
        "",
        r#""1": { "id": "steve-averso", "markers": [1, 0, 0] },
           "2": { "id": "big-sal-mozzarella", "markers": [0, 2, 0] }"#,
    );
    assert_eq!(
        ranked(&game),
        (
            vec![P1, P0, P2],
            vec![RankStep::MarkersOnBoard, RankStep::Respect]
        )
    );
}

/// R10.2.3, R10.4.5: next, more cards in hand as recorded before the sale. Seat 0 sells one
/// card for $8 and converts $10, seat 1 converts its $10: both end with 5 Respect and $0.
#[test]
fn r10_4_5_hand_size_recorded_before_the_sale() {
    let game = final_scoring(
        2,
        r#"[{ "money": 2, "respect": 4, "hand": ["quiet-job"] },
            { "money": 10, "respect": 4 },
            { "respect": 1 }]"#,
        "",
        "",
    );
    assert_eq!(game.final_hand_sizes(), &[1, 0, 0]);
    assert!(game.players().iter().all(|p| p.hand.is_empty()));
    assert_eq!(
        ranked(&game),
        (
            vec![P0, P1, P2],
            vec![RankStep::HandSize, RankStep::Respect]
        )
    );
}

/// R10.4.6: players equal at every compared step are ordered by the dice.
#[test]
fn r10_4_6_full_tie_goes_to_the_dice() {
    let game = final_scoring(
        2,
        r#"[{ "respect": 4 }, { "respect": 4 }, { "respect": 9 }]"#,
        "",
        "",
    );
    let (ranking, steps) = ranked(&game);
    assert_eq!(ranking[0], P2);
    assert_eq!(steps, vec![RankStep::Respect, RankStep::Dice]);
}

/// R10.3, R10.4 over 30 played-out random games: one step per neighbouring pair, each naming
/// a difference the ranked-above player wins and the earlier steps leave equal.
#[test]
fn r10_4_steps_agree_with_the_chain_in_played_games() {
    let mut seen = Vec::new();
    for i in 0..30u64 {
        let (players, seed) = (3 + (i % 3) as usize, 10_400 + i);
        let game = play_random(players, seed, 20, |_| {});
        let steps = game.ranking_steps();
        assert_eq!(steps.len(), players - 1, "seed {seed}");
        assert_eq!(game.final_hand_sizes().len(), players, "seed {seed}");
        for (pair, step) in game.ranking().windows(2).zip(&steps) {
            let (a, b) = (game.player(pair[0]), game.player(pair[1]));
            let hands = game.final_hand_sizes();
            let (ha, hb) = (hands[pair[0].index()], hands[pair[1].index()]);
            if *step == RankStep::Respect {
                assert!(a.respect > b.respect, "seed {seed}: R10.3.1");
                continue;
            }
            assert_eq!(
                a.respect, b.respect,
                "seed {seed}: {step:?} after equal Respect"
            );
            let ring = game.ring_holder();
            match step {
                RankStep::Ring => assert_eq!(pair[0], ring, "seed {seed}: R10.4.1"),
                RankStep::Money => assert!(a.money > b.money, "seed {seed}: R10.4.3"),
                RankStep::HandSize => {
                    assert_eq!(a.money, b.money, "seed {seed}");
                    assert!(ha > hb, "seed {seed}: R10.4.5");
                }
                RankStep::Dice => {
                    assert!(pair[0] != ring && pair[1] != ring, "seed {seed}");
                    assert_eq!((a.money, ha), (b.money, hb), "seed {seed}: R10.4.6");
                }
                _ => assert!(pair[1] != ring, "seed {seed}: R10.4.1 came first"),
            }
            seen.push(*step);
        }
    }
    assert!(
        !seen.is_empty(),
        "some equal Respect was broken by a later step"
    );
}

/// R10.2.4: each conversion is told once by `Converted`, right after its Money and Respect
/// events: $10 for each point, the remainder kept.
#[test]
fn r10_2_4_converted_event_follows_money_and_respect() {
    // Seat 2's "anytime" card for a Thug (the Associate Big Sal, who scores nothing) keeps
    // W-FINAL (R10.2.1) open, so its answer runs the scoring.
    let mut game = final_scoring(
        1,
        r#"[{ "money": 27, "respect": 6, "hand": ["quiet-job"] },
            { "money": 9, "respect": 2 },
            { "money": 30, "respect": 0, "hand": ["brass-knuckles"] }]"#,
        "",
        r#""1": { "id": "big-sal-mozzarella" }"#,
    );
    let d = game.pending().cloned().expect("W-FINAL asks seat 2");
    assert_eq!(d.seat, P2);
    let events = game
        .apply(P2, Action::Answer(Answer::Decline))
        .expect("declining applies");
    assert!(game.is_over());
    let converted: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Converted { .. }))
        .collect();
    // Seat 0: 27 + 8 = 35 → 3 Respect, $5 left; seat 1 keeps its $9; seat 2: 30 + 8 = 38 → 3.
    assert_eq!(
        converted,
        vec![
            &Event::Converted {
                seat: P0,
                money: 30,
                respect: 3
            },
            &Event::Converted {
                seat: P2,
                money: 30,
                respect: 3
            },
        ]
    );
    for (i, e) in events.iter().enumerate() {
        if let Event::Converted {
            seat,
            money,
            respect,
        } = e
        {
            let total_money = game.player(*seat).money;
            let total_respect = game.player(*seat).respect;
            assert_eq!(
                events[i - 2..i],
                [
                    Event::Money {
                        seat: *seat,
                        delta: -i64::from(*money),
                        total: total_money
                    },
                    Event::Respect {
                        seat: *seat,
                        delta: i64::from(*respect),
                        total: total_respect
                    },
                ]
            );
        }
    }
    assert_eq!(
        game.players()
            .iter()
            .map(|p| (p.respect, p.money))
            .collect::<Vec<_>>(),
        vec![(9, 5), (2, 9), (3, 8)]
    );
}

/// R10.2.4 over 30 played-out random games: every player ends with less than $10 and the
/// `Converted` events of the last answer sum to the Respect their Money events turned in.
#[test]
fn r10_2_4_converted_in_played_games() {
    for i in 0..30u64 {
        let (players, seed) = (3 + (i % 3) as usize, 10_240 + i);
        let mut last = Vec::new();
        let game = play_random(players, seed, 20, |s| {
            if s.after.is_over() {
                last = s.events.to_vec();
            }
        });
        for seat in (0..players as u8).map(PlayerId) {
            let told: Vec<(u32, u32)> = last
                .iter()
                .filter_map(|e| match e {
                    Event::Converted {
                        seat: s,
                        money,
                        respect,
                    } if *s == seat => Some((*money, *respect)),
                    _ => None,
                })
                .collect();
            assert!(told.len() <= 1, "seed {seed}: {seat:?} converted twice");
            assert!(game.player(seat).money < 10, "seed {seed}");
            for (money, respect) in told {
                assert_eq!(money, respect * 10, "seed {seed}");
                assert!(respect > 0, "seed {seed}: no empty conversion");
            }
        }
    }
}
