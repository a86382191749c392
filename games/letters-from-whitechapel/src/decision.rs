//! The decisions of the game (WC8.2): each asked of one seat, the police ones about one
//! policeman.

use crate::config::Seat;
use crate::policeman::Policeman;
use serde::{Deserialize, Serialize};

/// The decision types of WC8.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DecisionKind {
    JackHideout,
    WomenPlace,
    PatrolPlace,
    KillOrWait,
    WretchedMove,
    PatrolReveal,
    JackMove,
    PoliceMove { policeman: Policeman },
    PoliceAction { policeman: Policeman },
    SearchMore { policeman: Policeman },
}

impl DecisionKind {
    /// The type's name in WC8.2 (and in saves, WC9.6.1).
    pub fn name(self) -> &'static str {
        match self {
            DecisionKind::JackHideout => "JACK_HIDEOUT",
            DecisionKind::WomenPlace => "WOMEN_PLACE",
            DecisionKind::PatrolPlace => "PATROL_PLACE",
            DecisionKind::KillOrWait => "KILL_OR_WAIT",
            DecisionKind::WretchedMove => "WRETCHED_MOVE",
            DecisionKind::PatrolReveal => "PATROL_REVEAL",
            DecisionKind::JackMove => "JACK_MOVE",
            DecisionKind::PoliceMove { .. } => "POLICE_MOVE",
            DecisionKind::PoliceAction { .. } => "POLICE_ACTION",
            DecisionKind::SearchMore { .. } => "SEARCH_MORE",
        }
    }
}

/// The decision pending: its type and the seat asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decision {
    pub kind: DecisionKind,
    pub seat: Seat,
}
