//! The shape every game's record shares, `{version, game, seats: [{name, kind, …}], options}`:
//! the version checked, the engine's save kept whole for the engine to read, each seat's kind,
//! `"Human"` or `{"Bot": level}`, the level by its name, and the names of the page's aids
//! turned on for the game (`options`, left out when there are none).

use serde_json::{Map, Value};

use crate::json_text::quote;

/// A record's parts before its game reads them.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredRecord {
    /// The engine's save, as JSON text.
    pub save: String,
    pub seats: Vec<Map<String, Value>>,
    /// The names of the options turned on.
    pub options: Vec<String>,
}

/// Why a text is not a record of the version asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoredRecordError {
    /// Not JSON of the record's shape.
    Corrupt,
    /// Written by a version of the page this one does not know.
    UnknownVersion { version: u64 },
}

/// A seat's kind as JSON: a person, or the bot of the level named `bot`.
pub fn kind_json(bot: Option<&str>) -> String {
    match bot {
        None => quote("Human"),
        Some(level) => format!("{{\"Bot\":{}}}", quote(level)),
    }
}

/// A seat's kind read back: `Some(None)` for a person, `Some(Some(level))` for a bot, `None`
/// for anything else.
pub fn read_kind(v: &Value) -> Option<Option<&str>> {
    match v {
        Value::String(s) if s == "Human" => Some(None),
        Value::Object(o) if o.len() == 1 => Some(Some(o.get("Bot")?.as_str()?)),
        _ => None,
    }
}

/// The record of `version` holding `save` (JSON text), the seats written as `seats` and the
/// options named in `options`.
pub fn record_json(version: u32, save: &str, seats: &[String], options: &[&str]) -> String {
    let options = if options.is_empty() {
        String::new()
    } else {
        let names: Vec<String> = options.iter().map(|o| quote(o)).collect();
        format!(",\"options\":[{}]", names.join(","))
    };
    format!(
        "{{\"version\":{version},\"game\":{save},\"seats\":[{}]{options}}}",
        seats.join(",")
    )
}

/// Reads a record of `version`.
///
/// # Errors
/// [`StoredRecordError::UnknownVersion`] for a record of another version, and
/// [`StoredRecordError::Corrupt`] for anything not of the record's shape.
pub fn read_record(text: &str, version: u32) -> Result<StoredRecord, StoredRecordError> {
    let raw: Value = serde_json::from_str(text).map_err(|_| StoredRecordError::Corrupt)?;
    match raw.get("version").and_then(Value::as_u64) {
        Some(v) if v == u64::from(version) => {}
        Some(version) => return Err(StoredRecordError::UnknownVersion { version }),
        None => return Err(StoredRecordError::Corrupt),
    }
    let seats = raw
        .get("seats")
        .and_then(Value::as_array)
        .and_then(|seats| {
            seats
                .iter()
                .map(|s| s.as_object().cloned())
                .collect::<Option<Vec<_>>>()
        })
        .ok_or(StoredRecordError::Corrupt)?;
    let save = raw
        .get("game")
        .filter(|g| g.is_object())
        .ok_or(StoredRecordError::Corrupt)?
        .to_string();
    let options = match raw.get("options") {
        None => Vec::new(),
        Some(options) => options
            .as_array()
            .and_then(|names| {
                names
                    .iter()
                    .map(|n| n.as_str().map(str::to_string))
                    .collect::<Option<Vec<_>>>()
            })
            .ok_or(StoredRecordError::Corrupt)?,
    };
    Ok(StoredRecord {
        save,
        seats,
        options,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_reads_back_as_written() {
        let seats = [
            format!(
                "{{\"name\":{},\"kind\":{}}}",
                quote("A <b>"),
                kind_json(None)
            ),
            format!("{{\"name\":\"B\",\"kind\":{}}}", kind_json(Some("random"))),
        ];
        let text = record_json(3, "{\"seed\":1}", &seats, &[]);
        let back = read_record(&text, 3).expect("reads");
        assert_eq!(back.save, "{\"seed\":1}");
        assert!(back.options.is_empty());
        assert!(!text.contains("options"));
        assert_eq!(back.seats[0]["name"], "A <b>");
        assert_eq!(read_kind(&back.seats[0]["kind"]), Some(None));
        assert_eq!(read_kind(&back.seats[1]["kind"]), Some(Some("random")));
        assert_eq!(
            read_record(&text, 2),
            Err(StoredRecordError::UnknownVersion { version: 3 })
        );
    }

    #[test]
    fn the_options_turned_on_read_back_by_name() {
        let text = record_json(1, "{}", &[], &["notebook", "a \"b\""]);
        let back = read_record(&text, 1).expect("reads");
        assert_eq!(back.options, ["notebook", "a \"b\""]);
    }

    #[test]
    fn texts_not_of_the_shape_are_corrupt() {
        for text in [
            "{",
            "[]",
            "{\"game\":{},\"seats\":[]}",
            "{\"version\":1,\"seats\":[]}",
            "{\"version\":1,\"game\":3,\"seats\":[]}",
            "{\"version\":1,\"game\":{},\"seats\":[1]}",
            "{\"version\":1,\"game\":{},\"seats\":[],\"options\":\"notebook\"}",
            "{\"version\":1,\"game\":{},\"seats\":[],\"options\":[true]}",
        ] {
            assert_eq!(
                read_record(text, 1),
                Err(StoredRecordError::Corrupt),
                "{text}"
            );
        }
        assert_eq!(read_kind(&Value::from("Alien")), None);
        assert_eq!(read_kind(&serde_json::json!({"Bot": 3})), None);
    }
}
