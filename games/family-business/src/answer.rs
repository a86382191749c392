//! The answers to decisions (FB11.2) and the parameters a play declares (FB4.3).

use serde::{Deserialize, Serialize};

use crate::card_set::CardSet;
use crate::cards::{Ability, Card, Kind};
use crate::state::{Mobster, PlayerId};

/// What a play declares (FB4.3.1): every target the opponents must know before they decide
/// whether to counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Target {
    /// Untargeted kinds, and those whose choices come after the play (Double Cross, Intrigue).
    Nobody,
    /// One mobster: a Contract's or a Priority Contract's target, the mobster a Hit kills, the
    /// one a Lam or a Police Protection rescues, a Turncoat's outgoing mobster.
    Mobster(Mobster),
    /// A Double Contract's first and second targets, of one player's row (FB5.3.1).
    Pair(Mobster, Mobster),
    /// A Substitution's listed mobster and its substitute (FB6.3.1).
    Swap {
        listed: Mobster,
        substitute: Mobster,
    },
    /// The player whose listed mobsters a Payoff returns (FB6.6.1).
    Player(PlayerId),
    /// A Contract's or a Priority Contract's target and the Shotgun's second target
    /// (FB13.3.7).
    Shotgun { first: Mobster, second: Mobster },
}

/// An answer to the pending decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Answer {
    /// `TURN_PLAY`: a card played with effect and what it declares.
    Play { card: Kind, target: Target },
    /// `TURN_PLAY`: a card played without effect (FB4.2).
    PlayWithoutEffect(Card),
    /// `COUNTER_RESPONSE`: a counter card played against the card in the window (FB4.5.5).
    Counter(Kind),
    /// `COUNTER_RESPONSE`: no counter.
    Decline,
    /// `OWN_MOBSTER`, `LIST_PICK`, `INTRIGUE_PICK`, `TURNCOAT_RETURN` and `REVENGE_TARGET`:
    /// a mobster.
    Mobster(Mobster),
    /// `TURN_PLAY`: an ability card attached to one of the player's mobsters (FB13.2.3).
    Attach { ability: Ability, mobster: Mobster },
    /// `TURN_PLAY` and `BUTCHER`: the Butcher's discards, redrawn at once (FB13.3.4).
    Butcher(CardSet),
    /// `BUTCHER`: no discards.
    Skip,
    /// `DRAW_SOURCE`: the next card from the draw pile (FB13.3.3)…
    DrawPile,
    /// …or the top card of the discard pile.
    DiscardTop,
    /// `EXTRA_PLAY`: no extra play (FB13.3.8).
    Stop,
}

impl Answer {
    /// The hand card the answer gives up, if any.
    pub fn card(&self) -> Option<Card> {
        match self {
            Answer::Play { card, .. } | Answer::Counter(card) => Some(Card::Action(*card)),
            Answer::PlayWithoutEffect(card) => Some(*card),
            Answer::Attach { ability, .. } => Some(Card::Ability(*ability)),
            Answer::Decline
            | Answer::Mobster(_)
            | Answer::Butcher(_)
            | Answer::Skip
            | Answer::DrawPile
            | Answer::DiscardTop
            | Answer::Stop => None,
        }
    }
}
