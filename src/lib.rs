//! Mob Table: mafia board games in the browser, a Leptos CSR page over each game's rules engine.
//!
//! [`shell`] is the page around the games: the start screen, the saved games, the top bar, the
//! notices, the language, storage, replay links, offline play, embedding, the bots' worker and
//! the parts the games build their screens from. [`games`] holds each game the page plays, its
//! sessions, render models (tested natively), words and components. Every rule is decided by the
//! game's engine.

include!(concat!(env!("OUT_DIR"), "/i18n/mod.rs"));

pub mod games;
pub mod shell;
