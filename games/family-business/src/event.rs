//! What happens in a game, as the log shows it (FB12.1). Events are public but for the
//! identity of a drawn card, which only the drawer sees (FB3.2.3); who was asked in a counter
//! window and who declined is never an event (FB12.2.2).

use serde::{Deserialize, Serialize};

use crate::answer::{Answer, Target};
use crate::cards::{Ability, Card, Kind};
use crate::decision::DecisionKind;
use crate::state::{Mobster, Outcome, PlayerId};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A turn begins (FB3.1); turns are numbered from 1.
    TurnStarted { seat: PlayerId, turn: u32 },
    /// A card drawn (FB3.2); `card` is `None` in the views of other seats.
    Drew { seat: PlayerId, card: Option<Card> },
    /// The discard pile shuffled into a new draw pile (FB3.2.1).
    Reshuffled { cards: usize },
    /// A card played with effect, and what it declared (FB4.1.2).
    Played {
        seat: PlayerId,
        card: Kind,
        target: Target,
    },
    /// A card played without effect (FB4.2.4).
    PlayedWithoutEffect { seat: PlayerId, card: Card },
    /// A counter window opened on a card (FB4.5.2), with its order: the opponents of the card's
    /// player in the game, clockwise from the next seat (FB4.5.3). Who of them is asked is
    /// not told (FB12.2.2).
    WindowOpened { card: Kind, order: Vec<PlayerId> },
    /// The window closed with a counter played (FB4.5.6)…
    Countered { seat: PlayerId, card: Kind },
    /// …or without one.
    NoCounter,
    /// A decision with one legal answer, applied by the engine (FB11.3.1).
    Forced {
        seat: PlayerId,
        kind: DecisionKind,
        answer: Answer,
    },
    /// A mobster placed on the Hit List, at the end or at position 1 (FB8.2).
    Placed { mobster: Mobster, front: bool },
    /// A mobster back from the Hit List to its row.
    Returned { mobster: Mobster },
    /// A mobster killed: to the graveyard.
    Killed { mobster: Mobster },
    /// A Substitution: `substitute` takes `listed`'s position (FB6.3.2).
    Substituted {
        listed: Mobster,
        substitute: Mobster,
    },
    /// An Intrigue's new order (FB6.4.2).
    Reordered { list: Vec<Mobster> },
    /// A Turncoat: `outgoing` killed, `returning` back in play (FB5.10.4).
    Turned {
        outgoing: Mobster,
        returning: Mobster,
    },
    /// The war's state changed (FB9): its fire, or `None` when it ended.
    War { fire: Option<u8> },
    /// A player out of the game, their hand discarded face up (FB10.1.1).
    Eliminated { seat: PlayerId, hand: Vec<Card> },
    /// The end of the game (FB10.2).
    GameOver { outcome: Outcome },
    /// An ability card attached under a mobster as the turn's play (FB13.2.3).
    Attached {
        seat: PlayerId,
        ability: Ability,
        mobster: Mobster,
    },
    /// A mobster's ability card onto the discard pile as the mobster died (FB13.2.4).
    AbilityDiscarded { mobster: Mobster, ability: Ability },
    /// The top card of the discard pile taken into a hand, face up (FB13.3.3).
    DrewFromDiscard { seat: PlayerId, card: Card },
    /// The Butcher's discards, face up (FB13.3.4); the draws follow.
    Butchered { seat: PlayerId, cards: Vec<Card> },
    /// A Celebrity's placement makes its owner the next-turn holder (FB13.3.5).
    TurnClaimed { seat: PlayerId },
}

impl Event {
    /// The event as `seat` sees it (`None`: a spectator): another seat's drawn card hidden.
    pub fn seen_by(&self, seat: Option<PlayerId>) -> Event {
        match self {
            Event::Drew { seat: drawer, .. } if seat != Some(*drawer) => Event::Drew {
                seat: *drawer,
                card: None,
            },
            other => other.clone(),
        }
    }
}
