//! The decisions of FB11.2 and the one the engine waits on (FB11.1).

use serde::{Deserialize, Serialize};

use crate::cards::Kind;
use crate::state::PlayerId;

/// The decision types of FB11.2; the last four belong to the advanced variant (FB13.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DecisionKind {
    /// The active player's one play of the turn (FB3.1.4).
    TurnPlay,
    /// An opponent holding an eligible counter, asked in W-COUNTER (FB4.5.4).
    CounterResponse,
    /// The attacker's mobster for a Mob Power (FB7.2.2), the hitter's after a Hit (FB5.4.2).
    OwnMobster,
    /// A Double Cross's or a Vendetta's next mobster (FB5.6.2, FB5.9.2).
    ListPick,
    /// The mobster for the next position of an Intrigue (FB6.4.2).
    IntriguePick,
    /// The graveyard mobster a Turncoat brings back (FB5.10.3).
    TurncoatReturn,
    /// The Butcher's discards at the start of the turn, or none (FB13.3.4).
    Butcher,
    /// Where the Crime-Scene Cleaner's owner draws the next card from (FB13.3.3).
    DrawSource,
    /// The Hothead's extra attack card, or none (FB13.3.8).
    ExtraPlay,
    /// The row mobster the Unforgivable's owner sends to the Hit List (FB13.3.6).
    RevengeTarget,
}

/// The pending decision: who answers, and what (FB11.1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decision {
    pub seat: PlayerId,
    pub kind: DecisionKind,
    /// The card being resolved, if the decision belongs to a card's resolution.
    pub card: Option<Kind>,
}
