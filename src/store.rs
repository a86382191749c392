//! The one store of the page: the game being played, who is looking at the screen, the answer
//! being built, bot moves and autosave. Components read its signals and call its methods;
//! every action reaches the engine through [`Store::play`]. A game of Family Business is kept
//! in [`Store::fb`] ([`FbStore`]); the saved games, the notices, the bots' worker, the speed
//! and the screen are the page's, shared by both games.

use std::time::Duration;

use leptos::prelude::*;
use np_engine::{
    base_cards, Action, ActionError, Answer, CardId, GameConfig, GangsterId, PlayerId,
};

use crate::bilingual::Bilingual;
use crate::bot_request::{BotReply, BotRequest, FbBotReply};
use crate::bot_worker::BotChannel;
use crate::builder::Builder;
use crate::family_business::record::{FbRecord, FbRecordError};
use crate::family_business::session::FbSession;
use crate::family_business::store::FbStore;
use crate::family_business::words::FbWords;
use crate::game_code::Loader;
use crate::games::{GameEntry, GameIndex, GameKind, Progress};
use crate::record::RecordError;
use crate::replay::Replay;
use crate::replay_link::LinkError;
use crate::seats::{the_only_person, Seat, SeatKind};
use crate::seed;
use crate::session::{Answerer, Session};
use crate::storage::{game_key, Storage, StorageError, GAMES_KEY, LAST_KEY};

mod watching;

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The game played last is being resumed.
    Opening,
    Start,
    Table,
    Replay,
    /// The table of a game of Family Business.
    FbTable,
    /// The replay of a game of Family Business.
    FbReplay,
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

/// Why a saved game could not be resumed, in the terms of its game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    NothingPersonal(RecordError),
    /// Said in both languages when it was found, by the game's own words.
    FamilyBusiness(Bilingual),
    /// A save of a game the page does not play.
    OtherGame(String),
}

/// A saved game, read and replayed.
enum Resumed {
    NothingPersonal(Box<Session>),
    FamilyBusiness(Box<FbSession>),
}

/// Reads and replays a stored record of either game.
fn resume_record(text: &str) -> Result<Resumed, SaveProblem> {
    match GameKind::of_record(text) {
        Ok(GameKind::NothingPersonal) => Session::from_json(text)
            .map(|s| Resumed::NothingPersonal(Box::new(s)))
            .map_err(SaveProblem::NothingPersonal),
        Ok(GameKind::FamilyBusiness) => FbSession::from_json(text)
            .map(|s| Resumed::FamilyBusiness(Box::new(s)))
            .map_err(|e| fb_problem(text, &e)),
        Err(game) => Err(SaveProblem::OtherGame(game)),
    }
}

/// Why the stored record `text` of a game of Family Business does not replay, in words.
fn fb_problem(text: &str, error: &FbRecordError) -> SaveProblem {
    let names: Vec<String> = FbRecord::from_json(text)
        .map(|r| r.seats.into_iter().map(|s| s.name).collect())
        .unwrap_or_default();
    SaveProblem::FamilyBusiness(FbWords::record_error_in_both(error, &names))
}

/// A card shown in the details panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Details {
    Gangster(GangsterId),
    Card(CardId),
}

#[derive(Clone, Copy)]
pub struct Store {
    pub session: RwSignal<Option<Session>, LocalStorage>,
    pub screen: RwSignal<Screen>,
    /// The human whose eyes are on the screen; `None` before the first hand-off, or when only
    /// bots play.
    pub viewer: RwSignal<Option<PlayerId>>,
    pub builder: RwSignal<Option<Builder>, LocalStorage>,
    pub speed: RwSignal<Speed>,
    pub notices: RwSignal<Vec<Notice>>,
    /// The last refusal of the engine, in its typed form.
    pub refusal: RwSignal<Option<ActionError>>,
    pub details: RwSignal<Option<Details>>,
    /// Log entries from this index on came with the last action.
    pub fresh_from: RwSignal<usize>,
    /// The saved games, newest played first.
    pub games: RwSignal<GameIndex>,
    /// A game's record shown as text to copy, where the page may not offer a file.
    pub export_text: RwSignal<Option<String>>,
    /// The game being watched again.
    pub replay: RwSignal<Option<Replay>, LocalStorage>,
    /// The screen closing the replay goes back to.
    replay_return: StoredValue<Screen>,
    /// Every notice shown so far.
    noticed: StoredValue<Vec<Notice>>,
    game_id: StoredValue<Option<String>>,
    storage: StoredValue<Storage>,
    /// The bots' worker, started with the first bot move.
    worker: StoredValue<Option<BotChannel>, LocalStorage>,
    /// The token of the last bot request; a reply with another token is about a game that has
    /// moved on.
    last_token: StoredValue<u64>,
    /// Actions of the thinking bot refused in a row; each try gets a bot of another seed.
    refused_in_a_row: StoredValue<u64>,
    bot_scheduled: StoredValue<bool>,
    /// Loads the game's code (crate::game_code).
    pub game_code: Loader,
    /// The game of Family Business on the table, if that is the game played.
    pub fb: FbStore,
}

impl Store {
    /// The store, opening the game played last if there is one (see [`Store::resume_last`]).
    pub fn new(game_code: Loader) -> Store {
        let storage = Storage::probe();
        let opening = if storage.read_string(LAST_KEY).is_some() {
            Screen::Opening
        } else {
            Screen::Start
        };
        let store = Store {
            session: RwSignal::new_local(None),
            screen: RwSignal::new(opening),
            viewer: RwSignal::new(None),
            builder: RwSignal::new_local(None),
            speed: RwSignal::new(Speed::Normal),
            notices: RwSignal::new(Vec::new()),
            refusal: RwSignal::new(None),
            details: RwSignal::new(None),
            fresh_from: RwSignal::new(0),
            games: RwSignal::new(
                storage
                    .read(GAMES_KEY)
                    .and_then(|text| GameIndex::from_json(&text))
                    .unwrap_or_default(),
            ),
            export_text: RwSignal::new(None),
            replay: RwSignal::new_local(None),
            replay_return: StoredValue::new(Screen::Start),
            noticed: StoredValue::new(Vec::new()),
            game_id: StoredValue::new(None),
            storage: StoredValue::new(storage),
            worker: StoredValue::new_local(None),
            last_token: StoredValue::new(0),
            refused_in_a_row: StoredValue::new(0),
            bot_scheduled: StoredValue::new(false),
            game_code,
            fb: FbStore::new(),
        };
        if !storage.available() {
            store.notice(Notice::StorageUnavailable);
        }
        crate::offline::start(move || store.notice(Notice::UpdateReady));
        store
    }

    pub fn storage(&self) -> Storage {
        self.storage.get_value()
    }

    /// Shows a notice, once: a notice the players dismissed does not come back.
    pub(crate) fn notice(&self, notice: Notice) {
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

    /// Resumes the game played last; without one the start screen shows.
    pub fn resume_last(&self) {
        if self.screen.get_untracked() == Screen::Opening {
            self.screen.set(Screen::Start);
        }
        let storage = self.storage();
        let Some(id) = storage.read_string(LAST_KEY) else {
            return;
        };
        let key = game_key(&id);
        let Some(text) = storage.read(&key) else {
            return;
        };
        match resume_record(&text) {
            Ok(Resumed::NothingPersonal(session)) => {
                // A game saved before the list of games existed joins it.
                if self.games.with_untracked(|g| g.get(&id).is_none()) {
                    self.list_game(&id, &session);
                }
                self.game_id.set_value(Some(id));
                self.enter(*session);
            }
            Ok(Resumed::FamilyBusiness(session)) => {
                self.game_id.set_value(Some(id));
                self.fb.enter(*self, *session);
            }
            Err(error) => self.notice(Notice::BrokenSave { key, error }),
        }
    }

    /// Opens saved game `id` on the table; a game that fails to load is reported and kept.
    pub fn open(&self, id: &str) {
        // The game on the table is shown as it is (it may live in memory only).
        if self.game_id.get_value().as_deref() == Some(id) && self.has_game_untracked() {
            self.continue_game();
            return;
        }
        let key = game_key(id);
        let Some(text) = self.storage().read(&key) else {
            return;
        };
        match resume_record(&text) {
            Ok(Resumed::NothingPersonal(session)) => {
                self.game_id.set_value(Some(id.to_string()));
                let _ = self.storage().write_string(LAST_KEY, id);
                self.enter(*session);
                self.save();
            }
            Ok(Resumed::FamilyBusiness(session)) => {
                self.set_game_id(Some(id.to_string()));
                self.fb.enter(*self, *session);
                self.fb.save(*self);
            }
            Err(error) => self.notice(Notice::BrokenSave { key, error }),
        }
    }

    /// Whether a game of either kind is on the table (tracked).
    pub fn has_game(&self) -> bool {
        self.session.with(Option::is_some) || self.fb.has_game()
    }

    fn has_game_untracked(&self) -> bool {
        untrack(|| self.has_game())
    }

    /// Names the game on the table and remembers it as the last one played.
    pub(crate) fn set_game_id(&self, id: Option<String>) {
        if let Some(id) = &id {
            // A failure here is reported by the save that follows.
            let _ = self.storage().write_string(LAST_KEY, id);
        }
        self.game_id.set_value(id);
    }

    /// A game of Family Business takes the table: the game of Nothing Personal leaves it, and
    /// a bot's reply about it is dropped.
    pub(crate) fn leave_nothing_personal(&self) {
        self.last_token.update_value(|t| *t += 1);
        self.session.set(None);
        self.builder.set(None);
        self.viewer.set(None);
    }

    /// Stores the game on the table as `text`, and its place in the list of games.
    pub(crate) fn save_game(&self, text: &str, names: Vec<String>, progress: Progress) {
        let Some(id) = self.game_id.get_value() else {
            return;
        };
        match self.storage().write(&game_key(&id), text) {
            Ok(()) => self.list_entry(&id, names, progress),
            Err(StorageError::Full) => self.notice(Notice::StorageFull),
            Err(StorageError::Unavailable) => self.notice(Notice::StorageUnavailable),
        }
    }

    /// Sends a request to the bots' worker, started with the first one.
    pub(crate) fn ask_bots(&self, request: String) {
        let store = *self;
        self.worker.update_value(|worker| {
            if worker.is_none() {
                *worker = BotChannel::spawn(move |reply| store.bot_replied(&reply));
            }
            if let Some(worker) = worker {
                worker.send(request);
            }
        });
    }

    /// Deletes saved game `id`: its record and its place in the list.
    pub fn delete(&self, id: &str) {
        let storage = self.storage();
        storage.remove(&game_key(id));
        self.games.update(|g| g.remove(id));
        self.write_games();
        if self.game_id.get_value().as_deref() == Some(id) {
            self.last_token.update_value(|t| *t += 1);
            self.game_id.set_value(None);
            self.session.set(None);
            self.fb.clear();
            storage.remove(LAST_KEY);
        }
    }

    /// Whether the list of games offers the replay and the file of saved game `id` (tracked):
    /// not while it is the game on the table and its record runs ahead of the table held on the
    /// screen.
    pub fn record_offered(&self, id: &str) -> bool {
        let on_table = self.game_id.get_value().as_deref() == Some(id) && self.has_game();
        !(on_table && self.fb.record_ahead())
    }

    /// Offers the game being played as a file (where storage cannot keep it).
    pub fn export_current(&self) {
        if let Some(id) = self.game_id.get_value() {
            self.export(&id);
        }
    }

    /// Offers saved game `id` as a file: its record, as stored (docs/formats.md); where the page
    /// may not offer a file, the same text to copy.
    pub fn export(&self, id: &str) {
        match self.record_text(id) {
            Some(text) if crate::transfer::downloads_allowed() => {
                let game = match GameKind::of_record(&text) {
                    Ok(GameKind::FamilyBusiness) => "family-business",
                    _ => "nothing-personal",
                };
                let _ = crate::transfer::download(&format!("{game}-{id}.json"), &text);
            }
            Some(text) => self.export_text.set(Some(text)),
            None => {}
        }
    }

    /// The record of saved game `id` as text: the game on the table as it is (it may live in
    /// memory only), another as stored.
    fn record_text(&self, id: &str) -> Option<String> {
        if self.game_id.get_value().as_deref() == Some(id) && self.has_game_untracked() {
            self.session
                .with_untracked(|s| s.as_ref().map(Session::to_json))
                .or_else(|| {
                    self.fb
                        .session
                        .with_untracked(|s| s.as_ref().map(FbSession::to_json))
                })
        } else {
            self.storage().read(&game_key(id))
        }
    }

    /// Imports a game record from a file's text: checked by replaying it through the engine,
    /// then stored as a new game at the top of the list. A file that does not replay changes
    /// nothing, and says why.
    ///
    /// # Errors
    /// The [`SaveProblem`] of the file.
    pub fn import(&self, text: &str) -> Result<String, SaveProblem> {
        let resumed = resume_record(text)?;
        let id = format!("{:016x}", seed::fresh());
        let (record, names, progress) = match &resumed {
            Resumed::NothingPersonal(session) => (
                session.to_json(),
                session.names(),
                GameEntry::of(&id, session, None, 0).progress,
            ),
            Resumed::FamilyBusiness(session) => (
                session.to_json(),
                session.names(),
                Progress::FamilyBusiness {
                    turn: session.game().turn(),
                    over: session.game().is_over(),
                },
            ),
        };
        let stored = self.storage().write(&game_key(&id), &record);
        self.list_entry(&id, names, progress);
        if let Err(e) = stored {
            // Without room to keep it, the game is played at once, in memory (the page says so).
            self.notice(match e {
                StorageError::Full => Notice::StorageFull,
                StorageError::Unavailable => Notice::StorageUnavailable,
            });
            self.game_id.set_value(Some(id.clone()));
            match resumed {
                Resumed::NothingPersonal(session) => self.enter(*session),
                Resumed::FamilyBusiness(session) => self.fb.enter(*self, *session),
            }
        }
        Ok(id)
    }

    /// Gives saved game `id` a title (an empty one takes it away).
    pub fn rename(&self, id: &str, title: &str) {
        self.games.update(|g| g.rename(id, title));
        self.write_games();
    }

    /// Puts game `id`, as `session` stands now, first in the list of games.
    fn list_game(&self, id: &str, session: &Session) {
        let progress = GameEntry::of(id, session, None, 0).progress;
        self.list_entry(id, session.names(), progress);
    }

    /// Puts game `id`, with its players and how far it has come, first in the list of games.
    fn list_entry(&self, id: &str, names: Vec<String>, progress: Progress) {
        let title = self
            .games
            .with_untracked(|g| g.get(id).and_then(|e| e.title.clone()));
        let entry = GameEntry {
            id: id.to_string(),
            title,
            names,
            progress,
            // Whole milliseconds: the browser's clock has no finer ones to give.
            played: js_sys::Date::now() as u64,
        };
        self.games.update(|g| g.played(entry));
        self.write_games();
    }

    fn write_games(&self) {
        let text = self.games.with_untracked(GameIndex::to_json);
        // A failure here is reported by the game's own save.
        let _ = self.storage().write(GAMES_KEY, &text);
    }

    /// Starts a new game with these seats.
    pub fn start(&self, config: GameConfig, seats: Vec<Seat>) -> Result<(), np_engine::SetupError> {
        let session = Session::new(config, seats)?;
        let id = format!("{:016x}", seed::fresh());
        self.game_id.set_value(Some(id.clone()));
        // A failure here is reported by the save that follows.
        let _ = self.storage().write_string(LAST_KEY, &id);
        self.enter(session);
        self.save();
        Ok(())
    }

    /// Shows a game: the viewer is chosen, bots move if it is their turn.
    fn enter(&self, session: Session) {
        self.fb.clear();
        // A reply to a request about the game shown before is dropped.
        self.last_token.update_value(|t| *t += 1);
        self.refused_in_a_row.set_value(0);
        // A single person needs no hand-off; several find out who starts from the hand-off.
        self.viewer.set(the_only_person(session.seats()));
        self.fresh_from.set(session.log().len());
        self.session.set(Some(session));
        self.refusal.set(None);
        self.reset_builder();
        self.screen.set(Screen::Table);
        self.schedule_automatic();
    }

    /// Shows the game on the table again, and its bots play on.
    fn continue_game(&self) {
        if self.session.with_untracked(Option::is_some) {
            self.screen.set(Screen::Table);
            self.schedule_automatic();
        } else {
            self.fb.continue_game(*self);
        }
    }

    pub fn show_start(&self) {
        self.screen.set(Screen::Start);
    }

    /// The seat whose person must take the device before anything private is shown.
    pub fn handoff(&self) -> Option<PlayerId> {
        let viewer = self.viewer.get();
        self.session.with(|s| s.as_ref()?.handoff(viewer))
    }

    /// The person known to hold the device, whose hand and private events the table and its
    /// replay may show (tracked): nobody while the device changes hands.
    pub fn holder(&self) -> Option<PlayerId> {
        let viewer = self.viewer.get();
        self.session.with(|s| s.as_ref()?.holder(viewer))
    }

    /// Sets the viewer's standing preference to decline rerolls and window plays (R12.14.1).
    pub fn set_decline_windows(&self, on: bool) {
        let Some(seat) = self.viewer.get_untracked() else {
            return;
        };
        self.session.update(|s| {
            if let Some(s) = s {
                s.set_decline_windows(seat, on);
            }
        });
        self.save();
        self.schedule_automatic();
    }

    /// The person at `seat` has taken the device.
    pub fn reveal(&self, seat: PlayerId) {
        self.details.set(None);
        self.viewer.set(Some(seat));
        self.reset_builder();
    }

    /// A fresh answer builder for the viewer's pending decision, if it is theirs.
    fn reset_builder(&self) {
        let viewer = self.viewer.get_untracked();
        let builder = self.session.with_untracked(|s| {
            let game = s.as_ref()?.game();
            let d = game.pending()?;
            let cards = base_cards().ok()?;
            (Some(d.seat) == viewer).then(|| Builder::new(game.legal_list(), &d.kind, cards))
        });
        self.builder.set(builder);
    }

    /// Applies an action of a person at `seat`; a refusal changes nothing and its reason is
    /// shown.
    pub fn play(&self, seat: PlayerId, action: Action) -> Result<(), ActionError> {
        let result = self.apply(seat, action);
        if let Err(e) = result {
            self.refusal.set(Some(e));
        }
        result
    }

    /// Applies an action of `seat`; on success the game is saved, the builder starts afresh and
    /// the page answers what it answers (bots, standing preferences).
    fn apply(&self, seat: PlayerId, action: Action) -> Result<(), ActionError> {
        let before = self
            .session
            .with_untracked(|s| s.as_ref().map_or(0, |s| s.log().len()));
        let mut result = Err(ActionError::GameOver);
        self.session.update(|s| {
            if let Some(s) = s {
                result = s.play(seat, action).map(|_| ());
            }
        });
        if result.is_ok() {
            self.fresh_from.set(before);
            self.refusal.set(None);
            self.save();
            self.tell_host_if_over();
            self.reset_builder();
            self.schedule_automatic();
        }
        result
    }

    /// Tells the page that embeds this one the final ranking, once the game is over.
    fn tell_host_if_over(&self) {
        let ranking = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let game = s.game();
            if !game.is_over() {
                return None;
            }
            let view = game.view(PlayerId(0));
            let names = s.names();
            Some(
                game.ranking()
                    .iter()
                    .map(|p| {
                        let respect = view.seats.get(p.index()).map_or(0, |v| v.respect);
                        (names.get(p.index()).cloned().unwrap_or_default(), respect)
                    })
                    .collect::<Vec<_>>(),
            )
        });
        if let Some(ranking) = ranking {
            crate::embed::tell_host(&crate::embed::game_over_message(&ranking));
        }
    }

    /// The person who may take back the last action now, and their name.
    pub fn take_back_seat(&self) -> Option<(PlayerId, String)> {
        self.session.with(|s| {
            let s = s.as_ref()?;
            let seat = s.take_back_seat()?;
            Some((seat, s.seat(seat)?.name.clone()))
        })
    }

    /// Takes back the last action if its person may (docs/decisions.md): the game is replayed
    /// without it and saved, a bot's move on the way is dropped, and the decision goes back to
    /// that person (through the hand-off when several people play).
    pub fn take_back(&self) {
        let Some(session) = self
            .session
            .with_untracked(|s| s.as_ref().and_then(Session::taken_back))
        else {
            return;
        };
        self.enter(session);
        self.save();
    }

    /// Sends the answer built in the panel for the viewer.
    pub fn submit(&self) {
        let answer: Option<Answer> = self
            .builder
            .with_untracked(|b| b.as_ref().and_then(|b| b.complete().cloned()));
        if let (Some(answer), Some(seat)) = (answer, self.viewer.get_untracked()) {
            let _ = self.play(seat, Action::Answer(answer));
        }
    }

    /// A free operation of the viewer (R12.2): shakedown, gift or trade proposal.
    pub fn free_op(&self, action: Action) -> Result<(), ActionError> {
        match self.viewer.get_untracked() {
            Some(seat) => self.play(seat, action),
            None => Err(ActionError::NotYourDecision),
        }
    }

    fn save(&self) {
        let Some(id) = self.game_id.get_value() else {
            return;
        };
        let Some(text) = self
            .session
            .with_untracked(|s| s.as_ref().map(Session::to_json))
        else {
            return;
        };
        match self.storage().write(&game_key(&id), &text) {
            Ok(()) => self.session.with_untracked(|s| {
                if let Some(s) = s {
                    self.list_game(&id, s);
                }
            }),
            Err(StorageError::Full) => self.notice(Notice::StorageFull),
            Err(StorageError::Unavailable) => self.notice(Notice::StorageUnavailable),
        }
    }

    /// The pending decision's seat and who answers it.
    fn answerer(&self) -> Option<(PlayerId, Answerer)> {
        self.session.with_untracked(|s| s.as_ref()?.to_answer())
    }

    /// Lets the page answer the pending decision when a bot or a standing preference answers
    /// it: a bot after the pause of the chosen speed, a preference at once; one action per
    /// browser task; only while the table is shown.
    fn schedule_automatic(&self) {
        let pause = match self.answerer() {
            Some((_, Answerer::Bot)) => {
                let window = self.session.with_untracked(|s| {
                    s.as_ref()
                        .and_then(|s| s.game().pending())
                        .is_some_and(|d| {
                            matches!(
                                d.kind,
                                np_engine::DecisionKind::Reroll { .. }
                                    | np_engine::DecisionKind::Response { .. }
                            )
                        })
                });
                self.speed.get_untracked().pause(window)
            }
            Some((_, Answerer::Preference)) => Duration::ZERO,
            _ => return,
        };
        if self.bot_scheduled.get_value() {
            return;
        }
        self.bot_scheduled.set_value(true);
        let store = *self;
        set_timeout(
            move || {
                store.bot_scheduled.set_value(false);
                store.answer_automatically();
            },
            pause,
        );
    }

    fn answer_automatically(&self) {
        // Away from the table (the start screen) the game waits.
        if self.screen.get_untracked() != Screen::Table {
            return;
        }
        match self.answerer() {
            Some((seat, Answerer::Bot)) => self.bot_move(seat),
            Some((seat, Answerer::Preference)) => {
                let _ = self.apply(seat, Action::Answer(Answer::Decline));
            }
            _ => {}
        }
    }

    /// Asks the bots' worker for the move of the bot at `seat`.
    fn bot_move(&self, seat: PlayerId) {
        mark("np-bot-move");
        let refused = self.refused_in_a_row.get_value();
        let request = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let SeatKind::Bot(level) = s.seat(seat)?.kind else {
                return None;
            };
            Some((level, s.save_file().clone(), bot_seed(s, seat, refused)))
        });
        let Some((level, game, seed)) = request else {
            return;
        };
        let token = self.last_token.get_value() + 1;
        self.last_token.set_value(token);
        let request = BotRequest {
            token,
            seat,
            level,
            seed,
            game,
        };
        self.ask_bots(request.to_json());
    }

    /// A bot's reply: applied if it answers the last request. A refused free operation changes
    /// nothing and the bot moves again; a refused answer, or none, gives way to the engine's
    /// default (R12.14).
    fn bot_replied(&self, text: &str) {
        if let Some(reply) = FbBotReply::from_json(text) {
            self.fb.bot_replied(*self, reply);
            return;
        }
        let Some(reply) = BotReply::from_json(text) else {
            return;
        };
        if reply.token != self.last_token.get_value() {
            return;
        }
        measure_since("np-bot-think", "np-bot-move");
        let Some(seat) = self.answerer().map(|(seat, _)| seat) else {
            return;
        };
        let was_answer = reply
            .action
            .as_ref()
            .is_none_or(|a| matches!(a, Action::Answer(_)));
        let applied = match reply.action {
            Some(action) => self.apply(seat, action).is_ok(),
            None => false,
        };
        if applied {
            self.refused_in_a_row.set_value(0);
            return;
        }
        self.refused_in_a_row.update_value(|n| *n += 1);
        let default = self
            .session
            .with_untracked(|s| s.as_ref().and_then(|s| s.game().default_answer()));
        match default {
            Some(answer) if was_answer => {
                let _ = self.apply(seat, Action::Answer(answer));
            }
            _ => self.schedule_automatic(),
        }
    }

    /// The builder's choice, then the answer if it is complete and needs no confirmation.
    pub fn choose(&self, slot: np_engine::Slot, pick: np_engine::Pick) {
        let mut send = false;
        self.builder.update(|b| {
            if let Some(b) = b {
                if b.choose(slot, pick) {
                    send = b.one_click();
                }
            }
        });
        self.refusal.set(None);
        if send {
            self.submit();
        }
    }

    pub fn back(&self) {
        self.builder.update(|b| {
            if let Some(b) = b {
                b.back();
            }
        });
    }

    /// Starts a new game with the seats and options of the current one (random setup, the
    /// expansion's sets), dealt from a fresh seed.
    pub fn play_again(&self) {
        let Some((old, seats)) = self.session.with_untracked(|s| {
            s.as_ref()
                .map(|s| (s.game().config().clone(), s.seats().to_vec()))
        }) else {
            return;
        };
        let config = GameConfig {
            seed: seed::fresh(),
            ..old
        };
        let _ = self.start(config, seats);
    }
}

/// Marks a moment on the page's performance timeline, so the time until the next paint can be
/// measured in the browser (docs/performance.md).
pub(crate) fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

/// A performance measure `name` from the last mark `since` (a bot's thinking, for benchmarks).
pub(crate) fn measure_since(name: &str, since: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.measure_with_start_mark(name, since);
    }
}

/// The seed of a bot's move: the game's seed, the seat, the actions so far and the bot's
/// refused tries, so a game replays the same and a refused move is not tried again.
fn bot_seed(session: &Session, seat: PlayerId, refused: u64) -> u64 {
    session
        .game()
        .config()
        .seed
        .wrapping_mul(31)
        .wrapping_add(u64::from(seat.0) + 1)
        .wrapping_mul(1_000_003)
        .wrapping_add(session.actions() as u64)
        .wrapping_mul(7_919)
        .wrapping_add(refused)
}
