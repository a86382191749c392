//! An answer applied with the game as it stood before each decision the engine then answered
//! itself (FB11.3.1). A forced play opens its counter window inside another answer; a table
//! that shows the window as it opened needs the game just before that play.

use crate::answer::Answer;
use crate::error::ActionError;
use crate::event::Event;
use crate::state::{GameState, PlayerId};

/// What [`GameState::apply_traced`] hands out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    /// The answer's events, as [`GameState::apply`] returns them.
    pub events: Vec<Event>,
    /// The game before each forced decision, in order.
    pub before_forced: Vec<BeforeForced>,
}

/// The game just before the engine answered a forced decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BeforeForced {
    /// Where the decision's [`Event::Forced`] stands among the answer's events.
    pub event: usize,
    /// The game waiting on that decision.
    pub game: GameState,
}

impl GameState {
    /// [`GameState::apply`], also keeping the game as it stood before each forced decision
    /// that followed the answer (FB11.3.1).
    ///
    /// # Errors
    /// The [`ActionError`] [`GameState::apply`] would give; the game is then unchanged.
    pub fn apply_traced(&mut self, seat: PlayerId, answer: Answer) -> Result<Applied, ActionError> {
        let mut before_forced = Vec::new();
        let events = self.apply_watching(seat, answer, |game| {
            let mut waiting = game.clone();
            waiting.events.clear();
            before_forced.push(BeforeForced {
                event: game.events.len(),
                game: waiting,
            });
        })?;
        Ok(Applied {
            events,
            before_forced,
        })
    }
}
