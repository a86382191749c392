//! What the page stores of a game of Family Business (its record): the engine's save (FB12.6,
//! which names its game, `"game": "family-business"`) with who sits where, as JSON
//! `{version, game, seats: [{name, kind}]}`. A seat's kind is `"Human"` or `{"Bot": level}`,
//! the level by its name on the ladder (`FbLevel::name`).

use fb_engine::SaveError;
use serde_json::{Map, Value};
use table_bots::family_business::arena::FbLevel;

use super::seats::{FbSeat, FbSeatKind};
use crate::json_text::quote;
use crate::stored_record::{kind_json, read_kind, read_record, record_json, StoredRecordError};

/// The version of [`FbRecord`].
pub const FB_RECORD_VERSION: u32 = 1;

/// A game as the page stores it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FbRecord {
    /// The engine's save, as [`fb_engine::GameState::save`] writes it.
    pub save: String,
    pub seats: Vec<FbSeat>,
}

/// Why a stored game of Family Business could not be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FbRecordError {
    /// Not JSON of the record's shape.
    Corrupt,
    /// Written by a version of the page this one does not know.
    UnknownVersion { version: u64 },
    /// The seats do not match the game, or a name is not a valid name.
    BadSeats,
    /// The engine refused the save (FB12.6.2).
    Save(SaveError),
}

impl FbRecord {
    pub fn to_json(&self) -> String {
        let seats: Vec<String> = self
            .seats
            .iter()
            .map(|s| {
                let bot = match s.kind {
                    FbSeatKind::Human => None,
                    FbSeatKind::Bot(level) => Some(level.name()),
                };
                format!(
                    "{{\"name\":{},\"kind\":{}}}",
                    quote(&s.name),
                    kind_json(bot)
                )
            })
            .collect();
        record_json(FB_RECORD_VERSION, &self.save, &seats, &[])
    }

    /// Reads a record; the save itself is read by the engine when the game is resumed.
    ///
    /// # Errors
    /// [`FbRecordError::UnknownVersion`] for a record of another version, and
    /// [`FbRecordError::Corrupt`] for anything not of the record's shape.
    pub fn from_json(text: &str) -> Result<FbRecord, FbRecordError> {
        let stored = read_record(text, FB_RECORD_VERSION).map_err(|e| match e {
            StoredRecordError::Corrupt => FbRecordError::Corrupt,
            StoredRecordError::UnknownVersion { version } => {
                FbRecordError::UnknownVersion { version }
            }
        })?;
        let seats = stored
            .seats
            .iter()
            .map(seat)
            .collect::<Option<Vec<FbSeat>>>()
            .ok_or(FbRecordError::Corrupt)?;
        Ok(FbRecord {
            save: stored.save,
            seats,
        })
    }
}

fn seat(v: &Map<String, Value>) -> Option<FbSeat> {
    let kind = match read_kind(v.get("kind")?)? {
        None => FbSeatKind::Human,
        Some(level) => FbSeatKind::Bot(FbLevel::from_name(level)?),
    };
    Some(FbSeat::new(v.get("name")?.as_str()?, kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAVE: &str = r#"{"game":"family-business","version":1,"rules":"1.0","deck":"x","config":{"players":2},"seed":3,"answers":[]}"#;

    fn record() -> FbRecord {
        FbRecord {
            save: SAVE.to_string(),
            seats: vec![
                FbSeat::new("Anna \"A\" <b>", FbSeatKind::Human),
                FbSeat::new("ボブ\\", FbSeatKind::Bot(FbLevel::Random)),
            ],
        }
    }

    #[test]
    fn a_record_reads_back_as_written_with_every_level() {
        let mut r = record();
        for level in FbLevel::ALL {
            r.seats[1].kind = FbSeatKind::Bot(level);
            let back = FbRecord::from_json(&r.to_json()).expect("reads");
            assert_eq!(back.seats, r.seats);
            let save: Value = serde_json::from_str(&back.save).expect("json");
            assert_eq!(save, serde_json::from_str::<Value>(SAVE).expect("json"));
        }
    }

    #[test]
    fn records_of_the_wrong_shape_or_version_are_refused() {
        let text = record().to_json();
        for (from, to) in [
            ("\"kind\":\"Human\"", "\"kind\":\"Alien\""),
            ("{\"Bot\":\"random\"}", "{\"Bot\":\"genius\"}"),
            ("\"seats\":[", "\"seatz\":["),
            ("\"game\":{", "\"gaem\":{"),
        ] {
            let broken = text.replace(from, to);
            assert_ne!(broken, text);
            assert_eq!(
                FbRecord::from_json(&broken),
                Err(FbRecordError::Corrupt),
                "{to}"
            );
        }
        assert_eq!(FbRecord::from_json("{"), Err(FbRecordError::Corrupt));
        let later = text.replacen("\"version\":1", "\"version\":7", 1);
        assert_eq!(
            FbRecord::from_json(&later),
            Err(FbRecordError::UnknownVersion { version: 7 })
        );
    }
}
