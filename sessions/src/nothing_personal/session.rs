//! A game being played in the page: the engine's state, its seats, every action taken and
//! every event that happened, kept together so a save is always the whole truth.

use super::seats::Seat;
use crate::nothing_personal::record::{GameRecord, RecordError, RECORD_VERSION};
use crate::seats::seat_name;
use np_engine::{
    Action, ActionError, Answer, CardId, DecisionKind, Event, GameConfig, GameState, LoadError,
    PlayerId, SaveFile, SetupError, SAVE_VERSION,
};

/// Who answers a pending decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answerer {
    Person,
    Bot,
    /// The page declines on the person's standing preference (R12.14.1).
    Preference,
    /// The person has no choice: the page gives the decision's only answer for them
    /// (docs/decisions.md, 60). Not in a window they claimed at the table's question: they
    /// asked to play there, and are told that nothing fits (docs/decisions.md, 66).
    NoChoice,
    /// A window's question to the people sharing the device, before any of them is asked:
    /// does anybody play a card here? (docs/decisions.md, 66).
    Table,
    /// The people's answer to the window's question left this person out: the page
    /// declines for them.
    NotClaimed,
    /// A bot the table asks in every window has nothing to play in this one: the page declines
    /// for it, where the rules would not have asked it (R12.9.2; docs/decisions.md, 67).
    BotWithoutAPlay,
}

/// The people's answer to the question of a response window: who of them plays a card, if
/// anyone. It holds until somebody plays or another window opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Called {
    claimed: Option<PlayerId>,
    /// How many actions had been applied, and how long the log was, when it was answered.
    actions: usize,
    log: usize,
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
    /// The only answer a person has to the pending decision, if they have no choice.
    only: Option<Answer>,
    /// The actions the page answered for a person who had no choice, with their seats.
    answered_for: Vec<(usize, PlayerId)>,
    /// The actions that declined a window for a seat the table asks in every window: the
    /// page's declines for the people its question left out and for bots without a play, and
    /// the seats' own.
    declined_for: Vec<usize>,
    /// The people's answer to the question of the window open now, if it was asked.
    called: Option<Called>,
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
        let mut session = Session {
            game,
            seats,
            save: SaveFile::new(config),
            log,
            only: None,
            answered_for: Vec::new(),
            declined_for: Vec::new(),
            called: None,
        };
        session.only = session.find_only_answer();
        Ok(session)
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
        let window_decline = action == Action::Answer(Answer::Decline)
            && self.asks_the_table(seat)
            && self
                .game
                .pending()
                .is_some_and(|d| d.seat == seat && matches!(d.kind, DecisionKind::Response { .. }));
        let events = self.game.apply(seat, action.clone())?;
        let forced = matches!((&action, &self.only), (Action::Answer(a), Some(only)) if a == only);
        self.save.actions.push((seat, action));
        let number = self.save.actions.len();
        if window_decline {
            self.declined_for.push(number);
        } else if forced {
            self.answered_for.push((number, seat));
        }
        self.only = self.find_only_answer();
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

    /// Whether the page gave action `number` for `seat`, who had no other answer.
    pub fn answered_for(&self, number: usize, seat: PlayerId) -> bool {
        self.answered_for.contains(&(number, seat))
    }

    /// The only answer a person has to the pending decision: its one legal answer, when no
    /// shakedown they could make first would open another (R12.2.2, R11.1.2).
    pub fn only_answer(&self) -> Option<&Answer> {
        self.only.as_ref()
    }

    fn find_only_answer(&self) -> Option<Answer> {
        let d = self.game.pending()?;
        if !self.seat(d.seat)?.kind.is_human() || self.game.legal_count() != 1 {
            return None;
        }
        let only = self.game.legal_answer(0)?;
        let hand = &self.game.player(d.seat).hand;
        // Keeping any one card (or none) and selling every other: more money never takes an
        // answer away, and a card kept may be the one a play needs.
        let mut kept: Vec<Option<CardId>> = vec![None];
        for c in hand {
            if !kept.contains(&Some(*c)) {
                kept.push(Some(*c));
            }
        }
        let opens = kept.into_iter().any(|keep| {
            let mut game = self.game.clone();
            let mut kept_one = false;
            for c in hand {
                if Some(*c) == keep && !kept_one {
                    kept_one = true;
                    continue;
                }
                let _ = game.apply(d.seat, Action::Shakedown(*c));
            }
            game.pending().map(|p| p.seat) == Some(d.seat) && game.legal_count() > 1
        });
        (!opens).then_some(only)
    }

    /// Whether the person's having no choice follows from what everyone sees (R12.13.1): their
    /// money, the size of their hand, their markers in supply and the decks' sizes.
    fn no_choice_is_public(&self) -> bool {
        self.game.pending().is_some_and(|d| {
            matches!(
                d.kind,
                DecisionKind::FenceBuy { .. }
                    | DecisionKind::TiePetition { .. }
                    | DecisionKind::GrantedPlacement { .. }
            )
        })
    }

    /// Sets a person's standing preference to decline rerolls and window plays (R12.14.1).
    pub fn set_decline_windows(&mut self, seat: PlayerId, on: bool) {
        if let Some(s) = self.seats.get_mut(seat.index()) {
            s.decline_windows = on;
        }
    }

    /// The pending decision's seat and who answers it: a bot, the page for a person who has no
    /// choice, the page on a person's standing preference (declining a reroll or a window
    /// play), or the person.
    pub fn to_answer(&self) -> Option<(PlayerId, Answerer)> {
        let d = self.game.pending()?;
        let seat = self.seat(d.seat)?;
        let declinable = matches!(
            d.kind,
            DecisionKind::Reroll { .. } | DecisionKind::Response { .. }
        );
        let preference = seat.decline_windows && declinable && self.game.is_legal(&Answer::Decline);
        // In a window that asks the people together first: their answer, once given.
        let question = match d.kind {
            DecisionKind::Response { .. } if self.asks_the_table(d.seat) && !preference => {
                Some(self.called().map(|c| c.claimed))
            }
            _ => None,
        };
        let answerer = if !seat.kind.is_human() {
            if self.asks_the_table(d.seat) && self.game.asked_for_nothing() {
                Answerer::BotWithoutAPlay
            } else {
                Answerer::Bot
            }
        } else if question == Some(None) {
            Answerer::Table
        } else if question.is_some_and(|answer| answer != Some(Some(d.seat))) {
            Answerer::NotClaimed
        } else if self.only.is_some() && question.is_none() {
            Answerer::NoChoice
        } else if preference {
            Answerer::Preference
        } else {
            Answerer::Person
        };
        Some((d.seat, answerer))
    }

    /// Whether the table asks `seat` in every response window (`GameConfig::
    /// asked_in_every_window`): a person there is first asked together with the others.
    fn asks_the_table(&self, seat: PlayerId) -> bool {
        self.game.config().asked_in_every_window.contains(&seat)
    }

    /// Whether a bot the table asks in every response window is answering one now. Being
    /// asked there tells nothing of its hand, so the page names nobody deciding
    /// (docs/decisions.md, 67).
    pub fn bot_in_window(&self) -> bool {
        self.to_answer()
            .is_some_and(|(_, a)| matches!(a, Answerer::Bot | Answerer::BotWithoutAPlay))
            && self.game.pending().is_some_and(|d| {
                self.asks_the_table(d.seat) && matches!(d.kind, DecisionKind::Response { .. })
            })
    }

    /// The people's answer to the question of the window open now: the last one given, while
    /// nothing but declines has been answered since and no window has opened.
    fn called(&self) -> Option<Called> {
        let c = self.called?;
        let declines = self
            .save
            .actions
            .get(c.actions..)?
            .iter()
            .all(|(_, a)| *a == Action::Answer(Answer::Decline));
        let opened = self
            .log
            .get(c.log..)?
            .iter()
            .any(|e| matches!(e.event, Event::WindowOpened { .. }));
        (declines && !opened).then_some(c)
    }

    /// The people the window's question asks while it waits for their answer: every person
    /// the table asks in its windows, in seat order, but those who decline windows.
    pub fn asked_together(&self) -> Option<Vec<PlayerId>> {
        if !matches!(self.to_answer()?, (_, Answerer::Table)) {
            return None;
        }
        let asked = &self.game.config().asked_in_every_window;
        Some(
            (0..self.seats.len())
                .map(|i| PlayerId(i as u8))
                .filter(|p| {
                    asked.contains(p)
                        && self
                            .seat(*p)
                            .is_some_and(|s| s.kind.is_human() && !s.decline_windows)
                })
                .collect(),
        )
    }

    /// The people's answer to the window's question: `claimed` plays a card (the window asks
    /// them in its turn, through a hand-off), or nobody does and the page declines for them
    /// all. Changes nothing unless the question waits.
    pub fn answer_the_table(&mut self, claimed: Option<PlayerId>) {
        if self
            .asked_together()
            .is_some_and(|people| claimed.is_none_or(|p| people.contains(&p)))
        {
            self.called = Some(Called {
                claimed,
                actions: self.actions(),
                log: self.log.len(),
            });
        }
    }

    /// The person who must take the device before anything private is shown, while `viewer`
    /// holds it: the person who answers the pending decision, if not `viewer`; and a person
    /// who has no choice, if not `viewer` and what made it so is private, so that the table
    /// sees the same hand-off as for any decision of theirs (docs/decisions.md, 60).
    pub fn handoff(&self, viewer: Option<PlayerId>) -> Option<PlayerId> {
        match self.to_answer()? {
            (seat, Answerer::Person) if viewer != Some(seat) => Some(seat),
            (seat, Answerer::NoChoice) if viewer != Some(seat) && !self.no_choice_is_public() => {
                Some(seat)
            }
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
    /// person's, not given for them when they had no choice, and the engine allows it. The
    /// declines of a window that asked the people together, given after it, go with it, as long
    /// as none of them rolled a die or showed a card (docs/decisions.md, 66).
    pub fn take_back_seat(&self) -> Option<PlayerId> {
        let kept = self.before_page_declines()?;
        let (seat, _) = self.save.actions.get(kept.checked_sub(1)?)?;
        if !self.seat(*seat)?.kind.is_human() || self.answered_for(kept, *seat) {
            return None;
        }
        let save = SaveFile {
            actions: self.save.actions[..kept].to_vec(),
            ..self.save.clone()
        };
        (save.undoable(*seat).ok()? > 0).then_some(*seat)
    }

    /// The game with its last action taken back (and the window declines after it), replayed
    /// from the save without them; `None` when [`Session::take_back_seat`] allows no one.
    pub fn taken_back(&self) -> Option<Session> {
        let seat = self.take_back_seat()?;
        let kept = self.before_page_declines()?;
        let mut record = self.record();
        record.game.actions.truncate(kept);
        record.game = record.game.taken_back(seat).ok()??;
        Session::resume(&record).ok()
    }

    /// How many actions come before the last declines of windows that asked the people
    /// together; `None` if one of those declines settled something (a die rolled, a card
    /// drawn) that taking back may not undo.
    fn before_page_declines(&self) -> Option<usize> {
        let mut kept = self.actions();
        while kept > 0 && self.declined_for.contains(&kept) {
            kept -= 1;
        }
        let settled = self
            .log
            .iter()
            .any(|e| e.action > kept && e.event.settles());
        (!settled).then_some(kept)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nothing_personal::seats::SeatKind;
    use crate::nothing_personal::test_games::{as_the_page_starts, played};
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
                (Answerer::Person | Answerer::NoChoice, Some(next)) => {
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
                (Answerer::NoChoice, None) => {}
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

    /// Plays a game with Random bots in every seat, the page answering what it answers for the
    /// people (their only answers, their preferences); calls `look` before every action with
    /// the game and who answers.
    fn play_out(mut s: Session, seed: u64, mut look: impl FnMut(&Session, PlayerId, Answerer)) {
        let n = s.seats().len();
        let mut bots: Vec<RandomBot> = (0..n).map(|i| RandomBot::new(seed + i as u64)).collect();
        for _ in 0..4000 {
            let Some((seat, answerer)) = s.to_answer() else {
                break;
            };
            look(&s, seat, answerer);
            let action = match answerer {
                Answerer::NoChoice => Action::Answer(s.only_answer().expect("only").clone()),
                Answerer::Preference => Action::Answer(Answer::Decline),
                Answerer::Person | Answerer::Bot => {
                    bots[seat.index()].act(&s.game().knowledge(seat))
                }
                Answerer::Table | Answerer::NotClaimed | Answerer::BotWithoutAPlay => {
                    panic!("a window asked the table, whose game asks nobody in every window")
                }
            };
            let answered_for = answerer == Answerer::NoChoice;
            if s.play(seat, action).is_ok() {
                assert_eq!(s.answered_for(s.actions(), seat), answered_for);
            }
        }
    }

    /// docs/decisions.md, 60: a person's decision with one legal answer is answered for them
    /// when no shakedown could open another; when one could, it is theirs (R12.2.2).
    #[test]
    fn a_decision_without_a_choice_is_answered_for_the_person() {
        let (mut answered, mut opened) = (0, 0);
        for seed in 1..=6 {
            play_out(played(4, seed, 0), seed * 7, |s, seat, answerer| {
                let game = s.game();
                let hand = game.player(seat).hand.len();
                match answerer {
                    Answerer::NoChoice => {
                        assert_eq!(seat, PlayerId(0));
                        assert_eq!(game.legal_count(), 1);
                        assert_eq!(s.only_answer(), game.legal_answer(0).as_ref());
                        if let Some(DecisionKind::FenceBuy { .. }) = game.pending().map(|d| &d.kind)
                        {
                            assert!(hand == 0 || game.player(seat).money + 8 < 10);
                        }
                        // Alone at the table, the person holds the device.
                        assert_eq!(s.handoff(Some(seat)), None);
                        answered += 1;
                    }
                    Answerer::Person if game.legal_count() == 1 => {
                        // Shaking down every card opens another answer, or keeping one does.
                        assert!(hand > 0);
                        opened += 1;
                    }
                    _ => assert_eq!(s.only_answer(), None),
                }
            });
        }
        assert!(
            answered > 0 && opened > 0,
            "{answered} answered, {opened} opened"
        );
    }

    /// docs/decisions.md, 60: with several people at the device, a decision without a choice
    /// whose reason is private (the cards in a hand) still goes through the hand-off, as any
    /// decision of theirs does; one whose reason everyone sees (money, hand size) does not.
    #[test]
    fn with_several_people_a_private_lack_of_choice_keeps_its_hand_off() {
        let seats: Vec<Seat> = (0..4)
            .map(|i| {
                let kind = if i < 2 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot(Level::Random)
                };
                Seat::new(format!("Seat {i}"), kind)
            })
            .collect();
        let (mut private, mut public) = (0, 0);
        for seed in 1..=60 {
            if private > 0 && public > 0 {
                break;
            }
            let s = Session::new(GameConfig::new(4, seed), seats.clone()).expect("setup");
            play_out(s, seed, |s, seat, answerer| {
                if answerer != Answerer::NoChoice {
                    return;
                }
                let other = Some(PlayerId(1 - seat.0));
                let kind = &s.game().pending().expect("pending").kind;
                let seen = matches!(
                    kind,
                    DecisionKind::FenceBuy { .. }
                        | DecisionKind::TiePetition { .. }
                        | DecisionKind::GrantedPlacement { .. }
                );
                assert_eq!(s.handoff(Some(seat)), None);
                if seen {
                    assert_eq!(s.handoff(other), None);
                    public += 1;
                } else {
                    assert_eq!(s.handoff(other), Some(seat));
                    assert_eq!(s.holder(other), None);
                    private += 1;
                }
            });
        }
        assert!(
            private > 0 && public > 0,
            "{private} private, {public} public"
        );
    }

    /// docs/decisions.md, 66: with several people at the device, a response window asks them
    /// all together before any of them, whatever their hands hold; then only a person who
    /// claimed goes through a hand-off, and the page declines for the others without one.
    #[test]
    fn with_several_people_a_window_asks_the_table_before_anyone() {
        let seats = crate::nothing_personal::test_games::two_people_against(Level::Random);
        let people: Vec<PlayerId> = [0, 2].map(PlayerId).to_vec();
        let asked = crate::nothing_personal::seats::asked_in_every_window(&seats);
        assert_eq!(asked.len(), 4, "the bots too");
        let (mut questions, mut nothing_to_play, mut claims, mut declined) = (0, 0, 0, 0);
        let (mut taken_back, mut claimed_nothing) = (0, 0);
        for seed in 1..=4 {
            let mut s = as_the_page_starts(seats.clone(), seed);
            let mut bots: Vec<RandomBot> = (0..4).map(|i| RandomBot::new(seed + i)).collect();
            let mut claimed = None;
            let mut viewer = None;
            for _ in 0..6000 {
                let Some((seat, answerer)) = s.to_answer() else {
                    break;
                };
                let in_window = matches!(
                    s.game().pending().map(|d| &d.kind),
                    Some(DecisionKind::Response { .. })
                );
                let action = match answerer {
                    Answerer::Table => {
                        assert_eq!(s.asked_together().as_deref(), Some(&people[..]));
                        assert_eq!(s.handoff(viewer), None);
                        questions += 1;
                        nothing_to_play += usize::from(s.game().legal_count() == 1);
                        // Nobody, the person asked first, or the other, in turn.
                        claimed = [
                            None,
                            Some(seat),
                            people.iter().copied().find(|p| *p != seat),
                        ][questions % 3];
                        s.answer_the_table(claimed);
                        assert_ne!(s.to_answer(), Some((seat, Answerer::Table)));
                        continue;
                    }
                    Answerer::NotClaimed => {
                        assert!(in_window && claimed != Some(seat));
                        assert_eq!(s.handoff(viewer), None);
                        declined += 1;
                        Action::Answer(Answer::Decline)
                    }
                    Answerer::Person if in_window => {
                        assert_eq!(claimed, Some(seat), "asked in a window without claiming");
                        claims += 1;
                        // Nothing fits: the person sees so, and declines.
                        claimed_nothing += usize::from(s.game().asked_for_nothing());
                        viewer = Some(seat);
                        bots[seat.index()].act(&s.game().knowledge(seat))
                    }
                    Answerer::NoChoice if in_window => panic!("a claimed window answered for"),
                    Answerer::NoChoice => Action::Answer(s.only_answer().expect("only").clone()),
                    _ => {
                        if s.seat(seat).is_some_and(|p| p.kind.is_human()) {
                            viewer = Some(seat);
                        }
                        bots[seat.index()].act(&s.game().knowledge(seat))
                    }
                };
                if s.play(seat, action).is_ok() && s.actions().is_multiple_of(40) {
                    // A game reloaded offers the same take-back.
                    let back = Session::from_json(&s.to_json()).expect("resume");
                    assert_eq!(back.take_back_seat(), s.take_back_seat());
                }
                if answerer == Answerer::NotClaimed {
                    // A person's move taken back goes back past the declines given after it.
                    if let Some(p) = s.take_back_seat() {
                        let back = s.taken_back().expect("taken back");
                        assert!(back.actions() + 2 <= s.actions());
                        assert_eq!(back.game().pending().map(|d| d.seat), Some(p));
                        taken_back += 1;
                    }
                }
            }
        }
        assert!(
            nothing_to_play > 0
                && nothing_to_play < questions
                && claims > 0
                && declined > 0
                && taken_back > 0
                && claimed_nothing > 0,
            "{questions} questions, {nothing_to_play} with nothing to play, {claims} claims \
             ({claimed_nothing} with nothing), {declined} declined, {taken_back} taken back"
        );
    }

    /// docs/decisions.md, 67: with a person at the table, a bot holding a card is asked in every
    /// response window; with nothing to play, the page declines for it, and nothing names it
    /// deciding there, eligible or not. The page's declines go with a person's move taken back.
    #[test]
    fn with_a_person_watching_a_bot_is_asked_in_every_window() {
        let seats = crate::nothing_personal::test_games::seats(4);
        let asked = crate::nothing_personal::seats::asked_in_every_window(&seats);
        assert_eq!(asked, [PlayerId(1), PlayerId(2), PlayerId(3)]);
        let (mut without, mut with, mut taken_back) = (0, 0, 0);
        for seed in 1..=4 {
            let mut s = as_the_page_starts(seats.clone(), seed);
            let mut bots: Vec<RandomBot> = (0..4).map(|i| RandomBot::new(seed + i)).collect();
            for _ in 0..8000 {
                let Some((seat, answerer)) = s.to_answer() else {
                    break;
                };
                let in_window = matches!(
                    s.game().pending().map(|d| &d.kind),
                    Some(DecisionKind::Response { .. })
                );
                let bot = !s.seat(seat).expect("seat").kind.is_human();
                assert_eq!(s.bot_in_window(), bot && in_window);
                let action = match answerer {
                    Answerer::BotWithoutAPlay => {
                        assert!(in_window && !s.game().player(seat).hand.is_empty());
                        assert_eq!(s.game().legal_count(), 1);
                        without += 1;
                        Action::Answer(Answer::Decline)
                    }
                    Answerer::NoChoice => Action::Answer(s.only_answer().expect("only").clone()),
                    Answerer::Preference => Action::Answer(Answer::Decline),
                    Answerer::Table | Answerer::NotClaimed => panic!("a person alone"),
                    Answerer::Person | Answerer::Bot => {
                        with += usize::from(bot && in_window);
                        bots[seat.index()].act(&s.game().knowledge(seat))
                    }
                };
                if s.play(seat, action).is_err() || answerer != Answerer::BotWithoutAPlay {
                    continue;
                }
                if let Some(p) = s.take_back_seat() {
                    assert_eq!(p, PlayerId(0));
                    let back = s.taken_back().expect("taken back");
                    assert!(back.actions() + 2 <= s.actions());
                    assert_eq!(back.game().pending().map(|d| d.seat), Some(p));
                    taken_back += 1;
                }
            }
            assert!(s.game().is_over(), "seed {seed}: the game did not end");
        }
        assert!(
            without > 100 && with > 0 && taken_back > 0,
            "{without} without a play, {with} with one, {taken_back} taken back"
        );
    }

    /// An answer the page gave for a person is not theirs to take back.
    #[test]
    fn an_answer_given_for_a_person_is_not_taken_back() {
        for seed in 1..=20 {
            let mut s = played(4, seed, 0);
            let mut bots: Vec<RandomBot> = (0..4).map(|i| RandomBot::new(90 + i)).collect();
            for _ in 0..4000 {
                let Some((seat, answerer)) = s.to_answer() else {
                    break;
                };
                if answerer == Answerer::NoChoice {
                    let only = s.only_answer().expect("only").clone();
                    s.play(seat, Action::Answer(only)).expect("legal");
                    assert_eq!(s.take_back_seat(), None);
                    return;
                }
                let action = bots[seat.index()].act(&s.game().knowledge(seat));
                let _ = s.play(seat, action);
            }
        }
        panic!("no decision without a choice");
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
                Answerer::NoChoice => s.only_answer().expect("only").clone(),
                Answerer::Bot => s.game().default_answer().expect("default"),
                Answerer::Table | Answerer::NotClaimed | Answerer::BotWithoutAPlay => {
                    panic!("a table that asks only eligible players")
                }
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
