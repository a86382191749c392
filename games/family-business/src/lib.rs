//! The rules engine of Family Business (../shared/rules/family-business.md): the card and
//! family data (FB1), the state and its setup (FB2), drawing and the turn order (FB3), the Hit
//! List (FB8), the Mob War's kills (FB9), elimination and the end (FB10), the invariants of §14.

mod cards;
mod checks;
mod deck;
mod families;
mod hit_list;
mod invariants;
mod state;
mod text;
mod turns;

pub use cards::{Ability, Card, Class, Kind};
pub use deck::{deck, AbilityEntry, Deck, DeckError, KindEntry, BASE_CARDS};
pub use families::{families, parse_families, FamiliesError, Family, FAMILIES, MOBSTERS};
pub use invariants::Invariant;
pub use state::{
    GameConfig, GameState, Mobster, Outcome, Player, PlayerId, SetupError, DEALT, HAND_LIMIT,
    MAX_PLAYERS, MIN_PLAYERS,
};
pub use text::Text;
