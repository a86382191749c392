//! One validating `apply` (WC8.1.2) and what follows an answer: the deterministic steps of the
//! night (WC8.1.4), the state checks (WC6.1), the end of a night (WC6.2) and of the game
//! (WC6.3), and the forced decisions, applied at once and not recorded (WC8.3).

use crate::action_error::ActionError;
use crate::answer::Answer;
use crate::config::Seat;
use crate::decision::DecisionKind;
use crate::event::Event;
use crate::jack_move::{JackMove, LAST_SPACE};
use crate::night_table::night_row;
use crate::node::Circle;
use crate::police_action::PoliceAction;
use crate::policeman::Policeman;
use crate::public_step::PublicStep;
use crate::result::{Cause, Entry, EntryKind, GameResult, NightRecord, Side};
use crate::sets::CircleSet;
use crate::state::{ActionTaken, GameState, Patrol, Stage};

impl GameState {
    /// Applies `seat`'s answer to the pending decision, then every forced decision after it.
    /// Returns what happened; a refused answer changes nothing.
    ///
    /// # Errors
    /// Why the answer is refused, as an [`ActionError`].
    pub fn apply(&mut self, seat: Seat, answer: Answer) -> Result<Vec<Event>, ActionError> {
        let d = self.pending().ok_or(ActionError::GameOver)?;
        if d.seat != seat {
            return Err(ActionError::NotYourDecision { asked: d.seat });
        }
        let answer = answer.normalised();
        self.check(&answer)?;
        self.record(seat, d.kind, &answer);
        let mut events = Vec::new();
        self.answer(answer, false, &mut events);
        self.answer_forced(&mut events);
        Ok(events)
    }

    /// Applies each decision that has a single legal answer (WC8.3.1).
    fn answer_forced(&mut self, events: &mut Vec<Event>) {
        while self.pending().is_some() && self.legal_count() == 1 {
            let Some(only) = self.legal_answers().pop() else {
                return;
            };
            self.answer(only, true, events);
        }
    }

    /// The effects of a checked answer, up to the next decision.
    fn answer(&mut self, answer: Answer, forced: bool, events: &mut Vec<Event>) {
        match answer {
            Answer::Hideout(circle) => {
                self.hideout = Some(circle);
                events.push(Event::HideoutChosen {
                    circle: Some(circle),
                });
                self.begin_night(events);
            }
            Answer::Women { marked, unmarked } => {
                self.women = marked
                    .iter()
                    .map(|c| (*c, true))
                    .chain(unmarked.iter().map(|c| (*c, false)))
                    .collect();
                self.women.sort_unstable();
                events.push(Event::WomenPlaced {
                    circles: self.women.iter().map(|(c, _)| *c).collect(),
                    marked: Some(marked),
                });
                self.patrols_step(events);
            }
            Answer::Patrols { policemen, fakes } => {
                self.patrols = Policeman::ALL
                    .iter()
                    .map(|p| Patrol {
                        at: policemen[p.index()],
                        token: Some(*p),
                        face_up: false,
                    })
                    .chain(fakes.iter().map(|x| Patrol {
                        at: *x,
                        token: None,
                        face_up: false,
                    }))
                    .collect();
                let mut crossings: Vec<_> = self.patrols.iter().map(|p| p.at).collect();
                crossings.sort_unstable();
                events.push(Event::PatrolsPlaced {
                    crossings,
                    tokens: Some((policemen, fakes)),
                });
                // WC4.3: the victims revealed.
                self.wretched = self
                    .women
                    .iter()
                    .filter(|(_, marked)| *marked)
                    .map(|(c, _)| *c)
                    .collect();
                self.women.clear();
                self.time = 5;
                events.push(Event::VictimsRevealed {
                    wretched: self.wretched.clone(),
                });
                self.stage = Stage::KillOrWait;
            }
            Answer::Wait => {
                self.time -= 1;
                if let Some(night) = self.nights.last_mut() {
                    night.waits += 1;
                }
                events.push(Event::Waited { time: self.time });
                self.stage = Stage::Wretched {
                    moved: CircleSet::EMPTY,
                };
            }
            Answer::MoveWretched { from, to } => {
                if let Some(w) = self.wretched.iter_mut().find(|w| **w == from) {
                    *w = to;
                }
                events.push(Event::WretchedMoved { from, to });
                self.wretched_moved(to);
            }
            Answer::Stay(at) => {
                events.push(Event::WretchedStayed { at });
                self.wretched_moved(at);
            }
            Answer::Reveal(at) => {
                let token = self
                    .patrols
                    .iter()
                    .find(|p| p.at == at)
                    .and_then(|p| p.token);
                match token {
                    Some(_) => {
                        if let Some(p) = self.patrols.iter_mut().find(|p| p.at == at) {
                            p.face_up = true;
                        }
                    }
                    None => self.patrols.retain(|p| p.at != at),
                }
                events.push(Event::PatrolRevealed { at, token });
                self.stage = Stage::KillOrWait;
            }
            Answer::Kill(w) => self.kill(&[w], events),
            Answer::DoubleKill(a, b) => self.kill(&[a, b], events),
            Answer::Jack(mv) => self.jack_moves_to(mv, forced, events),
            Answer::MoveTo(to) => {
                if let Stage::PoliceMove { next } = self.stage {
                    let policeman = self.acting_order()[next];
                    if let Some(from) = self.policemen[policeman.index()] {
                        events.push(Event::PolicemanMoved {
                            policeman,
                            from,
                            to,
                        });
                    }
                    self.policemen[policeman.index()] = Some(to);
                    self.stage = if next + 1 < 5 {
                        Stage::PoliceMove { next: next + 1 }
                    } else {
                        Stage::PoliceAction { next: 0 }
                    };
                }
            }
            Answer::Police(action) => self.police_act(action, events),
        }
    }

    /// WC4.1: a night begins; Jack places the women.
    fn begin_night(&mut self, events: &mut Vec<Event>) {
        let row = night_row(self.night);
        self.coaches = row.coaches;
        self.alleys = row.alleys;
        self.pawn = None;
        self.round = 0;
        self.clues = CircleSet::EMPTY;
        if !self.nights.is_empty() {
            self.earlier.push(std::mem::take(&mut self.tonight));
        }
        self.actions.clear();
        self.nights.push(NightRecord::default());
        events.push(Event::NightBegins {
            night: self.night,
            coaches: row.coaches,
            alleys: row.alleys,
        });
        self.stage = Stage::Women;
    }

    /// WC4.2: the chief named, last night's policemen lifted, the patrols to place.
    fn patrols_step(&mut self, events: &mut Vec<Event>) {
        let chief = self.tiles[usize::from(self.night) - 1];
        if let Some(night) = self.nights.last_mut() {
            night.chief = Some(chief);
        }
        events.push(Event::ChiefNamed { chief });
        let previous: Vec<_> = self.policemen.iter().flatten().copied().collect();
        if !previous.is_empty() {
            events.push(Event::PolicemenLifted {
                previous: previous.clone(),
            });
        }
        self.previous = previous;
        self.policemen = [None; 5];
        self.stage = Stage::Patrols;
    }

    fn wretched_moved(&mut self, at: Circle) {
        if let Stage::Wretched { moved } = &mut self.stage {
            moved.insert(at);
            if moved.len() >= self.wretched.len() {
                self.stage = Stage::Reveal;
            }
        }
    }

    /// WC4.5–WC4.7: the kill (or the double event), then the policemen revealed and the hunt.
    fn kill(&mut self, victims: &[Circle], events: &mut Vec<Event>) {
        let space = self.time;
        for (i, w) in victims.iter().enumerate() {
            self.wretched.retain(|x| x != w);
            self.crime_scenes.push(*w);
            if let Some(night) = self.nights.last_mut() {
                night.row.push(Entry {
                    space: space + i as u8,
                    circle: *w,
                    kind: EntryKind::Kill,
                });
            }
        }
        self.pawn = Some(space + victims.len() as u8 - 1);
        let mut scenes = [victims.first().copied(), victims.get(1).copied()];
        if let [Some(a), Some(b)] = &mut scenes {
            if b < a {
                std::mem::swap(a, b);
            }
        }
        self.tonight.push(PublicStep::Kill { circles: scenes });
        events.push(Event::Killed {
            circles: victims.to_vec(),
            space,
        });
        // WC4.7: the policemen revealed.
        for patrol in &self.patrols {
            if let Some(p) = patrol.token {
                self.policemen[p.index()] = Some(patrol.at);
            }
        }
        self.patrols.clear();
        self.wretched.clear();
        let at = self
            .policemen
            .map(|x| x.unwrap_or(crate::node::Crossing(0)));
        events.push(Event::PolicemenRevealed { at });
        self.round = 1;
        if victims.len() == 2 {
            // WC4.6.3: the police move and act first.
            self.actions.clear();
            self.stage = Stage::PoliceMove { next: 0 };
        } else {
            self.ask_jack_move(events);
        }
    }

    /// Asks Jack's move, unless he has none: then he is trapped (WC5.1.7).
    fn ask_jack_move(&mut self, events: &mut Vec<Event>) {
        self.stage = Stage::JackMove;
        if self.legal_answers().is_empty() {
            let circle = self.jack_position().unwrap_or(Circle(0));
            self.end(
                Side::Police,
                Cause::Trapped {
                    night: self.night,
                    round: self.round,
                    circle,
                },
                events,
            );
        }
    }

    /// WC5.1: Jack's move written on his sheet, then the state checks (WC6.1).
    fn jack_moves_to(&mut self, mv: JackMove, forced: bool, events: &mut Vec<Event>) {
        let pawn = self.pawn.unwrap_or(0);
        let entries: Vec<(Circle, EntryKind)> = match mv {
            JackMove::Walk { to, .. } => vec![(to, EntryKind::Walk)],
            JackMove::Alley { to } => {
                self.alleys -= 1;
                vec![(to, EntryKind::Alley)]
            }
            JackMove::Coach { first, second } => {
                self.coaches -= 1;
                vec![(first, EntryKind::Coach), (second, EntryKind::Coach)]
            }
        };
        if let Some(night) = self.nights.last_mut() {
            match mv {
                JackMove::Alley { .. } => night.alleys_used += 1,
                JackMove::Coach { .. } => night.coaches_used += 1,
                JackMove::Walk { .. } => {}
            }
            for (i, (circle, kind)) in entries.iter().enumerate() {
                night.row.push(Entry {
                    space: pawn + 1 + i as u8,
                    circle: *circle,
                    kind: *kind,
                });
            }
        }
        let space = pawn + mv.spaces();
        self.pawn = Some(space);
        let kind = entries.first().map_or(EntryKind::Walk, |(_, kind)| *kind);
        self.tonight.push(PublicStep::Move {
            kind,
            policemen: self.policemen_crossings(),
        });
        events.push(Event::JackMoved {
            kind,
            space,
            mv: Some(mv),
            forced,
        });
        let at = mv.end();
        if matches!(mv, JackMove::Walk { declare: true, .. }) {
            self.tonight.push(PublicStep::Escape);
            events.push(Event::Escaped { circle: Some(at) });
            if let Some(night) = self.nights.last_mut() {
                night.escaped = true;
            }
            if self.night == 4 {
                self.end(Side::Jack, Cause::Escaped, events);
            } else {
                self.end_night(events);
            }
        } else if space >= LAST_SPACE {
            let cause = Cause::OutOfTime {
                night: self.night,
                round: self.round,
                circle: at,
            };
            self.end(Side::Police, cause, events);
        } else {
            self.actions.clear();
            self.stage = Stage::PoliceMove { next: 0 };
        }
    }

    /// WC5.3: a policeman's search, arrest, pass or stop.
    fn police_act(&mut self, action: PoliceAction, events: &mut Vec<Event>) {
        let (next, named, begins) = match self.stage {
            Stage::PoliceAction { next } => (next, CircleSet::EMPTY, true),
            Stage::SearchMore { next, named } => (next, named, false),
            _ => return,
        };
        let policeman = self.acting_order()[next];
        if let Some(from) = self.policemen[policeman.index()] {
            self.actions.push(ActionTaken {
                policeman,
                from,
                action,
                begins,
            });
        }
        match action {
            PoliceAction::Search(circle) => {
                let clue = self.tonight_row().contains(circle);
                if let Some(night) = self.nights.last_mut() {
                    night.searches += 1;
                    night.clues += u32::from(clue);
                }
                self.tonight.push(PublicStep::Search { circle, clue });
                events.push(Event::Searched {
                    policeman,
                    circle,
                    clue,
                });
                if clue {
                    self.clues.insert(circle);
                    self.next_action(next, events);
                } else {
                    let mut named = named;
                    named.insert(circle);
                    self.stage = Stage::SearchMore { next, named };
                }
            }
            PoliceAction::Arrest(circle) => {
                let caught = self.jack_position() == Some(circle);
                if let Some(night) = self.nights.last_mut() {
                    night.arrests += 1;
                }
                events.push(Event::Arrested {
                    policeman,
                    circle,
                    caught,
                });
                if !caught {
                    self.tonight.push(PublicStep::FailedArrest { circle });
                }
                if caught {
                    let cause = Cause::Arrested {
                        night: self.night,
                        round: self.round,
                        policeman,
                        circle,
                    };
                    self.end(Side::Police, cause, events);
                } else {
                    self.next_action(next, events);
                }
            }
            PoliceAction::Pass => {
                events.push(Event::Passed { policeman });
                self.next_action(next, events);
            }
            PoliceAction::Stop => {
                events.push(Event::StoppedSearching { policeman });
                self.next_action(next, events);
            }
        }
    }

    /// The next policeman acts, or a new round begins with Jack's move (WC5.3.6).
    fn next_action(&mut self, next: usize, events: &mut Vec<Event>) {
        if next + 1 < 5 {
            self.stage = Stage::PoliceAction { next: next + 1 };
        } else {
            self.round += 1;
            self.ask_jack_move(events);
        }
    }

    /// WC6.2: the night's clues and move track cleared, the next night begun.
    fn end_night(&mut self, events: &mut Vec<Event>) {
        events.push(Event::NightEnded { night: self.night });
        self.clues = CircleSet::EMPTY;
        self.pawn = None;
        self.coaches = 0;
        self.alleys = 0;
        self.night += 1;
        self.begin_night(events);
    }

    /// WC6.3: the game ends.
    fn end(&mut self, winner: Side, cause: Cause, events: &mut Vec<Event>) {
        self.result = Some(GameResult {
            winner,
            cause,
            hideout: self.hideout.unwrap_or(Circle(0)),
            nights: self.nights.clone(),
        });
        self.stage = Stage::Over;
        events.push(Event::GameOver { winner, cause });
    }

    /// The answer the engine gives for a decision left to it: the first legal one (WC8.4.3).
    pub fn default_answer(&self) -> Option<Answer> {
        match self.pending()?.kind {
            DecisionKind::PoliceMove { policeman } => {
                self.policemen[policeman.index()].map(Answer::MoveTo)
            }
            DecisionKind::SearchMore { .. } => Some(Answer::Police(PoliceAction::Stop)),
            _ => self.legal_answers().into_iter().next(),
        }
    }
}
