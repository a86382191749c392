//! Rules engine for *Nothing Personal* (Tom Vasel & Steve Avery): plain data, seeded chance,
//! one entry point that checks and applies every answer, and per-seat views.
//!
//! ```
//! use np_engine::{Action, GameConfig, GameState};
//!
//! let mut game = GameState::new(GameConfig::new(4, 2024)).unwrap();
//! while let Some(decision) = game.pending().cloned() {
//!     let answers = game.legal_answers();
//!     let events = game.apply(decision.seat, Action::Answer(answers[0].clone())).unwrap();
//!     assert!(game.check_invariants().is_ok(), "{events:?}");
//! }
//! assert!(game.is_over());
//! assert_eq!(game.ranking().len(), 4);
//! ```

mod action;
mod apply;
mod board;
mod card_json;
mod cards;
mod choices;
mod control;
mod crew;
mod crew_choices;
mod decision;
mod declared;
mod dice;
mod effects;
mod error;
mod event;
mod family;
mod few;
mod flow;
mod glance;
mod ids;
mod invariants;
mod knowledge;
mod legal;
mod modes;
mod odds;
mod params;
mod refusal;
mod report;
mod rule;
mod save;
mod save_json;
mod scenario;
mod scoring;
mod seats;
mod setup;
mod space;
mod state;
mod undo;
mod view;
mod windows;

pub use action::*;
pub use board::*;
pub use cards::*;
pub use choices::*;
pub use control::Control;
pub use crew::position_effect;
pub use decision::*;
pub use declared::DeclaredAction;
pub use dice::{Die, Face};
pub use error::*;
pub use event::*;
pub use glance::Glance;
pub use ids::*;
pub use invariants::{Invariant, Monitor};
pub use knowledge::Knowledge;
pub use odds::{Odds, RollOutcome};
pub use rule::RuleId;
pub use save::*;
pub use save_json::{SchemaError, SchemaProblem};
pub use scenario::*;
pub use scoring::{RankStep, CARD_SALE};
pub use state::{GZone, GameConfig, GameState, GangsterState, Player};
pub use view::*;
