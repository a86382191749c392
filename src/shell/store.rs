//! The shell's store: the screen shown, the game holding the table, the saved games, the
//! notices, the bots' worker and the speed of its bots. It knows the games only through their
//! cards and their [`Game`]; each game keeps a store of its own for its table and replay.

use std::cell::OnceCell;
use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::bot_envelope::{BotReply, BotRequest};
use super::bots::BotChannel;
use super::game::{Game, GameCard, GameId, Games, Listed};
use super::guide::GuideAt;
use super::replay_link::LinkError;
use super::saved::{GameEntry, GameIndex};
use super::seed;
use super::storage::{game_key, Storage, StorageError, GAMES_KEY, LAST_KEY};
use super::texts::Texts;
use super::transfer::{file_name, file_text, record_of_file};
use crate::i18n::Locale;

mod guide;
mod watching;

use guide::GuideReturn;

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The game played last is being resumed.
    Opening,
    Start,
    /// The table of the game holding it.
    Table(GameId),
    /// The replay of a game of this game.
    Replay(GameId),
}

/// How long a bot's move stays on screen before the next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    Slow,
    Normal,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Instant];

    /// The pause before a bot answers; a reroll or window prompt, usually declined with
    /// nothing to show, passes quicker.
    pub(crate) fn pause(self, window: bool) -> Duration {
        let ms = match self {
            Speed::Slow => 1500,
            Speed::Normal => 600,
            Speed::Instant => 0,
        };
        Duration::from_millis(if window { ms / 4 } else { ms })
    }

    /// How long a question to everyone at the device waits for a tap before the game goes on
    /// by itself: long enough to read it and reach the screen.
    pub(crate) fn question(self) -> Duration {
        Duration::from_millis(match self {
            Speed::Slow => 4000,
            Speed::Normal => 2000,
            Speed::Instant => 1000,
        })
    }
}

/// Something the page tells the players once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The browser gives no storage: the game lives in memory only.
    StorageUnavailable,
    /// A save failed because the storage is full.
    StorageFull,
    /// A saved game could not be resumed; it stays under `key`.
    BrokenSave { key: String, error: SaveProblem },
    /// A replay link could not be opened.
    BrokenLink(LinkError),
    /// A new version of the game is installed and waits for a reload.
    UpdateReady,
}

/// Why a saved game, a file or a link's record could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    /// Said in every language when it was found, by its game's own words.
    Game(Texts),
    /// A record of a game the page does not play.
    OtherGame(String),
}

/// The game holding the table.
type Holder = Option<&'static dyn Game>;

#[derive(Clone, Copy)]
pub struct Shell {
    pub games: Games,
    pub screen: RwSignal<Screen>,
    pub speed: RwSignal<Speed>,
    pub notices: RwSignal<Vec<Notice>>,
    /// The saved games, newest played first.
    pub saved: RwSignal<GameIndex>,
    /// A game's record shown as text to copy, where the page may not offer a file.
    pub export_text: RwSignal<Option<String>>,
    /// The game holding the table, if any (tracked).
    pub table: RwSignal<Option<GameId>>,
    /// The How to play open over the screen, if any: its game and section.
    pub guide: RwSignal<Option<GuideAt>>,
    guide_return: StoredValue<GuideReturn, LocalStorage>,
    holder: StoredValue<Holder>,
    /// Whether closing the replay goes back to the table (else to the start screen).
    replay_from_table: StoredValue<bool>,
    /// Every notice shown so far.
    noticed: StoredValue<Vec<Notice>>,
    game_id: StoredValue<Option<String>>,
    storage: StoredValue<Storage>,
    /// The bots' worker, started with the first bot move.
    worker: StoredValue<Option<BotChannel>, LocalStorage>,
    /// The token of the last bot request; a reply with another token is about a game that has
    /// moved on.
    last_token: StoredValue<u64>,
}

thread_local! {
    static SHELL: OnceCell<Shell> = const { OnceCell::new() };
    /// The page's root owner, which lives as long as the page.
    static ROOT: OnceCell<Owner> = const { OnceCell::new() };
}

impl Shell {
    /// The page's shell, opening the game played last if there is one (see
    /// [`Shell::resume_last`]). Made once, by the page's root.
    pub fn new(games: Games) -> Shell {
        let storage = Storage::probe();
        let opening = if storage.read_string(LAST_KEY).is_some() || link_in_address() {
            Screen::Opening
        } else {
            Screen::Start
        };
        let shell = Shell {
            games,
            screen: RwSignal::new(opening),
            speed: RwSignal::new(Speed::Normal),
            notices: RwSignal::new(Vec::new()),
            saved: RwSignal::new(
                storage
                    .read(GAMES_KEY)
                    .and_then(|text| GameIndex::from_json(&text))
                    .unwrap_or_default(),
            ),
            export_text: RwSignal::new(None),
            table: RwSignal::new(None),
            guide: RwSignal::new(None),
            guide_return: StoredValue::new_local(GuideReturn::default()),
            holder: StoredValue::new(None),
            replay_from_table: StoredValue::new(false),
            noticed: StoredValue::new(Vec::new()),
            game_id: StoredValue::new(None),
            storage: StoredValue::new(storage),
            worker: StoredValue::new_local(None),
            last_token: StoredValue::new(0),
        };
        SHELL.with(|s| {
            let _ = s.set(shell);
        });
        if let Some(owner) = Owner::current() {
            ROOT.with(|r| {
                let _ = r.set(owner);
            });
        }
        if !storage.available() {
            shell.notice(Notice::StorageUnavailable);
        }
        super::offline::start(move || shell.notice(Notice::UpdateReady));
        shell
    }

    /// The page's shell.
    ///
    /// # Panics
    /// Before the page's root made it.
    pub fn get() -> Shell {
        SHELL.with(|s| *s.get().expect("the page's root makes the shell first"))
    }

    /// Makes a game's store under the page's root owner, so that it lives as long as the page,
    /// whichever screen first asked for it.
    pub fn make_store<T>(make: impl FnOnce() -> T) -> T {
        ROOT.with(|root| match root.get() {
            Some(owner) => owner.with(make),
            None => make(),
        })
    }

    pub fn storage(&self) -> Storage {
        self.storage.get_value()
    }

    /// Shows a notice, once: a notice the players dismissed does not come back.
    pub fn notice(&self, notice: Notice) {
        let new = self.noticed.try_update_value(|seen| {
            if seen.contains(&notice) {
                false
            } else {
                seen.push(notice.clone());
                true
            }
        });
        if new == Some(true) {
            self.notices.update(|n| n.push(notice));
        }
    }

    /// Runs `f` with the code of the game of `card`, once it is loaded.
    pub fn with_code(card: &'static GameCard, f: impl FnOnce(&'static dyn Game) + 'static) {
        spawn_local(async move { f((card.code)().await) });
    }

    /// Resumes the game played last; without one the start screen shows (unless a replay
    /// link is being opened).
    pub fn resume_last(&self) {
        let storage = self.storage();
        let last = storage
            .read_string(LAST_KEY)
            .and_then(|id| Some((storage.read(&game_key(&id))?, id)));
        let Some((text, id)) = last else {
            if !link_in_address() {
                self.leave_opening();
            }
            return;
        };
        let shell = *self;
        self.play_record(id.clone(), text, move |listed| {
            // A game saved before the list of games existed joins it.
            if shell.saved.with_untracked(|g| g.get(&id).is_none()) {
                shell.list_entry(&id, listed);
            }
        });
    }

    /// The opening screen gives way to the start screen.
    pub(crate) fn leave_opening(&self) {
        if self.screen.get_untracked() == Screen::Opening {
            self.screen.set(Screen::Start);
        }
    }

    /// Puts the game of stored record `text` on the table as game `id`, then `then` with what
    /// the list keeps of it; a record that does not replay is reported and kept.
    fn play_record(&self, id: String, text: String, then: impl FnOnce(Listed) + 'static) {
        let shell = *self;
        let key = game_key(&id);
        let card = match self.games.of_record(&text) {
            Ok(card) => card,
            Err(game) => {
                self.leave_opening();
                self.notice(Notice::BrokenSave {
                    key,
                    error: SaveProblem::OtherGame(game),
                });
                return;
            }
        };
        Shell::with_code(card, move |game| {
            shell.leave_opening();
            match game.play(&text) {
                Ok(listed) => {
                    shell.set_game_id(Some(id));
                    then(listed);
                }
                Err(error) => shell.notice(Notice::BrokenSave {
                    key,
                    error: SaveProblem::Game(error),
                }),
            }
        });
    }

    /// Opens saved game `id` on the table; a game that fails to load is reported and kept.
    pub fn open(&self, id: &str) {
        // The game on the table is shown as it is (it may live in memory only).
        if self.game_id.get_value().as_deref() == Some(id) {
            if let Some(game) = self.holder.get_value() {
                game.show_table();
                return;
            }
        }
        let Some(text) = self.storage().read(&game_key(id)) else {
            return;
        };
        let shell = *self;
        self.play_record(id.to_string(), text, move |_| shell.save_table());
    }

    /// Stores the game on the table as it stands.
    fn save_table(&self) {
        if let Some((text, listed)) = self.holder.get_value().and_then(|g| g.record()) {
            self.save(&text, listed);
        }
    }

    /// Whether a game is on the table (tracked).
    pub fn has_game(&self) -> bool {
        self.table.with(Option::is_some)
    }

    /// Names the game on the table and remembers it as the last one played.
    fn set_game_id(&self, id: Option<String>) {
        if let Some(id) = &id {
            // A failure here is reported by the save that follows.
            let _ = self.storage().write_string(LAST_KEY, id);
        }
        self.game_id.set_value(id);
    }

    /// `game` takes the table with a new game, under a new id.
    pub fn new_game(&self, game: &'static dyn Game) {
        self.take_table(game);
        self.set_game_id(Some(format!("{:016x}", seed::fresh())));
    }

    /// `game` takes the table and shows it: a game that held it before leaves it, and every
    /// bot request on the way is forgotten.
    pub fn take_table(&self, game: &'static dyn Game) {
        let id = game.card().id;
        if let Some(before) = self.holder.get_value() {
            if before.card().id != id {
                before.leave();
            }
        }
        self.forget_bot_requests();
        self.holder.set_value(Some(game));
        if self.table.get_untracked() != Some(id) {
            self.table.set(Some(id));
        }
        if self.screen.get_untracked() != Screen::Table(id) {
            self.screen.set(Screen::Table(id));
        }
    }

    /// Stores the game on the table as `text`, and its place in the list of games.
    pub fn save(&self, text: &str, listed: Listed) {
        let Some(id) = self.game_id.get_value() else {
            return;
        };
        match self.storage().write(&game_key(&id), text) {
            Ok(()) => self.list_entry(&id, listed),
            Err(StorageError::Full) => self.notice(Notice::StorageFull),
            Err(StorageError::Unavailable) => self.notice(Notice::StorageUnavailable),
        }
    }

    /// The game id an entry of a game of `card` names: none for the game of entries that
    /// name none.
    fn entry_game(&self, card: &'static GameCard) -> Option<&'static str> {
        let unnamed = self.games.unnamed().map(|c| c.id);
        (unnamed != Some(card.id)).then_some(card.id)
    }

    /// Puts game `id` of the game on the table, with its players and how far it has come,
    /// first in the list of games.
    fn list_entry(&self, id: &str, listed: Listed) {
        let Some(card) = self.holder.get_value().map(|g| g.card()) else {
            return;
        };
        self.list_entry_of(card, id, listed);
    }

    fn list_entry_of(&self, card: &'static GameCard, id: &str, listed: Listed) {
        let title = self
            .saved
            .with_untracked(|g| g.get(id).and_then(|e| e.title.clone()));
        // Whole milliseconds: the browser's clock has no finer ones to give.
        let played = js_sys::Date::now() as u64;
        let entry = GameEntry::new(id, self.entry_game(card), title, listed, played);
        self.saved.update(|g| g.played(entry));
        self.write_saved();
    }

    fn write_saved(&self) {
        let text = self.saved.with_untracked(GameIndex::to_json);
        // A failure here is reported by the game's own save.
        let _ = self.storage().write(GAMES_KEY, &text);
    }

    /// Deletes saved game `id`: its record and its place in the list.
    pub fn delete(&self, id: &str) {
        let storage = self.storage();
        storage.remove(&game_key(id));
        self.saved.update(|g| g.remove(id));
        self.write_saved();
        if self.game_id.get_value().as_deref() == Some(id) {
            self.forget_bot_requests();
            self.game_id.set_value(None);
            if let Some(game) = self.holder.get_value() {
                game.leave();
            }
            self.holder.set_value(None);
            self.table.set(None);
            storage.remove(LAST_KEY);
        }
    }

    /// Gives saved game `id` a title (an empty one takes it away).
    pub fn rename(&self, id: &str, title: &str) {
        self.saved.update(|g| g.rename(id, title));
        self.write_saved();
    }

    /// Whether the record of the game on the table may be offered, as a replay or a file
    /// (tracked): not while it runs ahead of the table on the screen.
    pub fn table_record_offered(&self) -> bool {
        self.table.track();
        !self
            .holder
            .get_value()
            .is_some_and(|game| game.record_ahead())
    }

    /// Whether the list of games offers the replay and the file of saved game `id` (tracked):
    /// not while it is the game on the table and its record runs ahead of the table held on the
    /// screen.
    pub fn record_offered(&self, id: &str) -> bool {
        let on_table = self.game_id.get_value().as_deref() == Some(id) && self.has_game();
        !on_table || self.table_record_offered()
    }

    /// Offers the game being played as a file (where storage cannot keep it).
    pub fn export_current(&self, locale: Locale) {
        if let Some(id) = self.game_id.get_value() {
            self.export(&id, locale);
        }
    }

    /// Offers saved game `id` as a file named after its title as `locale` shows it: its record
    /// (docs/formats.md) with the title its players gave it; where the page may not offer a
    /// file, the same text to copy.
    pub fn export(&self, id: &str, locale: Locale) {
        let Some(record) = self.record_text(id) else {
            return;
        };
        let entry = self.saved.with_untracked(|g| g.get(id).cloned());
        let text = file_text(&record, entry.as_ref().and_then(|e| e.title.as_deref()));
        if super::transfer::downloads_allowed() {
            let title = entry.map_or_else(|| id.to_string(), |e| e.shown_title(locale));
            let _ = super::transfer::download(&file_name(&title), &text);
        } else {
            self.export_text.set(Some(text));
        }
    }

    /// The record of saved game `id` as text: the game on the table as it is (it may live in
    /// memory only), another as stored.
    fn record_text(&self, id: &str) -> Option<String> {
        let on_table = self.game_id.get_value().as_deref() == Some(id);
        match self.holder.get_value().filter(|_| on_table) {
            Some(game) => game.record().map(|(text, _)| text),
            None => self.storage().read(&game_key(id)),
        }
    }

    /// Imports a game record from a file's text: checked by replaying it through its game's
    /// engine, then stored as a new game at the top of the list. A file that does not replay
    /// changes nothing, and says why. Without room to keep it, the game is played at once, in
    /// memory (the page says so).
    ///
    /// # Errors
    /// The [`SaveProblem`] of the file.
    pub async fn import(self, text: String) -> Result<String, SaveProblem> {
        let (text, title) = record_of_file(&text);
        let card = self
            .games
            .of_record(&text)
            .map_err(SaveProblem::OtherGame)?;
        let game = (card.code)().await;
        let listed = game.read(&text).map_err(SaveProblem::Game)?;
        let id = format!("{:016x}", seed::fresh());
        let stored = self.storage().write(&game_key(&id), &text);
        self.list_entry_of(card, &id, listed);
        if let Some(title) = title {
            self.rename(&id, &title);
        }
        if let Err(e) = stored {
            self.notice(match e {
                StorageError::Full => Notice::StorageFull,
                StorageError::Unavailable => Notice::StorageUnavailable,
            });
            if game.play(&text).is_ok() {
                self.game_id.set_value(Some(id.clone()));
            }
        }
        Ok(id)
    }

    pub fn show_start(&self) {
        self.screen.set(Screen::Start);
    }

    /// Sends a request of the game on the table to its bots, in the worker started with the
    /// first one. A reply is handed to the game only if no request was made or forgotten since.
    pub fn ask_bot(&self, request: String) {
        let Some(game) = self.holder.get_value().map(|g| g.card().id) else {
            return;
        };
        let token = self.last_token.get_value() + 1;
        self.last_token.set_value(token);
        let text = BotRequest {
            game: game.to_string(),
            token,
            request,
        }
        .to_json();
        let shell = *self;
        self.worker.update_value(|worker| {
            if worker.is_none() {
                *worker = BotChannel::spawn(move |reply| shell.bot_replied(&reply));
            }
            if let Some(worker) = worker {
                worker.send(text);
                mark(BOT_ASKED);
            }
        });
    }

    /// Every bot request on the way is about a game that has moved on: its reply is dropped.
    pub fn forget_bot_requests(&self) {
        self.last_token.update_value(|t| *t += 1);
    }

    /// A reply of the worker: handed to the game on the table if it answers its latest
    /// request.
    fn bot_replied(&self, text: &str) {
        mark(BOT_REPLY_READ);
        let Some(reply) = BotReply::from_json(text) else {
            return;
        };
        let Some(game) = self.holder.get_value() else {
            return;
        };
        if reply.is_for(self.last_token.get_value(), Some(game.card().id)) {
            game.bot_replied(reply.answer.as_deref());
        }
    }
}

/// Performance marks of each request sent to the bots' worker and each reply read from it,
/// dropped or not: the worker answers every request once, in order, so when both counts are
/// equal no reply is on its way.
const BOT_ASKED: &str = "bot-asked";
const BOT_REPLY_READ: &str = "bot-reply-read";

/// Whether the page's address holds a replay link, which opens its replay instead of the start
/// screen.
fn link_in_address() -> bool {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .is_some_and(|h| h.starts_with(super::replay_link::FRAGMENT_PREFIX))
}

/// Marks a moment on the page's performance timeline, so the time until the next paint can be
/// measured in the browser (docs/performance.md).
pub fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

/// A performance measure `name` from the last mark `since` (a bot's thinking, for benchmarks).
pub fn measure_since(name: &str, since: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.measure_with_start_mark(name, since);
    }
}
