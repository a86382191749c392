//! A game of Family Business being played in the page: the engine's state, its seats and every
//! event that happened, kept together so a save is always the whole truth.

use fb_engine::{
    ActionError, Answer, Applied, Event, GameConfig, GameState, PlayerId, SaveError, SetupError,
};

use super::record::{FbRecord, FbRecordError};
use super::seats::FbSeat;
use crate::seats::seat_name;

/// One event in the game's history, with the number of answers given before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FbLogEntry {
    pub answers: usize,
    pub event: Event,
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct FbSession {
    game: GameState,
    seats: Vec<FbSeat>,
    log: Vec<FbLogEntry>,
}

impl FbSession {
    /// A new game with these seats.
    ///
    /// # Errors
    /// The engine's [`SetupError`] (a seat count the game does not allow, two seats of one
    /// family).
    pub fn new(config: GameConfig, seats: Vec<FbSeat>) -> Result<FbSession, SetupError> {
        if seats.len() != config.players {
            return Err(SetupError::PlayerCount {
                players: seats.len(),
            });
        }
        let (game, opening) = GameState::opening(config)?;
        let log = opening
            .into_iter()
            .map(|event| FbLogEntry { answers: 0, event })
            .collect();
        Ok(FbSession { game, seats, log })
    }

    /// Rebuilds a stored game: the engine replays its save with full validation (FB12.6.2),
    /// then the game is played again from its setup to log every event.
    ///
    /// # Errors
    /// An [`FbRecordError`]; nothing is changed anywhere.
    pub fn resume(record: &FbRecord) -> Result<FbSession, FbRecordError> {
        let saved = GameState::load(&record.save).map_err(FbRecordError::Save)?;
        let names_ok = record
            .seats
            .iter()
            .all(|s| seat_name(&s.name).as_deref() == Ok(s.name.as_str()));
        if record.seats.len() != saved.player_count() || !names_ok {
            return Err(FbRecordError::BadSeats);
        }
        let mut session = FbSession::new(saved.config().clone(), record.seats.clone())
            .map_err(|e| FbRecordError::Save(SaveError::Setup(e)))?;
        for (index, recorded) in saved.recorded().iter().enumerate() {
            session
                .play(recorded.seat, recorded.answer)
                .map_err(|error| FbRecordError::Save(SaveError::Answer { index, error }))?;
        }
        Ok(session)
    }

    /// Parses and resumes a stored game.
    ///
    /// # Errors
    /// See [`FbSession::resume`].
    pub fn from_json(text: &str) -> Result<FbSession, FbRecordError> {
        FbSession::resume(&FbRecord::from_json(text)?)
    }

    /// Applies one answer of `seat`; on success its events are logged and returned, with the
    /// game before each decision the engine then answered itself (FB11.3.1). A refused answer
    /// changes nothing (FB11.1.3).
    ///
    /// # Errors
    /// The engine's [`ActionError`].
    pub fn play(&mut self, seat: PlayerId, answer: Answer) -> Result<Applied, ActionError> {
        let applied = self.game.apply_traced(seat, answer)?;
        let answers = self.answers();
        self.log
            .extend(applied.events.iter().map(|event| FbLogEntry {
                answers,
                event: event.clone(),
            }));
        Ok(applied)
    }

    pub fn game(&self) -> &GameState {
        &self.game
    }

    pub fn seats(&self) -> &[FbSeat] {
        &self.seats
    }

    pub fn seat(&self, p: PlayerId) -> Option<&FbSeat> {
        self.seats.get(p.index())
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// The family of each seat.
    pub fn families(&self) -> Vec<u8> {
        self.game.config().seat_families()
    }

    pub fn log(&self) -> &[FbLogEntry] {
        &self.log
    }

    /// How many answers have been recorded (forced ones are not, FB11.3.1).
    pub fn answers(&self) -> usize {
        self.game.recorded().len()
    }

    /// The person who may take back the last answer now (docs/decisions.md, 56).
    pub fn take_back_seat(&self) -> Option<PlayerId> {
        let seat = self.game.recorded().last()?.seat;
        let person = self.seat(seat)?.kind.is_human();
        (person && self.game.undoable(seat) > 0).then_some(seat)
    }

    /// The game with its last answer taken back, replayed with its log; `None` when
    /// [`FbSession::take_back_seat`] allows no one.
    pub fn taken_back(&self) -> Option<FbSession> {
        let game = self.game.taken_back(self.take_back_seat()?)?;
        let record = FbRecord {
            save: game.save(),
            seats: self.seats.clone(),
        };
        FbSession::resume(&record).ok()
    }

    pub fn record(&self) -> FbRecord {
        FbRecord {
            save: self.game.save(),
            seats: self.seats.clone(),
        }
    }

    pub fn to_json(&self) -> String {
        self.record().to_json()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family_business::test_games::{played, seats};
    use fb_engine::DecisionKind;

    #[test]
    fn a_resumed_game_has_the_same_state_and_log() {
        let s = played(4, 7, 60);
        let back = FbSession::from_json(&s.to_json()).expect("resume");
        assert!(back.game() == s.game());
        assert_eq!(back.log(), s.log());
        assert_eq!(back.seats(), s.seats());
        assert!(s.answers() > 20);
    }

    #[test]
    fn the_log_opens_with_the_first_turn() {
        let s = played(3, 1, 0);
        assert_eq!(
            s.log()[0].event,
            Event::TurnStarted {
                seat: s.game().active(),
                turn: 1
            }
        );
    }

    /// Decision 56: a person's answer followed by their own next decision, nothing shown, is
    /// taken back to the game as it was, log included.
    #[test]
    fn a_persons_answer_is_taken_back_with_its_log() {
        let mut found = 0;
        for seed in 0..40 {
            let mut s = FbSession::new(GameConfig::new(3, seed), seats(3, &[1, 2])).expect("setup");
            for step in 0..120 {
                let Some(d) = s.game().pending() else { break };
                let before = s.clone();
                let legal = s.game().legal_answers();
                s.play(d.seat, legal[(step * 5 + 1) % legal.len()])
                    .expect("listed");
                if let Some(seat) = s.take_back_seat() {
                    assert_eq!(seat, d.seat);
                    let back = s.taken_back().expect("taken back");
                    assert!(back.game() == before.game());
                    assert_eq!(back.log(), before.log());
                    found += 1;
                }
            }
        }
        assert!(found > 0);
    }

    #[test]
    fn a_refused_answer_changes_nothing() {
        let mut s = played(3, 5, 10);
        let before = s.to_json();
        let log = s.log().len();
        let d = s.game().pending().expect("pending");
        assert_eq!(d.kind, DecisionKind::TurnPlay);
        let other = PlayerId((d.seat.0 + 1) % 3);
        assert_eq!(
            s.play(other, Answer::Decline),
            Err(ActionError::NotYourDecision { waiting: d.seat })
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
            FbSession::resume(&seats).err(),
            Some(FbRecordError::BadSeats)
        );
        let mut long = record.clone();
        long.seats[1].name = "x".repeat(21);
        assert_eq!(
            FbSession::resume(&long).err(),
            Some(FbRecordError::BadSeats)
        );
        let mut other = record.clone();
        other.save = other.save.replace("family-business", "chess");
        assert_eq!(
            FbSession::resume(&other).err(),
            Some(FbRecordError::Save(SaveError::OtherGame {
                game: "chess".into()
            }))
        );
        let mut answer = record;
        answer.save = answer.save.replacen("\"seat\":", "\"seat\":9,\"x\":", 1);
        assert!(matches!(
            FbSession::resume(&answer),
            Err(FbRecordError::Save(SaveError::Schema { .. }))
        ));
    }
}
