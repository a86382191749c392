//! A game of Letters from Whitechapel being played in the page: the engine's state, its seats
//! and every event that happened in its full form, kept together so a save is always the
//! whole truth. Each side is shown its own form of the events ([`Event::seen_by`]).

use wc_engine::{
    ActionError, Answer, Event, GameConfig, GameState, SaveError, SaveFile, Seat, SetupError,
};

use super::record::{WcRecord, WcRecordError};
use super::seats::WcSeat;
use crate::seats::seat_name;

/// One event in the game's history, with the number of answers given before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WcLogEntry {
    pub answers: usize,
    pub event: Event,
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct WcSession {
    game: GameState,
    seats: Vec<WcSeat>,
    log: Vec<WcLogEntry>,
    /// Whether the police's screens show the detective's notebook.
    notebook: bool,
}

impl WcSession {
    /// A new game with these seats.
    ///
    /// # Errors
    /// The engine's [`SetupError`] (a seat count the game does not allow, a policeman run by
    /// Jack's seat).
    pub fn new(config: GameConfig, seats: Vec<WcSeat>) -> Result<WcSession, SetupError> {
        if seats.len() != config.players {
            return Err(SetupError::PlayerCount {
                players: seats.len(),
            });
        }
        let (game, opening) = GameState::new(config)?;
        let log = opening
            .into_iter()
            .map(|event| WcLogEntry { answers: 0, event })
            .collect();
        Ok(WcSession {
            game,
            seats,
            log,
            notebook: false,
        })
    }

    /// The game with the detective's notebook turned on or off.
    #[must_use]
    pub fn with_notebook(mut self, notebook: bool) -> WcSession {
        self.notebook = notebook;
        self
    }

    /// Whether the police's screens show the detective's notebook.
    pub fn notebook(&self) -> bool {
        self.notebook
    }

    /// Rebuilds a stored game: the engine replays its save with full validation (WC9.6.2),
    /// answer by answer, logging every event.
    ///
    /// # Errors
    /// A [`WcRecordError`]; nothing is changed anywhere.
    pub fn resume(record: &WcRecord) -> Result<WcSession, WcRecordError> {
        let save = SaveFile::parse(&record.save).map_err(WcRecordError::Save)?;
        let names_ok = record
            .seats
            .iter()
            .all(|s| seat_name(&s.name).as_deref() == Ok(s.name.as_str()));
        if record.seats.len() != save.config.players || !names_ok {
            return Err(WcRecordError::BadSeats);
        }
        let config = GameConfig {
            seed: save.seed,
            ..save.config.clone()
        };
        let mut session = WcSession::new(config, record.seats.clone())
            .map_err(|e| WcRecordError::Save(SaveError::Setup(e)))?
            .with_notebook(record.notebook);
        for (index, recorded) in save.answers.iter().enumerate() {
            let pending = session.game.pending();
            if pending.is_none_or(|d| d.seat != recorded.seat || d.kind.name() != recorded.kind) {
                return Err(WcRecordError::Save(SaveError::NotPending { index }));
            }
            session
                .play(recorded.seat, recorded.answer.clone())
                .map_err(|error| WcRecordError::Save(SaveError::Rejected { index, error }))?;
        }
        Ok(session)
    }

    /// Parses and resumes a stored game.
    ///
    /// # Errors
    /// See [`WcSession::resume`].
    pub fn from_json(text: &str) -> Result<WcSession, WcRecordError> {
        WcSession::resume(&WcRecord::from_json(text)?)
    }

    /// Applies one answer of `seat`, then the forced ones after it (WC8.3); on success their
    /// events are logged and returned. A refused answer changes nothing.
    ///
    /// # Errors
    /// The engine's [`ActionError`].
    pub fn play(&mut self, seat: Seat, answer: Answer) -> Result<Vec<Event>, ActionError> {
        let answers = self.answers();
        let events = self.game.apply(seat, answer)?;
        self.log.extend(events.iter().map(|event| WcLogEntry {
            answers,
            event: event.clone(),
        }));
        Ok(events)
    }

    pub fn game(&self) -> &GameState {
        &self.game
    }

    pub fn seats(&self) -> &[WcSeat] {
        &self.seats
    }

    pub fn seat(&self, seat: Seat) -> Option<&WcSeat> {
        self.seats.get(usize::from(seat.0))
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    pub fn log(&self) -> &[WcLogEntry] {
        &self.log
    }

    /// How many answers have been recorded (forced ones are not, WC8.3).
    pub fn answers(&self) -> usize {
        self.game.recorded().len()
    }

    /// The person who may take back the last answer now: the one who gave it, while the
    /// decision pending is theirs again and the answer showed nobody anything new
    /// (docs/decisions.md, 68).
    pub fn take_back_seat(&self) -> Option<Seat> {
        let seat = self.game.recorded().last()?.seat;
        let person = self.seat(seat)?.kind.is_human();
        let theirs_again = self.game.pending().is_some_and(|d| d.seat == seat);
        let given = self.answers() - 1;
        let quiet = self
            .log
            .iter()
            .rev()
            .take_while(|e| e.answers == given)
            .all(|e| reveals_nothing(&e.event));
        (person && theirs_again && quiet).then_some(seat)
    }

    /// The game with its last answer taken back, replayed with its log; `None` when
    /// [`WcSession::take_back_seat`] allows no one.
    pub fn taken_back(&self) -> Option<WcSession> {
        self.take_back_seat()?;
        let mut save = self.game.save();
        save.answers.pop();
        let record = WcRecord {
            save: save.to_json(),
            seats: self.seats.clone(),
            notebook: self.notebook,
        };
        WcSession::resume(&record).ok()
    }

    pub fn record(&self) -> WcRecord {
        WcRecord {
            save: self.game.save().to_json(),
            seats: self.seats.clone(),
            notebook: self.notebook,
        }
    }

    pub fn to_json(&self) -> String {
        self.record().to_json()
    }
}

/// Whether an answer's event is only the answering side's own choice: nothing drawn, turned
/// face up, searched for or ended by it.
fn reveals_nothing(event: &Event) -> bool {
    matches!(
        event,
        Event::HideoutChosen { .. }
            | Event::WomenPlaced { .. }
            | Event::PatrolsPlaced { .. }
            | Event::Waited { .. }
            | Event::WretchedMoved { .. }
            | Event::WretchedStayed { .. }
            | Event::JackMoved { forced: false, .. }
            | Event::PolicemanMoved { .. }
            | Event::StoppedSearching { .. }
            | Event::Passed { .. }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::whitechapel::test_games::{played, played_with, seats};
    use wc_engine::{DecisionKind, Viewer};

    #[test]
    fn a_resumed_game_has_the_same_state_and_log() {
        let s = played_with(4, 7, 80, |step, _| step * 7 + 3);
        let back = WcSession::from_json(&s.to_json()).expect("resume");
        assert_eq!(back.game().save(), s.game().save());
        assert_eq!(back.game().pending(), s.game().pending());
        assert_eq!(back.log(), s.log());
        assert_eq!(back.seats(), s.seats());
        assert!(s.answers() > 20);
        assert!(!back.notebook());
    }

    #[test]
    fn the_notebook_stays_on_through_a_reload_and_a_take_back() {
        let mut s = WcSession::new(GameConfig::new(2, 7), seats(2, &[0, 1]))
            .expect("setup")
            .with_notebook(true);
        while s.take_back_seat().is_none() {
            let d = s.game().pending().expect("pending");
            let answer = s.game().legal_answers()[0].clone();
            s.play(d.seat, answer).expect("legal");
        }
        let back = WcSession::from_json(&s.to_json()).expect("resume");
        assert!(back.notebook());
        let taken = back.taken_back().expect("the answer is taken back");
        assert_eq!(taken.answers(), s.answers() - 1);
        assert!(taken.notebook());
    }

    #[test]
    fn the_log_opens_with_the_night_and_holds_every_side_its_form() {
        let s = played(2, 1, 2);
        assert!(matches!(
            s.log()[0].event,
            Event::HideoutChosen { circle: Some(_) }
        ));
        let women = s
            .log()
            .iter()
            .find(|e| matches!(e.event, Event::WomenPlaced { .. }))
            .expect("women placed");
        assert_eq!(women.answers, 1);
        assert!(matches!(
            women.event,
            Event::WomenPlaced {
                marked: Some(_),
                ..
            }
        ));
        assert!(matches!(
            women.event.seen_by(Viewer::Police),
            Event::WomenPlaced { marked: None, .. }
        ));
    }

    /// Decision 68: a person's answer followed by their own next decision, nothing shown, is
    /// taken back to the game as it was, log included; an answer that showed something is not.
    #[test]
    fn a_persons_quiet_answer_is_taken_back_with_its_log() {
        let (mut found, mut refused) = (0, 0);
        for seed in 0..6 {
            let mut s = WcSession::new(GameConfig::new(2, seed), seats(2, &[0, 1])).expect("setup");
            for step in 0..150 {
                let Some(d) = s.game().pending() else { break };
                let before = s.clone();
                let legal = s.game().legal_answers();
                let events = s
                    .play(d.seat, legal[(step * 5 + 1) % legal.len()].clone())
                    .expect("listed");
                match s.take_back_seat() {
                    Some(seat) => {
                        assert_eq!(seat, d.seat);
                        assert!(events.iter().all(reveals_nothing));
                        let back = s.taken_back().expect("taken back");
                        assert_eq!(back.game().save(), before.game().save());
                        assert_eq!(back.log(), before.log());
                        found += 1;
                    }
                    None => {
                        assert!(s.taken_back().is_none());
                        let searched = events
                            .iter()
                            .any(|e| matches!(e, Event::Searched { .. } | Event::Arrested { .. }));
                        refused += usize::from(searched);
                    }
                }
            }
        }
        assert!(found > 20, "{found}");
        assert!(refused > 0, "a search or an arrest is never taken back");
    }

    #[test]
    fn a_bots_answer_is_never_taken_back() {
        let s = played(3, 4, 3);
        let last = s.game().recorded().last().expect("answered").seat;
        assert!(!s.seat(last).expect("seat").kind.is_human() || s.take_back_seat().is_none());
        let mut bots = played(3, 4, 0);
        bots.seats[0].kind =
            crate::whitechapel::seats::WcSeatKind::Bot(table_bots::whitechapel::WcLevel::Random);
        let d = bots.game().pending().expect("hideout");
        let answer = bots.game().legal_answers()[0].clone();
        bots.play(d.seat, answer).expect("listed");
        assert_eq!(bots.take_back_seat(), None);
    }

    #[test]
    fn a_refused_answer_changes_nothing() {
        let mut s = played(3, 5, 2);
        let before = s.to_json();
        let log = s.log().len();
        let d = s.game().pending().expect("pending");
        assert_eq!(d.kind, DecisionKind::PatrolPlace);
        assert_eq!(
            s.play(Seat(0), Answer::Wait),
            Err(ActionError::NotYourDecision { asked: d.seat })
        );
        assert_eq!(s.to_json(), before);
        assert_eq!(s.log().len(), log);
    }

    #[test]
    fn broken_and_foreign_records_are_reported() {
        let s = played(3, 2, 12);
        let record = s.record();
        let mut seats = record.clone();
        seats.seats.pop();
        assert_eq!(
            WcSession::resume(&seats).err(),
            Some(WcRecordError::BadSeats)
        );
        let mut long = record.clone();
        long.seats[1].name = "x".repeat(21);
        assert_eq!(
            WcSession::resume(&long).err(),
            Some(WcRecordError::BadSeats)
        );
        let mut later = record.clone();
        later.save = later.save.replace("\"rules\":\"1.0\"", "\"rules\":\"2.0\"");
        assert!(matches!(
            WcSession::resume(&later),
            Err(WcRecordError::Save(SaveError::UnknownVersion { .. }))
        ));
        let mut wrong = record;
        wrong.save = wrong.save.replacen("\"seat\":0", "\"seat\":1", 1);
        assert_eq!(
            WcSession::resume(&wrong).err(),
            Some(WcRecordError::Save(SaveError::NotPending { index: 0 }))
        );
    }
}
