//! What the page stores of a game of Letters from Whitechapel (its record): the engine's save
//! (WC9.6.1) with who sits where, as JSON `{version, game, seats: [{name, kind}], options}`. A
//! seat's kind is `"Human"` or `{"Bot": level}`, the level by its name on the ladder
//! ([`WcLevel::name`]); `options` names the page's aids turned on: `"notebook"`, the
//! detective's notebook.

use serde_json::{Map, Value};
use table_bots::whitechapel::WcLevel;
use wc_engine::SaveError;

use super::seats::{WcSeat, WcSeatKind};
use crate::json_text::quote;
use crate::stored_record::{kind_json, read_kind, read_record, record_json, StoredRecordError};

/// The version of [`WcRecord`].
pub const WC_RECORD_VERSION: u32 = 1;

/// A game as the page stores it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WcRecord {
    /// The engine's save, as [`wc_engine::SaveFile::to_json`] writes it.
    pub save: String,
    pub seats: Vec<WcSeat>,
    /// Whether the police's screens show the detective's notebook.
    pub notebook: bool,
}

/// The name of the detective's notebook among a record's options.
const NOTEBOOK: &str = "notebook";

/// Why a stored game of Letters from Whitechapel could not be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WcRecordError {
    /// Not JSON of the record's shape.
    Corrupt,
    /// Written by a version of the page this one does not know.
    UnknownVersion { version: u64 },
    /// The seats do not match the game, or a name is not a valid name.
    BadSeats,
    /// The engine refused the save (WC9.6.2).
    Save(SaveError),
}

impl WcRecord {
    pub fn to_json(&self) -> String {
        let seats: Vec<String> = self
            .seats
            .iter()
            .map(|s| {
                let bot = match s.kind {
                    WcSeatKind::Human => None,
                    WcSeatKind::Bot(level) => Some(level.name()),
                };
                format!(
                    "{{\"name\":{},\"kind\":{}}}",
                    quote(&s.name),
                    kind_json(bot)
                )
            })
            .collect();
        let options: &[&str] = if self.notebook { &[NOTEBOOK] } else { &[] };
        record_json(WC_RECORD_VERSION, &self.save, &seats, options)
    }

    /// Reads a record; the save itself is read by the engine when the game is resumed.
    ///
    /// # Errors
    /// [`WcRecordError::UnknownVersion`] for a record of another version, and
    /// [`WcRecordError::Corrupt`] for anything not of the record's shape.
    pub fn from_json(text: &str) -> Result<WcRecord, WcRecordError> {
        let stored = read_record(text, WC_RECORD_VERSION).map_err(|e| match e {
            StoredRecordError::Corrupt => WcRecordError::Corrupt,
            StoredRecordError::UnknownVersion { version } => {
                WcRecordError::UnknownVersion { version }
            }
        })?;
        let seats = stored
            .seats
            .iter()
            .map(seat)
            .collect::<Option<Vec<WcSeat>>>()
            .ok_or(WcRecordError::Corrupt)?;
        Ok(WcRecord {
            save: stored.save,
            seats,
            notebook: stored.options.iter().any(|o| o == NOTEBOOK),
        })
    }
}

fn seat(v: &Map<String, Value>) -> Option<WcSeat> {
    let kind = match read_kind(v.get("kind")?)? {
        None => WcSeatKind::Human,
        Some(level) => WcSeatKind::Bot(WcLevel::from_name(level)?),
    };
    Some(WcSeat::new(v.get("name")?.as_str()?, kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAVE: &str = r#"{"version":{"format":1,"rules":"1.0","map":1},"config":{"players":2},"seed":3,"answers":[]}"#;

    fn record() -> WcRecord {
        WcRecord {
            save: SAVE.to_string(),
            seats: vec![
                WcSeat::new("Anna \"A\" <b>", WcSeatKind::Human),
                WcSeat::new("ボブ\\", WcSeatKind::Bot(WcLevel::Random)),
            ],
            notebook: false,
        }
    }

    #[test]
    fn a_record_reads_back_as_written_with_every_level() {
        let mut r = record();
        for level in WcLevel::ALL {
            r.seats[1].kind = WcSeatKind::Bot(level);
            let back = WcRecord::from_json(&r.to_json()).expect("reads");
            assert_eq!(back.seats, r.seats);
            let save: Value = serde_json::from_str(&back.save).expect("json");
            assert_eq!(save, serde_json::from_str::<Value>(SAVE).expect("json"));
        }
    }

    #[test]
    fn the_notebook_is_kept_when_turned_on() {
        let mut r = record();
        assert!(!WcRecord::from_json(&r.to_json()).expect("reads").notebook);
        r.notebook = true;
        assert!(r.to_json().contains("\"options\":[\"notebook\"]"));
        assert!(WcRecord::from_json(&r.to_json()).expect("reads").notebook);
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
                WcRecord::from_json(&broken),
                Err(WcRecordError::Corrupt),
                "{to}"
            );
        }
        assert_eq!(WcRecord::from_json("{"), Err(WcRecordError::Corrupt));
        let later = text.replacen("\"version\":1,\"game\"", "\"version\":7,\"game\"", 1);
        assert_eq!(
            WcRecord::from_json(&later),
            Err(WcRecordError::UnknownVersion { version: 7 })
        );
    }
}
