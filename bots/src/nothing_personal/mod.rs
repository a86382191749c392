//! Bots for Nothing Personal. A bot sees only what its seat knows: the seat's [`View`], and
//! the game in the canonical form of [`Knowledge`] that depends on nothing else, from which it
//! deals worlds to search.
//!
//! [`View`]: np_engine::View
//! [`Knowledge`]: np_engine::Knowledge

pub mod arena;
mod bot;
mod free_operations;
mod heuristic;
mod level;
mod negotiation;
mod random;
mod seen;
mod split;
mod strong;
pub mod value;

pub use bot::Bot;
pub use heuristic::HeuristicBot;
pub use level::Level;
pub use random::RandomBot;
pub use seen::Seen;
pub use strong::{StrongBot, STRONG_ITERATIONS};
