//! A game being played in the page: the engine's state, its seats, every action taken and
//! every event that happened, kept together so a save is always the whole truth.

use super::seats::Seat;
use crate::nothing_personal::record::{GameRecord, RecordError, RECORD_VERSION};
use crate::seats::seat_name;
use np_engine::{
    Action, ActionError, Answer, DecisionKind, Event, GameConfig, GameState, LoadError, PlayerId,
    SaveFile, SetupError, SAVE_VERSION,
};

/// Who answers a pending decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answerer {
    Person,
    Bot,
    /// The page declines on the person's standing preference (R12.14.1).
    Preference,
}

/// One event in the game's history, with the number of actions applied before it (0 for the
/// setup).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    pub action: usize,
    pub event: Event,
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Session {
    game: GameState,
    seats: Vec<Seat>,
    save: SaveFile,
    log: Vec<LogEntry>,
}

impl Session {
    /// A new game with these seats.
    ///
    /// # Errors
    /// The engine's [`SetupError`] (for example a wrong number of seats).
    pub fn new(config: GameConfig, seats: Vec<Seat>) -> Result<Session, SetupError> {
        if seats.len() != config.players {
            return Err(SetupError::PlayerCount {
                players: seats.len(),
            });
        }
        let game = GameState::new(config.clone())?;
        let log = game
            .setup_log()
            .iter()
            .map(|event| LogEntry {
                action: 0,
                event: event.clone(),
            })
            .collect();
        Ok(Session {
            game,
            seats,
            save: SaveFile::new(config),
            log,
        })
    }

    /// Rebuilds a stored game by replaying it, with its whole log.
    ///
    /// # Errors
    /// A [`RecordError`]; nothing is changed anywhere.
    pub fn resume(record: &GameRecord) -> Result<Session, RecordError> {
        if record.version != RECORD_VERSION {
            return Err(RecordError::UnknownVersion {
                version: record.version,
            });
        }
        let names_ok = record
            .seats
            .iter()
            .all(|s| seat_name(&s.name).as_deref() == Ok(s.name.as_str()));
        if record.seats.len() != record.game.config.players || !names_ok {
            return Err(RecordError::BadSeats);
        }
        if record.game.version != SAVE_VERSION {
            return Err(RecordError::Load(LoadError::UnknownVersion {
                version: record.game.version,
            }));
        }
        if record.game.seed != record.game.config.seed {
            return Err(RecordError::Load(LoadError::SeedMismatch));
        }
        let mut session = Session::new(record.game.config.clone(), record.seats.clone())
            .map_err(|e| RecordError::Load(LoadError::Setup(e)))?;
        for (index, (seat, action)) in record.game.actions.iter().enumerate() {
            session
                .play(*seat, action.clone())
                .map_err(|error| RecordError::Load(LoadError::Rejected { index, error }))?;
        }
        Ok(session)
    }

    /// Parses and resumes a stored game.
    ///
    /// # Errors
    /// See [`Session::resume`].
    pub fn from_json(text: &str) -> Result<Session, RecordError> {
        Session::resume(&GameRecord::from_json(text)?)
    }

    /// Applies one action; on success it is saved and its events are logged. A rejected action
    /// changes nothing (R12.1.3).
    ///
    /// # Errors
    /// The engine's [`ActionError`].
    pub fn play(&mut self, seat: PlayerId, action: Action) -> Result<usize, ActionError> {
        let events = self.game.apply(seat, action.clone())?;
        self.save.actions.push((seat, action));
        let number = self.save.actions.len();
        let added = events.len();
        self.log.extend(events.into_iter().map(|event| LogEntry {
            action: number,
            event,
        }));
        Ok(added)
    }

    pub fn game(&self) -> &GameState {
        &self.game
    }

    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// The engine's save of the game so far.
    pub fn save_file(&self) -> &SaveFile {
        &self.save
    }

    pub fn seat(&self, p: PlayerId) -> Option<&Seat> {
        self.seats.get(p.index())
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    /// How many actions have been applied.
    pub fn actions(&self) -> usize {
        self.save.actions.len()
    }

    pub fn record(&self) -> GameRecord {
        GameRecord {
            version: RECORD_VERSION,
            game: self.save.clone(),
            seats: self.seats.clone(),
        }
    }

    pub fn to_json(&self) -> String {
        self.record().to_json()
    }

    /// Sets a person's standing preference to decline rerolls and window plays (R12.14.1).
    pub fn set_decline_windows(&mut self, seat: PlayerId, on: bool) {
        if let Some(s) = self.seats.get_mut(seat.index()) {
            s.decline_windows = on;
        }
    }

    /// The pending decision's seat and who answers it: a bot, the page on a person's standing
    /// preference (declining a reroll or a window play), or the person.
    pub fn to_answer(&self) -> Option<(PlayerId, Answerer)> {
        let d = self.game.pending()?;
        let seat = self.seat(d.seat)?;
        let declinable = matches!(
            d.kind,
            DecisionKind::Reroll { .. } | DecisionKind::Response { .. }
        );
        let answerer = if !seat.kind.is_human() {
            Answerer::Bot
        } else if seat.decline_windows && declinable && self.game.is_legal(&Answer::Decline) {
            Answerer::Preference
        } else {
            Answerer::Person
        };
        Some((d.seat, answerer))
    }

    /// The person who must take the device before anything private is shown, while `viewer`
    /// holds it: the person who answers the pending decision, if not `viewer`.
    pub fn handoff(&self, viewer: Option<PlayerId>) -> Option<PlayerId> {
        match self.to_answer()? {
            (seat, Answerer::Person) if viewer != Some(seat) => Some(seat),
            _ => None,
        }
    }

    /// The person known to hold the device, whose hand and private events may be shown:
    /// `viewer`, unless the device must go to another person first. Whoever holds it then is
    /// not known, so nobody's are shown (docs/decisions.md, 58).
    pub fn holder(&self, viewer: Option<PlayerId>) -> Option<PlayerId> {
        viewer.filter(|_| self.handoff(viewer).is_none())
    }

    /// The person who may take back the last action now (docs/decisions.md): its seat, if a
    /// person's and the engine allows it.
    pub fn take_back_seat(&self) -> Option<PlayerId> {
        let seat = self.last_person()?;
        (self.save.undoable(seat).ok()? > 0).then_some(seat)
    }

    /// The game with its last action taken back, replayed from the save without it; `None`
    /// when [`Session::take_back_seat`] allows no one.
    pub fn taken_back(&self) -> Option<Session> {
        let mut record = self.record();
        record.game = self.save.taken_back(self.last_person()?).ok()??;
        Session::resume(&record).ok()
    }

    /// The seat of the last action, if a person sits there.
    fn last_person(&self) -> Option<PlayerId> {
        let (seat, _) = self.save.actions.last()?;
        self.seat(*seat)?.kind.is_human().then_some(*seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nothing_personal::seats::SeatKind;
    use crate::nothing_personal::test_games::played;
    use table_bots::nothing_personal::Level;
    use table_bots::nothing_personal::{Bot, RandomBot};

    #[test]
    fn a_resumed_game_has_the_same_state_pending_decision_and_log() {
        let s = played(4, 11, 300);
        let back = Session::from_json(&s.to_json()).expect("resume");
        assert!(back.game() == s.game());
        assert_eq!(back.game().pending(), s.game().pending());
        assert_eq!(back.log(), s.log());
        assert_eq!(back.seats(), s.seats());
    }

    #[test]
    fn a_rejected_action_changes_nothing() {
        let mut s = played(3, 5, 20);
        let before = s.to_json();
        let log = s.log().len();
        let d = s.game().pending().cloned().expect("pending");
        let other = PlayerId((d.seat.0 + 1) % 3);
        assert_eq!(
            s.play(other, Action::Answer(np_engine::Answer::Pass)),
            Err(ActionError::NotYourDecision)
        );
        assert_eq!(s.to_json(), before);
        assert_eq!(s.log().len(), log);
    }

    /// Two people and a bot share the device: while it must change hands nobody is known to
    /// hold it, and once the next person takes it, only they are; a bot's move leaves the
    /// device with the person who held it.
    #[test]
    fn while_the_device_changes_hands_nobody_holds_it() {
        let seats: Vec<Seat> = [
            SeatKind::Human,
            SeatKind::Human,
            SeatKind::Bot(Level::Random),
        ]
        .into_iter()
        .enumerate()
        .map(|(i, k)| Seat::new(format!("Seat {i}"), k))
        .collect();
        let mut s = Session::new(GameConfig::new(3, 21), seats.clone()).expect("setup");
        let mut bots: Vec<RandomBot> = (0..3).map(|i| RandomBot::new(60 + i)).collect();
        let mut viewer = crate::nothing_personal::seats::the_only_person(&seats);
        assert_eq!(viewer, None);
        let (mut handoffs, mut from_someone, mut bot_moves) = (0, 0, 0);
        for _ in 0..3_000 {
            let Some((seat, answerer)) = s.to_answer() else {
                break;
            };
            match (answerer, s.handoff(viewer)) {
                (Answerer::Person, Some(next)) => {
                    assert_eq!(next, seat);
                    assert_eq!(s.holder(viewer), None, "nobody holds it at a hand-off");
                    handoffs += 1;
                    if viewer.is_some() {
                        from_someone += 1;
                    }
                    // The person takes the device.
                    viewer = Some(next);
                    assert_eq!(s.handoff(viewer), None);
                    assert_eq!(s.holder(viewer), Some(next));
                }
                (Answerer::Person, None) => assert_eq!(s.holder(viewer), Some(seat)),
                (_, handoff) => {
                    assert_eq!(handoff, None, "no hand-off for a bot");
                    assert_eq!(s.holder(viewer), viewer);
                    bot_moves += 1;
                }
            }
            let action = bots[seat.index()].act(&s.game().knowledge(seat));
            let _ = s.play(seat, action);
        }
        assert!(from_someone > 0 && handoffs > from_someone && bot_moves > 0);
    }

    /// R12.14.1: a person may have rerolls and window plays declined for them; nothing else.
    #[test]
    fn a_standing_preference_declines_only_rerolls_and_window_plays() {
        let mut s = played(3, 8, 0);
        s.set_decline_windows(PlayerId(0), true);
        let mut declined = 0;
        for _ in 0..3000 {
            let Some((seat, answerer)) = s.to_answer() else {
                break;
            };
            let kind = s.game().pending().expect("pending").kind.clone();
            let answer = match answerer {
                Answerer::Preference => {
                    assert_eq!(seat, PlayerId(0));
                    assert!(matches!(
                        kind,
                        DecisionKind::Reroll { .. } | DecisionKind::Response { .. }
                    ));
                    declined += 1;
                    Answer::Decline
                }
                Answerer::Person => {
                    assert_eq!(seat, PlayerId(0));
                    s.game().legal_answers()[0].clone()
                }
                Answerer::Bot => s.game().default_answer().expect("default"),
            };
            s.play(seat, Action::Answer(answer)).expect("listed");
        }
        assert!(declined > 0);
        // The preference travels with the save.
        let back = Session::from_json(&s.to_json()).expect("resume");
        assert!(back.seats()[0].decline_windows);
    }

    /// docs/decisions.md: a person takes back their own answer to the exact game before it,
    /// never a bot's, never past a die roll or a card drawn.
    #[test]
    fn a_person_takes_back_their_last_answer_but_no_bot_answer() {
        let mut s = played(4, 21, 0);
        let mut bots: Vec<RandomBot> = (0..4).map(|i| RandomBot::new(70 + i)).collect();
        let (mut taken, mut refused) = (0, 0);
        for _ in 0..2000 {
            let Some(d) = s.game().pending().cloned() else {
                break;
            };
            let before = s.clone();
            let action = bots[d.seat.index()].act(&s.game().knowledge(d.seat));
            if s.play(d.seat, action).is_err() {
                continue;
            }
            let allowed = s.save_file().undoable(d.seat).expect("replays") > 0;
            match s.taken_back() {
                Some(back) => {
                    assert_eq!(d.seat, PlayerId(0), "a bot's answer taken back");
                    assert!(allowed);
                    assert!(back.game() == before.game());
                    assert_eq!(back.log(), before.log());
                    assert_eq!(back.to_json(), before.to_json());
                    taken += 1;
                }
                None => {
                    assert!(d.seat != PlayerId(0) || !allowed);
                    refused += usize::from(d.seat == PlayerId(0));
                }
            }
        }
        assert!(
            taken >= 20 && refused >= 5,
            "{taken} taken back, {refused} refused"
        );
    }

    #[test]
    fn broken_and_foreign_records_are_reported() {
        let s = played(3, 2, 40);
        assert_eq!(
            Session::from_json("{not json").err(),
            Some(RecordError::Corrupt)
        );
        let mut record = s.record();
        record.version = 99;
        let text = record.to_json();
        assert_eq!(
            Session::from_json(&text).err(),
            Some(RecordError::UnknownVersion { version: 99 })
        );
        let mut record = s.record();
        record.seats.pop();
        assert_eq!(Session::resume(&record).err(), Some(RecordError::BadSeats));
        let mut record = s.record();
        record.seats[1].name = "x".repeat(21);
        assert_eq!(Session::resume(&record).err(), Some(RecordError::BadSeats));
        let mut record = s.record();
        record.game.seed += 1;
        assert_eq!(
            Session::resume(&record).err(),
            Some(RecordError::Load(LoadError::SeedMismatch))
        );
        let mut record = s.record();
        let (seat, _) = record.game.actions[5].clone();
        record.game.actions[5] = (seat, Action::Shakedown(np_engine::CardId(9999)));
        assert!(matches!(
            Session::resume(&record).err(),
            Some(RecordError::Load(LoadError::Rejected { index: 5, .. }))
        ));
    }
}
