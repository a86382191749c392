//! Games of Family Business between bots, with optional checking of every decision (`table
//! selfplay --game family-business`, `table arena --game family-business`).

use std::panic::{catch_unwind, AssertUnwindSafe};

use fb_engine::{Answer, GameConfig, GameState, Outcome, PlayerId};

use super::{FbBot, HeuristicBot, RandomBot, StrongBot, FB_STRONG_ITERATIONS};
use crate::panic_message::panic_message;

/// A game longer than this many decisions counts as a failure (a stuck game).
pub const MAX_DECISIONS: u64 = 20_000;

/// The bots of the ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FbLevel {
    Random,
    Heuristic,
    Strong,
}

impl FbLevel {
    /// The ladder, weakest first.
    pub const ALL: [FbLevel; 3] = [FbLevel::Random, FbLevel::Heuristic, FbLevel::Strong];

    pub fn name(self) -> &'static str {
        match self {
            FbLevel::Random => "random",
            FbLevel::Heuristic => "heuristic",
            FbLevel::Strong => "strong",
        }
    }

    pub fn from_name(name: &str) -> Option<FbLevel> {
        FbLevel::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The bot of this level for a seat of `config`'s game, seeded from `seed`.
    pub fn bot(self, seed: u64, config: &GameConfig) -> Box<dyn FbBot> {
        match self {
            FbLevel::Random => Box::new(RandomBot::new(seed)),
            FbLevel::Heuristic => Box::new(HeuristicBot::new(seed, config.clone())),
            FbLevel::Strong => Box::new(StrongBot::new(seed, FB_STRONG_ITERATIONS, config.clone())),
        }
    }
}

/// How one game went.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReport {
    pub seed: u64,
    pub outcome: Option<Outcome>,
    /// Decisions answered by the bots (forced ones are the engine's).
    pub decisions: u64,
    /// What went wrong, if anything: a refused answer, a broken check, a panic, a stuck game.
    pub failure: Option<String>,
}

impl GameReport {
    /// The seats sharing first place: the winner, or the drawing players.
    pub fn firsts(&self) -> Vec<PlayerId> {
        match &self.outcome {
            Some(Outcome::Win(w)) => vec![*w],
            Some(Outcome::Draw(ps)) => ps.clone(),
            None => Vec::new(),
        }
    }
}

/// Plays `config`'s game with one bot of `levels[seat]` per seat; with `check`, every
/// decision is audited ([`GameState::audit`]) and every invariant checked after each answer.
/// A panic is caught and reported as a failure.
pub fn play(config: &GameConfig, levels: &[FbLevel], check: bool) -> GameReport {
    play_observed(config, levels, check, &mut |_, act| act())
}

/// [`play`], each bot's answer asked through `observe` (which is given the seat and the call
/// that asks the bot), so a caller can time the bots.
pub fn play_observed(
    config: &GameConfig,
    levels: &[FbLevel],
    check: bool,
    observe: &mut dyn FnMut(PlayerId, &mut dyn FnMut() -> Answer) -> Answer,
) -> GameReport {
    let seed = config.seed;
    let run = catch_unwind(AssertUnwindSafe(|| {
        play_unguarded(config, levels, check, observe)
    }));
    run.unwrap_or_else(|panic| {
        let what = panic_message(panic.as_ref());
        GameReport {
            seed,
            outcome: None,
            decisions: 0,
            failure: Some(format!("panic: {what}")),
        }
    })
}

fn play_unguarded(
    config: &GameConfig,
    levels: &[FbLevel],
    check: bool,
    observe: &mut dyn FnMut(PlayerId, &mut dyn FnMut() -> Answer) -> Answer,
) -> GameReport {
    let mut report = GameReport {
        seed: config.seed,
        outcome: None,
        decisions: 0,
        failure: None,
    };
    let mut game = match GameState::new(config.clone()) {
        Ok(game) => game,
        Err(e) => {
            report.failure = Some(format!("setup: {e:?}"));
            return report;
        }
    };
    let mut bots: Vec<Box<dyn FbBot>> = levels
        .iter()
        .enumerate()
        .map(|(i, level)| {
            let seed = config.seed.wrapping_mul(31).wrapping_add(i as u64 + 1);
            level.bot(seed, config)
        })
        .collect();
    while let Some(decision) = game.pending() {
        if report.decisions >= MAX_DECISIONS {
            report.failure = Some(format!("no end after {MAX_DECISIONS} decisions"));
            return report;
        }
        if check {
            if let Err(f) = game.audit(config.seed ^ report.decisions) {
                report.failure = Some(format!("decision {}: {f:?}", report.decisions));
                return report;
            }
        }
        let view = game.view(Some(decision.seat));
        let Some(bot) = bots.get_mut(decision.seat.index()) else {
            report.failure = Some(format!("no bot for seat {}", decision.seat.0));
            return report;
        };
        let answer = observe(decision.seat, &mut || bot.act(&view));
        if let Err(e) = game.apply(decision.seat, answer) {
            report.failure = Some(format!(
                "decision {}: {answer:?} refused: {e:?}",
                report.decisions
            ));
            return report;
        }
        if check {
            if let Err(i) = game.check_invariants() {
                report.failure = Some(format!("decision {}: invariant {i:?}", report.decisions));
                return report;
            }
        }
        report.decisions += 1;
    }
    report.outcome = game.outcome().cloned();
    report
}
