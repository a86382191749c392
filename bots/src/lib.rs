//! Bots for *Nothing Personal*. A bot sees only what its seat knows: the seat's [`View`], and
//! the game in the canonical form of [`Knowledge`] that depends on nothing else, from which it
//! deals worlds to search.
//!
//! [`View`]: np_engine::View

pub mod arena;
pub mod family_business;
mod free_operations;
mod heuristic;
mod level;
mod negotiation;
mod random;
pub mod search;
mod seen;
mod split;
mod strong;
pub mod value;

use np_engine::{Action, Knowledge};

pub use heuristic::HeuristicBot;
pub use level::Level;
pub use random::RandomBot;
pub use seen::Seen;
pub use strong::{StrongBot, STRONG_ITERATIONS};

/// A player that answers the decisions of one seat.
pub trait Bot {
    /// The action to take for the pending decision of `known.seat()`, which has at least one
    /// legal answer when this is called.
    fn act(&mut self, known: &Knowledge) -> Action;
}
