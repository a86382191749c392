//! The list of saved games: one entry per game, newest played first, with what the start screen
//! shows of it (its title, seats, round and phase, when it was last played). It is stored under
//! its own key; each game's record under its own (`storage.rs`).

use np_engine::Phase;
use serde_json::Value;

use crate::json_text::quote;
use crate::session::Session;

/// Every phase, in the order their numbers are stored.
const PHASES: [Phase; 9] = Phase::ALL;

/// Longest title of a game, in characters (as a seat's name).
pub const MAX_TITLE: usize = 40;

/// One saved game as the list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameEntry {
    pub id: String,
    /// The title its players gave it, if any.
    pub title: Option<String>,
    pub names: Vec<String>,
    pub round: u8,
    pub phase: Phase,
    /// When it was last played, in milliseconds since 1970.
    pub played: u64,
}

impl GameEntry {
    /// The entry of game `id` as `session` stands, played at `played`, keeping `title`.
    pub fn of(id: &str, session: &Session, title: Option<String>, played: u64) -> GameEntry {
        GameEntry {
            id: id.to_string(),
            title,
            names: session.names(),
            round: session.game().round(),
            phase: session.game().phase(),
            played,
        }
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    fn to_json(&self) -> String {
        let names: Vec<String> = self.names.iter().map(|n| quote(n)).collect();
        let phase = PHASES.iter().position(|p| *p == self.phase).unwrap_or(0);
        format!(
            "{{\"id\":{},\"title\":{},\"names\":[{}],\"round\":{},\"phase\":{},\"played\":{}}}",
            quote(&self.id),
            self.title.as_deref().map_or("null".to_string(), quote),
            names.join(","),
            self.round,
            phase,
            self.played,
        )
    }

    fn from_value(v: &Value) -> Option<GameEntry> {
        let title = match v.get("title")? {
            Value::Null => None,
            t => Some(t.as_str()?.to_string()),
        };
        Some(GameEntry {
            id: v.get("id")?.as_str()?.to_string(),
            title,
            names: v
                .get("names")?
                .as_array()?
                .iter()
                .map(|n| n.as_str().map(str::to_string))
                .collect::<Option<_>>()?,
            round: u8::try_from(v.get("round")?.as_u64()?).ok()?,
            phase: *PHASES.get(usize::try_from(v.get("phase")?.as_u64()?).ok()?)?,
            played: v.get("played")?.as_u64()?,
        })
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
        let value: Value = serde_json::from_str(text).ok()?;
        let entries = value
            .as_array()?
            .iter()
            .map(GameEntry::from_value)
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

    fn entry(id: &str, title: Option<&str>, phase: Phase) -> GameEntry {
        GameEntry {
            id: id.to_string(),
            title: title.map(str::to_string),
            names: vec!["Anna".into(), "<b>\"Bruno\"</b>".into(), "カルラ".into()],
            round: 3,
            phase,
            played: 1_795_000_000_123,
        }
    }

    #[test]
    fn a_list_reads_back_as_written() {
        let index = GameIndex {
            entries: vec![
                entry("a1", Some("Friday \"night\""), Phase::Crew),
                entry("b2", None, Phase::GameOver),
            ],
        };
        assert_eq!(GameIndex::from_json(&index.to_json()), Some(index.clone()));
        assert!(index.entries[1].is_over());
        assert!(!index.entries[0].is_over());
    }

    #[test]
    fn a_played_game_comes_first_once_and_renaming_trims_and_cuts() {
        let mut index = GameIndex::default();
        index.played(entry("a", None, Phase::Setup));
        index.played(entry("b", None, Phase::Setup));
        index.played(entry("a", None, Phase::Crew));
        let ids: Vec<&str> = index.entries.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["a", "b"]);
        assert_eq!(index.get("a").map(|e| e.phase), Some(Phase::Crew));
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
            "[{\"id\":\"a\",\"title\":null,\"names\":[],\"round\":1,\"phase\":12,\"played\":0}]",
        ] {
            assert_eq!(GameIndex::from_json(text), None, "{text}");
        }
    }
}
