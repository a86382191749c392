//! Watching a game of Family Business again: the replay of a record, stepped through, and the
//! way out. A replay only reads its record: nothing is saved, and the bots of the game on the
//! table wait until the table shows again.

use fb_engine::PlayerId;
use leptos::prelude::*;

use super::FbStore;
use crate::family_business::record::{FbRecord, FbRecordError};
use crate::family_business::replay::FbReplay;

impl FbStore {
    /// Whether the game's record runs ahead of the table held on the screen (tracked): while a
    /// counter window is swept, the record tells how the window went (FB12.4). Its replay and
    /// its file are not offered meanwhile (decisions 57 and 58).
    pub fn record_ahead(self) -> bool {
        self.sweeps.with(|s| s.front().is_some())
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
