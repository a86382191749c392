//! Whole games by the first legal answer and by random ones, with and without the advanced
//! variant: every invariant of §14 after every answer — those of the state, and over the
//! game's history FB14.9 (the mobsters in play never increase), FB14.10 (at most one counter
//! per played card) and FB14.12 (one play per turn, unless the turn was cut short; with the
//! advanced variant at most one extra play and one Butcher use besides) — and every game to its
//! end.

use std::collections::BTreeSet;

use fb_engine::{Ability, DecisionKind, Event, GameConfig, GameState, PlayerId};

/// The turns of a game's log, as seen by FB14.10 and FB14.12.
#[derive(Default)]
struct Turns {
    /// The seat of the turn going on; `None` before the log's first turn start.
    seat: Option<PlayerId>,
    plays: u32,
    counters: u32,
    butchers: u32,
    /// The plays a turn may have: 1, or 2 with the Hothead's extra play (FB13.3.8).
    most_plays: u32,
    /// The turn's seat was eliminated before it played (FB3.1.2).
    cut_short: bool,
}

impl Turns {
    fn read(&mut self, event: &Event, seed: u64) {
        match event {
            Event::TurnStarted { seat, .. } => {
                if self.seat.is_some() {
                    assert!(
                        (1..=self.most_plays).contains(&self.plays)
                            || (self.plays == 0 && self.cut_short),
                        "seed {seed}: a turn with {} plays",
                        self.plays
                    );
                }
                *self = Turns {
                    seat: Some(*seat),
                    most_plays: self.most_plays,
                    ..Turns::default()
                };
            }
            Event::Played { .. } | Event::PlayedWithoutEffect { .. } | Event::Attached { .. } => {
                self.plays += 1
            }
            Event::Butchered { .. } => {
                self.butchers += 1;
                assert!(
                    self.butchers <= 1,
                    "seed {seed}: two Butcher uses in a turn"
                );
            }
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

/// What the advanced games showed: the abilities attached, the decisions asked, the events.
#[derive(Default)]
struct Seen {
    abilities: BTreeSet<Ability>,
    decisions: BTreeSet<String>,
    events: BTreeSet<String>,
}

fn play(config: GameConfig, pick: impl Fn(usize, u64) -> usize, seen: &mut Seen) -> GameState {
    let seed = config.seed;
    let most_plays = if config.advanced { 2 } else { 1 };
    let mut game = GameState::new(config).expect("setup");
    let mut turns = Turns {
        most_plays,
        ..Turns::default()
    };
    let mut step = 0u64;
    while let Some(decision) = game.pending() {
        seen.decisions.insert(format!("{:?}", decision.kind));
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
            if let Event::Attached { ability, .. } = event {
                seen.abilities.insert(*ability);
            }
            let name = format!("{event:?}");
            seen.events.insert(
                name.split([' ', '{', '('])
                    .next()
                    .unwrap_or_default()
                    .into(),
            );
        }
        assert_eq!(game.check_invariants(), Ok(()), "seed {seed} step {step}");
        step += 1;
        assert!(step < 5_000, "seed {seed}: no end");
    }
    game
}

fn random(n: usize, s: u64) -> usize {
    (s.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) as usize % n
}

#[test]
fn games_end_with_every_invariant() {
    let mut seen = Seen::default();
    for players in 2..=6 {
        for seed in 0..40 {
            let game = play(GameConfig::new(players, seed), random, &mut seen);
            assert!(game.outcome().is_some());
            let first = play(GameConfig::new(players, seed), |_, _| 0, &mut seen);
            assert!(first.outcome().is_some());
        }
    }
}

/// FB13.2: advanced games end with every invariant, FB14.15 included; over them every ability
/// is attached, every decision of the variant asked and every event of it seen.
#[test]
fn advanced_games_end_with_every_invariant() {
    let mut seen = Seen::default();
    for players in 2..=6 {
        for seed in 0..40 {
            let mut config = GameConfig::new(players, 90_000 + seed);
            config.advanced = true;
            let game = play(config.clone(), random, &mut seen);
            assert!(game.outcome().is_some());
            let first = play(config, |_, _| 0, &mut seen);
            assert!(first.outcome().is_some());
        }
    }
    assert_eq!(seen.abilities, Ability::ALL.into_iter().collect());
    for kind in [
        DecisionKind::Butcher,
        DecisionKind::DrawSource,
        DecisionKind::ExtraPlay,
        DecisionKind::RevengeTarget,
    ] {
        assert!(seen.decisions.contains(&format!("{kind:?}")), "{kind:?}");
    }
    for event in [
        "AbilityDiscarded",
        "DrewFromDiscard",
        "Butchered",
        "TurnClaimed",
    ] {
        assert!(seen.events.contains(event), "{event}");
    }
}
