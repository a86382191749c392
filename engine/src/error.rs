//! Typed errors (R12.1.3): no free text, so every front end can translate them.

use serde::{Deserialize, Serialize};

use crate::cards::CardDataError;

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SetupError {
    /// R1.1.1: 3, 4 or 5 players.
    PlayerCount {
        players: usize,
    },
    CardData(CardDataError),
    /// The setup step R2.6 could not find four different types.
    TypesUnavailable,
}

/// Why an action was rejected. A rejected action leaves the state unchanged (R12.1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionError {
    GameOver,
    /// The action came from a seat that has no pending decision (R12.2.3).
    NotYourDecision,
    /// The answer is of the right type but not among the legal answers (R12.1.3).
    IllegalAnswer,
    CardNotInHand,
    CannotAfford {
        need: u32,
        have: u32,
    },
    NoSuchPlayer,
    /// R11.6.4: more than 3 proposals, or a proposal while answering a trade.
    TradeLimit,
    /// R11.6.1: a trade must exchange something; a gift must give something.
    EmptyDeal,
    /// R11.6.3: this blackmail coin cannot be handed over.
    BadCoinHandover,
}
