//! The rules engine of Family Business (../shared/rules/family-business.md): the card and
//! family data (FB1), the state and its setup (FB2), the invariants of §14.

mod cards;
mod deck;
mod families;
mod invariants;
mod state;
mod text;

pub use cards::{Ability, Card, Class, Kind};
pub use deck::{deck, AbilityEntry, Deck, DeckError, KindEntry, BASE_CARDS};
pub use families::{families, parse_families, FamiliesError, Family, FAMILIES, MOBSTERS};
pub use invariants::Invariant;
pub use state::{
    GameConfig, GameState, Mobster, Player, PlayerId, SetupError, DEALT, HAND_LIMIT, MAX_PLAYERS,
    MIN_PLAYERS,
};
pub use text::Text;
