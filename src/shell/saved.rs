//! The list of saved games of both games of the page: one entry per game, newest played first,
//! with what the start screen shows of it (its game, title, seats, how far it has come, when it
//! was last played). It is stored under its own key; each game's record under its own
//! (`storage.rs`). An entry of Nothing Personal is written as it always was; an entry of Family
//! Business names its game (`"game": "family-business"`).

use np_engine::Phase;
use serde_json::Value;

use crate::games::nothing_personal::session::Session;
use crate::shell::json_text::quote;

/// Every phase, in the order their numbers are stored.
const PHASES: [Phase; 9] = Phase::ALL;

/// Longest title of a game, in characters (as a seat's name).
pub const MAX_TITLE: usize = 40;

/// The game of Family Business, as its saves and entries name it.
pub const FAMILY_BUSINESS: &str = fb_engine::GAME;

/// The games the page plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    NothingPersonal,
    FamilyBusiness,
}

impl GameKind {
    /// The game of a stored record: a record of Family Business names its game in its save;
    /// one of Nothing Personal names none (and a text that is not a record is left to its
    /// reader, which says what is wrong). `Err` names a game the page does not play.
    ///
    /// # Errors
    /// The name of another game.
    pub fn of_record(text: &str) -> Result<GameKind, String> {
        let named = serde_json::from_str::<Value>(text)
            .ok()
            .and_then(|raw| raw.get("game")?.get("game").cloned());
        match named {
            None => Ok(GameKind::NothingPersonal),
            Some(Value::String(game)) if game == FAMILY_BUSINESS => Ok(GameKind::FamilyBusiness),
            Some(Value::String(game)) => Err(game),
            Some(other) => Err(other.to_string()),
        }
    }
}

/// How far a game has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    NothingPersonal { round: u8, phase: Phase },
    FamilyBusiness { turn: u32, over: bool },
}

/// One saved game as the list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameEntry {
    pub id: String,
    /// The title its players gave it, if any.
    pub title: Option<String>,
    pub names: Vec<String>,
    pub progress: Progress,
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
            progress: Progress::NothingPersonal {
                round: session.game().round(),
                phase: session.game().phase(),
            },
            played,
        }
    }

    pub fn is_over(&self) -> bool {
        match self.progress {
            Progress::NothingPersonal { phase, .. } => phase == Phase::GameOver,
            Progress::FamilyBusiness { over, .. } => over,
        }
    }

    pub fn game(&self) -> GameKind {
        match self.progress {
            Progress::NothingPersonal { .. } => GameKind::NothingPersonal,
            Progress::FamilyBusiness { .. } => GameKind::FamilyBusiness,
        }
    }

    fn to_json(&self) -> String {
        let names: Vec<String> = self.names.iter().map(|n| quote(n)).collect();
        let progress = match self.progress {
            Progress::NothingPersonal { round, phase } => {
                let phase = PHASES.iter().position(|p| *p == phase).unwrap_or(0);
                format!("\"round\":{round},\"phase\":{phase}")
            }
            Progress::FamilyBusiness { turn, over } => format!(
                "\"game\":{},\"turn\":{turn},\"over\":{over}",
                quote(FAMILY_BUSINESS)
            ),
        };
        format!(
            "{{\"id\":{},\"title\":{},\"names\":[{}],{progress},\"played\":{}}}",
            quote(&self.id),
            self.title.as_deref().map_or("null".to_string(), quote),
            names.join(","),
            self.played,
        )
    }

    fn from_value(v: &Value) -> Option<GameEntry> {
        let title = match v.get("title")? {
            Value::Null => None,
            t => Some(t.as_str()?.to_string()),
        };
        let progress = match v.get("game") {
            None => Progress::NothingPersonal {
                round: u8::try_from(v.get("round")?.as_u64()?).ok()?,
                phase: *PHASES.get(usize::try_from(v.get("phase")?.as_u64()?).ok()?)?,
            },
            Some(game) if game.as_str() == Some(FAMILY_BUSINESS) => Progress::FamilyBusiness {
                turn: u32::try_from(v.get("turn")?.as_u64()?).ok()?,
                over: v.get("over")?.as_bool()?,
            },
            Some(_) => return None,
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
            progress,
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
            progress: Progress::NothingPersonal { round: 3, phase },
            played: 1_795_000_000_123,
        }
    }

    fn family_business(id: &str, turn: u32, over: bool) -> GameEntry {
        GameEntry {
            progress: Progress::FamilyBusiness { turn, over },
            ..entry(id, None, Phase::Setup)
        }
    }

    #[test]
    fn a_list_reads_back_as_written() {
        let index = GameIndex {
            entries: vec![
                entry("a1", Some("Friday \"night\""), Phase::Crew),
                entry("b2", None, Phase::GameOver),
                family_business("c3", 12, false),
                family_business("d4", 80, true),
            ],
        };
        assert_eq!(GameIndex::from_json(&index.to_json()), Some(index.clone()));
        assert!(index.entries[1].is_over());
        assert!(!index.entries[0].is_over());
        assert!(!index.entries[2].is_over() && index.entries[3].is_over());
        assert_eq!(index.entries[2].game(), GameKind::FamilyBusiness);
        assert_eq!(index.entries[0].game(), GameKind::NothingPersonal);
    }

    /// A list written before the page played Family Business reads as it did.
    #[test]
    fn an_entry_written_before_reads_as_nothing_personal() {
        let text = r#"[{"id":"a","title":null,"names":["Anna"],"round":2,"phase":3,"played":5}]"#;
        let index = GameIndex::from_json(text).expect("reads");
        assert_eq!(index.entries[0].game(), GameKind::NothingPersonal);
        assert_eq!(index.to_json(), text);
    }

    #[test]
    fn a_record_names_its_game() {
        let fb = r#"{"version":1,"game":{"game":"family-business","version":1},"seats":[]}"#;
        let np = r#"{"version":1,"game":{"version":1,"config":{}},"seats":[]}"#;
        let other = r#"{"version":1,"game":{"game":"chess"},"seats":[]}"#;
        assert_eq!(GameKind::of_record(fb), Ok(GameKind::FamilyBusiness));
        assert_eq!(GameKind::of_record(np), Ok(GameKind::NothingPersonal));
        assert_eq!(
            GameKind::of_record("{not json"),
            Ok(GameKind::NothingPersonal)
        );
        assert_eq!(GameKind::of_record(other), Err("chess".to_string()));
    }

    #[test]
    fn a_played_game_comes_first_once_and_renaming_trims_and_cuts() {
        let mut index = GameIndex::default();
        index.played(entry("a", None, Phase::Setup));
        index.played(entry("b", None, Phase::Setup));
        index.played(entry("a", None, Phase::Crew));
        let ids: Vec<&str> = index.entries.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, ["a", "b"]);
        assert_eq!(
            index.get("a").map(|e| e.progress),
            Some(Progress::NothingPersonal {
                round: 3,
                phase: Phase::Crew
            })
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
            "[{\"id\":\"a\",\"title\":null,\"names\":[],\"round\":1,\"phase\":12,\"played\":0}]",
        ] {
            assert_eq!(GameIndex::from_json(text), None, "{text}");
        }
    }
}
