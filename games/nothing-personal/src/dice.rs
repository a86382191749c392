//! Dice (R1.6) and the seeded chance source (R12.4).

use serde::{Deserialize, Serialize};
use table_chance::Seeded;

/// The three dice (R1.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Die {
    /// Knife, 2, 3, 4, 5, Ring (R1.6.1).
    Move,
    /// Gun, Gun, Ring, X, X, Knife (R1.6.2).
    Whack,
    /// 1–6 (R1.6.3).
    Number,
}

/// A die face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    Knife,
    Ring,
    Gun,
    X,
    Number(u8),
}

impl Die {
    /// The face for a side index 0–5, as printed in R1.6.
    pub fn face(self, side: u8) -> Face {
        match self {
            Die::Move => match side {
                0 => Face::Knife,
                1..=4 => Face::Number(side + 1),
                _ => Face::Ring,
            },
            Die::Whack => match side {
                0 | 1 => Face::Gun,
                2 => Face::Ring,
                3 | 4 => Face::X,
                _ => Face::Knife,
            },
            Die::Number => Face::Number(side.min(5) + 1),
        }
    }

    /// The side index of a face, if this die has it (for forced faces in scenarios).
    pub fn side_of(self, face: Face) -> Option<u8> {
        (0..6).find(|s| self.face(*s) == face)
    }
}

/// The engine's chance source: the table's seeded generator (R12.4.1), plus faces forced by a
/// scenario, consumed first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chance {
    #[serde(flatten)]
    seeded: Seeded,
    forced: Vec<Face>,
}

impl Chance {
    pub fn new(seed: u64) -> Chance {
        Chance {
            seeded: Seeded::new(seed),
            forced: Vec::new(),
        }
    }

    /// Faces to return, in order, for the next rolls of dice that have them.
    pub fn force(&mut self, faces: Vec<Face>) {
        self.forced = faces.into_iter().rev().collect();
    }

    /// A uniform number in `0..n` (n ≥ 1), without modulo bias.
    pub fn below(&mut self, n: u32) -> u32 {
        self.seeded.below(n)
    }

    pub fn roll(&mut self, die: Die) -> Face {
        if let Some(f) = self.forced.last().copied() {
            if die.side_of(f).is_some() {
                self.forced.pop();
                return f;
            }
        }
        die.face(self.below(6) as u8)
    }

    /// Fisher–Yates shuffle with this source.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        self.seeded.shuffle(items);
    }
}
