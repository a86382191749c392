//! Why an answer is refused (FB11.1.3). A refused answer leaves the game as it was and the
//! same decision pending.

use serde::{Deserialize, Serialize};

use crate::cards::Card;
use crate::decision::DecisionKind;
use crate::state::PlayerId;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionError {
    /// The game is over: no decision is pending (FB14.11).
    GameOver,
    /// Another seat is to answer.
    NotYourDecision { waiting: PlayerId },
    /// The answer belongs to another type of decision than the pending one.
    WrongDecision { pending: DecisionKind },
    /// The card is not in the seat's hand.
    NotInHand { card: Card },
    /// A counter card played with effect as the turn's play (FB4.2.3, FB7.1.1), or a counter
    /// that cannot answer the card in the window (FB7.6).
    NotEligible { card: Card },
    /// The card has a legal resolution, so it cannot be played without effect (FB4.2.5).
    HasResolution { card: Card },
    /// The card has no legal resolution: it can only be played without effect (FB4.2.1).
    NoResolution { card: Card },
    /// What the play declares, or the mobster picked, is not one the rules allow here (FB4.3,
    /// §5–§7).
    IllegalChoice,
}
