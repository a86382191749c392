//! The one entry point that checks and applies an answer (FB11.1.3), and the engine's own
//! answers to forced decisions (FB11.3).

use crate::answer::{Answer, Target};
use crate::card_set::CardSet;
use crate::cards::{Ability, Card, Class};
use crate::decision::{Decision, DecisionKind};
use crate::error::ActionError;
use crate::event::Event;
use crate::stage::{Played, Stage, Then};
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
            Stage::Butcher => (self.active, DecisionKind::Butcher),
            Stage::DrawSource { seat, .. } => (*seat, DecisionKind::DrawSource),
            Stage::ExtraPlay => (self.active, DecisionKind::ExtraPlay),
            Stage::Revenge { seat, .. } => (*seat, DecisionKind::RevengeTarget),
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
        self.apply_watching(seat, answer, |_| {})
    }

    /// [`GameState::apply`], showing `forced` the game before each forced decision.
    pub(crate) fn apply_watching(
        &mut self,
        seat: PlayerId,
        answer: Answer,
        forced: impl FnMut(&GameState),
    ) -> Result<Vec<Event>, ActionError> {
        let (decision, answer) = self.check(seat, answer)?;
        self.record.push(Recorded {
            kind: decision.kind,
            seat,
            answer,
        });
        self.answer(seat, answer);
        self.settle_watching(forced);
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
        use DecisionKind::*;
        let fits = match answer {
            Answer::Play { .. } | Answer::PlayWithoutEffect(_) => {
                matches!(decision.kind, TurnPlay | ExtraPlay)
            }
            Answer::Attach { .. } => decision.kind == TurnPlay,
            Answer::Butcher(_) => matches!(decision.kind, TurnPlay | Butcher),
            Answer::Skip => decision.kind == Butcher,
            Answer::DrawPile | Answer::DiscardTop => decision.kind == DrawSource,
            Answer::Stop => decision.kind == ExtraPlay,
            Answer::Counter(_) | Answer::Decline => decision.kind == CounterResponse,
            Answer::Mobster(_) => matches!(
                decision.kind,
                OwnMobster | ListPick | IntriguePick | TurncoatReturn | RevengeTarget
            ),
        };
        if !fits {
            return ActionError::WrongDecision {
                pending: decision.kind,
            };
        }
        let hand = &self.player(decision.seat).hand;
        if let Answer::Butcher(set) = answer {
            let mut left = hand.clone();
            for card in set.cards() {
                match left.iter().position(|c| *c == card) {
                    Some(at) => {
                        left.remove(at);
                    }
                    None => return ActionError::NotInHand { card },
                }
            }
            // FB13.3.4: not the Butcher's owner, used already, or an empty set.
            return ActionError::NotEligible {
                card: Card::Ability(Ability::Butcher),
            };
        }
        let Some(card) = answer.card() else {
            return ActionError::IllegalChoice;
        };
        if !hand.contains(&card) {
            return ActionError::NotInHand { card };
        }
        match (answer, card) {
            (Answer::Counter(_), _) => ActionError::NotEligible { card },
            (Answer::Play { .. }, Card::Action(kind)) if kind.class() == Class::Counter => {
                ActionError::NotEligible { card }
            }
            // FB13.3.8: the extra play is an attack card.
            (_, Card::Action(kind))
                if decision.kind == ExtraPlay && kind.class() != Class::Attack =>
            {
                ActionError::NotEligible { card }
            }
            (_, Card::Ability(_)) if decision.kind == ExtraPlay => {
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
                    .find(|c| {
                        c.family == m.family
                            && self.ability_of(*c).is_none()
                            && self.ability_of(m).is_none()
                    })
                    .filter(|_| self.hit_list.contains(&m) && !order.contains(&m))
                    .unwrap_or(m),
                _ => self.canonical(m),
            }),
            Answer::Attach { ability, mobster } => Answer::Attach {
                ability,
                mobster: self.canonical(mobster),
            },
            Answer::Butcher(set) => Answer::Butcher(self.in_hand_order(set)),
            Answer::Play { card, target } => Answer::Play {
                card,
                target: match target {
                    Target::Mobster(m) => Target::Mobster(self.canonical(m)),
                    Target::Pair(first, second) => self.canonical_pair(first, second),
                    Target::Shotgun { first, second } => {
                        let first = self.canonical(first);
                        Target::Shotgun {
                            first,
                            second: self.canonical_except(second, Some(first)),
                        }
                    }
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

    /// The canonical member of `m`'s class (FB1.7): the lowest index of its row carrying no
    /// ability card, or of its family in the graveyard; a listed mobster, and one carrying an
    /// ability card, is its own class.
    fn canonical(&self, m: Mobster) -> Mobster {
        if self.graveyard.contains(&m) {
            return self.grave_front(m.family).unwrap_or(m);
        }
        self.canonical_except(m, None)
    }

    /// The canonical member of `m`'s class among its row but `except`.
    fn canonical_except(&self, m: Mobster, except: Option<Mobster>) -> Mobster {
        let Some(owner) = self.owner(m.family) else {
            return m;
        };
        let row = &self.player(owner).row;
        if !row.contains(&m.index) || self.ability_of(m).is_some() {
            return m;
        }
        row.iter()
            .map(|i| self.mobster(owner, *i))
            .find(|c| Some(*c) != except && self.ability_of(*c).is_none())
            .unwrap_or(m)
    }

    /// FB5.3.1: a Double Contract naming two mobsters of one row (one twice when the row
    /// holds one) names the row's canonical pair.
    fn canonical_pair(&self, first: Mobster, second: Mobster) -> Target {
        if first == second {
            return Target::Pair(first, second);
        }
        let first = self.canonical(first);
        Target::Pair(first, self.canonical_except(second, Some(first)))
    }

    /// The cards of `set` by the hand positions of the active player's oldest copies
    /// (FB1.7.3, FB11.4.2); a set naming cards not in hand stays as it is.
    fn in_hand_order(&self, set: CardSet) -> CardSet {
        let hand = &self.player(self.active).hand;
        let mut taken = vec![false; hand.len()];
        for card in set.cards() {
            match (0..hand.len()).find(|i| !taken[*i] && hand[*i] == card) {
                Some(at) => taken[at] = true,
                None => return set,
            }
        }
        let cards: Vec<Card> = (0..hand.len())
            .filter(|i| taken[*i])
            .map(|i| hand[i])
            .collect();
        CardSet::new(&cards).unwrap_or(set)
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
            (Stage::Play | Stage::ExtraPlay, Answer::PlayWithoutEffect(card)) => {
                // FB4.2.4.
                self.discard_from_hand(seat, card);
                self.events.push(Event::PlayedWithoutEffect { seat, card });
                self.finish_turn();
            }
            (Stage::Play | Stage::ExtraPlay, Answer::Play { card, target }) => {
                self.discard_from_hand(seat, Card::Action(card));
                self.events.push(Event::Played { seat, card, target });
                self.resolve_play(Played { card, seat, target });
            }
            (Stage::Play, Answer::Attach { ability, mobster }) => {
                // FB13.2.3: no window; the turn's play is done.
                self.attach(seat, ability, mobster);
                self.finish_turn();
            }
            (Stage::Play, Answer::Butcher(set)) => self.go_on(|g| {
                let cards: Vec<Card> = set.cards().collect();
                g.butcher(&cards, Then::Play)
            }),
            (Stage::Butcher, Answer::Butcher(set)) => self.go_on(|g| {
                let cards: Vec<Card> = set.cards().collect();
                g.butcher(&cards, Then::Refill)
            }),
            (Stage::Butcher, Answer::Skip) => self.proceed(Then::Refill),
            (Stage::DrawSource { seat, left, then }, source) => {
                self.go_on(|g| g.draw_from(seat, source, left, then));
            }
            (Stage::ExtraPlay, Answer::Stop) => self.proceed(Then::Politician),
            (Stage::Revenge { then, .. }, Answer::Mobster(m)) => {
                // FB13.3.6: at the end of the list; the state checks follow.
                if self.place(m, false) {
                    self.proceed(then);
                }
            }
            (Stage::Window { played, rest, .. }, Answer::Decline) => self.ask_next(played, rest),
            (Stage::Window { played, .. }, Answer::Counter(card)) => {
                // FB4.5.5–FB4.5.7: the first counter closes the window.
                self.discard_from_hand(seat, Card::Action(card));
                self.events.push(Event::Countered { seat, card });
                self.turn_holder = Some(seat);
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
                    self.go_on(|g| g.after_kill(Then::Resolved));
                }
            }
            (stage, _) => self.stage = stage,
        }
    }

    /// Runs `step`, then the turn's steps from the one it returns, if any.
    pub(crate) fn go_on(&mut self, step: impl FnOnce(&mut GameState) -> Option<Then>) {
        if let Some(then) = step(self) {
            self.proceed(then);
        }
    }

    /// FB11.3: while the pending decision has one legal answer, the engine gives it and logs
    /// it; a counter window always waits, since Decline is always legal (FB11.3.2).
    pub(crate) fn settle(&mut self) {
        self.settle_watching(|_| {});
    }

    /// [`GameState::settle`], showing `forced` the game before each forced decision.
    fn settle_watching(&mut self, mut forced: impl FnMut(&GameState)) {
        while let Some(decision) = self.pending() {
            let answers = self.legal_answers();
            let [answer] = answers.as_slice() else {
                return;
            };
            forced(self);
            self.events.push(Event::Forced {
                seat: decision.seat,
                kind: decision.kind,
                answer: *answer,
            });
            self.answer(decision.seat, *answer);
        }
    }
}
