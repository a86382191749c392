//! The Crew action being resolved (R6.3.6), for the decisions that answer it: a reroll of its
//! Move or Whack die (R12.5) and the windows it opens (W-DECLARED, W-WHACK-SUCCESS, R12.10).

use serde::{Deserialize, Serialize};

use crate::action::CrewChoice;
use crate::decision::{DecisionKind, RollPurpose, WindowKind};
use crate::ids::{GangsterId, PlayerId};
use crate::state::GameState;

/// A Crew action as declared, with what its resolution has determined so far. All of it is
/// public (R12.13.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeclaredAction {
    /// The player who declared it.
    pub seat: PlayerId,
    /// The acting gangster.
    pub gangster: GangsterId,
    /// The position it acts from.
    pub position: u8,
    pub choice: CrewChoice,
    /// For a successful whack, the controller of its target determined before the target was
    /// removed (R6.8.5), if it had one.
    pub victim_controller: Option<PlayerId>,
}

impl GameState {
    /// The declared Crew action the pending decision answers: a reroll of its Make a Move or
    /// whack die, or a window it opened. `None` for every other decision.
    pub fn action_in_question(&self) -> Option<&DeclaredAction> {
        let answers_it = match &self.pending()?.kind {
            DecisionKind::Reroll { purpose, .. } => {
                matches!(purpose, RollPurpose::MakeMove | RollPurpose::Whack)
            }
            DecisionKind::Response { window } => matches!(
                window,
                WindowKind::Declared { .. } | WindowKind::WhackSuccess { .. }
            ),
            _ => false,
        };
        self.declared.as_ref().filter(|_| answers_it)
    }
}
