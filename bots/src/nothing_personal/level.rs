//! The levels of the bot ladder, by name, and a bot of each.

use super::{Bot, HeuristicBot, RandomBot, StrongBot, STRONG_ITERATIONS};

/// A bot level (docs/bots.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Uniform among the legal answers.
    Random,
    /// One step ahead over a value function.
    Heuristic,
    /// Information-set Monte Carlo tree search, [`STRONG_ITERATIONS`] iterations a decision.
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Random, Level::Heuristic, Level::Strong];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Heuristic => "heuristic",
            Level::Strong => "strong",
        }
    }

    /// The level called `name` (as [`Level::name`] spells it).
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// A bot of this level with its own seed.
    pub fn bot(self, seed: u64) -> Box<dyn Bot> {
        match self {
            Level::Random => Box::new(RandomBot::new(seed)),
            Level::Heuristic => Box::new(HeuristicBot::new(seed)),
            Level::Strong => Box::new(StrongBot::new(seed, STRONG_ITERATIONS)),
        }
    }
}
