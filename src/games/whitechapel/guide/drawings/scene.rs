//! What a drawing of the map shows, as plain data: the piece on each node and the moves drawn
//! between nodes, all on real circles and crossings of the board, so the native tests check
//! each drawing against the rules.

use wc_engine::{Circle, Crossing, Policeman};

/// A piece drawn on a circle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Jack,
    Wretched,
    CrimeScene,
    Clue,
    Hideout,
}

/// How a move is drawn: a walk as a solid arrow, an alley or a coach dashed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stroke {
    Walk,
    Special,
}

/// A crossing's mark: a face-down patrol token, or how many police steps away it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Post {
    Patrol,
    Steps(u8),
}

/// A drawing of a piece of the map.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scene {
    pub policemen: Vec<(Policeman, Crossing)>,
    pub posts: Vec<(Crossing, Post)>,
    pub pieces: Vec<(Circle, Piece)>,
    pub moves: Vec<(Circle, Circle, Stroke)>,
    /// Circles a piece may not go to this time: crossed out.
    pub barred: Vec<Circle>,
}
