//! Bots for Letters from Whitechapel. A bot sees only its side's [`View`]: Jack's, or the
//! police's, which every police seat shares (WC9.3.5).
//!
//! [`View`]: wc_engine::View

pub mod arena;
mod belief;
mod distances;
mod hideouts;
mod jack;
mod jack_model;
mod level;
mod oracle;
mod outlook;
mod police;
mod random;
mod strong_jack;
mod strong_police;

use wc_engine::{Answer, View};

pub use distances::{distances, Distances};
pub use hideouts::HideoutCandidates;
pub use jack::HeuristicJack;
pub use level::WcLevel;
pub use oracle::OraclePolice;
pub use police::HeuristicPolice;
pub use random::RandomBot;
pub use strong_jack::{StrongJack, WC_STRONG_JACK_CHOICES};
pub use strong_police::{StrongPolice, WC_STRONG_ITERATIONS};

/// A player of Letters from Whitechapel that answers its seat's decisions.
pub trait WcBot {
    /// The answer to the seat's pending decision; `view.answers` is not empty when called.
    fn act(&mut self, view: &View) -> Answer;
}
