//! Small typed ids and per-player containers (R0.3).

use serde::{Deserialize, Serialize};

/// A seat, `0 … n−1` (R0.3). Each seat plays the family of the same index (R2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A gangster card, by its index in the card data.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct GangsterId(pub u16);

/// An influence card, by its index in the card data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u16);

/// A marker colour: a family, or neutral (R1.2.3).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Colour {
    Family(PlayerId),
    #[default]
    Neutral,
}

impl Colour {
    /// Index into a [`Markers`] array: families 0–4, neutral 5.
    pub fn slot(self) -> usize {
        match self {
            Colour::Family(p) => p.index(),
            Colour::Neutral => NEUTRAL_SLOT,
        }
    }

    pub fn from_slot(slot: usize) -> Colour {
        if slot >= NEUTRAL_SLOT {
            Colour::Neutral
        } else {
            Colour::Family(PlayerId(slot as u8))
        }
    }
}

pub const NEUTRAL_SLOT: usize = 5;
pub const MAX_PLAYERS: usize = 5;

/// A place on the board: a position 1–9 or an Associate space 1–3 (R1.10.1, R1.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Place {
    Position(u8),
    Associate(u8),
}

impl Place {
    /// Every board place in board order: positions 9 down to 1, then A1–A3 (R8.2, R14.1.1).
    pub const BOARD: [Place; 12] = [
        Place::Position(9),
        Place::Position(8),
        Place::Position(7),
        Place::Position(6),
        Place::Position(5),
        Place::Position(4),
        Place::Position(3),
        Place::Position(2),
        Place::Position(1),
        Place::Associate(1),
        Place::Associate(2),
        Place::Associate(3),
    ];
}

/// Markers on one gangster, by colour slot (R1.15.1–R1.15.2).
pub type Markers = [u8; 6];
