//! A seat's look at its own decision, read from the game in place (R12.13): what a bot that
//! decides thousands of times needs, without copying the board into a [`crate::View`].

use crate::action::Answer;
use crate::decision::DecisionKind;
use crate::ids::{CardId, PlayerId};
use crate::state::GameState;

/// What `seat` may read of the game for its own decision: nothing of other hands, the deck
/// order or sealed offers.
#[derive(Clone, Copy)]
pub struct Glance<'a> {
    game: &'a GameState,
    seat: PlayerId,
}

impl GameState {
    /// `seat`'s look at the game.
    pub fn glance(&self, seat: PlayerId) -> Glance<'_> {
        Glance { game: self, seat }
    }
}

impl Glance<'_> {
    pub fn seat(&self) -> PlayerId {
        self.seat
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.game.player_count()
    }

    /// The seat's own hand.
    pub fn hand(&self) -> &[CardId] {
        &self.game.player(self.seat).hand
    }

    /// The seat's own money.
    pub fn money(&self) -> u32 {
        self.game.player(self.seat).money
    }

    /// The pending decision, when it is the seat's.
    pub fn decision(&self) -> Option<&DecisionKind> {
        self.game
            .pending()
            .filter(|d| d.seat == self.seat)
            .map(|d| &d.kind)
    }

    /// How many legal answers the seat's decision has (0 when it is not the seat's).
    pub fn legal_count(&self) -> usize {
        if self.decision().is_some() {
            self.game.legal_count()
        } else {
            0
        }
    }

    /// The legal answer at `index`, in the canonical order of `GameState::legal_answers`.
    pub fn legal_answer(&self, index: usize) -> Option<Answer> {
        self.decision()?;
        self.game.legal_answer(index)
    }
}
