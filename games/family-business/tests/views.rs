//! Seat views (FB12.3), worlds dealt from them, and saves replayed (FB12.6).

use fb_engine::{Event, GameConfig, GameState, PendingView, PlayerId, SaveError};

/// Plays `config`'s game by a fixed spread of the legal answers, calling `at` before each.
fn play(config: &GameConfig, mut at: impl FnMut(&GameState, usize)) -> (GameState, Vec<Event>) {
    let mut game = GameState::new(config.clone()).expect("setup");
    let mut log = Vec::new();
    let mut step = 0;
    while let Some(decision) = game.pending() {
        at(&game, step);
        let answers = game.legal_answers();
        let answer = answers[(step * 7 + 3) % answers.len()];
        log.extend(game.apply(decision.seat, answer).expect("listed"));
        step += 1;
    }
    (game, log)
}

/// FB12.3.1, FB14.13: a seat sees its own hand and no other; another seat's counter window
/// shows only the card; a spectator sees no hand and no answers.
#[test]
fn fb12_3_views_show_only_the_seats_own_cards() {
    let mut windows = 0;
    play(&GameConfig::new(4, 11), |game, _| {
        let decision = game.pending().expect("pending");
        for p in game.seats() {
            let view = game.view(Some(p));
            assert_eq!(view.hand, game.player(p).hand);
            let mine = p == decision.seat;
            assert_eq!(!view.legal.is_empty(), mine);
            let text = serde_json::to_string(&view).expect("json");
            assert!(!text.contains("seed"), "{text}");
            if !mine && decision.kind == fb_engine::DecisionKind::CounterResponse {
                windows += 1;
                assert!(matches!(
                    view.pending,
                    Some(PendingView::CounterWindow { .. })
                ));
            }
        }
        let spectator = game.view(None);
        assert!(spectator.hand.is_empty() && spectator.legal.is_empty());
    });
    assert!(windows > 0, "no counter window in the game");
}

/// FB12.3.2: a world dealt from a seat's view is a game in which that seat's decision has the
/// same legal answers, the hidden cards dealt anew, and every invariant holds; with the
/// advanced variant's abilities and decisions too (FB13.2).
#[test]
fn fb12_3_2_a_world_from_a_view_keeps_the_seats_decision() {
    for advanced in [false, true] {
        let mut config = GameConfig::new(5, 3);
        config.advanced = advanced;
        a_world_keeps_the_seats_decision(&config);
    }
}

fn a_world_keeps_the_seats_decision(config: &GameConfig) {
    let mut differed = 0;
    play(config, |game, step| {
        let seat = game.pending().expect("pending").seat;
        let view = game.view(Some(seat));
        let world = GameState::world(config, &view, step as u64).expect("a world");
        assert_eq!(world.legal_answers(), game.legal_answers(), "step {step}");
        assert_eq!(world.pending(), game.pending());
        assert_eq!(world.check_invariants(), Ok(()), "step {step}");
        assert_eq!(world.view(Some(seat)), view);
        let other = PlayerId(((seat.index() + 1) % 5) as u8);
        if world.player(other).hand != game.player(other).hand {
            differed += 1;
        }
    });
    assert!(differed > 0);
}

/// FB12.6.4: a 4-player game played to its end with seed 7; its save replays to the same
/// final state, the same log and the same winner; and an advanced game's too.
#[test]
fn fb12_6_4_a_save_replays_the_same_game() {
    let mut advanced = GameConfig::new(4, 7);
    advanced.advanced = true;
    for config in [GameConfig::new(4, 7), advanced] {
        a_save_replays_the_same_game(config);
    }
}

fn a_save_replays_the_same_game(config: GameConfig) {
    let (game, log) = play(&config, |_, _| {});
    assert!(game.outcome().is_some());
    let save = game.save();
    let loaded = GameState::load(&save).expect("loads");
    assert_eq!(loaded.outcome(), game.outcome());
    assert_eq!(loaded, game);
    let mut replayed = GameState::new(config).expect("setup");
    let mut again = Vec::new();
    for r in game.recorded() {
        again.extend(replayed.apply(r.seat, r.answer).expect("replays"));
    }
    assert_eq!(again, log);
    assert!(game.recorded().len() > 20);
}

/// FB12.6.2: a save of another game, of unknown versions, or with an answer the rules refuse
/// is reported with a typed error.
#[test]
fn fb12_6_2_broken_saves_are_reported() {
    let (game, _) = play(&GameConfig::new(3, 2), |_, _| {});
    let save = game.save();
    let other = save.replace("\"family-business\"", "\"nothing-personal\"");
    assert_eq!(
        GameState::load(&other).err(),
        Some(SaveError::OtherGame {
            game: "nothing-personal".into()
        })
    );
    let future = save.replace("\"version\":1", "\"version\":9");
    assert!(matches!(
        GameState::load(&future),
        Err(SaveError::Version {
            what: "version",
            ..
        })
    ));
    assert!(matches!(
        GameState::load("{\"game\":"),
        Err(SaveError::Schema { .. })
    ));
    let unknown = save.replacen("\"seed\":", "\"colour\":1,\"seed\":", 1);
    assert!(matches!(
        GameState::load(&unknown),
        Err(SaveError::Schema { .. })
    ));
    let mut value: serde_json::Value = serde_json::from_str(&save).expect("json");
    value["answers"][0]["seat"] = serde_json::json!((game.recorded()[0].seat.0 + 1) % 3);
    assert!(matches!(
        GameState::load(&value.to_string()),
        Err(SaveError::Answer { index: 0, .. })
    ));
}

/// A save written by `table save --game family-business --players 3 --seed 12 --answers 40`
/// loads to the game after its 40 recorded answers, waiting on its next decision.
#[test]
fn fb12_6_2_a_stored_save_loads() {
    let game = GameState::load(include_str!("saves/three-players-40-answers.json")).expect("loads");
    assert_eq!(game.recorded().len(), 40);
    assert!(game.pending().is_some());
    assert_eq!(game.check_invariants(), Ok(()));
    assert_eq!(GameState::load(&game.save()), Ok(game));
}
