//! *Letters from Whitechapel* at the table (../shared/rules/letters-from-whitechapel.md).

pub mod record;
pub mod screen;
pub mod seats;
pub mod session;

/// Games played to a point, for tests (the `test-games` feature).
#[cfg(any(test, feature = "test-games"))]
pub mod test_games;
