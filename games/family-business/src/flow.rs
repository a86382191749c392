//! The one entry point that checks and applies an answer (FB11.1.3), and the engine's own
//! answers to forced decisions (FB11.3).

use crate::answer::{Answer, Target};
use crate::cards::{Card, Class};
use crate::decision::{Decision, DecisionKind};
use crate::error::ActionError;
use crate::event::Event;
use crate::stage::{Played, Stage};
use crate::state::{GameState, Mobster, PlayerId, Recorded};

impl GameState {
    /// The decision the engine waits on; `None` once the game is over (FB14.11).
    pub fn pending(&self) -> Option<Decision> {
        let card = self.stage.played().map(|p| p.card);
        let (seat, kind) = match &self.stage {
            Stage::Play => (self.active, DecisionKind::TurnPlay),
            Stage::Window { asking, .. } => (*asking, DecisionKind::CounterResponse),
            Stage::Reversal { played, .. } | Stage::HitPlacement { played } => {
                (played.seat, DecisionKind::OwnMobster)
            }
            Stage::Picks { played, .. } => (played.seat, DecisionKind::ListPick),
            Stage::Intrigue { played, .. } => (played.seat, DecisionKind::IntriguePick),
            Stage::TurncoatReturn { played, .. } => (played.seat, DecisionKind::TurncoatReturn),
            Stage::Over => return None,
        };
        Some(Decision { seat, kind, card })
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The answers recorded so far, for a save (FB12.6.1).
    pub fn recorded(&self) -> &[Recorded] {
        &self.record
    }

    /// Checks `answer` from `seat` against the pending decision, after normalising it
    /// (FB1.7), and applies it; the engine then applies every forced decision that follows
    /// (FB11.3). Returns what happened, for every seat to see through [`Event::seen_by`].
    ///
    /// # Errors
    /// An [`ActionError`] saying why the answer is refused; the game is then unchanged.
    pub fn apply(&mut self, seat: PlayerId, answer: Answer) -> Result<Vec<Event>, ActionError> {
        let (decision, answer) = self.check(seat, answer)?;
        self.record.push(Recorded {
            kind: decision.kind,
            seat,
            answer,
        });
        self.answer(seat, answer);
        self.settle();
        Ok(std::mem::take(&mut self.events))
    }

    /// Whether `answer` from `seat` would be accepted: the pending decision and the answer
    /// as normalised.
    ///
    /// # Errors
    /// The [`ActionError`] [`GameState::apply`] would give.
    pub fn check(&self, seat: PlayerId, answer: Answer) -> Result<(Decision, Answer), ActionError> {
        let decision = self.pending().ok_or(ActionError::GameOver)?;
        if seat != decision.seat {
            return Err(ActionError::NotYourDecision {
                waiting: decision.seat,
            });
        }
        let answer = self.normalise(answer);
        if self.legal_answers().contains(&answer) {
            return Ok((decision, answer));
        }
        Err(self.refusal(decision, answer))
    }

    /// Why a normalised answer that is not listed is refused.
    fn refusal(&self, decision: Decision, answer: Answer) -> ActionError {
        let fits = match answer {
            Answer::Play { .. } | Answer::PlayWithoutEffect(_) => {
                decision.kind == DecisionKind::TurnPlay
            }
            Answer::Counter(_) | Answer::Decline => decision.kind == DecisionKind::CounterResponse,
            Answer::Mobster(_) => !matches!(
                decision.kind,
                DecisionKind::TurnPlay | DecisionKind::CounterResponse
            ),
        };
        if !fits {
            return ActionError::WrongDecision {
                pending: decision.kind,
            };
        }
        let Some(card) = answer.card() else {
            return ActionError::IllegalChoice;
        };
        if !self.player(decision.seat).hand.contains(&card) {
            return ActionError::NotInHand { card };
        }
        match (answer, card) {
            (Answer::Counter(_), _) => ActionError::NotEligible { card },
            (Answer::Play { .. }, Card::Action(kind)) if kind.class() == Class::Counter => {
                ActionError::NotEligible { card }
            }
            (Answer::Play { card: kind, .. }, _)
                if self.targets(kind, decision.seat).is_empty() =>
            {
                ActionError::NoResolution { card }
            }
            (Answer::PlayWithoutEffect(_), _) => ActionError::HasResolution { card },
            _ => ActionError::IllegalChoice,
        }
    }

    /// FB1.7.2, FB6.4.3: a mobster named for its class of interchangeable mobsters becomes
    /// the class's canonical member.
    fn normalise(&self, answer: Answer) -> Answer {
        match answer {
            Answer::Mobster(m) => Answer::Mobster(match &self.stage {
                Stage::Intrigue { order, .. } => self
                    .intrigue_choices(order)
                    .into_iter()
                    .find(|c| c.family == m.family && self.hit_list.contains(&m))
                    .filter(|_| !order.contains(&m))
                    .unwrap_or(m),
                _ => self.canonical(m),
            }),
            Answer::Play { card, target } => Answer::Play {
                card,
                target: match target {
                    Target::Mobster(m) => Target::Mobster(self.canonical(m)),
                    Target::Pair(first, second) => self.canonical_pair(first, second),
                    Target::Swap { listed, substitute } => Target::Swap {
                        listed,
                        substitute: self.canonical(substitute),
                    },
                    other => other,
                },
            },
            other => other,
        }
    }

    /// The canonical member of `m`'s class: the lowest index of its row or of its family in
    /// the graveyard; a listed mobster is its own class.
    fn canonical(&self, m: Mobster) -> Mobster {
        let Some(owner) = self.owner(m.family) else {
            return m;
        };
        if self.player(owner).row.contains(&m.index) {
            return self.row_front(owner).unwrap_or(m);
        }
        if self.graveyard.contains(&m) {
            return self.grave_front(m.family).unwrap_or(m);
        }
        m
    }

    /// FB5.3.1: a Double Contract naming two mobsters of one row (one twice when the row
    /// holds one) names the row's canonical pair.
    fn canonical_pair(&self, first: Mobster, second: Mobster) -> Target {
        let row_of = |m: Mobster| {
            self.owner(m.family)
                .filter(|o| self.player(*o).row.contains(&m.index))
        };
        match (row_of(first), row_of(second)) {
            (Some(o), Some(p)) if o == p && (first != second || self.player(o).row.len() == 1) => {
                self.row_pair(o).unwrap_or(Target::Pair(first, second))
            }
            _ => Target::Pair(first, second),
        }
    }

    /// Takes the card out of `seat`'s hand (its oldest copy) onto the discard pile (FB4.1.2).
    fn discard_from_hand(&mut self, seat: PlayerId, card: Card) {
        let hand = &mut self.players[seat.index()].hand;
        if let Some(at) = hand.iter().position(|c| *c == card) {
            hand.remove(at);
            self.discard.push(card);
        }
    }

    /// Applies a checked answer.
    fn answer(&mut self, seat: PlayerId, answer: Answer) {
        let stage = std::mem::replace(&mut self.stage, Stage::Play);
        match (stage, answer) {
            (Stage::Play, Answer::PlayWithoutEffect(card)) => {
                // FB4.2.4.
                self.discard_from_hand(seat, card);
                self.events.push(Event::PlayedWithoutEffect { seat, card });
                self.finish_turn();
            }
            (Stage::Play, Answer::Play { card, target }) => {
                self.discard_from_hand(seat, Card::Action(card));
                self.events.push(Event::Played { seat, card, target });
                self.resolve_play(Played { card, seat, target });
            }
            (Stage::Window { played, rest, .. }, Answer::Decline) => self.ask_next(played, rest),
            (Stage::Window { played, .. }, Answer::Counter(card)) => {
                // FB4.5.5–FB4.5.7: the first counter closes the window.
                self.discard_from_hand(seat, Card::Action(card));
                self.events.push(Event::Countered { seat, card });
                self.countered = Some(seat);
                self.resolve(played, Some(card));
            }
            (Stage::Reversal { front, second, .. }, Answer::Mobster(m)) => {
                if self.place(m, front) {
                    self.finish_reversal(second);
                }
            }
            (Stage::HitPlacement { .. }, Answer::Mobster(m)) => {
                if self.place(m, false) {
                    self.finish_turn();
                }
            }
            (
                Stage::Picks {
                    played,
                    mut quota,
                    vendetta,
                },
                Answer::Mobster(m),
            ) => {
                if let Some(owner) = self.owner(m.family) {
                    quota[owner.index()] = quota[owner.index()].saturating_sub(1);
                }
                if self.place(m, false) {
                    self.ask_pick(played, quota, vendetta);
                }
            }
            (Stage::Intrigue { played, mut order }, Answer::Mobster(m)) => {
                order.push(m);
                let rest: Vec<Mobster> = self
                    .hit_list
                    .iter()
                    .filter(|x| !order.contains(x))
                    .copied()
                    .collect();
                if rest.len() > 1 {
                    self.stage = Stage::Intrigue { played, order };
                    return;
                }
                // FB6.4.2: the last position is forced; the new order is one atomic effect.
                order.extend(rest);
                if self.reorder(order) {
                    self.finish_turn();
                }
            }
            (Stage::TurncoatReturn { outgoing, .. }, Answer::Mobster(returning)) => {
                if self.turn_coat(outgoing, returning) {
                    self.finish_turn();
                }
            }
            (stage, _) => self.stage = stage,
        }
    }

    /// FB11.3: while the pending decision has one legal answer, the engine gives it and logs
    /// it; a counter window always waits, since Decline is always legal (FB11.3.2).
    pub(crate) fn settle(&mut self) {
        while let Some(decision) = self.pending() {
            let answers = self.legal_answers();
            let [answer] = answers.as_slice() else {
                return;
            };
            self.events.push(Event::Forced {
                seat: decision.seat,
                kind: decision.kind,
                answer: *answer,
            });
            self.answer(decision.seat, *answer);
        }
    }
}
