//! Watching a game again: the replay of the game on the table, of a saved game or of a link,
//! and the way back. A replay only reads its record: nothing is saved and no bot moves.

use leptos::prelude::*;
use np_engine::PlayerId;

use super::{Notice, SaveProblem, Screen, Store};
use crate::record::GameRecord;
use crate::replay::Replay;
use crate::replay_link::{record_of, LinkError, FRAGMENT_PREFIX};
use crate::seats::the_only_person;
use crate::session::Session;
use crate::storage::game_key;

impl Store {
    /// Replays the game on the table from its start, with the hand of the person holding the
    /// device.
    pub fn replay_current(&self) {
        let Some(record) = self
            .session
            .with_untracked(|s| s.as_ref().map(Session::record))
        else {
            return;
        };
        let seat = self.viewer.get_untracked();
        if let Err(error) = self.watch(record, seat, Screen::Table) {
            self.notice(Notice::BrokenLink(LinkError::Record(error)));
        }
    }

    /// Replays saved game `id`, with the hand of its person if one person plays it.
    pub fn replay_saved(&self, id: &str) {
        let Some(text) = self.record_text(id) else {
            return;
        };
        let watched = GameRecord::from_json(&text).and_then(|record| {
            let seat = the_only_person(&record.seats);
            self.watch(record, seat, Screen::Start)
        });
        if let Err(error) = watched {
            self.notice(Notice::BrokenSave {
                key: game_key(id),
                error: SaveProblem::NothingPersonal(error),
            });
        }
    }

    /// Opens the replay in a link's fragment (`#replay=…`); a damaged link is reported.
    pub fn open_link(&self, fragment: String) {
        if !fragment.starts_with(FRAGMENT_PREFIX) {
            return;
        }
        let store = *self;
        leptos::task::spawn_local(async move {
            let opened = record_of(&fragment).await.and_then(|record| {
                store
                    .watch(record, None, Screen::Start)
                    .map_err(LinkError::Record)
            });
            if let Err(error) = opened {
                store.notice(Notice::BrokenLink(error));
            }
        });
    }

    fn watch(
        &self,
        record: GameRecord,
        seat: Option<PlayerId>,
        back: Screen,
    ) -> Result<(), crate::record::RecordError> {
        let replay = Replay::new(record, seat)?;
        self.details.set(None);
        self.replay.set(Some(replay));
        self.replay_return.set_value(back);
        self.screen.set(Screen::Replay);
        Ok(())
    }

    /// Leaves the replay for the screen it was opened from; a link's address loses its
    /// fragment, so reloading the page does not open the replay again.
    pub fn close_replay(&self) {
        self.replay.set(None);
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
            Screen::Table if self.session.with_untracked(Option::is_some) => {
                self.continue_game();
            }
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
