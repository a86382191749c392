//! Typed errors (R12.1.3): no free text, so every front end can translate them.

use serde::{Deserialize, Serialize};

use crate::cards::CardDataError;
use crate::rule::RuleId;

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SetupError {
    /// R1.1.1: 3, 4 or 5 players.
    PlayerCount {
        players: usize,
    },
    CardData(CardDataError),
    /// The expansion's sets were named twice, or the base set was named as one (R14.2.1).
    CardSets,
    /// The setup step R2.6 could not find four different types.
    TypesUnavailable,
    /// A seat asked in every window is not at the table, or is named twice.
    AskedSeats,
}

/// Why an action was rejected. A rejected action leaves the state unchanged (R12.1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionError {
    GameOver,
    /// The action came from a seat that has no pending decision (R12.2.3).
    NotYourDecision,
    /// A trade proposal that counts the cards it gives or names the cards it asks for: the
    /// proposer names their own cards and counts the responder's (R11.6.1).
    MalformedTrade,
    /// The answer answers another kind of decision (R12.3).
    WrongKindOfAnswer,
    /// The answer's card, gangster, place, player or parameters are not among those allowed
    /// (R12.1.3).
    WrongTarget,
    /// The card may not be played in this response window, by `rule`: the window does not let
    /// its class in (R12.10.1), or the card has no legal resolution now (R4.3.3, or the rule of
    /// its ability).
    NotEligible {
        rule: RuleId,
    },
    /// The ante must be from `low` to `high` (R4.4).
    AnteOutOfRange {
        ante: u32,
        low: u32,
        high: u32,
    },
    /// An offer or a purchase above what may be offered or bought (R12.6.2, R7.3).
    AmountTooHigh {
        amount: u32,
        max: u32,
    },
    /// A deal's acceptance hands over `given` cards where `need` are asked (R11.6.2).
    WrongCardCount {
        need: u32,
        given: u32,
    },
    CardNotInHand,
    /// The card is one of two just drawn to give one of them away (R13.1.1): until that
    /// choice is made neither may be shaken down, given or traded.
    DrawnToGive,
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
