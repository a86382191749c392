//! Bots for Family Business. Like the other game's, a bot sees only its seat's [`View`] and
//! the game's configuration; those that look ahead deal worlds from the view
//! ([`GameState::world`]), so what their seat cannot see cannot change their answer.
//!
//! [`View`]: fb_engine::View
//! [`GameState::world`]: fb_engine::GameState::world

pub mod arena;
mod heuristic;
mod random;
mod strong;
mod value;

use fb_engine::{Answer, View};

pub use heuristic::HeuristicBot;
pub use random::RandomBot;
pub use strong::{StrongBot, FB_STRONG_ITERATIONS};

/// A player of Family Business that answers its seat's decisions.
pub trait FbBot {
    /// The answer to the seat's pending decision; `view.legal` is not empty when called.
    fn act(&mut self, view: &View) -> Answer;
}
