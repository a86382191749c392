//! The seats a table asks in every response window (`GameConfig::asked_in_every_window`): they
//! are asked whenever they hold a card, an eligible play or not, with Decline their only answer
//! when they have none; declining there is the same as being skipped (R12.9.2), so the game is
//! the one the same plays make at a table that asks only eligible players. Other seats are
//! asked as before, and a save keeps the seats.

mod common;

use np_engine::{
    Action, Answer, DecisionKind, Event, GameConfig, GameState, PlayerId, SaveFile, SetupError,
};

use common::play_from;

fn config(players: usize, seed: u64) -> GameConfig {
    GameConfig {
        asked_in_every_window: vec![PlayerId(0), PlayerId(2)],
        ..GameConfig::new(players, seed)
    }
}

fn in_response(game: &GameState) -> bool {
    game.pending()
        .is_some_and(|d| matches!(d.kind, DecisionKind::Response { .. }))
}

#[test]
fn r12_9_2_a_seat_asked_in_every_window_declines_what_it_would_have_skipped() {
    let mut asked_for_nothing = 0;
    for seed in 0..24u64 {
        let players = 3 + (seed % 3) as usize;
        let flagged = config(players, 12_920 + seed);
        // The same game at a table that asks only eligible players, played alongside.
        let mut plain = GameState::new(GameConfig::new(players, 12_920 + seed)).expect("setup");
        let game = GameState::new(flagged.clone()).expect("setup");
        let mut events: Vec<Event> = game.setup_log().to_vec();
        let mut plain_events: Vec<Event> = plain.setup_log().to_vec();
        play_from(game, seed, 0, |s| {
            events.extend(s.events.iter().cloned());
            let asked = s.before.pending().expect("a decision was answered");
            if plain.pending() == Some(asked) {
                assert!(
                    !s.before.asked_for_nothing(),
                    "seed {seed}: {asked:?} can play"
                );
                let e = plain
                    .apply(s.seat, s.action.clone())
                    .unwrap_or_else(|e| panic!("seed {seed}: {:?} refused: {e:?}", s.action));
                plain_events.extend(e);
                return;
            }
            assert!(
                in_response(s.before),
                "seed {seed}: {asked:?} is not asked at the plain table"
            );
            assert!(flagged.asked_in_every_window.contains(&asked.seat));
            assert!(!s.before.player(asked.seat).hand.is_empty());
            assert!(s.before.asked_for_nothing());
            assert_eq!(s.before.legal_count(), 1, "seed {seed}: a play was open");
            assert_eq!(s.action, &Action::Answer(Answer::Decline));
            asked_for_nothing += 1;
        });
        assert!(plain.is_over(), "seed {seed}: the plain game did not end");
        assert_eq!(plain_events, events, "seed {seed}: the games differ");
    }
    assert!(
        asked_for_nothing > 100,
        "only {asked_for_nothing} such declines"
    );
}

#[test]
fn r12_9_2_a_seat_asked_in_every_window_is_asked_only_while_it_holds_a_card() {
    let mut asked = 0;
    for seed in 0..12u64 {
        let game = GameState::new(config(4, 12_921 + seed)).expect("setup");
        play_from(game, seed, 0, |s| {
            if let Some(d) = s.after.pending().filter(|_| in_response(s.after)) {
                if s.after.player(d.seat).hand.is_empty() {
                    assert!(
                        s.after.legal_count() > 1,
                        "seed {seed}: {:?} asked with an empty hand and no play",
                        d.seat
                    );
                }
                asked += 1;
            }
        });
    }
    assert!(asked > 0);
}

#[test]
fn a_save_keeps_the_seats_asked_in_every_window_and_a_wrong_seat_is_refused() {
    let save = SaveFile::new(config(4, 5));
    let read = SaveFile::parse(&save.to_json()).expect("the save reads back");
    assert_eq!(
        read.config.asked_in_every_window,
        vec![PlayerId(0), PlayerId(2)]
    );
    assert!(!SaveFile::new(GameConfig::new(4, 5))
        .to_json()
        .contains("asked_in_every_window"));
    for wrong in [vec![PlayerId(4)], vec![PlayerId(1), PlayerId(1)]] {
        let config = GameConfig {
            asked_in_every_window: wrong,
            ..GameConfig::new(4, 5)
        };
        assert_eq!(GameState::new(config).err(), Some(SetupError::AskedSeats));
    }
}

/// A world a seat imagines (a search's) asks only eligible players: played on to its end, no
/// window asks anyone with nothing to play.
#[test]
fn r12_9_2_a_world_of_the_seat_asks_only_eligible_players() {
    let (mut worlds, mut windows) = (0, 0);
    for seed in 0..4u64 {
        let game = GameState::new(config(4, 12_922 + seed)).expect("setup");
        let mut number = 0;
        play_from(game, seed, 0, |s| {
            number += 1;
            let Some(d) = s.after.pending().filter(|_| number % 150 == 0) else {
                return;
            };
            let world = s.after.knowledge(d.seat).world(seed);
            assert!(world.config().asked_in_every_window.is_empty());
            assert_eq!(world.pending(), Some(d));
            let mut first = true;
            play_from(world, seed, 0, |w| {
                if !first && in_response(w.before) {
                    assert!(
                        !w.before.asked_for_nothing(),
                        "seed {seed}: asked for nothing"
                    );
                    windows += 1;
                }
                first = false;
            });
            worlds += 1;
        });
    }
    assert!(
        worlds > 10 && windows > 100,
        "{worlds} worlds, {windows} windows"
    );
}
