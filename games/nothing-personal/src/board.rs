//! Board data of this edition (R1.11–R1.14).

use serde::{Deserialize, Serialize};

/// The static data of one position (R1.12.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionInfo {
    pub number: u8,
    pub name_en: &'static str,
    pub name_ja: &'static str,
    pub respect_mod: i32,
    pub money_mod: i32,
    /// The position whose controller appoints when this one is vacant (R9.5.1); `None` for the Capo.
    pub appointer: Option<u8>,
}

const fn pos(
    number: u8,
    name_en: &'static str,
    name_ja: &'static str,
    respect_mod: i32,
    money_mod: i32,
    appointer: Option<u8>,
) -> PositionInfo {
    PositionInfo {
        number,
        name_en,
        name_ja,
        respect_mod,
        money_mod,
        appointer,
    }
}

/// R1.12.1, indexed by position number − 1.
pub const POSITIONS: [PositionInfo; 9] = [
    pos(1, "Third Guy", "三番手", -1, 0, Some(4)),
    pos(2, "Second Guy", "二番手", 0, 1, Some(5)),
    pos(3, "First Guy", "一番手", 1, 0, Some(6)),
    pos(4, "Bean Counter", "経理屋", 0, 3, Some(7)),
    pos(5, "Racketeer", "強請屋", 2, 1, Some(8)),
    pos(6, "Enforcer", "用心棒", 1, 1, Some(8)),
    pos(7, "Counselor", "相談役", 2, -1, Some(9)),
    pos(8, "Underboss", "右腕", -2, 2, Some(9)),
    pos(9, "Capo", "首領", 4, 0, None),
];

/// R1.11.1: the four rows, top to bottom, each left to right.
pub const ROWS: [&[u8]; 4] = [&[9], &[8, 7], &[6, 5, 4], &[3, 2, 1]];

/// The Make-a-Move arrows (R1.13.1).
pub const ARROWS: [(u8, u8); 13] = [
    (1, 4),
    (1, 5),
    (2, 4),
    (2, 5),
    (2, 6),
    (3, 5),
    (3, 6),
    (4, 7),
    (5, 7),
    (5, 8),
    (6, 8),
    (7, 9),
    (8, 9),
];

pub fn position_info(p: u8) -> Option<&'static PositionInfo> {
    POSITIONS.get(usize::from(p).wrapping_sub(1))
}

/// Whether an arrow p→q exists (R1.13.2).
pub fn has_arrow(p: u8, q: u8) -> bool {
    ARROWS.contains(&(p, q))
}

/// Whether an arrow joins p and q in either direction (R1.13.2).
pub fn arrow_connected(p: u8, q: u8) -> bool {
    has_arrow(p, q) || has_arrow(q, p)
}

/// The base prison threshold T (R1.14.1).
pub fn base_threshold(players: usize) -> u32 {
    match players {
        3 => 9,
        4 => 10,
        _ => 11,
    }
}

pub fn respect_mod(p: u8) -> i32 {
    position_info(p).map_or(0, |i| i.respect_mod)
}

pub fn money_mod(p: u8) -> i32 {
    position_info(p).map_or(0, |i| i.money_mod)
}
