//! A game of Family Business watched again: its record, the game as it stood after its
//! answers, and where each turn began, so the viewer steps through it or jumps to a turn. While
//! a game is unfinished at most one seat's hand may be shown (whose, its opener decides:
//! decisions 57 and 58), and the replay never stops inside a counter window: how many
//! answers a window took would tell how many seats the engine asked, that is who holds a
//! counter (FB4.5.4, FB12.2.2). Once the game is over, anybody's hand and every answer.

use fb_engine::{Event, PlayerId, Recorded, SaveError};

use super::record::{FbRecord, FbRecordError};
use super::session::{FbLogEntry, FbSession};
use crate::shell::kit::replay_cursor::ReplayCursor;

/// Where a turn began: at the replay's stop `at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FbReplayMark {
    pub turn: u32,
    /// The player whose turn it is.
    pub seat: PlayerId,
    pub at: usize,
}

#[derive(Clone, Debug)]
pub struct FbReplay {
    record: FbRecord,
    /// The game before its first answer.
    opening: FbSession,
    /// Every answer of the record, in order.
    answers: Vec<Recorded>,
    /// Where the replay may stop, as numbers of answers given, in order from 0.
    stops: Vec<usize>,
    /// The game at stop `cursor.at()`.
    shown: FbSession,
    marks: Vec<FbReplayMark>,
    cursor: ReplayCursor,
}

impl FbReplay {
    /// The replay of `record` from its first answer. `seat` is the seat whose hidden cards may
    /// be shown while the game is unfinished (`None`: nobody's); a finished game shows every
    /// seat's, the first seat's to begin with.
    ///
    /// # Errors
    /// The [`FbRecordError`] of a record that does not replay.
    pub fn new(record: FbRecord, seat: Option<PlayerId>) -> Result<FbReplay, FbRecordError> {
        let whole = FbSession::resume(&record)?;
        let finished = whole.game().is_over();
        let answers = whole.game().recorded().len();
        let stops = if finished {
            (0..=answers).collect()
        } else {
            outside_windows(whole.log(), answers)
        };
        // A turn's mark is the first stop at or after the answer that began it.
        let stop_from = |answer: usize| stops.partition_point(|s| *s < answer);
        let marks: Vec<FbReplayMark> = whole
            .log()
            .iter()
            .filter_map(|entry| match entry.event {
                Event::TurnStarted { seat, turn } => Some(FbReplayMark {
                    turn,
                    seat,
                    at: stop_from(entry.answers),
                }),
                _ => None,
            })
            .collect();
        let opening = FbSession::new(whole.game().config().clone(), record.seats.clone())
            .map_err(|e| FbRecordError::Save(SaveError::Setup(e)))?;
        let seat = if finished { Some(PlayerId(0)) } else { seat };
        let cursor = ReplayCursor::new(
            stops.len() - 1,
            marks.iter().map(|m| m.at).collect(),
            finished,
            record.seats.len(),
            seat.map(PlayerId::index),
        );
        let mut replay = FbReplay {
            record,
            shown: opening.clone(),
            opening,
            answers: whole.game().recorded().to_vec(),
            stops,
            marks,
            cursor,
        };
        replay.go(0);
        Ok(replay)
    }

    /// The game as it stood at the point shown.
    pub fn shown(&self) -> &FbSession {
        &self.shown
    }

    pub fn record(&self) -> &FbRecord {
        &self.record
    }

    /// Where the replay stands: its points are its stops, the last one every answer of a
    /// finished game, the last one outside a counter window of an unfinished one.
    pub fn cursor(&self) -> &ReplayCursor {
        &self.cursor
    }

    /// Shows the game at stop `at` (at most the last).
    pub fn go(&mut self, at: usize) {
        let at = at.min(self.cursor.last());
        let to = self.stops[at];
        if to < self.shown.answers() {
            self.shown = self.opening.clone();
        }
        let from = self.shown.answers();
        for recorded in &self.answers[from..to] {
            // The record replayed whole when the replay was made: every answer is accepted.
            if self.shown.play(recorded.seat, recorded.answer).is_err() {
                return;
            }
        }
        self.cursor.set_at(at);
    }

    /// Where each turn began, in the order played.
    pub fn marks(&self) -> &[FbReplayMark] {
        &self.marks
    }

    /// The seat whose hand and private events are shown; `None`: a spectator's view.
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
        let before = self.cursor.at().checked_sub(1).map(|i| self.stops[i]);
        log.iter()
            .position(|e| before.is_some_and(|b| e.answers > b))
            .unwrap_or(log.len())
    }
}

/// The game's start and the numbers of answers, up to `answers`, after which no counter window
/// is open: a window opens with its card's play and closes with a counter or with nobody
/// countering (FB4.5).
fn outside_windows(log: &[FbLogEntry], answers: usize) -> Vec<usize> {
    let mut open = 0usize;
    let mut entries = log.iter().peekable();
    (0..=answers)
        .filter(|given| {
            while let Some(entry) = entries.next_if(|e| e.answers <= *given) {
                match entry.event {
                    Event::WindowOpened { .. } => open += 1,
                    Event::Countered { .. } | Event::NoCounter => open = open.saturating_sub(1),
                    _ => {}
                }
            }
            *given == 0 || open == 0
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use fb_engine::GameConfig;
    use table_bots::family_business::{FbBot, RandomBot};
    use table_sessions::family_business::test_games::{played, seats};

    /// A game of `n` seats between random answers, played to its end, with the game after
    /// each of its answers.
    fn finished(n: usize, seed: u64, people: &[usize]) -> (FbSession, Vec<FbSession>) {
        let mut s = FbSession::new(GameConfig::new(n, seed), seats(n, people)).expect("setup");
        let mut states = vec![s.clone()];
        let mut bots: Vec<RandomBot> = (0..n as u64).map(|i| RandomBot::new(seed + i)).collect();
        for _ in 0..20_000 {
            let Some(d) = s.game().pending() else {
                break;
            };
            let answer = bots[d.seat.index()].act(&s.game().view(Some(d.seat)));
            s.play(d.seat, answer).expect("a listed answer");
            states.push(s.clone());
        }
        assert!(s.game().is_over());
        (s, states)
    }

    #[test]
    fn every_point_of_a_replay_is_the_game_as_it_stood_then() {
        let (s, states) = finished(4, 3, &[]);
        let mut replay = FbReplay::new(s.record(), Some(PlayerId(0))).expect("replays");
        assert!(replay.cursor().finished());
        assert_eq!(replay.cursor().last(), states.len() - 1);
        // Forward one answer at a time, then back and jumping about.
        for (at, state) in states.iter().enumerate() {
            replay.go(at);
            assert_eq!(replay.cursor().at(), at);
            assert!(replay.shown().game() == state.game(), "forward to {at}");
            assert_eq!(replay.shown().log(), state.log());
        }
        for at in [states.len() / 2, 7, 0, states.len() - 1, 1] {
            replay.go(at);
            assert_eq!(replay.cursor().at(), at);
            assert!(replay.shown().game() == states[at].game(), "jump to {at}");
            assert_eq!(replay.shown().log(), states[at].log());
        }
        replay.go(usize::MAX);
        assert_eq!(replay.cursor().at(), replay.cursor().last());
    }

    #[test]
    fn the_marks_are_where_each_turn_began_and_the_last_answer_is_fresh() {
        let s = played(3, 9, 200);
        let mut replay = FbReplay::new(s.record(), Some(PlayerId(0))).expect("replays");
        let marks = replay.marks().to_vec();
        let first = replay.shown().game().active();
        assert_eq!(
            marks[0],
            FbReplayMark {
                turn: 1,
                seat: first,
                at: 0
            }
        );
        assert!(marks
            .windows(2)
            .all(|w| w[0].at <= w[1].at && w[0].turn < w[1].turn));
        assert_eq!(marks.last().map(|m| m.turn), Some(s.game().turn()));
        let third = marks[2];
        assert!(third.at > 0);
        replay.go(third.at);
        assert_eq!(replay.shown().game().turn(), 3);
        assert_eq!(replay.shown().game().active(), third.seat);
        assert_eq!(
            replay.marks()[replay.cursor().current_mark().expect("a mark")],
            third
        );
        // The lines of the last answer are the fresh ones, and the turn's start is among them.
        let fresh = replay.fresh_from();
        let log = replay.shown().log();
        assert!(fresh < log.len());
        assert!(log[fresh..].iter().all(|e| e.answers == third.at));
        assert!(log[fresh..].iter().any(|e| e.event
            == Event::TurnStarted {
                seat: third.seat,
                turn: 3
            }));
        replay.go(0);
        assert_eq!(replay.cursor().current_mark(), Some(0));
        assert_eq!(replay.fresh_from(), replay.shown().log().len());
    }

    /// FB4.5.4, FB12.2.2: the replay of an unfinished game stops at every answer after which
    /// no counter window waits, and at no other, so it never shows how many seats a window
    /// asked; a finished game's stops at every answer.
    #[test]
    fn an_unfinished_game_never_stops_inside_a_counter_window() {
        let in_window = |s: &FbSession| {
            s.game()
                .pending()
                .is_some_and(|d| d.kind == fb_engine::DecisionKind::CounterResponse)
        };
        // A game cut short after a window that asked a seat, with the answers after which no
        // window waits and the game after each answer.
        let cut = (0..50).find_map(|seed| {
            let mut s = FbSession::new(GameConfig::new(4, seed), seats(4, &[])).expect("setup");
            let mut bots: Vec<RandomBot> = (0..4).map(|i| RandomBot::new(seed + i)).collect();
            let (mut outside, mut states) = (vec![0], vec![s.clone()]);
            while s.answers() < 60 || in_window(&s) {
                let d = s.game().pending()?;
                let answer = bots[d.seat.index()].act(&s.game().view(Some(d.seat)));
                s.play(d.seat, answer).expect("a listed answer");
                if !in_window(&s) {
                    outside.push(s.answers());
                }
                states.push(s.clone());
            }
            let asked = outside.len() < states.len();
            (asked && !s.game().is_over()).then_some((s, outside, states))
        });
        let (s, outside, states) = cut.expect("an unfinished game with a window that asked");
        let mut replay = FbReplay::new(s.record(), Some(PlayerId(0))).expect("replays");
        assert_eq!(replay.cursor().last(), outside.len() - 1);
        for (stop, given) in outside.iter().enumerate() {
            replay.go(stop);
            assert_eq!(replay.cursor().at(), stop);
            assert!(
                replay.shown().game() == states[*given].game(),
                "stop {stop}"
            );
            assert!(!in_window(replay.shown()));
        }
        // Each turn's mark shows its turn.
        for mark in replay.marks().to_vec() {
            replay.go(mark.at);
            assert_eq!(replay.shown().game().turn(), mark.turn);
        }
    }

    #[test]
    fn an_unfinished_game_shows_only_its_viewer_and_a_finished_one_any_seat() {
        let s = played(3, 5, 40);
        let mut replay = FbReplay::new(s.record(), Some(PlayerId(0))).expect("replays");
        assert!(!replay.cursor().finished());
        assert_eq!(replay.seat(), Some(PlayerId(0)));
        replay.show_seat(PlayerId(2));
        assert_eq!(replay.seat(), Some(PlayerId(0)));
        let mut nobody = FbReplay::new(s.record(), None).expect("replays");
        assert_eq!(nobody.seat(), None);
        nobody.show_seat(PlayerId(1));
        assert_eq!(nobody.seat(), None);

        let (done, _) = finished(3, 5, &[1, 2]);
        let mut replay = FbReplay::new(done.record(), None).expect("replays");
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
        record.seats.pop();
        assert_eq!(
            FbReplay::new(record, None).err(),
            Some(FbRecordError::BadSeats)
        );
        let mut record = s.record();
        let seed = format!("\"seed\":{}", s.game().config().seed);
        assert!(record.save.contains(&seed));
        record.save = record.save.replacen(&seed, "\"seed\":9999", 1);
        assert!(FbReplay::new(record, None).is_err());
    }
}
