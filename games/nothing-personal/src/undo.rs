//! Taking back answers: which of a seat's last actions it may undo. A player may take back
//! their own last actions, newest first, as long as no other player acted since and none of
//! them showed the player something it did not know — a die roll, a card drawn, a gangster
//! dealt, a shuffle, a tie-break's sealed offers, a trade's cards — or made a binding deal
//! (a gift, R11.8.1) or ended the game (docs/decisions.md).

use crate::event::Event;
use crate::ids::PlayerId;
use crate::save::{LoadError, SaveFile};

impl SaveFile {
    /// How many of the last actions `seat` may take back, one at a time, newest first: 0 when
    /// the last action is another player's.
    ///
    /// # Errors
    /// The [`LoadError`] of a save that does not replay.
    pub fn undoable(&self, seat: PlayerId) -> Result<usize, LoadError> {
        let run = self
            .actions
            .iter()
            .rev()
            .take_while(|(s, _)| *s == seat)
            .count();
        if run == 0 {
            return Ok(0);
        }
        let start = self.actions.len() - run;
        let mut game = SaveFile {
            actions: self.actions[..start].to_vec(),
            ..self.clone()
        }
        .replay()?;
        let mut undoable = 0;
        for (index, (s, action)) in self.actions.iter().enumerate().skip(start) {
            let events = game
                .apply(*s, action.clone())
                .map_err(|error| LoadError::Rejected { index, error })?;
            undoable = if events.iter().any(Event::settles) {
                0
            } else {
                undoable + 1
            };
        }
        Ok(undoable)
    }

    /// The save without its last action, if `seat` may take that action back.
    ///
    /// # Errors
    /// The [`LoadError`] of a save that does not replay.
    pub fn taken_back(&self, seat: PlayerId) -> Result<Option<SaveFile>, LoadError> {
        if self.undoable(seat)? == 0 {
            return Ok(None);
        }
        let mut save = self.clone();
        save.actions.pop();
        Ok(Some(save))
    }
}

impl Event {
    /// Whether the event puts what came before it beyond taking back: chance or hidden
    /// information revealed, a binding gift, the end of the game.
    pub fn settles(&self) -> bool {
        matches!(
            self,
            Event::DieRolled { .. }
                | Event::Rerolled { .. }
                | Event::CardDrawn { .. }
                | Event::DrawLost { .. }
                | Event::Shuffled { .. }
                | Event::GangsterDealt { .. }
                | Event::CardGiven { .. }
                | Event::TieBreak { .. }
                | Event::TradeDone { .. }
                | Event::Gift { .. }
                | Event::Bought { .. }
                | Event::GameOver { .. }
        )
    }
}
