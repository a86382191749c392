//! *Letters from Whitechapel* in the page (../shared/rules/letters-from-whitechapel.md).

pub mod model;

/// The game at the table apart from its screens (the `table-sessions` crate).
pub use table_sessions::whitechapel::{record, screen, seats, session};
