//! Saves (FB12.6): the versions, the configuration, the seed and the recorded answers; a save
//! is loaded by replaying every answer with full validation.

use serde::{Deserialize, Serialize};

use crate::decision::DecisionKind;
use crate::deck::deck;
use crate::error::ActionError;
use crate::state::{GameConfig, GameState, Recorded, SetupError};

/// The game a save belongs to: saves of both games share the page's storage.
pub const GAME: &str = "family-business";
/// The save format's version.
pub const SAVE_VERSION: u32 = 1;
/// The version of the rules specification implemented.
pub const RULES_VERSION: &str = "1.0";

/// The configuration as a save writes it, the seed beside it.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedConfig {
    players: usize,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    families: Vec<u8>,
    #[serde(default)]
    first_seat: Option<u8>,
    #[serde(default)]
    advanced: bool,
    #[serde(default)]
    free_discard: bool,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveFile {
    game: String,
    version: u32,
    rules: String,
    deck: String,
    config: SavedConfig,
    seed: u64,
    answers: Vec<Recorded>,
}

/// Why a save cannot be loaded (FB12.6.2); the save itself is left as it was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SaveError {
    /// Not a save's JSON: serde's message, with line and column.
    Schema {
        message: String,
    },
    /// A save of another game.
    OtherGame {
        game: String,
    },
    /// A save format, rules or deck data version this edition does not know.
    Version {
        what: &'static str,
        found: String,
    },
    Setup(SetupError),
    /// Answer `index` (from 0) was recorded for another decision than the one pending.
    Decision {
        index: usize,
        recorded: DecisionKind,
        pending: Option<DecisionKind>,
    },
    /// Answer `index` (from 0) is refused by the rules.
    Answer {
        index: usize,
        error: ActionError,
    },
}

impl GameState {
    /// The save of the game so far (FB12.6.1).
    pub fn save(&self) -> String {
        let config = &self.config;
        let file = SaveFile {
            game: GAME.to_string(),
            version: SAVE_VERSION,
            rules: RULES_VERSION.to_string(),
            deck: deck().map(|d| d.data_version.clone()).unwrap_or_default(),
            config: SavedConfig {
                players: config.players,
                families: config.families.clone(),
                first_seat: config.first_seat,
                advanced: config.advanced,
                free_discard: config.free_discard,
            },
            seed: config.seed,
            answers: self.record.clone(),
        };
        serde_json::to_string(&file).unwrap_or_default()
    }

    /// Rebuilds a game from its save, replaying every answer with full validation (FB12.6.2).
    ///
    /// # Errors
    /// A [`SaveError`] for a save that is not one of this game, of unknown versions, or whose
    /// answers the rules refuse.
    pub fn load(json: &str) -> Result<GameState, SaveError> {
        let file: SaveFile = serde_json::from_str(json).map_err(|e| SaveError::Schema {
            message: e.to_string(),
        })?;
        if file.game != GAME {
            return Err(SaveError::OtherGame { game: file.game });
        }
        let deck_version = deck().map(|d| d.data_version.clone()).unwrap_or_default();
        let versions = [
            (
                "version",
                file.version.to_string(),
                SAVE_VERSION.to_string(),
            ),
            ("rules", file.rules, RULES_VERSION.to_string()),
            ("deck", file.deck, deck_version),
        ];
        for (what, found, known) in versions {
            if found != known {
                return Err(SaveError::Version { what, found });
            }
        }
        let config = GameConfig {
            players: file.config.players,
            seed: file.seed,
            families: file.config.families,
            first_seat: file.config.first_seat,
            advanced: file.config.advanced,
            free_discard: file.config.free_discard,
        };
        let mut game = GameState::new(config).map_err(SaveError::Setup)?;
        for (index, recorded) in file.answers.into_iter().enumerate() {
            let pending = game.pending().map(|d| d.kind);
            if pending != Some(recorded.kind) {
                return Err(SaveError::Decision {
                    index,
                    recorded: recorded.kind,
                    pending,
                });
            }
            game.apply(recorded.seat, recorded.answer)
                .map_err(|error| SaveError::Answer { index, error })?;
        }
        game.events.clear();
        Ok(game)
    }
}
