//! The one interface between the shell and its games. The start module knows a game by its
//! [`GameCard`] (its id, its names and how to load its code); everything else of a game is its
//! [`Game`], in its own split-off module. The worker knows a game's bots by its [`BotCard`].

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::AnyView;
use serde_json::Value;

use super::guide::{Section, Term};
use super::texts::Texts;
use super::words::tr;
use crate::i18n::Locale;

/// A game's id, as its records, list entries, bot requests and files name it.
pub type GameId = &'static str;

/// A game's split-off code, on its way.
pub type GameCode = Pin<Box<dyn Future<Output = &'static dyn Game> + Send>>;

/// A game as the start module knows it: its names and where its code is.
pub struct GameCard {
    pub id: GameId,
    pub name: Texts<&'static str>,
    /// The start screen's line under the game's name.
    pub hint: Texts<&'static str>,
    /// Loads the game's code: its split point.
    pub code: fn() -> GameCode,
    /// Whether the game has a guided first game, which the start screen offers.
    pub lesson: bool,
}

/// The games of the page, in the start screen's order. The first is the game of the records
/// and list entries that name none (they were written before the page played another).
#[derive(Clone, Copy)]
pub struct Games(pub &'static [&'static GameCard]);

impl Games {
    pub fn by_id(&self, id: &str) -> Option<&'static GameCard> {
        self.0.iter().copied().find(|card| card.id == id)
    }

    /// The game of records and entries that name none.
    pub fn unnamed(&self) -> Option<&'static GameCard> {
        self.0.first().copied()
    }

    /// The game a stored record is of: the one its save names (`"game": {"game": id}`), or the
    /// unnamed game (a text that is not a record is left to that game's reader, which says
    /// what is wrong).
    ///
    /// # Errors
    /// The name of a game the page does not play.
    pub fn of_record(&self, text: &str) -> Result<&'static GameCard, String> {
        let named = serde_json::from_str::<Value>(text)
            .ok()
            .and_then(|raw| raw.get("game")?.get("game").cloned());
        match named {
            None => self.unnamed().ok_or_else(String::new),
            Some(Value::String(game)) => self.by_id(&game).ok_or(game),
            Some(other) => Err(other.to_string()),
        }
    }
}

/// Whose hidden cards the replay of an unfinished game shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hand {
    /// A saved game's: its one person's, if one person plays it.
    OfItsPerson,
    /// A link's: nobody's.
    Nobody,
}

/// What the list of saved games keeps of a game: its players, and how far it has come in the
/// game's own fields, in the order they are written.
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    pub names: Vec<String>,
    pub progress: Progress,
}

/// How far a game has come: the fields its game writes into its list entry, in their order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Progress(pub Vec<(String, Value)>);

impl Progress {
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// The seat stored under `key` (its index among the players).
    pub fn seat(&self, key: &str) -> Option<usize> {
        usize::try_from(self.get(key)?.as_u64()?).ok()
    }
}

/// Where a listed game stands, as the list of saved games shows it: nothing any seat keeps
/// hidden.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    /// How far it has come ("Round 3 of 5 · Crew", "Turn 12"), or how it ended.
    pub how_far: String,
    /// Who plays next ("Next to play: Bruno"), when that tells nothing hidden.
    pub next: Option<String>,
    pub finished: bool,
}

impl Standing {
    /// The standing of a game of players `names` that has come `how_far`, or is `finished`:
    /// who plays next is the seat its progress stores as `next`, the winner of a finished game
    /// the seat stored as `winner` (none when the players share the result).
    pub fn new(
        names: &[String],
        progress: &Progress,
        how_far: String,
        finished: bool,
        locale: Locale,
    ) -> Standing {
        let name = |key: &str| progress.seat(key).and_then(|i| names.get(i));
        if finished {
            Standing {
                how_far: match name("winner") {
                    Some(winner) => tr!(locale, standing.won, name = winner),
                    None => tr!(locale, start.game_over),
                },
                next: None,
                finished,
            }
        } else {
            Standing {
                how_far,
                next: name("next").map(|n| tr!(locale, standing.next, name = n)),
                finished,
            }
        }
    }
}

/// Everything of a game but its card, in its own split-off module.
pub trait Game: Sync {
    fn card(&self) -> &'static GameCard;
    /// The start screen's setup of a new game, whose button starts it.
    fn setup(&self) -> AnyView;
    /// How to play the game, in `locale`: its sections in reading order.
    fn how_to_play(&self, locale: Locale) -> Vec<Section>;
    /// Every term the game's screens use, in `locale`.
    fn glossary(&self, locale: Locale) -> Vec<Term>;
    /// Starts the guided first game of a game whose card offers one: a fixed deal against
    /// bots, its coach speaking in `locale`'s names for the seats until the guided part is
    /// over. A game without one keeps this, which does nothing.
    fn learn(&self, _locale: Locale) {}
    /// Starts a new game of `players` seats, the last `bots` of them bots (a request of the
    /// page that embeds this one).
    ///
    /// # Errors
    /// Why the game cannot be set up so, in words.
    fn quick_start(&self, players: usize, bots: usize, locale: Locale) -> Result<(), String>;
    /// Reads and replays a record: what the list keeps of it.
    ///
    /// # Errors
    /// Why it does not replay, in words.
    fn read(&self, record: &str) -> Result<Listed, Texts>;
    /// Puts the game of a record on the table: what the list keeps of it.
    ///
    /// # Errors
    /// Why it does not replay, in words; the table is left as it was.
    fn play(&self, record: &str) -> Result<Listed, Texts>;
    /// Opens the replay of a record.
    ///
    /// # Errors
    /// Why it does not replay, in words.
    fn watch(&self, record: &str, hand: Hand) -> Result<(), Texts>;
    /// Where a listed game of players `names` stands.
    fn standing(&self, names: &[String], progress: &Progress, locale: Locale) -> Standing;
    fn table(&self) -> AnyView;
    fn replay(&self) -> AnyView;
    /// The top bar's track of the game shown, at its table and in its replay.
    fn track(&self) -> AnyView;
    /// The top bar's buttons for the game on the table.
    fn controls(&self) -> AnyView;
    /// The top bar's controls at the game's table (`at_table`) or in its replay: How to play,
    /// the game's buttons (at the table) and the More menu. The same for every game: given
    /// here, not drawn by the bar, so that their code comes with the games' code and not with
    /// the start screen, which never shows them.
    fn bar_controls(&self, at_table: bool) -> AnyView {
        super::ui::game_controls(self.card(), at_table.then(|| self.controls()))
    }
    /// Whether the record of the game on the table runs ahead of the table on the screen
    /// (tracked): its replay and its file would tell what the screen does not show yet.
    fn record_ahead(&self) -> bool;
    /// The record of the game on the table as it stands, with what the list keeps of it.
    fn record(&self) -> Option<(String, Listed)>;
    /// Shows the game on the table again; its bots play on.
    fn show_table(&self);
    /// Another game took the table, or this one was deleted: it is forgotten.
    fn leave(&self);
    /// The replay is closed.
    fn close_replay(&self);
    /// The worker's answer to the game's latest bot request (`None`: no answer).
    fn bot_replied(&self, answer: Option<&str>);
}

/// A game's half of the bots' worker: a request's text to its answer's.
pub struct BotCard {
    pub id: GameId,
    pub answer: fn(request: &str) -> Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn never() -> GameCode {
        Box::pin(std::future::pending())
    }

    const NAMES: Texts<&str> = Texts {
        en: "Made Up",
        ja: "メイドアップ",
    };

    static FIRST: GameCard = GameCard {
        id: "first-made-up",
        name: NAMES,
        hint: NAMES,
        code: never,
        lesson: false,
    };

    static SECOND: GameCard = GameCard {
        id: "second-made-up",
        name: NAMES,
        hint: NAMES,
        code: never,
        lesson: false,
    };

    static GAMES: Games = Games(&[&FIRST, &SECOND]);

    #[test]
    fn a_record_is_of_the_game_its_save_names_else_of_the_first() {
        let id = |text: &str| GAMES.of_record(text).map(|card| card.id);
        let second = r#"{"version":1,"game":{"game":"second-made-up","version":1},"seats":[]}"#;
        let unnamed = r#"{"version":1,"game":{"version":1,"config":{}},"seats":[]}"#;
        let other = r#"{"version":1,"game":{"game":"chess"},"seats":[]}"#;
        assert_eq!(id(second), Ok("second-made-up"));
        assert_eq!(id(unnamed), Ok("first-made-up"));
        // Not a record: its reader, the first game's, says what is wrong.
        assert_eq!(id("{not json"), Ok("first-made-up"));
        assert_eq!(id(other), Err("chess".to_string()));
        assert_eq!(
            id(r#"{"game":{"game":7}}"#),
            Err("7".to_string()),
            "a name that is not text"
        );
        assert_eq!(Games(&[]).of_record(unnamed).err(), Some(String::new()));
        assert_eq!(GAMES.by_id("second-made-up").map(|c| c.id), Some(SECOND.id));
        assert!(GAMES.by_id("chess").is_none());
    }

    #[test]
    fn a_standing_names_who_plays_next_or_who_won() {
        let names = ["Anna".to_string(), "Bruno".to_string()];
        let progress = Progress(vec![
            ("next".into(), Value::from(1)),
            ("winner".into(), Value::from(0)),
        ]);
        let playing = Standing::new(&names, &progress, "Turn 3".into(), false, Locale::en);
        assert_eq!(playing.how_far, "Turn 3");
        assert_eq!(playing.next.as_deref(), Some("Next to play: Bruno"));
        assert!(!playing.finished);
        let over = Standing::new(&names, &progress, "Turn 9".into(), true, Locale::en);
        assert_eq!(over.how_far, "Anna won");
        assert_eq!(over.next, None);
        let shared = Standing::new(
            &names,
            &Progress::default(),
            String::new(),
            true,
            Locale::en,
        );
        assert_eq!(shared.how_far, "Finished");
        // A seat that is not among the players is not named.
        let stray = Progress(vec![("next".into(), Value::from(7))]);
        assert_eq!(
            Standing::new(&names, &stray, String::new(), false, Locale::ja).next,
            None
        );
    }

    #[test]
    fn progress_fields_are_found_by_name() {
        let progress = Progress(vec![
            ("turn".into(), Value::from(3)),
            ("over".into(), Value::from(true)),
        ]);
        assert_eq!(progress.get("over"), Some(&Value::from(true)));
        assert_eq!(progress.get("round"), None);
    }
}
