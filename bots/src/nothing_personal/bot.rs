//! What every bot of Nothing Personal is: a player of one seat.

use np_engine::{Action, Knowledge};

/// A player that answers the decisions of one seat.
pub trait Bot {
    /// The action to take for the pending decision of `known.seat()`, which has at least one
    /// legal answer when this is called.
    fn act(&mut self, known: &Knowledge) -> Action;
}
