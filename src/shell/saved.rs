//! The list of saved games of every game of the page: one entry per game, newest played first,
//! with what the start screen shows of it (its game, title, players, how far it has come, when
//! it was last played). It is stored under its own key; each game's record under its own
//! (`storage.rs`). An entry is `{id, title, names, [game], …its game's fields…, played}`: the
//! game's fields in the order its game wrote them, and `game` left out for the game of the
//! entries that name none, so every entry reads and writes back as it was stored.

use std::fmt;

use serde::de::{Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::Value;

use super::game::{Listed, Progress};
use super::json_text::quote;
use super::words::tr;
use crate::i18n::Locale;

/// Longest title of a game, in characters (as a seat's name).
pub const MAX_TITLE: usize = 40;

/// One saved game as the list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameEntry {
    pub id: String,
    /// The title its players gave it, if any.
    pub title: Option<String>,
    pub names: Vec<String>,
    /// Its game, when the entry names one.
    pub game: Option<String>,
    pub progress: Progress,
    /// When it was last played, in milliseconds since 1970.
    pub played: u64,
}

impl GameEntry {
    /// The entry of game `id` of game `game` (`None`: the game of entries that name none).
    pub fn new(
        id: &str,
        game: Option<&str>,
        title: Option<String>,
        listed: Listed,
        played: u64,
    ) -> GameEntry {
        GameEntry {
            id: id.to_string(),
            title,
            names: listed.names,
            game: game.map(str::to_string),
            progress: listed.progress,
            played,
        }
    }

    /// Its title: the one its players gave it, or its players' names.
    pub fn shown_title(&self, locale: Locale) -> String {
        match &self.title {
            Some(t) => t.clone(),
            None => {
                let names = self.names.join(&tr!(locale, list.separator));
                tr!(locale, start.game_of, names = names)
            }
        }
    }

    fn to_json(&self) -> String {
        let names: Vec<String> = self.names.iter().map(|n| quote(n)).collect();
        let mut fields = String::new();
        if let Some(game) = &self.game {
            fields += &format!("\"game\":{},", quote(game));
        }
        for (key, value) in &self.progress.0 {
            fields += &format!("{}:{value},", quote(key));
        }
        format!(
            "{{\"id\":{},\"title\":{},\"names\":[{}],{fields}\"played\":{}}}",
            quote(&self.id),
            self.title.as_deref().map_or("null".to_string(), quote),
            names.join(","),
            self.played,
        )
    }

    fn from_fields(fields: Fields) -> Option<GameEntry> {
        let mut id = None;
        let mut title = None;
        let mut names = None;
        let mut game = None;
        let mut played = None;
        let mut progress = Vec::new();
        for (key, value) in fields.0 {
            match key.as_str() {
                "id" => id = Some(value.as_str()?.to_string()),
                "title" => {
                    title = Some(match value {
                        Value::Null => None,
                        t => Some(t.as_str()?.to_string()),
                    });
                }
                "names" => {
                    names = Some(
                        value
                            .as_array()?
                            .iter()
                            .map(|n| n.as_str().map(str::to_string))
                            .collect::<Option<Vec<_>>>()?,
                    );
                }
                "game" => game = Some(value.as_str()?.to_string()),
                "played" => played = Some(value.as_u64()?),
                _ => progress.push((key, value)),
            }
        }
        Some(GameEntry {
            id: id?,
            title: title?,
            names: names?,
            game,
            progress: Progress(progress),
            played: played?,
        })
    }
}

/// An object's fields in the order they are written.
struct Fields(Vec<(String, Value)>);

impl<'de> Deserialize<'de> for Fields {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Fields, D::Error> {
        struct InOrder;
        impl<'de> Visitor<'de> for InOrder {
            type Value = Fields;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object")
            }

            fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<Fields, M::Error> {
                let mut fields = Vec::new();
                while let Some(field) = map.next_entry::<String, Value>()? {
                    fields.push(field);
                }
                Ok(Fields(fields))
            }
        }
        deserializer.deserialize_map(InOrder)
    }
}

/// A list of objects, each with its fields in order.
struct Objects(Vec<Fields>);

impl<'de> Deserialize<'de> for Objects {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Objects, D::Error> {
        struct List;
        impl<'de> Visitor<'de> for List {
            type Value = Objects;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of objects")
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Objects, A::Error> {
                let mut objects = Vec::new();
                while let Some(object) = seq.next_element::<Fields>()? {
                    objects.push(object);
                }
                Ok(Objects(objects))
            }
        }
        deserializer.deserialize_seq(List)
    }
}

/// The saved games, newest played first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameIndex {
    pub entries: Vec<GameEntry>,
}

impl GameIndex {
    pub fn to_json(&self) -> String {
        let entries: Vec<String> = self.entries.iter().map(GameEntry::to_json).collect();
        format!("[{}]", entries.join(","))
    }

    /// Reads a stored list; `None` if the text is not one.
    pub fn from_json(text: &str) -> Option<GameIndex> {
        let objects: Objects = serde_json::from_str(text).ok()?;
        let entries = objects
            .0
            .into_iter()
            .map(GameEntry::from_fields)
            .collect::<Option<_>>()?;
        Some(GameIndex { entries })
    }

    pub fn get(&self, id: &str) -> Option<&GameEntry> {
        self.entries.iter().find(|e| e.id == id)
    }

    /// Puts `entry` first, in place of the entry of the same game.
    pub fn played(&mut self, entry: GameEntry) {
        self.entries.retain(|e| e.id != entry.id);
        self.entries.insert(0, entry);
    }

    pub fn remove(&mut self, id: &str) {
        self.entries.retain(|e| e.id != id);
    }

    /// Gives game `id` a title; an empty one takes the title away.
    pub fn rename(&mut self, id: &str, title: &str) {
        let title = title.trim();
        if let Some(e) = self.entries.iter_mut().find(|e| e.id == id) {
            e.title = (!title.is_empty()).then(|| title.chars().take(MAX_TITLE).collect());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(fields: &[(&str, Value)]) -> Listed {
        Listed {
            names: vec!["Anna".into(), "<b>\"Bruno\"</b>".into(), "カルラ".into()],
            progress: Progress(
                fields
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.clone()))
                    .collect(),
            ),
        }
    }

    fn entry(id: &str, game: Option<&str>, title: Option<&str>) -> GameEntry {
        let fields = [("stage", Value::from(3)), ("done", Value::from(false))];
        GameEntry::new(
            id,
            game,
            title.map(str::to_string),
            listed(&fields),
            1_795_000_000_123,
        )
    }

    #[test]
    fn a_list_reads_back_as_written() {
        let index = GameIndex {
            entries: vec![
                entry("a1", None, Some("Friday \"night\"")),
                entry("b2", Some("made-up"), None),
            ],
        };
        assert_eq!(GameIndex::from_json(&index.to_json()), Some(index.clone()));
    }

    /// Stored lists of every version, with entries of both games and one written before the
    /// page played a second game, read and write back byte for byte, their fields in order.
    #[test]
    fn stored_lists_write_back_byte_for_byte() {
        for text in [
            r#"[{"id":"a","title":null,"names":["Anna"],"round":2,"phase":3,"played":5}]"#,
            concat!(
                r#"[{"id":"c3","title":"Friday \"night\"","names":["Anna","<b>Bruno</b>"],"#,
                r#""game":"second-game","turn":12,"over":false,"played":1795000000123},"#,
                r#"{"id":"a1","title":null,"names":["カルラ"],"round":5,"phase":8,"played":17}]"#
            ),
            "[]",
        ] {
            let index = GameIndex::from_json(text).expect("reads");
            assert_eq!(index.to_json(), text);
        }
        let index = GameIndex::from_json(
            r#"[{"id":"a","title":null,"names":[],"phase":3,"round":2,"played":5}]"#,
        )
        .expect("reads");
        let fields: Vec<&str> = index.entries[0]
            .progress
            .0
            .iter()
            .map(|(k, _)| k.as_str())
            .collect();
        assert_eq!(fields, ["phase", "round"]);
        assert_eq!(index.entries[0].game, None);
    }

    #[test]
    fn a_played_game_comes_first_once_and_renaming_trims_and_cuts() {
        let mut index = GameIndex::default();
        index.played(entry("a", None, None));
        index.played(entry("b", None, None));
        index.played(entry("a", Some("made-up"), None));
        let ids: Vec<&str> = index.entries.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["a", "b"]);
        assert_eq!(
            index.get("a").and_then(|e| e.game.as_deref()),
            Some("made-up")
        );
        index.rename("b", "  Long game  ");
        assert_eq!(
            index.get("b").and_then(|e| e.title.as_deref()),
            Some("Long game")
        );
        index.rename("b", &"x".repeat(60));
        assert_eq!(
            index
                .get("b")
                .and_then(|e| e.title.as_ref())
                .map(|t| t.len()),
            Some(MAX_TITLE)
        );
        index.rename("b", "   ");
        assert_eq!(index.get("b").and_then(|e| e.title.clone()), None);
        index.remove("a");
        assert_eq!(index.entries.len(), 1);
    }

    #[test]
    fn anything_but_a_list_of_games_is_refused() {
        for text in [
            "",
            "{",
            "{}",
            "[1]",
            "[{\"id\":\"a\"}]",
            "[{\"id\":\"a\",\"title\":null,\"names\":[1],\"played\":0}]",
            "[{\"id\":\"a\",\"title\":null,\"names\":[],\"game\":7,\"played\":0}]",
        ] {
            assert_eq!(GameIndex::from_json(text), None, "{text}");
        }
    }
}
