//! Jack's move in the hunt (WC5.1): a normal move under the policemen's blocks, a coach of two
//! unblocked normal moves, or an alley through a block; onto the hideout a normal move may
//! declare the escape (WC5.1.5). The legal moves are listed in canonical order (WC8.4).

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::node::Circle;
use crate::result::EntryKind;
use crate::sets::CrossingSet;

/// The last space of the move track (WC1.6.1).
pub const LAST_SPACE: u8 = 20;

/// One move of Jack's (an answer to `JACK_MOVE`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JackMove {
    /// A normal move to `to`, declaring the escape or not (WC5.1.5).
    Walk { to: Circle, declare: bool },
    /// Through a block to `to`, with an alley token.
    Alley { to: Circle },
    /// Two normal moves with a coach token, past any policeman.
    Coach { first: Circle, second: Circle },
}

impl JackMove {
    /// The move-track spaces it uses (WC5.1.1).
    pub fn spaces(&self) -> u8 {
        match self {
            JackMove::Coach { .. } => 2,
            JackMove::Walk { .. } | JackMove::Alley { .. } => 1,
        }
    }

    /// Its type, which the public record shows (WC9.1.1).
    pub fn kind(&self) -> EntryKind {
        match self {
            JackMove::Walk { .. } => EntryKind::Walk,
            JackMove::Alley { .. } => EntryKind::Alley,
            JackMove::Coach { .. } => EntryKind::Coach,
        }
    }

    /// Where Jack stands after it.
    pub fn end(&self) -> Circle {
        match *self {
            JackMove::Walk { to, .. } | JackMove::Alley { to } => to,
            JackMove::Coach { second, .. } => second,
        }
    }
}

/// What Jack's legal moves depend on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JackPosition {
    /// Where Jack stands: the last circle written tonight.
    pub at: Circle,
    pub hideout: Circle,
    /// The crossings with a policeman.
    pub policemen: CrossingSet,
    /// The coach and alley tokens left tonight.
    pub coaches: u8,
    pub alleys: u8,
    /// The move-track space of Jack's pawn (WC1.6.3).
    pub pawn: u8,
}

impl JackPosition {
    /// `spacesLeft` (WC1.6.4).
    pub fn spaces_left(&self) -> u8 {
        LAST_SPACE.saturating_sub(self.pawn)
    }
}

/// Jack's legal moves from `position` (WC5.1.1, WC5.1.5) in canonical order (WC8.4.2): every
/// `Walk` by circle, declaring before not; then every `Alley` by circle; then every `Coach` by
/// its two circles. Empty: Jack is trapped (WC5.1.7).
pub fn jack_moves(board: &Board, position: &JackPosition) -> Vec<JackMove> {
    let left = position.spaces_left();
    if left == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for to in board
        .normal_moves(position.at, &position.policemen)
        .members()
    {
        if to == position.hideout {
            moves.push(JackMove::Walk { to, declare: true });
            // A move onto the hideout that uses the last space is always declared.
            if left > 1 {
                moves.push(JackMove::Walk { to, declare: false });
            }
        } else {
            moves.push(JackMove::Walk { to, declare: false });
        }
    }
    if position.alleys > 0 {
        moves.extend(
            board
                .alley_partners(position.at)
                .members()
                .map(|to| JackMove::Alley { to }),
        );
    }
    if position.coaches > 0 && left >= 2 {
        moves.extend(
            board
                .coach_pairs(position.at)
                .into_iter()
                .map(|(first, second)| JackMove::Coach { first, second }),
        );
    }
    moves
}
