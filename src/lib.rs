//! *Nothing Personal* in the browser: a Leptos CSR front end over the `np_engine` rules engine.
//!
//! Plain functions in [`model`] turn the engine's per-seat [`np_engine::View`] into render
//! models; the components only lay those out.

mod app;
mod board;
pub mod model;
mod player_board;
mod stats;
mod tone;

pub use app::{setup_error_message, App, GameStore, PLAYERS};
pub use tone::{type_class, type_name, Tone};
