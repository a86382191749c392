//! A game watched again: its record, the game as it stood after any number of its actions, and
//! where each phase of each round began, so the viewer steps through it or jumps to a phase.
//! While a game is unfinished only one seat's hidden cards may be shown; once it is over,
//! everything is.

use np_engine::{Event, Phase, PlayerId};

use crate::games::nothing_personal::record::{GameRecord, RecordError};
use crate::games::nothing_personal::session::Session;
use crate::shell::kit::replay_cursor::ReplayCursor;

/// Where a phase of a round began: after `at` actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayMark {
    pub round: u8,
    pub phase: Phase,
    pub at: usize,
}

#[derive(Clone, Debug)]
pub struct Replay {
    record: GameRecord,
    /// The game after the first `cursor.at()` actions of the record.
    shown: Session,
    marks: Vec<ReplayMark>,
    cursor: ReplayCursor,
}

impl Replay {
    /// The replay of `record` from its first action. `seat` is the seat whose hidden cards may
    /// be shown while the game is unfinished (`None`: nobody's); a finished game shows every
    /// seat's, the first seat's to begin with.
    ///
    /// # Errors
    /// The [`RecordError`] of a record that does not replay.
    pub fn new(record: GameRecord, seat: Option<PlayerId>) -> Result<Replay, RecordError> {
        let whole = Session::resume(&record)?;
        let finished = whole.game().is_over();
        // The setup begins the game, with or without an event of its own.
        let setup = ReplayMark {
            round: 0,
            phase: Phase::Setup,
            at: 0,
        };
        let marks: Vec<ReplayMark> = std::iter::once(setup)
            .chain(whole.log().iter().filter_map(|entry| match entry.event {
                Event::PhaseStarted { round, phase } if phase != Phase::Setup => Some(ReplayMark {
                    round,
                    phase,
                    at: entry.action,
                }),
                _ => None,
            }))
            .collect();
        let shown = Session::resume(&first_actions(&record, 0))?;
        let seat = if finished {
            seat.or(Some(PlayerId(0)))
        } else {
            seat
        };
        let cursor = ReplayCursor::new(
            record.game.actions.len(),
            marks.iter().map(|m| m.at).collect(),
            finished,
            record.seats.len(),
            seat.map(PlayerId::index),
        );
        Ok(Replay {
            record,
            shown,
            marks,
            cursor,
        })
    }

    /// The game as it stood at the point shown.
    pub fn shown(&self) -> &Session {
        &self.shown
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Where the replay stands: its points are the numbers of actions applied, up to all the
    /// game's.
    pub fn cursor(&self) -> &ReplayCursor {
        &self.cursor
    }

    /// Shows the game after its first `at` actions (at most all of them).
    pub fn go(&mut self, at: usize) {
        let at = at.min(self.cursor.last());
        let from = self.cursor.at();
        if at >= from {
            for (seat, action) in &self.record.game.actions[from..at] {
                // The record replayed whole when the replay was made: every action is accepted.
                if self.shown.play(*seat, action.clone()).is_err() {
                    return;
                }
                self.cursor.set_at(self.cursor.at() + 1);
            }
        } else if let Ok(shown) = Session::resume(&first_actions(&self.record, at)) {
            self.shown = shown;
            self.cursor.set_at(at);
        }
    }

    /// Where each phase of each round began, in the order played.
    pub fn marks(&self) -> &[ReplayMark] {
        &self.marks
    }

    /// The seat whose hand and private events are shown.
    pub fn seat(&self) -> Option<PlayerId> {
        self.cursor.seat().map(|i| PlayerId(i as u8))
    }

    /// Shows another seat's hand: only once the game is over.
    pub fn show_seat(&mut self, seat: PlayerId) {
        self.cursor.show_seat(seat.index());
    }

    /// The index in the shown log of the first event of the last action applied.
    pub fn fresh_from(&self) -> usize {
        let at = self.cursor.at();
        let log = self.shown.log();
        log.iter()
            .position(|e| at > 0 && e.action == at)
            .unwrap_or(log.len())
    }
}

/// `record` cut after its first `at` actions.
fn first_actions(record: &GameRecord, at: usize) -> GameRecord {
    let mut cut = record.clone();
    cut.game.actions.truncate(at);
    cut
}

#[cfg(test)]
mod tests {
    use super::*;
    use table_bots::nothing_personal::{Bot, RandomBot};
    use table_sessions::nothing_personal::test_games::played;

    #[test]
    fn every_point_of_a_replay_is_the_game_as_it_stood_then() {
        let mut s = played(4, 3, 0);
        let mut states = vec![s.clone()];
        let mut bots: Vec<RandomBot> = (0..4).map(|i| RandomBot::new(40 + i)).collect();
        for _ in 0..20_000 {
            let Some(d) = s.game().pending().cloned() else {
                break;
            };
            let action = bots[d.seat.index()].act(&s.game().knowledge(d.seat));
            if s.play(d.seat, action).is_ok() {
                states.push(s.clone());
            }
        }
        assert!(s.game().is_over());
        let mut replay = Replay::new(s.record(), Some(PlayerId(2))).expect("replays");
        assert!(replay.cursor().finished());
        assert_eq!(replay.cursor().last(), states.len() - 1);
        // Forward one action at a time, then back and jumping about.
        for (at, state) in states.iter().enumerate() {
            replay.go(at);
            assert_eq!(replay.cursor().at(), at);
            assert!(replay.shown().game() == state.game(), "forward to {at}");
            assert_eq!(replay.shown().log(), state.log());
        }
        for at in [states.len() / 2, 7, 0, states.len() - 1, 1] {
            replay.go(at);
            assert!(replay.shown().game() == states[at].game(), "jump to {at}");
            assert_eq!(replay.shown().log(), states[at].log());
        }
        replay.go(usize::MAX);
        assert_eq!(replay.cursor().at(), replay.cursor().last());
    }

    #[test]
    fn the_marks_are_where_each_phase_began_and_the_last_action_is_fresh() {
        let s = played(3, 9, 400);
        let mut replay = Replay::new(s.record(), None).expect("replays");
        let marks = replay.marks().to_vec();
        assert_eq!(marks[0].phase, Phase::Setup);
        let commission = marks
            .iter()
            .find(|m| m.phase == Phase::Commission && m.round == 1)
            .copied()
            .expect("round 1 Commission");
        replay.go(commission.at);
        assert_eq!(replay.shown().game().phase(), Phase::Commission);
        assert_eq!(replay.shown().game().round(), 1);
        assert_eq!(
            replay.marks()[replay.cursor().current_mark().expect("a mark")],
            commission
        );
        // The lines of the last action are the fresh ones, and the phase's start is among them.
        let fresh = replay.fresh_from();
        let log = replay.shown().log();
        assert!(fresh < log.len());
        assert!(log[fresh..].iter().all(|e| e.action == commission.at));
        assert!(log[fresh..].iter().any(|e| matches!(
            e.event,
            Event::PhaseStarted {
                round: 1,
                phase: Phase::Commission
            }
        )));
        assert!(marks.windows(2).all(|w| w[0].at <= w[1].at));
    }

    #[test]
    fn an_unfinished_game_shows_only_its_viewer_and_a_finished_one_any_seat() {
        let s = played(3, 5, 120);
        let mut replay = Replay::new(s.record(), Some(PlayerId(0))).expect("replays");
        assert!(!replay.cursor().finished());
        replay.show_seat(PlayerId(2));
        assert_eq!(replay.seat(), Some(PlayerId(0)));
        let mut nobody = Replay::new(s.record(), None).expect("replays");
        nobody.show_seat(PlayerId(1));
        assert_eq!(nobody.seat(), None);

        let mut done = played(3, 5, 20_000);
        while done.game().pending().is_some() {
            let answer = done.game().default_answer().expect("default");
            let seat = done.game().pending().expect("pending").seat;
            done.play(seat, np_engine::Action::Answer(answer))
                .expect("listed");
        }
        let mut replay = Replay::new(done.record(), None).expect("replays");
        assert_eq!(replay.seat(), Some(PlayerId(0)));
        replay.show_seat(PlayerId(2));
        assert_eq!(replay.seat(), Some(PlayerId(2)));
        replay.show_seat(PlayerId(7));
        assert_eq!(replay.seat(), Some(PlayerId(2)));
    }

    #[test]
    fn a_record_that_does_not_replay_makes_no_replay() {
        let s = played(3, 2, 40);
        let mut record = s.record();
        record.game.seed += 1;
        assert!(Replay::new(record, None).is_err());
    }
}
