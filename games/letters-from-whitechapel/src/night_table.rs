//! The night table (WC1.2): each night's women tokens, marked ones, victims and special-move
//! tokens.

/// One night's row of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NightRow {
    pub women: usize,
    pub marked: usize,
    pub victims: usize,
    pub coaches: u8,
    pub alleys: u8,
}

/// Nights 1 to 4.
pub const NIGHTS: [NightRow; 4] = [
    NightRow {
        women: 8,
        marked: 5,
        victims: 1,
        coaches: 3,
        alleys: 2,
    },
    NightRow {
        women: 7,
        marked: 4,
        victims: 1,
        coaches: 2,
        alleys: 2,
    },
    NightRow {
        women: 6,
        marked: 3,
        victims: 2,
        coaches: 2,
        alleys: 1,
    },
    NightRow {
        women: 4,
        marked: 1,
        victims: 1,
        coaches: 1,
        alleys: 1,
    },
];

/// The row of night `night` (1–4).
pub fn night_row(night: u8) -> NightRow {
    NIGHTS[usize::from(night.clamp(1, 4)) - 1]
}
