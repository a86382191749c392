//! A game watched again: its record, the game as it stood after its moves, and where each phase
//! of each round began, so the viewer steps through it or jumps to a phase. A step goes to the
//! next action that did something: the declines of a window, which change nothing on the
//! table, are stepped over. While a game is unfinished only one seat's hidden cards may be
//! shown; once it is over, everything is.

use np_engine::{Event, Phase, PlayerId};

use crate::games::nothing_personal::record::{GameRecord, RecordError};
use crate::games::nothing_personal::session::Session;
use crate::shell::kit::replay_cursor::ReplayCursor;

/// Where a phase of a round began: at the replay's stop `at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayMark {
    pub round: u8,
    pub phase: Phase,
    pub at: usize,
}

#[derive(Clone, Debug)]
pub struct Replay {
    record: GameRecord,
    /// Where the replay may stop, as numbers of actions applied, in order: the start, each
    /// action that made something happen, and the end.
    stops: Vec<usize>,
    /// The game at stop `cursor.at()`.
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
        let mut stops: Vec<usize> = std::iter::once(0)
            .chain(whole.log().iter().map(|e| e.action))
            .chain(std::iter::once(whole.actions()))
            .collect();
        stops.dedup();
        let stop_of = |action: usize| stops.partition_point(|s| *s < action);
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
                    at: stop_of(entry.action),
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
            stops.len() - 1,
            marks.iter().map(|m| m.at).collect(),
            finished,
            record.seats.len(),
            seat.map(PlayerId::index),
        );
        Ok(Replay {
            record,
            stops,
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

    /// Where the replay stands: its points are its stops.
    pub fn cursor(&self) -> &ReplayCursor {
        &self.cursor
    }

    /// Shows the game at stop `at` (at most the last).
    pub fn go(&mut self, at: usize) {
        let at = at.min(self.cursor.last());
        let to = self.stops[at];
        let from = self.shown.actions();
        if to >= from {
            for (seat, action) in &self.record.game.actions[from..to] {
                // The record replayed whole when the replay was made: every action is accepted.
                if self.shown.play(*seat, action.clone()).is_err() {
                    return;
                }
            }
        } else {
            match Session::resume(&first_actions(&self.record, to)) {
                Ok(shown) => self.shown = shown,
                Err(_) => return,
            }
        }
        self.cursor.set_at(at);
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

    /// The index in the shown log of the first event since the stop before.
    pub fn fresh_from(&self) -> usize {
        let log = self.shown.log();
        let Some(before) = self.cursor.at().checked_sub(1).map(|at| self.stops[at]) else {
            return log.len();
        };
        log.iter()
            .position(|e| e.action > before)
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
        // The game at the start and after each action that made something happen.
        let mut states = vec![s.clone()];
        let mut quiet = 0;
        let mut bots: Vec<RandomBot> = (0..4).map(|i| RandomBot::new(40 + i)).collect();
        for _ in 0..20_000 {
            let Some(d) = s.game().pending().cloned() else {
                break;
            };
            let action = bots[d.seat.index()].act(&s.game().knowledge(d.seat));
            match s.play(d.seat, action) {
                Ok(0) => quiet += 1,
                Ok(_) => states.push(s.clone()),
                Err(_) => {}
            }
        }
        assert!(s.game().is_over());
        assert!(quiet > 0, "no action to step over");
        if states.last().map(Session::actions) != Some(s.actions()) {
            states.push(s.clone());
        }
        let mut replay = Replay::new(s.record(), Some(PlayerId(2))).expect("replays");
        assert!(replay.cursor().finished());
        assert_eq!(replay.cursor().last(), states.len() - 1);
        // Forward one stop at a time, then back and jumping about.
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
        let action = replay.shown().actions();
        assert!(log[fresh..].iter().all(|e| e.action == action));
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
