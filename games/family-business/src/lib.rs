//! The rules engine of Family Business (../shared/rules/family-business.md): plain data, one
//! entry point that checks and applies every answer, every legal answer listed, per-seat views
//! and seeded saves.
//!
//! ```
//! use fb_engine::{GameConfig, GameState};
//!
//! let mut game = GameState::new(GameConfig::new(4, 2024)).unwrap();
//! while let Some(decision) = game.pending() {
//!     let answer = game.legal_answers()[0];
//!     game.apply(decision.seat, answer).unwrap();
//!     assert_eq!(game.check_invariants(), Ok(()));
//! }
//! assert!(game.outcome().is_some());
//! ```

mod abilities;
mod answer;
mod audit;
mod card_set;
mod cards;
mod checks;
mod decision;
mod deck;
mod error;
mod event;
mod families;
mod flow;
mod hit_list;
mod invariants;
mod legal;
mod notation;
mod resolve;
mod save;
mod scenario;
mod stage;
mod state;
mod text;
mod traced;
mod turns;
mod undo;
mod view;
mod world;

pub use answer::{Answer, Target};
pub use audit::AuditFailure;
pub use card_set::{CardSet, MOST_CARDS};
pub use cards::{Ability, Card, Class, Kind};
pub use decision::{Decision, DecisionKind};
pub use deck::{deck, AbilityEntry, Deck, DeckError, KindEntry, BASE_CARDS};
pub use error::ActionError;
pub use event::Event;
pub use families::{families, parse_families, FamiliesError, Family, FAMILIES, MOBSTERS};
pub use invariants::Invariant;
pub use notation::{parse_card, parse_seat, seat_letter};
pub use save::{SaveError, GAME, RULES_VERSION, SAVE_VERSION};
pub use scenario::{Expect, Scenario, ScenarioError, Step, TargetText};
pub use stage::{Played, Then};
pub use state::{
    GameConfig, GameState, Mobster, Outcome, Player, PlayerId, Recorded, SetupError, DEALT,
    HAND_LIMIT, LIBRARIAN_HAND_LIMIT, MAX_PLAYERS, MIN_PLAYERS,
};
pub use text::Text;
pub use traced::{Applied, BeforeForced};
pub use view::{PendingView, SeatView, View};
