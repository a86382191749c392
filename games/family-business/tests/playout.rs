//! Whole games by the first legal answer and by random ones: every invariant of §14 after
//! every answer — those of the state, and over the game's history FB14.9 (the mobsters in play
//! never increase), FB14.10 (at most one counter per played card) and FB14.12 (one play per
//! turn, unless the turn was cut short) — and every game to its end.

use fb_engine::{Event, GameConfig, GameState, PlayerId};

/// The turns of a game's log, as seen by FB14.10 and FB14.12.
#[derive(Default)]
struct Turns {
    /// The seat of the turn going on; `None` before the log's first turn start.
    seat: Option<PlayerId>,
    plays: u32,
    counters: u32,
    /// The turn's seat was eliminated before it played (FB3.1.2).
    cut_short: bool,
}

impl Turns {
    fn read(&mut self, event: &Event, seed: u64) {
        match event {
            Event::TurnStarted { seat, .. } => {
                if self.seat.is_some() {
                    assert!(
                        self.plays == 1 || (self.plays == 0 && self.cut_short),
                        "seed {seed}: a turn with {} plays",
                        self.plays
                    );
                }
                *self = Turns {
                    seat: Some(*seat),
                    ..Turns::default()
                };
            }
            Event::Played { .. } | Event::PlayedWithoutEffect { .. } => self.plays += 1,
            Event::Countered { .. } => {
                self.counters += 1;
                assert!(self.counters <= 1, "seed {seed}: two counters in a turn");
            }
            Event::Eliminated { seat, .. } if Some(*seat) == self.seat && self.plays == 0 => {
                self.cut_short = true;
            }
            _ => {}
        }
    }
}

fn play(players: usize, seed: u64, pick: impl Fn(usize, u64) -> usize) -> GameState {
    let mut game = GameState::new(GameConfig::new(players, seed)).expect("setup");
    let mut turns = Turns::default();
    let mut step = 0u64;
    while let Some(decision) = game.pending() {
        let answers = game.legal_answers();
        assert!(
            !answers.is_empty(),
            "seed {seed}: {decision:?} without answers"
        );
        let answer = answers[pick(answers.len(), seed.wrapping_mul(31).wrapping_add(step))];
        let remaining = game.remaining();
        let events = game
            .apply(decision.seat, answer)
            .expect("a listed answer applies");
        assert!(game.remaining() <= remaining, "seed {seed}: FB14.9");
        for event in &events {
            turns.read(event, seed);
        }
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
