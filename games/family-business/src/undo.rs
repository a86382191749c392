//! Taking back answers: a player may take back their own last answers, newest first, while the
//! next decision is still theirs and none of the answers showed anything hidden or left to
//! chance — a card drawn, a reshuffle, a counter window (who holds a counter), a new turn — nor
//! put a player out or ended the game (docs/decisions.md, 56).

use crate::event::Event;
use crate::state::{GameState, PlayerId};

impl GameState {
    /// How many of the last recorded answers `seat` may take back, one at a time, newest first:
    /// 0 when the last answer is another player's.
    pub fn undoable(&self, seat: PlayerId) -> usize {
        let run = self
            .record
            .iter()
            .rev()
            .take_while(|r| r.seat == seat)
            .count();
        if run == 0 {
            return 0;
        }
        let start = self.record.len() - run;
        let Some(mut game) = self.replayed(start) else {
            return 0;
        };
        let mut undoable = 0;
        for r in &self.record[start..] {
            let Ok(events) = game.apply(r.seat, r.answer) else {
                return 0;
            };
            let handed_on = game.pending().map(|d| d.seat) != Some(seat);
            undoable = if handed_on || events.iter().any(settles) {
                0
            } else {
                undoable + 1
            };
        }
        undoable
    }

    /// The game without its last answer, if `seat` may take it back.
    pub fn taken_back(&self, seat: PlayerId) -> Option<GameState> {
        if self.undoable(seat) == 0 {
            return None;
        }
        self.replayed(self.record.len() - 1)
    }

    /// The game replayed from its setup through its first `answers` recorded answers.
    fn replayed(&self, answers: usize) -> Option<GameState> {
        let mut game = GameState::new(self.config.clone()).ok()?;
        for r in &self.record[..answers] {
            game.apply(r.seat, r.answer).ok()?;
        }
        Some(game)
    }
}

/// Whether an event makes the answer before it final: it showed something hidden or left to
/// chance, opened a window, or put a player out.
fn settles(event: &Event) -> bool {
    matches!(
        event,
        Event::Drew { .. }
            | Event::DrewFromDiscard { .. }
            | Event::Reshuffled { .. }
            | Event::WindowOpened { .. }
            | Event::TurnStarted { .. }
            | Event::Eliminated { .. }
            | Event::GameOver { .. }
    )
}

#[cfg(test)]
mod tests {
    use crate::decision::DecisionKind;
    use crate::state::{GameConfig, GameState};

    /// Over random games: an answer followed by its own player's next decision with nothing
    /// shown (an Intrigue's picks, a Double Cross's, a Hit's placement) can be taken back, and
    /// taking it back gives exactly the game before it; an answer that ends the turn cannot.
    #[test]
    fn an_answer_is_taken_back_only_while_nothing_was_shown() {
        let mut taken = 0;
        for seed in 0..30 {
            let mut game = GameState::new(GameConfig::new(4, seed)).expect("setup");
            let mut step = 0usize;
            while let Some(d) = game.pending() {
                let before = game.clone();
                let legal = game.legal_answers();
                let answer = legal[(step * 7 + 3) % legal.len()];
                let events = game.apply(d.seat, answer).expect("listed");
                let ended = events.iter().any(|e| {
                    matches!(
                        e,
                        crate::event::Event::TurnStarted { .. }
                            | crate::event::Event::WindowOpened { .. }
                    )
                });
                let same_seat = game.pending().is_some_and(|n| n.seat == d.seat);
                if ended || !same_seat {
                    assert_eq!(game.undoable(d.seat), 0, "seed {seed} step {step}");
                } else if game.undoable(d.seat) > 0 {
                    assert_eq!(game.taken_back(d.seat).as_ref(), Some(&before));
                    assert_ne!(d.kind, DecisionKind::CounterResponse);
                    taken += 1;
                }
                step += 1;
            }
        }
        assert!(taken > 10, "{taken} answers taken back");
    }
}
