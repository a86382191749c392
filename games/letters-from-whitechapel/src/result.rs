//! The end of a game (WC6.3, WC6.5.1): who won, why, and what each night held.

use std::fmt;

use crate::node::Circle;
use crate::policeman::Policeman;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    Jack,
    Police,
}

/// Why the game ended (WC6.5.1); `circle` is where Jack stood.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    Escaped,
    Arrested {
        night: u8,
        round: u8,
        policeman: Policeman,
        circle: Circle,
    },
    Trapped {
        night: u8,
        round: u8,
        circle: Circle,
    },
    OutOfTime {
        night: u8,
        round: u8,
        circle: Circle,
    },
}

/// As WC6.5.4 writes it: `Arrested {night 1, round 2, D2, C40}`.
impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cause::Escaped => write!(f, "Escaped"),
            Cause::Arrested {
                night,
                round,
                policeman,
                circle,
            } => write!(
                f,
                "Arrested {{night {night}, round {round}, {policeman}, {circle}}}"
            ),
            Cause::Trapped {
                night,
                round,
                circle,
            } => write!(f, "Trapped {{night {night}, round {round}, {circle}}}"),
            Cause::OutOfTime {
                night,
                round,
                circle,
            } => write!(f, "OutOfTime {{night {night}, round {round}, {circle}}}"),
        }
    }
}

/// How Jack moved to a circle of his row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EntryKind {
    Kill,
    Walk,
    Alley,
    Coach,
}

/// One entry of Jack's sheet: the move-track space, the circle, and how it was reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub space: u8,
    pub circle: Circle,
    pub kind: EntryKind,
}

/// One night played (WC6.5.1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightRecord {
    pub chief: Option<Policeman>,
    pub waits: u8,
    /// Jack's row, the kills first, in sheet order.
    pub row: Vec<Entry>,
    pub coaches_used: u8,
    pub alleys_used: u8,
    pub searches: u32,
    pub clues: u32,
    pub arrests: u32,
    pub escaped: bool,
}

impl NightRecord {
    /// The crime scenes of the night, in sheet order.
    pub fn crime_scenes(&self) -> Vec<Circle> {
        self.row
            .iter()
            .filter(|e| e.kind == EntryKind::Kill)
            .map(|e| e.circle)
            .collect()
    }

    /// The move-track spaces used: up to the last entry's.
    pub fn last_space(&self) -> Option<u8> {
        self.row.last().map(|e| e.space)
    }
}

/// The result of a finished game (WC6.5.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub winner: Side,
    pub cause: Cause,
    pub hideout: Circle,
    pub nights: Vec<NightRecord>,
}
