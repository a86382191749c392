//! The page around the games: what every game shares.

pub mod app;
pub mod bot_envelope;
pub mod bots;
pub mod embed;
pub mod game;
pub mod guide;
pub mod kit;
pub mod language;
pub mod later_styles;
pub mod offline;
pub mod replay_link;
pub mod saved;
pub mod seed;
pub mod storage;
pub mod store;
pub mod texts;
pub mod transfer;
pub mod ui;
pub mod words;

pub use app::{mount, App};
/// What every game's seats and records share, from the page-free crate that holds them.
pub use table_sessions::{json_text, seats};
