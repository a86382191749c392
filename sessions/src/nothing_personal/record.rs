//! What the page stores of a game (its record): the engine's save plus who sits where, as JSON
//! `{version, game, seats: [{name, kind, decline_windows}]}`, written and read field by field.
//! A seat's kind is `"Human"` or `{"Bot": level}`; `decline_windows` may be missing.

use np_engine::{LoadError, SaveFile};
use serde_json::Value;

use crate::json_text::quote;
use crate::nothing_personal::seats::{Seat, SeatKind};
use table_bots::nothing_personal::Level;

/// The version of [`GameRecord`], the page's save format.
pub const RECORD_VERSION: u32 = 1;

/// A game as the page stores it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub version: u32,
    pub game: SaveFile,
    pub seats: Vec<Seat>,
}

/// Why a stored game could not be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON of the record's shape.
    Corrupt,
    /// Written by a version of the page this one does not know.
    UnknownVersion { version: u32 },
    /// The seats do not match the game, or a name is not a valid name.
    BadSeats,
    /// The engine refused the save.
    Load(LoadError),
}

/// A bot level as records name it.
fn level_name(level: Level) -> &'static str {
    match level {
        Level::Random => "Random",
        Level::Heuristic => "Heuristic",
        Level::Strong => "Strong",
    }
}

impl GameRecord {
    pub fn to_json(&self) -> String {
        let seats: Vec<String> = self
            .seats
            .iter()
            .map(|s| {
                let kind = match s.kind {
                    SeatKind::Human => quote("Human"),
                    SeatKind::Bot(level) => format!("{{\"Bot\":{}}}", quote(level_name(level))),
                };
                format!(
                    "{{\"name\":{},\"kind\":{kind},\"decline_windows\":{}}}",
                    quote(&s.name),
                    s.decline_windows
                )
            })
            .collect();
        format!(
            "{{\"version\":{},\"game\":{},\"seats\":[{}]}}",
            self.version,
            self.game.to_json(),
            seats.join(",")
        )
    }

    /// Reads a record; the game's own fields are read by the engine.
    ///
    /// # Errors
    /// [`RecordError::UnknownVersion`] for a record of another version (whatever else it
    /// holds), [`RecordError::Corrupt`] for anything not of the record's shape, and the
    /// engine's [`LoadError`] for a save it cannot read.
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        let raw: Value = serde_json::from_str(text).map_err(|_| RecordError::Corrupt)?;
        let version = raw.get("version").and_then(Value::as_u64);
        if let Some(v) = version.filter(|v| *v != u64::from(RECORD_VERSION)) {
            return Err(RecordError::UnknownVersion {
                version: u32::try_from(v).unwrap_or(u32::MAX),
            });
        }
        let seats = raw
            .get("seats")
            .and_then(Value::as_array)
            .and_then(|seats| seats.iter().map(seat).collect::<Option<Vec<Seat>>>())
            .ok_or(RecordError::Corrupt)?;
        let game = raw.get("game").ok_or(RecordError::Corrupt)?;
        Ok(GameRecord {
            version: RECORD_VERSION,
            game: SaveFile::from_value(game).map_err(RecordError::Load)?,
            seats,
        })
    }
}

fn seat(v: &Value) -> Option<Seat> {
    let kind = match v.get("kind")? {
        Value::String(s) if s == "Human" => SeatKind::Human,
        Value::Object(o) if o.len() == 1 => {
            let name = o.get("Bot")?.as_str()?;
            SeatKind::Bot(Level::ALL.into_iter().find(|l| level_name(*l) == name)?)
        }
        _ => return None,
    };
    let decline_windows = match v.get("decline_windows") {
        None => false,
        Some(b) => b.as_bool()?,
    };
    Some(Seat {
        name: v.get("name")?.as_str()?.to_string(),
        kind,
        decline_windows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use np_engine::{SchemaError, SchemaProblem};

    /// A record as earlier releases of the page wrote it.
    const WRITTEN_BEFORE: &str = r#"{"version":1,"game":{"version":1,"config":{"players":3,"seed":77,"random_setup":false},"seed":77,"actions":[[2,{"Answer":{"Place":0}}],[0,{"Answer":{"Place":0}}],[1,{"Answer":{"Place":0}}],[2,{"Answer":{"Place":0}}]]},"seats":[{"name":"Anna \"A\" <b>","kind":"Human","decline_windows":false},{"name":"ボブ\\","kind":{"Bot":"Random"},"decline_windows":false},{"name":"Cleo","kind":"Human","decline_windows":true}]}"#;

    #[test]
    fn records_written_before_read_and_write_back_the_same() {
        let record = GameRecord::from_json(WRITTEN_BEFORE).expect("reads");
        assert_eq!(record.seats.len(), 3);
        assert_eq!(record.seats[0].name, "Anna \"A\" <b>");
        assert_eq!(record.seats[1].kind, SeatKind::Bot(Level::Random));
        assert!(record.seats[2].decline_windows);
        assert_eq!(record.game.actions.len(), 4);
        assert_eq!(record.to_json(), WRITTEN_BEFORE);
    }

    #[test]
    fn every_bot_level_is_written_and_read_back() {
        let mut record = GameRecord::from_json(WRITTEN_BEFORE).expect("reads");
        for level in Level::ALL {
            record.seats[1].kind = SeatKind::Bot(level);
            let text = record.to_json();
            assert_eq!(GameRecord::from_json(&text).as_ref(), Ok(&record), "{text}");
        }
        let text = WRITTEN_BEFORE.replace("{\"Bot\":\"Random\"}", "{\"Bot\":\"Heuristic\"}");
        let record = GameRecord::from_json(&text).expect("reads");
        assert_eq!(record.seats[1].kind, SeatKind::Bot(Level::Heuristic));
    }

    #[test]
    fn a_missing_decline_preference_is_off() {
        let text = WRITTEN_BEFORE.replace(",\"decline_windows\":true", "");
        let record = GameRecord::from_json(&text).expect("reads");
        assert!(!record.seats[2].decline_windows);
    }

    #[test]
    fn records_of_the_wrong_shape_are_corrupt() {
        for (from, to) in [
            ("\"kind\":\"Human\"", "\"kind\":\"Alien\""),
            ("{\"Bot\":\"Random\"}", "{\"Bot\":\"Genius\"}"),
            ("\"decline_windows\":true", "\"decline_windows\":1"),
            ("\"name\":\"Cleo\"", "\"name\":7"),
            ("\"seats\":[", "\"seatz\":["),
            ("\"game\":", "\"gaem\":"),
        ] {
            let text = WRITTEN_BEFORE.replace(from, to);
            assert_ne!(text, WRITTEN_BEFORE);
            assert_eq!(
                GameRecord::from_json(&text),
                Err(RecordError::Corrupt),
                "{to}"
            );
        }
        let text = WRITTEN_BEFORE.replace("\"seed\":77,\"actions\"", "\"seed\":\"77\",\"actions\"");
        assert_eq!(
            GameRecord::from_json(&text),
            Err(RecordError::Load(LoadError::Schema(SchemaError {
                path: "seed".into(),
                problem: SchemaProblem::NotANumber
            })))
        );
        let text = WRITTEN_BEFORE.replacen("\"version\":1", "\"version\":4", 1);
        assert_eq!(
            GameRecord::from_json(&text),
            Err(RecordError::UnknownVersion { version: 4 })
        );
    }
}
