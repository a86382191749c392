//! Why an answer is refused (WC8.1.2): the game stays as it was.

use crate::config::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The game is over.
    GameOver,
    /// Another seat is asked.
    NotYourDecision { asked: Seat },
    /// An answer of another decision's shape.
    WrongType,
    /// The answer's shape fits, but the rules do not allow it here.
    Illegal(Illegal),
}

/// What makes an answer of the right shape illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// Not a circle of the board, or a red one with WC10.1 (WC2.2).
    Hideout,
    /// The women tokens are not on free red circles in tonight's numbers (WC4.1.3).
    Women,
    /// The patrol tokens are not placed as WC4.2.3 requires.
    Patrols,
    /// No wretched pawn there, or the same one twice (WC4.5, WC4.6).
    Victim,
    /// Waiting on V (WC4.4.1).
    NoWait,
    /// Not a wretched to move now, or not a destination of WC4.4.3; or staying with a
    /// destination open.
    WretchedMove,
    /// Not a face-down patrol token (WC4.4.7).
    Reveal,
    /// Not one of Jack's legal moves (WC5.1).
    JackMove,
    /// Not a destination of the policeman (WC5.2.2).
    PoliceMove,
    /// Not a search, arrest or pass the policeman may make (WC5.3).
    PoliceAction,
}
