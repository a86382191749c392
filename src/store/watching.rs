//! Watching a game again: the replay of the game on the table, of a saved game of either game
//! or of a link, and the way back. A replay only reads its record: nothing is saved and no bot
//! moves.

use leptos::prelude::*;
use np_engine::PlayerId;

use super::{fb_problem, Notice, SaveProblem, Screen, Store};
use crate::family_business::record::FbRecord;
use crate::family_business::seats::the_only_person as fb_the_only_person;
use crate::family_business::session::FbSession;
use crate::games::GameKind;
use crate::record::GameRecord;
use crate::replay::Replay;
use crate::replay_link::{record_of, LinkError, FRAGMENT_PREFIX};
use crate::seats::the_only_person;
use crate::session::Session;
use crate::storage::game_key;

impl Store {
    /// Replays the game on the table from its start, with the hand of the person known to hold
    /// the device (nobody's while it changes hands).
    pub fn replay_current(&self) {
        if let Some(record) = self
            .session
            .with_untracked(|s| s.as_ref().map(Session::record))
        {
            let seat = untrack(|| self.holder());
            if let Err(error) = self.watch(record, seat, Screen::Table) {
                let error = SaveProblem::NothingPersonal(error);
                self.notice(Notice::BrokenLink(LinkError::Record(error)));
            }
        } else if let Some(record) = self
            .fb
            .session
            .with_untracked(|s| s.as_ref().map(FbSession::record))
        {
            let text = record.to_json();
            let seat = untrack(|| self.fb.holder());
            match self.fb.watch(record, seat) {
                Ok(()) => self.show_replay(Screen::FbReplay, Screen::FbTable),
                Err(error) => self.notice(Notice::BrokenSave {
                    key: self
                        .game_id
                        .get_value()
                        .map(|id| game_key(&id))
                        .unwrap_or_default(),
                    error: fb_problem(&text, &error),
                }),
            }
        }
    }

    /// Replays saved game `id`, with the hand of its person if one person plays it. A game
    /// that does not replay is reported and kept.
    pub fn replay_saved(&self, id: &str) {
        let Some(text) = self.record_text(id) else {
            return;
        };
        if let Err(error) = self.watch_text(&text, true) {
            self.notice(Notice::BrokenSave {
                key: game_key(id),
                error,
            });
        }
    }

    /// Opens the replay in a link's fragment (`#replay=…`), with nobody's hand while its game
    /// is unfinished; a damaged link is reported.
    pub fn open_link(&self, fragment: String) {
        if !fragment.starts_with(FRAGMENT_PREFIX) {
            return;
        }
        let store = *self;
        leptos::task::spawn_local(async move {
            let opened = record_of(&fragment)
                .await
                .and_then(|text| store.watch_text(&text, false).map_err(LinkError::Record));
            if let Err(error) = opened {
                store.notice(Notice::BrokenLink(error));
            }
        });
    }

    /// Replays, from the start screen, the game of either game whose record is `text`; while
    /// it is unfinished, with the hidden cards of its one person if one person plays it and
    /// `by_its_person` (a saved game, not a link's).
    fn watch_text(&self, text: &str, by_its_person: bool) -> Result<(), SaveProblem> {
        match GameKind::of_record(text) {
            Ok(GameKind::NothingPersonal) => GameRecord::from_json(text)
                .and_then(|record| {
                    let seat = the_only_person(&record.seats).filter(|_| by_its_person);
                    self.watch(record, seat, Screen::Start)
                })
                .map_err(SaveProblem::NothingPersonal),
            Ok(GameKind::FamilyBusiness) => FbRecord::from_json(text)
                .and_then(|record| {
                    let seat = fb_the_only_person(&record.seats).filter(|_| by_its_person);
                    self.fb.watch(record, seat)
                })
                .map(|()| self.show_replay(Screen::FbReplay, Screen::Start))
                .map_err(|e| fb_problem(text, &e)),
            Err(game) => Err(SaveProblem::OtherGame(game)),
        }
    }

    fn watch(
        &self,
        record: GameRecord,
        seat: Option<PlayerId>,
        back: Screen,
    ) -> Result<(), crate::record::RecordError> {
        let replay = Replay::new(record, seat)?;
        self.replay.set(Some(replay));
        self.show_replay(Screen::Replay, back);
        Ok(())
    }

    /// Shows a replay's `screen`; closing it goes back to `back`.
    fn show_replay(&self, screen: Screen, back: Screen) {
        self.details.set(None);
        self.replay_return.set_value(back);
        self.screen.set(screen);
    }

    /// Leaves the replay for the screen it was opened from; a link's address loses its
    /// fragment, so reloading the page does not open the replay again.
    pub fn close_replay(&self) {
        self.replay.set(None);
        self.fb.replay.set(None);
        if let Some(window) = web_sys::window() {
            let location = window.location();
            if location
                .hash()
                .is_ok_and(|h| h.starts_with(FRAGMENT_PREFIX))
            {
                let path = location.pathname().unwrap_or_default()
                    + &location.search().unwrap_or_default();
                if let Ok(history) = window.history() {
                    let _ = history.replace_state_with_url(
                        &wasm_bindgen::JsValue::NULL,
                        "",
                        Some(&path),
                    );
                }
            }
        }
        match self.replay_return.get_value() {
            Screen::Table | Screen::FbTable if self.has_game_untracked() => self.continue_game(),
            _ => self.screen.set(Screen::Start),
        }
    }

    /// Shows the replayed game after its first `at` actions.
    pub fn replay_go(&self, at: usize) {
        self.replay.update(|r| {
            if let Some(r) = r {
                r.go(at);
            }
        });
    }

    /// Shows another seat's hand in the replay of a finished game.
    pub fn replay_show_seat(&self, seat: PlayerId) {
        self.replay.update(|r| {
            if let Some(r) = r {
                r.show_seat(seat);
            }
        });
    }
}
