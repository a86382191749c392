//! A game of Family Business watched again: its record, the game as it stood after any number
//! of its answers, and where each turn began, so the viewer steps through it or jumps to a
//! turn. While a game is unfinished only the hand of its one person may be shown, and nobody's
//! when several people or only bots play; once it is over, anybody's.

use fb_engine::{Event, PlayerId, Recorded, SaveError};

use super::record::{FbRecord, FbRecordError};
use super::seats::the_only_person;
use super::session::FbSession;

/// Where a turn began: after `at` answers.
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
    /// The game after the first `at` answers of the record.
    shown: FbSession,
    at: usize,
    marks: Vec<FbReplayMark>,
    finished: bool,
    seat: Option<PlayerId>,
}

impl FbReplay {
    /// The replay of `record` from its first answer. While the game is unfinished it shows
    /// the hand of the record's one person (nobody's when several people or only bots play);
    /// once it is over, every seat's, the first seat's to begin with.
    ///
    /// # Errors
    /// The [`FbRecordError`] of a record that does not replay.
    pub fn new(record: FbRecord) -> Result<FbReplay, FbRecordError> {
        let whole = FbSession::resume(&record)?;
        let finished = whole.game().is_over();
        let marks = whole
            .log()
            .iter()
            .filter_map(|entry| match entry.event {
                Event::TurnStarted { seat, turn } => Some(FbReplayMark {
                    turn,
                    seat,
                    at: entry.answers,
                }),
                _ => None,
            })
            .collect();
        let opening = FbSession::new(whole.game().config().clone(), record.seats.clone())
            .map_err(|e| FbRecordError::Save(SaveError::Setup(e)))?;
        let seat = if finished {
            Some(PlayerId(0))
        } else {
            the_only_person(&record.seats)
        };
        Ok(FbReplay {
            record,
            shown: opening.clone(),
            opening,
            answers: whole.game().recorded().to_vec(),
            at: 0,
            marks,
            finished,
            seat,
        })
    }

    /// The game as it stood at the point shown.
    pub fn shown(&self) -> &FbSession {
        &self.shown
    }

    pub fn record(&self) -> &FbRecord {
        &self.record
    }

    /// How many answers have been given at the point shown.
    pub fn at(&self) -> usize {
        self.at
    }

    /// How many answers the whole game has.
    pub fn answers(&self) -> usize {
        self.answers.len()
    }

    /// Shows the game after its first `at` answers (at most all of them).
    pub fn go(&mut self, at: usize) {
        let at = at.min(self.answers());
        if at < self.at {
            self.shown = self.opening.clone();
            self.at = 0;
        }
        for recorded in &self.answers[self.at..at] {
            // The record replayed whole when the replay was made: every answer is accepted.
            if self.shown.play(recorded.seat, recorded.answer).is_err() {
                return;
            }
            self.at += 1;
        }
    }

    /// Where each turn began, in the order played.
    pub fn marks(&self) -> &[FbReplayMark] {
        &self.marks
    }

    /// The turn the point shown is in: the index of its mark.
    pub fn current_mark(&self) -> Option<usize> {
        self.marks.iter().rposition(|m| m.at <= self.at)
    }

    /// Whether the whole game is over (then every hidden card may be shown).
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// The seat whose hand and private events are shown; `None`: a spectator's view.
    pub fn seat(&self) -> Option<PlayerId> {
        self.seat
    }

    /// Shows another seat's hand: only once the game is over.
    pub fn show_seat(&mut self, seat: PlayerId) {
        if self.finished && seat.index() < self.record.seats.len() {
            self.seat = Some(seat);
        }
    }

    /// The index in the shown log of the first event of the last answer given.
    pub fn fresh_from(&self) -> usize {
        let log = self.shown.log();
        log.iter()
            .position(|e| self.at > 0 && e.answers == self.at)
            .unwrap_or(log.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family_business::session::tests::{played, seats};
    use fb_engine::GameConfig;
    use np_bots::family_business::{FbBot, RandomBot};

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
        let mut replay = FbReplay::new(s.record()).expect("replays");
        assert!(replay.finished());
        assert_eq!(replay.answers(), states.len() - 1);
        // Forward one answer at a time, then back and jumping about.
        for (at, state) in states.iter().enumerate() {
            replay.go(at);
            assert_eq!(replay.at(), at);
            assert!(replay.shown().game() == state.game(), "forward to {at}");
            assert_eq!(replay.shown().log(), state.log());
        }
        for at in [states.len() / 2, 7, 0, states.len() - 1, 1] {
            replay.go(at);
            assert_eq!(replay.at(), at);
            assert!(replay.shown().game() == states[at].game(), "jump to {at}");
            assert_eq!(replay.shown().log(), states[at].log());
        }
        replay.go(usize::MAX);
        assert_eq!(replay.at(), replay.answers());
    }

    #[test]
    fn the_marks_are_where_each_turn_began_and_the_last_answer_is_fresh() {
        let s = played(3, 9, 200);
        let mut replay = FbReplay::new(s.record()).expect("replays");
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
            replay.marks()[replay.current_mark().expect("a mark")],
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
        assert_eq!(replay.current_mark(), Some(0));
        assert_eq!(replay.fresh_from(), replay.shown().log().len());
    }

    #[test]
    fn an_unfinished_game_shows_only_its_one_person_and_a_finished_one_any_seat() {
        // Seat 0 is the one person among bots.
        let s = played(3, 5, 40);
        let mut replay = FbReplay::new(s.record()).expect("replays");
        assert!(!replay.finished());
        assert_eq!(replay.seat(), Some(PlayerId(0)));
        replay.show_seat(PlayerId(2));
        assert_eq!(replay.seat(), Some(PlayerId(0)));
        // Two people: nobody's hand.
        let mut two = s.record();
        two.seats = seats(3, &[1]);
        let mut nobody = FbReplay::new(two).expect("replays");
        assert_eq!(nobody.seat(), None);
        nobody.show_seat(PlayerId(1));
        assert_eq!(nobody.seat(), None);

        let (done, _) = finished(3, 5, &[1, 2]);
        let mut replay = FbReplay::new(done.record()).expect("replays");
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
        assert_eq!(FbReplay::new(record).err(), Some(FbRecordError::BadSeats));
        let mut record = s.record();
        let seed = format!("\"seed\":{}", s.game().config().seed);
        assert!(record.save.contains(&seed));
        record.save = record.save.replacen(&seed, "\"seed\":9999", 1);
        assert!(FbReplay::new(record).is_err());
    }
}
