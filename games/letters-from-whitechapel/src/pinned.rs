//! The board facts the transcriptions disagreed on, as this edition resolved them (WC1.3.6;
//! the map file's `disagreements` D1–D5): checked at load, so that an edit of the map that
//! silently changes one fails.

/// Normal moves between two circles, and whether each exists (D1, D2).
pub(crate) const WALKS: [(u8, u8, bool); 12] = [
    (16, 34, true),
    (165, 189, true),
    (169, 191, true),
    (172, 183, true),
    (182, 184, true),
    (182, 185, true),
    (182, 186, true),
    (182, 193, true),
    (185, 192, true),
    (186, 192, true),
    (31, 36, false),
    (165, 186, false),
];

/// Street segments, and whether each exists (D4, D5).
pub(crate) const STREETS: [(&str, &str, bool); 3] = [
    ("C26", "C28", true),
    ("C45", "C47", true),
    ("C44", "X74", false),
];

/// Circle pairs that are not alley partners (D3).
pub(crate) const NO_ALLEY: [(u8, u8); 1] = [(35, 39)];
