//! Bots for *Nothing Personal*. A bot sees only its seat's [`View`], never the full state.

pub mod arena;
mod random;
mod seen;

use np_engine::{Action, View};

pub use random::RandomBot;
pub use seen::Seen;

/// A player that answers the decisions of one seat.
pub trait Bot {
    /// The action to take for the pending decision of `view.seat`. `view.legal` is never empty
    /// when this is called.
    fn act(&mut self, view: &View) -> Action;
}
