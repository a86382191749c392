//! Watching a game of Nothing Personal again: the replay of the game on the table or of a
//! record, stepped through, and the way out. A replay only reads its record: nothing is saved,
//! and the bots of the game on the table wait until the table shows again.

use leptos::prelude::*;
use np_engine::PlayerId;

use super::NpStore;
use crate::games::nothing_personal::record::{GameRecord, RecordError};
use crate::games::nothing_personal::replay::Replay;
use crate::games::nothing_personal::session::Session;
use crate::games::nothing_personal::ID;
use crate::shell::replay_link::LinkError;
use crate::shell::store::{Notice, SaveProblem};

impl NpStore {
    /// Replays the game on the table from its start, with the hand of the person known to hold
    /// the device (nobody's while it changes hands).
    pub fn replay_current(&self) {
        let Some(record) = self
            .session
            .with_untracked(|s| s.as_ref().map(Session::record))
        else {
            return;
        };
        let seat = untrack(|| self.holder());
        match self.watch(record, seat) {
            Ok(()) => self.shell.show_replay(ID, true),
            Err(error) => {
                let error = SaveProblem::Game(
                    crate::games::nothing_personal::code::record_problem(&error, &[]),
                );
                self.shell
                    .notice(Notice::BrokenLink(LinkError::Record(error)));
            }
        }
    }

    /// Opens the replay of `record` from its start, with the hidden cards of `seat` while its
    /// game is unfinished.
    ///
    /// # Errors
    /// The [`RecordError`] of a record that does not replay; nothing changes.
    pub fn watch(&self, record: GameRecord, seat: Option<PlayerId>) -> Result<(), RecordError> {
        let replay = Replay::new(record, seat)?;
        self.details.set(None);
        self.replay.set(Some(replay));
        Ok(())
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
