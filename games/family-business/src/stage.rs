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
    /// `BUTCHER` at the start of the turn, before the refill (FB13.3.4).
    Butcher,
    /// `DRAW_SOURCE`: `left` cards still to draw for `seat` (FB13.3.3).
    DrawSource {
        seat: PlayerId,
        left: u8,
        then: Then,
    },
    /// `EXTRA_PLAY` of the Hothead's owner (FB13.3.8).
    ExtraPlay,
    /// `REVENGE_TARGET` of the Unforgivable's owner (FB13.3.6).
    Revenge { seat: PlayerId, then: Then },
    /// The game is over.
    Over,
}

/// What the turn goes on with once an ability's decision has been answered, or once one step
/// of the turn is done (FB3.1 with the steps of FB13.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Then {
    /// A new turn of the active player (FB3.1).
    TurnStart,
    /// `left` war kills still to come at the start of the turn (FB9.4).
    Kills { left: u8 },
    /// The kills are done: the Butcher's offer (FB13.3.4), then the refill.
    Butcher,
    /// The refill of the start of the turn (FB3.1.3).
    Refill,
    /// The turn's play (FB3.1.4), asked again after a Butcher answered to it.
    Play,
    /// A Hit's kill is done: the hitter's own placement (FB5.4.2).
    HitPlacement(Played),
    /// The play's resolution is done (FB3.1.5): the Hothead's extra play (FB13.3.8).
    Resolved,
    /// The Politician's refill at the end of the turn (FB13.3.9).
    Politician,
    /// The next turn's player is determined (FB3.1.6, FB3.3, FB13.2.7).
    TurnEnd,
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
            Stage::Play
            | Stage::Butcher
            | Stage::DrawSource { .. }
            | Stage::ExtraPlay
            | Stage::Revenge { .. }
            | Stage::Over => None,
        }
    }
}
