//! *Nothing Personal* in the browser: a Leptos CSR front end over the `np_engine` rules engine.
//!
//! [`session`] keeps a game and its history, [`store`] is the page's one store, [`words`] and
//! [`model`] turn the engine's per-seat views into sentences and render models (tested
//! natively), and [`ui`] lays them out. Every rule is decided by the engine.

include!(concat!(env!("OUT_DIR"), "/i18n/mod.rs"));

mod app;
pub mod bilingual;
pub mod bot_request;
pub mod bot_worker;
pub mod builder;
mod embed;
pub mod family_business;
pub mod game_code;
pub mod games;
mod json_text;
pub mod model;
mod offline;
pub mod record;
pub mod replay;
pub mod replay_cursor;
pub mod replay_link;
pub mod seats;
mod seed;
pub mod session;
mod storage;
mod store;
pub mod tone;
mod transfer;
mod ui;
pub mod words;

pub use app::App;
