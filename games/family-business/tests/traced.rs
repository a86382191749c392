//! FB11.3.1: an answer applied with [`GameState::apply_traced`] changes the game and tells
//! what happened exactly as [`GameState::apply`] does, and keeps, for each decision the engine
//! then answered itself, the game waiting on that decision with that answer its only one.

use fb_engine::{Event, GameConfig, GameState};

fn random(n: usize, s: u64) -> usize {
    (s.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) as usize % n
}

#[test]
fn a_traced_answer_is_the_answer_with_the_game_before_each_forced_decision() {
    let mut forced_plays_opening_a_window = 0;
    for players in 2..=6 {
        for seed in 0..30 {
            let mut config = GameConfig::new(players, 70_000 + seed);
            config.advanced = seed % 2 == 1;
            let mut game = GameState::new(config).expect("setup");
            let mut step = 0u64;
            while let Some(decision) = game.pending() {
                let answers = game.legal_answers();
                let answer =
                    answers[random(answers.len(), seed.wrapping_mul(31).wrapping_add(step))];
                let mut plain = game.clone();
                let events = plain.apply(decision.seat, answer).expect("listed");
                let applied = game.apply_traced(decision.seat, answer).expect("listed");
                assert_eq!(applied.events, events, "seed {seed} step {step}");
                assert!(game == plain, "seed {seed} step {step}");
                let forced_events = events
                    .iter()
                    .filter(|e| matches!(e, Event::Forced { .. }))
                    .count();
                assert_eq!(applied.before_forced.len(), forced_events);
                for before in &applied.before_forced {
                    let Some(Event::Forced { seat, kind, answer }) = events.get(before.event)
                    else {
                        panic!(
                            "seed {seed} step {step}: no forced event at {}",
                            before.event
                        );
                    };
                    let waiting = before.game.pending().expect("a decision waits");
                    assert_eq!((waiting.seat, waiting.kind), (*seat, *kind));
                    assert_eq!(before.game.legal_answers(), vec![*answer]);
                    let play_opens_window = matches!(
                        events.get(before.event + 1..before.event + 3),
                        Some([Event::Played { .. }, Event::WindowOpened { .. }])
                    );
                    forced_plays_opening_a_window += usize::from(play_opens_window);
                }
                step += 1;
                assert!(step < 5_000, "seed {seed}: no end");
            }
        }
    }
    assert!(
        forced_plays_opening_a_window > 0,
        "no forced play opened a window"
    );
}
