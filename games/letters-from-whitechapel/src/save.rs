//! Saves and replays (WC9.6): the configuration, the seed and every answer given, in order;
//! forced answers are not recorded. Loading replays them all with full validation, and a save
//! that does not replay gives no game and a typed error naming the answer.

use serde::{Deserialize, Serialize};

use crate::action_error::ActionError;
use crate::answer::Answer;
use crate::config::{GameConfig, Seat, SetupError};
use crate::decision::DecisionKind;
use crate::event::Event;
use crate::state::GameState;

/// The game's name in its saves.
pub const GAME: &str = "letters-from-whitechapel";

/// The save format's version.
pub const SAVE_FORMAT: u32 = 1;
/// The version of the rules this engine plays (the specification's).
pub const RULES_VERSION: &str = "1.0";
/// The map file's version.
pub const MAP_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveVersion {
    pub format: u32,
    pub rules: String,
    pub map: u32,
}

/// One answer given: its seat, its decision's type and the answer (WC9.6.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recorded {
    pub seat: Seat,
    #[serde(rename = "type")]
    pub kind: String,
    pub answer: Answer,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// The game's name, [`GAME`].
    pub game: String,
    pub version: SaveVersion,
    pub config: GameConfig,
    pub seed: u64,
    pub answers: Vec<Recorded>,
}

/// Why a save gives no game (WC9.6.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Not a save: the text is not JSON of its shape.
    Malformed {
        reason: String,
    },
    /// A save of another game.
    OtherGame {
        game: String,
    },
    UnknownVersion {
        version: SaveVersion,
    },
    Setup(SetupError),
    /// Answer `index` is of another seat or type than the decision pending then.
    NotPending {
        index: usize,
    },
    /// Answer `index` is refused.
    Rejected {
        index: usize,
        error: ActionError,
    },
}

impl SaveFile {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads a save without replaying it.
    ///
    /// # Errors
    /// [`SaveError::Malformed`] or [`SaveError::UnknownVersion`].
    pub fn parse(text: &str) -> Result<SaveFile, SaveError> {
        let save: SaveFile = serde_json::from_str(text).map_err(|e| SaveError::Malformed {
            reason: e.to_string(),
        })?;
        if save.game != GAME {
            return Err(SaveError::OtherGame { game: save.game });
        }
        let current = SaveVersion {
            format: SAVE_FORMAT,
            rules: RULES_VERSION.to_string(),
            map: MAP_VERSION,
        };
        if save.version != current {
            return Err(SaveError::UnknownVersion {
                version: save.version,
            });
        }
        Ok(save)
    }

    /// The game this save holds, rebuilt by replaying every answer, with the whole log.
    ///
    /// # Errors
    /// A [`SaveError`]; no game is made.
    pub fn replay(&self) -> Result<(GameState, Vec<Event>), SaveError> {
        let config = GameConfig {
            seed: self.seed,
            ..self.config.clone()
        };
        let (mut game, mut log) = GameState::new(config).map_err(SaveError::Setup)?;
        for (index, recorded) in self.answers.iter().enumerate() {
            let pending = game.pending();
            if pending.is_none_or(|d| d.seat != recorded.seat || d.kind.name() != recorded.kind) {
                return Err(SaveError::NotPending { index });
            }
            let events = game
                .apply(recorded.seat, recorded.answer.clone())
                .map_err(|error| SaveError::Rejected { index, error })?;
            log.extend(events);
        }
        Ok((game, log))
    }
}

impl GameState {
    /// The save of the game so far (WC9.6.1).
    pub fn save(&self) -> SaveFile {
        SaveFile {
            game: GAME.to_string(),
            version: SaveVersion {
                format: SAVE_FORMAT,
                rules: RULES_VERSION.to_string(),
                map: MAP_VERSION,
            },
            config: self.config.clone(),
            seed: self.config.seed,
            answers: self.recorded.clone(),
        }
    }

    /// The answers given so far, forced ones not among them.
    pub fn recorded(&self) -> &[Recorded] {
        &self.recorded
    }

    pub(crate) fn record(&mut self, seat: Seat, kind: DecisionKind, answer: &Answer) {
        self.recorded.push(Recorded {
            seat,
            kind: kind.name().to_string(),
            answer: answer.clone(),
        });
    }
}
