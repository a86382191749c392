//! Saves (R12.1.5): `{version, config, seed, actions}`, loaded by replaying; and the public
//! JSON snapshot of a state.

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::decision::Phase;
use crate::error::{ActionError, SetupError};
use crate::ids::{Colour, PlayerId, NEUTRAL_SLOT};
use crate::save_json::SchemaError;
use crate::state::{GameConfig, GameState};

/// The version written into every save.
pub const SAVE_VERSION: u32 = 1;
/// The version of the snapshot and scenario formats (docs/formats.md).
pub const FORMAT_VERSION: u32 = 1;

/// A saved game: the configuration and every action in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    pub version: u32,
    pub config: GameConfig,
    pub seed: u64,
    pub actions: Vec<(PlayerId, Action)>,
}

/// Why a save could not be loaded. The save text itself is never changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum LoadError {
    /// Not JSON; line and column of the fault.
    Corrupt {
        line: usize,
        column: usize,
    },
    /// JSON, but a field is not of the save's shape: which, and what is wrong with it.
    Schema(SchemaError),
    /// Written by another version of this edition.
    UnknownVersion {
        version: u32,
    },
    /// `seed` and `config.seed` disagree.
    SeedMismatch,
    Setup(SetupError),
    /// Action number `index` was rejected while replaying.
    Rejected {
        index: usize,
        error: ActionError,
    },
}

impl SaveFile {
    pub fn new(config: GameConfig) -> SaveFile {
        SaveFile {
            version: SAVE_VERSION,
            seed: config.seed,
            config,
            actions: Vec::new(),
        }
    }

    pub fn to_json(&self) -> String {
        crate::save_json::write(self)
    }

    /// Parses a save without replaying it.
    ///
    /// # Errors
    /// [`LoadError::Corrupt`], [`LoadError::Schema`] or [`LoadError::UnknownVersion`].
    pub fn parse(text: &str) -> Result<SaveFile, LoadError> {
        let raw: serde_json::Value =
            serde_json::from_str(text).map_err(|e| LoadError::Corrupt {
                line: e.line(),
                column: e.column(),
            })?;
        Self::from_value(&raw)
    }

    /// Reads a save from parsed JSON (a save inside a larger document) without replaying it.
    ///
    /// # Errors
    /// [`LoadError::UnknownVersion`] for a save of another version (whatever else it holds),
    /// [`LoadError::Schema`] with the path of the first field not of the save's shape.
    pub fn from_value(raw: &serde_json::Value) -> Result<SaveFile, LoadError> {
        let version = raw.get("version").and_then(serde_json::Value::as_u64);
        if let Some(v) = version {
            if v != u64::from(SAVE_VERSION) {
                return Err(LoadError::UnknownVersion {
                    version: u32::try_from(v).unwrap_or(u32::MAX),
                });
            }
        }
        crate::save_json::read(raw).map_err(LoadError::Schema)
    }

    /// Rebuilds the game by replaying every action.
    ///
    /// # Errors
    /// A [`LoadError`] if the save is unusable; nothing is written anywhere.
    pub fn replay(&self) -> Result<GameState, LoadError> {
        if self.seed != self.config.seed {
            return Err(LoadError::SeedMismatch);
        }
        let mut game = GameState::new(self.config.clone()).map_err(LoadError::Setup)?;
        for (index, (seat, action)) in self.actions.iter().enumerate() {
            game.apply(*seat, action.clone())
                .map_err(|error| LoadError::Rejected { index, error })?;
        }
        Ok(game)
    }

    /// Parses and replays a save.
    ///
    /// # Errors
    /// See [`SaveFile::parse`] and [`SaveFile::replay`].
    pub fn load(text: &str) -> Result<GameState, LoadError> {
        Self::parse(text)?.replay()
    }
}

/// A gangster in a snapshot, by its data id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GangsterSnapshot {
    pub id: String,
    /// Markers by family seat, then `neutral`.
    pub markers: Vec<u8>,
    pub neutral: u8,
    /// `"neutral"` or the seat number owning the blackmail coin.
    pub coin: Option<String>,
    pub omerta: bool,
    pub sideways: bool,
}

/// One player in a snapshot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSnapshot {
    pub money: u32,
    pub respect: u32,
    pub supply: u8,
    pub hand: Vec<String>,
}

/// The full state as public JSON (docs/formats.md), for `table replay` and `table scenario`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub version: u32,
    pub round: u8,
    pub phase: Phase,
    pub ring: u8,
    pub ante: u32,
    /// Positions 1–9 in order.
    pub positions: Vec<Option<GangsterSnapshot>>,
    pub associates: Vec<Option<GangsterSnapshot>>,
    pub prison: Vec<String>,
    pub fishes: Vec<String>,
    pub gangster_deck: usize,
    pub influence_deck: usize,
    pub discard: Vec<String>,
    pub players: Vec<PlayerSnapshot>,
    pub neutral_supply: u8,
    pub blackmail_supply: u8,
    pub omerta_supply: u8,
    /// `[seat, decision type]` of the pending decision.
    pub pending: Option<(u8, String)>,
    pub ranking: Vec<u8>,
    pub decisions: u64,
}

impl GameState {
    fn gangster_snapshot(&self, g: crate::ids::GangsterId) -> GangsterSnapshot {
        let st = self.gangster(g);
        GangsterSnapshot {
            id: self.card(g).id.clone(),
            markers: st.markers[..self.n()].to_vec(),
            neutral: st.markers[NEUTRAL_SLOT],
            coin: st.coin.map(|c| match c {
                Colour::Neutral => "neutral".to_string(),
                Colour::Family(p) => p.0.to_string(),
            }),
            omerta: st.omerta,
            sideways: st.sideways,
        }
    }

    /// The public JSON snapshot of this state.
    pub fn snapshot(&self) -> Snapshot {
        let ids = |v: &[crate::ids::GangsterId]| -> Vec<String> {
            v.iter().map(|g| self.card(*g).id.clone()).collect()
        };
        Snapshot {
            version: FORMAT_VERSION,
            round: self.round,
            phase: self.phase,
            ring: self.ring.0,
            ante: self.ante,
            positions: (1..=9u8)
                .map(|p| self.at(p).map(|g| self.gangster_snapshot(g)))
                .collect(),
            associates: (1..=3u8)
                .map(|a| self.associate(a).map(|g| self.gangster_snapshot(g)))
                .collect(),
            prison: ids(&self.prison),
            fishes: ids(&self.fishes),
            gangster_deck: self.gangster_deck.len(),
            influence_deck: self.influence_deck.len(),
            discard: self
                .discard
                .iter()
                .map(|c| self.icard(*c).id.clone())
                .collect(),
            players: self
                .players
                .iter()
                .map(|p| PlayerSnapshot {
                    money: p.money,
                    respect: p.respect,
                    supply: p.supply,
                    hand: p.hand.iter().map(|c| self.icard(*c).id.clone()).collect(),
                })
                .collect(),
            neutral_supply: self.neutral_supply,
            blackmail_supply: self.blackmail_supply,
            omerta_supply: self.omerta_supply,
            pending: self
                .pending
                .as_ref()
                .map(|d| (d.seat.0, d.kind.name().to_string())),
            ranking: self.ranking.iter().map(|p| p.0).collect(),
            decisions: self.decisions,
        }
    }

    /// The snapshot as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.snapshot()).unwrap_or_default()
    }
}
