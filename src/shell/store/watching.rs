//! Watching a game again: the replay of a saved game or of a link, and the way back. A replay
//! only reads its record: nothing is saved and no bot moves.

use leptos::prelude::*;

use super::{Notice, SaveProblem, Screen, Shell};
use crate::shell::game::{GameId, Hand};
use crate::shell::replay_link::{record_of, LinkError, FRAGMENT_PREFIX};
use crate::shell::storage::game_key;

impl Shell {
    /// Replays saved game `id`, with the hand of its person if one person plays it. A game
    /// that does not replay is reported and kept.
    pub fn replay_saved(&self, id: &str) {
        let Some(text) = self.record_text(id) else {
            return;
        };
        let shell = *self;
        let key = game_key(id);
        leptos::task::spawn_local(async move {
            if let Err(error) = shell.watch_text(&text, Hand::OfItsPerson).await {
                shell.notice(Notice::BrokenSave { key, error });
            }
        });
    }

    /// Opens the replay in a link's fragment (`#replay=…`), with nobody's hand while its game
    /// is unfinished; a damaged link is reported.
    pub fn open_link(&self, fragment: String) {
        if !fragment.starts_with(FRAGMENT_PREFIX) {
            return;
        }
        let shell = *self;
        leptos::task::spawn_local(async move {
            let opened = match record_of(&fragment).await {
                Ok(text) => shell
                    .watch_text(&text, Hand::Nobody)
                    .await
                    .map_err(LinkError::Record),
                Err(error) => Err(error),
            };
            if let Err(error) = opened {
                shell.leave_opening();
                shell.notice(Notice::BrokenLink(error));
            }
        });
    }

    /// Replays, from the start screen, the game whose record is `text`.
    async fn watch_text(self, text: &str, hand: Hand) -> Result<(), SaveProblem> {
        let card = self.games.of_record(text).map_err(SaveProblem::OtherGame)?;
        let game = (card.code)().await;
        game.watch(text, hand).map_err(SaveProblem::Game)?;
        self.show_replay(card.id, false);
        Ok(())
    }

    /// Shows the replay of a game of `game`; closing it goes back to the table if
    /// `from_table`, else to the start screen. The bots of the table wait meanwhile.
    pub fn show_replay(&self, game: GameId, from_table: bool) {
        self.forget_bot_requests();
        self.replay_from_table.set_value(from_table);
        self.screen.set(Screen::Replay(game));
    }

    /// Leaves the replay for the screen it was opened from; a link's address loses its
    /// fragment, so reloading the page does not open the replay again.
    pub fn close_replay(&self) {
        if let Screen::Replay(id) = self.screen.get_untracked() {
            if let Some(card) = self.games.by_id(id) {
                Shell::with_code(card, |game| game.close_replay());
            }
        }
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
        match self.holder.get_value() {
            Some(game) if self.replay_from_table.get_value() => game.show_table(),
            _ => self.screen.set(Screen::Start),
        }
    }
}
