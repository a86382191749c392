//! Watching a game of Family Business again: the replay of the game on the table or of a
//! record, stepped through, and the way out. A replay only reads its record: nothing is saved, and the bots of the game on the
//! table wait until the table shows again.

use fb_engine::PlayerId;
use leptos::prelude::*;

use super::FbStore;
use crate::games::family_business::code::record_problem;
use crate::games::family_business::record::{FbRecord, FbRecordError};
use crate::games::family_business::replay::FbReplay;
use crate::games::family_business::session::FbSession;
use crate::games::family_business::ID;
use crate::shell::replay_link::LinkError;
use crate::shell::store::{Notice, SaveProblem};

impl FbStore {
    /// Whether the game's record runs ahead of the table held on the screen (tracked): while a
    /// counter window is swept, the record tells how the window went (FB12.4). Its replay and
    /// its file are not offered meanwhile (decisions 57 and 58).
    pub fn record_ahead(self) -> bool {
        self.sweeps.with(|s| s.front().is_some())
    }

    /// Replays the game on the table from its start, with the hand of the person known to hold
    /// the device (nobody's while it changes hands).
    pub fn replay_current(self) {
        let Some(record) = self
            .session
            .with_untracked(|s| s.as_ref().map(FbSession::record))
        else {
            return;
        };
        let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
        let seat = untrack(|| self.holder());
        match self.watch(record, seat) {
            Ok(()) => self.shell.show_replay(ID, true),
            Err(error) => {
                let error = SaveProblem::Game(record_problem(&error, &names));
                self.shell
                    .notice(Notice::BrokenLink(LinkError::Record(error)));
            }
        }
    }

    /// Opens the replay of `record` from its start, with the hidden cards of `seat` while
    /// its game is unfinished. A bot's move under way on the table is dropped, to be asked
    /// again when the table shows again.
    ///
    /// # Errors
    /// The [`FbRecordError`] of a record that does not replay; nothing changes.
    pub(crate) fn watch(
        self,
        record: FbRecord,
        seat: Option<PlayerId>,
    ) -> Result<(), FbRecordError> {
        let replay = FbReplay::new(record, seat)?;
        self.forget_bot_moves();
        self.replay.set(Some(replay));
        Ok(())
    }

    /// Shows the replayed game after its first `at` answers.
    pub fn replay_go(self, at: usize) {
        self.replay.update(|r| {
            if let Some(r) = r {
                r.go(at);
            }
        });
    }

    /// Shows another seat's hand in the replay of a finished game.
    pub fn replay_show_seat(self, seat: PlayerId) {
        self.replay.update(|r| {
            if let Some(r) = r {
                r.show_seat(seat);
            }
        });
    }
}
