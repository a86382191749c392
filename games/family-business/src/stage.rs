//! Where a turn stands (FB11.1.1): the decision the engine waits on, with what the resolution
//! in progress has to remember until it is answered.

use serde::{Deserialize, Serialize};

use crate::answer::Target;
use crate::cards::Kind;
use crate::state::{Mobster, PlayerId};

/// A card played with effect, being resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub card: Kind,
    pub seat: PlayerId,
    pub target: Target,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Stage {
    /// `TURN_PLAY` of the active player.
    Play,
    /// W-COUNTER: `asking` answers `COUNTER_RESPONSE`; `rest` follow in order (FB4.5.3).
    Window {
        played: Played,
        asking: PlayerId,
        rest: Vec<PlayerId>,
    },
    /// `OWN_MOBSTER` of the attacker after a Mob Power: placed at the front for a Priority
    /// Contract; then a Double Contract's second target (FB7.2.2).
    Reversal {
        played: Played,
        front: bool,
        second: Option<Mobster>,
    },
    /// `OWN_MOBSTER` of the hitter after the kill (FB5.4.2).
    HitPlacement { played: Played },
    /// `LIST_PICK`: how many mobsters each seat has still to give (FB5.6.2, FB5.9.2); a
    /// Vendetta's war follows the last pick.
    Picks {
        played: Played,
        quota: Vec<u8>,
        vendetta: bool,
    },
    /// `INTRIGUE_PICK`: the new order so far (FB6.4.2).
    Intrigue { played: Played, order: Vec<Mobster> },
    /// `TURNCOAT_RETURN` after the outgoing mobster was declared (FB5.10.3).
    TurncoatReturn { played: Played, outgoing: Mobster },
    /// The game is over.
    Over,
}

impl Stage {
    /// The card being resolved.
    pub(crate) fn played(&self) -> Option<&Played> {
        match self {
            Stage::Window { played, .. }
            | Stage::Reversal { played, .. }
            | Stage::HitPlacement { played }
            | Stage::Picks { played, .. }
            | Stage::Intrigue { played, .. }
            | Stage::TurncoatReturn { played, .. } => Some(played),
            Stage::Play | Stage::Over => None,
        }
    }
}
