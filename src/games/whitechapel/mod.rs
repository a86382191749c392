//! *Letters from Whitechapel* in the page (../shared/rules/letters-from-whitechapel.md).

pub mod bot;
pub mod guide;
pub mod model;
pub mod words;

/// The game at the table apart from its screens (the `table-sessions` crate).
pub use table_sessions::whitechapel::{record, screen, seats, session};
