//! Whole games by the first legal answer and by random ones: every invariant of §14 after
//! every answer, and every game to its end.

use fb_engine::{GameConfig, GameState};

fn play(players: usize, seed: u64, pick: impl Fn(usize, u64) -> usize) -> GameState {
    let mut game = GameState::new(GameConfig::new(players, seed)).expect("setup");
    let mut step = 0u64;
    while let Some(decision) = game.pending() {
        let answers = game.legal_answers();
        assert!(
            !answers.is_empty(),
            "seed {seed}: {decision:?} without answers"
        );
        let answer = answers[pick(answers.len(), seed.wrapping_mul(31).wrapping_add(step))];
        game.apply(decision.seat, answer)
            .expect("a listed answer applies");
        assert_eq!(game.check_invariants(), Ok(()), "seed {seed} step {step}");
        step += 1;
        assert!(step < 5_000, "seed {seed}: no end");
    }
    game
}

#[test]
fn games_end_with_every_invariant() {
    for players in 2..=6 {
        for seed in 0..40 {
            let game = play(players, seed, |n, s| {
                (s.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) as usize % n
            });
            assert!(game.outcome().is_some());
            let first = play(players, seed, |_, _| 0);
            assert!(first.outcome().is_some());
        }
    }
}
