//! The one entry point that changes a game: check fully, then resolve (R12.1.3).

use std::borrow::Cow;

use crate::action::{Action, Answer, RerollKind, Response, Trade};
use crate::decision::DecisionKind;
use crate::error::ActionError;
use crate::event::Event;
use crate::flow::Task;
use crate::ids::{CardId, Colour, Place, PlayerId};
use crate::report::Report;
use crate::scoring::SHAKEDOWN;
use crate::state::GameState;
use crate::windows::REROLL_COST;

/// R11.6.4.
pub const MAX_PROPOSALS: u8 = 3;

/// An answer in canonical form: the cards of a trade acceptance in any order name the same
/// answer (they are listed sorted).
fn canonical(a: &Answer) -> Cow<'_, Answer> {
    match a {
        Answer::Accept { cards } if !cards.is_sorted() => {
            let mut cards = cards.clone();
            cards.sort();
            Cow::Owned(Answer::Accept { cards })
        }
        other => Cow::Borrowed(other),
    }
}

/// [`canonical`], taking the answer.
fn into_canonical(mut a: Answer) -> Answer {
    if let Answer::Accept { cards } = &mut a {
        cards.sort();
    }
    a
}

impl GameState {
    /// Checks an action of `seat` against the current state without changing anything.
    ///
    /// # Errors
    /// The [`ActionError`] that `apply` would return.
    pub fn check(&self, seat: PlayerId, action: &Action) -> Result<(), ActionError> {
        let Some(d) = &self.pending else {
            return Err(ActionError::GameOver);
        };
        if d.seat != seat {
            return Err(ActionError::NotYourDecision);
        }
        let pl = self.player(seat);
        match action {
            Action::Answer(a) => {
                let a = canonical(a);
                if self.is_legal(&a) {
                    Ok(())
                } else {
                    Err(self.refusal(seat, &a))
                }
            }
            Action::Shakedown(c) => {
                if !pl.hand.contains(c) {
                    Err(ActionError::CardNotInHand)
                } else if self.drawn_to_give(seat).contains(c) {
                    Err(ActionError::DrawnToGive)
                } else {
                    Ok(())
                }
            }
            Action::Gift { to, money, cards } => {
                self.check_other(seat, *to)?;
                if *money == 0 && cards.is_empty() {
                    return Err(ActionError::EmptyDeal);
                }
                self.check_holdings(seat, *money, cards)
            }
            Action::ProposeTrade(t) => {
                if matches!(d.kind, DecisionKind::TradeAnswer { .. })
                    || self.proposals >= MAX_PROPOSALS
                {
                    return Err(ActionError::TradeLimit);
                }
                self.check_other(seat, t.to)?;
                let give_empty =
                    t.give.money == 0 && t.give.cards.is_empty() && t.give.coins.is_empty();
                let ask_empty = t.ask.money == 0 && t.ask.card_count == 0 && t.ask.coins.is_empty();
                if give_empty && ask_empty {
                    return Err(ActionError::EmptyDeal);
                }
                if t.give.card_count != 0 || !t.ask.cards.is_empty() {
                    return Err(ActionError::MalformedTrade);
                }
                self.check_holdings(seat, t.give.money, &t.give.cards)?;
                for g in &t.give.coins {
                    if !self.coin_handover_ok(*g, seat, t.to) {
                        return Err(ActionError::BadCoinHandover);
                    }
                }
                for g in &t.ask.coins {
                    if !self.coin_handover_ok(*g, t.to, seat) {
                        return Err(ActionError::BadCoinHandover);
                    }
                }
                Ok(())
            }
        }
    }

    fn check_other(&self, seat: PlayerId, to: PlayerId) -> Result<(), ActionError> {
        if to.index() >= self.n() || to == seat {
            Err(ActionError::NoSuchPlayer)
        } else {
            Ok(())
        }
    }

    /// Whether `seat` holds `money` and every card of `cards` (a card named twice held twice).
    pub(crate) fn check_holdings(
        &self,
        seat: PlayerId,
        money: u32,
        cards: &[CardId],
    ) -> Result<(), ActionError> {
        let pl = self.player(seat);
        if money > pl.money {
            return Err(ActionError::CannotAfford {
                need: money,
                have: pl.money,
            });
        }
        let mut hand = pl.hand.clone();
        for c in cards {
            match hand.iter().position(|x| x == c) {
                Some(i) => {
                    hand.remove(i);
                }
                None => return Err(ActionError::CardNotInHand),
            }
        }
        let drawn = self.drawn_to_give(seat);
        if cards.iter().any(|c| drawn.contains(c)) {
            return Err(ActionError::DrawnToGive);
        }
        Ok(())
    }

    /// The cards `seat` drew to give one of them away and has not chosen from yet (R13.1.1):
    /// they stay in hand, out of every deal and shakedown, so the choice can still be made.
    pub fn drawn_to_give(&self, seat: PlayerId) -> Vec<CardId> {
        self.stack
            .iter()
            .filter_map(|t| match t {
                Task::GiveDrawn { seat: owner, drawn } if *owner == seat => Some(drawn),
                _ => None,
            })
            .flatten()
            .copied()
            .collect()
    }

    /// R11.6.3: `from` owns g's coin and `to` has a marker on g that is not on the coin.
    pub(crate) fn coin_handover_ok(
        &self,
        g: crate::ids::GangsterId,
        from: PlayerId,
        to: PlayerId,
    ) -> bool {
        usize::from(g.0) < self.gangsters.len()
            && self.place_of(g).is_some()
            && self.gangster(g).coin == Some(Colour::Family(from))
            && self.has_loose(g, Colour::Family(to))
    }

    /// Whether both sides can still deliver a trade (R11.6.2).
    pub(crate) fn trade_deliverable(&self, from: PlayerId, t: &Trade) -> bool {
        self.check_holdings(from, t.give.money, &t.give.cards)
            .is_ok()
            && self.player(t.to).money >= t.ask.money
            && self.player(t.to).hand.len() >= t.ask.card_count as usize
            && t.give
                .coins
                .iter()
                .all(|g| self.coin_handover_ok(*g, from, t.to))
            && t.ask
                .coins
                .iter()
                .all(|g| self.coin_handover_ok(*g, t.to, from))
    }

    /// Applies an action of `seat`. A rejected action leaves the state exactly as it was.
    ///
    /// # Errors
    /// An [`ActionError`] saying why the action is not allowed now.
    pub fn apply(&mut self, seat: PlayerId, action: Action) -> Result<Vec<Event>, ActionError> {
        // Most answers report a few events; the room for them is taken at once.
        let mut ev = Report::keeping(Vec::with_capacity(16));
        self.act(seat, action, &mut ev)?;
        Ok(ev.into_events())
    }

    /// [`GameState::apply`] for a caller that does not read what happened, a search or a
    /// simulation: the same game, without building its events.
    ///
    /// # Errors
    /// An [`ActionError`] saying why the action is not allowed now.
    pub fn apply_without_events(
        &mut self,
        seat: PlayerId,
        action: Action,
    ) -> Result<(), ActionError> {
        self.act(seat, action, &mut Report::passing())
    }

    fn act(&mut self, seat: PlayerId, action: Action, ev: &mut Report) -> Result<(), ActionError> {
        self.check(seat, &action)?;
        self.legal = crate::state::LegalCache::default();
        match action {
            Action::Answer(a) => {
                let a = into_canonical(a);
                let trade_answer = matches!(
                    self.pending.as_ref().map(|d| &d.kind),
                    Some(DecisionKind::TradeAnswer { .. })
                );
                if !trade_answer {
                    self.proposals = 0;
                }
                self.decisions += 1;
                self.pending = None;
                self.resolve_answer(seat, a, ev);
                self.run(ev);
            }
            Action::Shakedown(c) => {
                // R11.1.1.
                self.take_from_hand(seat, c);
                self.discard.push(c);
                ev.push(Event::Shakedown { seat, card: c });
                self.change_money(seat, i64::from(SHAKEDOWN), ev);
            }
            Action::Gift { to, money, cards } => {
                // R11.5.
                self.pl(seat).money -= money;
                self.pl(to).money += money;
                for c in &cards {
                    self.take_from_hand(seat, *c);
                    self.pl(to).hand.push(*c);
                }
                ev.push(Event::Gift {
                    from: seat,
                    to,
                    money,
                    cards: cards.len() as u32,
                });
            }
            Action::ProposeTrade(t) => {
                // R11.6, R12.8.1: the proposer's decision waits for the answer.
                self.proposals += 1;
                if let Some(d) = self.pending.take() {
                    self.suspended.push(d);
                }
                ev.push(Event::TradeProposed {
                    from: seat,
                    to: t.to,
                });
                let to = t.to;
                self.ask(
                    to,
                    DecisionKind::TradeAnswer {
                        from: seat,
                        trade: t.clone(),
                    },
                    Task::TradeAsk {
                        from: seat,
                        trade: Box::new(t),
                    },
                );
            }
        }
        self.refresh_pending();
        debug_assert_eq!(self.check_invariants(), Ok(()));
        Ok(())
    }

    /// R12.2.2: after a free operation the pending decision's context is brought up to date.
    fn refresh_pending(&mut self) {
        let fence = self
            .pending
            .as_ref()
            .filter(|d| matches!(d.kind, DecisionKind::FenceBuy { .. }))
            .map(|d| d.seat);
        if let Some(seat) = fence {
            let max = self.fence_max(seat);
            if let Some(d) = self.pending.as_mut() {
                d.kind = DecisionKind::FenceBuy { max };
            }
        }
    }

    fn resolve_answer(&mut self, seat: PlayerId, a: Answer, ev: &mut Report) {
        let Some(task) = self.stack.pop() else { return };
        match (task, a) {
            (Task::SetupPlace { index }, Answer::Place(g)) => {
                self.place_marker(g, Colour::Family(seat), ev);
                self.push(Task::SetupPlace { index: index + 1 });
            }
            (Task::CommissionAsk { .. }, Answer::Pass) => self.pass_turn(seat, ev),
            (Task::CommissionAsk { .. }, Answer::Play(play)) => {
                self.mark_turn(seat);
                self.push(Task::AfterTurn { seat });
                self.push(Task::PlayCard {
                    seat,
                    play,
                    surcharge: 0,
                });
            }
            (Task::RemoveForHarvey { harvey, left, .. }, Answer::Remove(m)) => {
                self.remove_marker(m.gangster, m.colour, m.on_coin, ev);
                self.push(Task::RemoveForHarvey {
                    seat,
                    harvey,
                    left: left - 1,
                });
            }
            (Task::GiveDrawn { .. }, Answer::Give { card, to }) => {
                self.take_from_hand(seat, card);
                self.pl(to).hand.push(card);
                ev.push(Event::CardGiven {
                    from: seat,
                    to,
                    card: Some(card),
                });
            }
            (Task::Grant { .. }, Answer::Place(g)) => {
                self.place_marker(g, Colour::Family(seat), ev);
            }
            (Task::Grant { .. }, Answer::Decline) => {}
            (
                Task::Petition {
                    g,
                    purpose,
                    leaders,
                    asked,
                    from,
                    mut offers,
                },
                Answer::Offer(x),
            ) => {
                // R12.6.2: held in escrow at once.
                let pl = self.pl(seat);
                pl.money -= x;
                pl.escrow += x;
                offers.push((seat, x));
                ev.push(Event::Petition { seat });
                self.push(Task::Petition {
                    g,
                    purpose,
                    leaders,
                    asked: asked.without(seat),
                    from,
                    offers,
                });
            }
            (Task::TieBreakAsk { g, offers, .. }, Answer::Choose(p)) => {
                self.settle_tie(g, p, offers, ev);
            }
            (Task::CrewAsk { .. }, Answer::Pass) | (Task::BlackmailAsk { .. }, Answer::Pass) => {
                ev.push(Event::Passed { seat });
            }
            (Task::CrewAsk { p, g, actor }, Answer::Crew(choice)) => {
                self.push(Task::Declare {
                    p,
                    g,
                    actor,
                    choice,
                });
            }
            (
                Task::BlackmailAsk {
                    p,
                    g,
                    actor,
                    refused,
                },
                Answer::Request { choice, offer },
            ) => {
                // R12.7.2: the offer is held in escrow.
                let pl = self.pl(seat);
                pl.money -= offer;
                pl.escrow += offer;
                ev.push(Event::BlackmailRequest { seat, offer });
                let blackmailer = self.blackmailer(g).unwrap_or(actor);
                self.ask(
                    blackmailer,
                    DecisionKind::BlackmailAnswer {
                        gangster: g,
                        from: actor,
                        choice: choice.clone(),
                        offer,
                    },
                    Task::BlackmailAnswerAsk {
                        p,
                        g,
                        actor,
                        blackmailer,
                        choice,
                        offer,
                        refused,
                    },
                );
            }
            (
                Task::BlackmailAnswerAsk {
                    p,
                    g,
                    actor,
                    blackmailer,
                    choice,
                    offer,
                    refused,
                },
                answer,
            ) => {
                self.pl(actor).escrow -= offer;
                let accepted = matches!(answer, Answer::Accept { .. });
                ev.push(Event::BlackmailAnswer {
                    gangster: g,
                    accepted,
                });
                if accepted {
                    // R12.7.3.
                    self.pl(blackmailer).money += offer;
                    if offer > 0 {
                        ev.push(Event::Transfer {
                            from: actor,
                            to: blackmailer,
                            amount: offer,
                        });
                    }
                    self.push(Task::Declare {
                        p,
                        g,
                        actor,
                        choice,
                    });
                } else {
                    // R12.7.4.
                    self.pl(actor).money += offer;
                    if refused + 1 < 3 {
                        self.ask_crew(p, g, actor, refused + 1);
                    } else {
                        ev.push(Event::Passed { seat: actor });
                    }
                }
            }
            (
                Task::Reroll {
                    die,
                    face,
                    purpose,
                    roller,
                    asking,
                },
                answer,
            ) => {
                let (face, played) = match answer {
                    Answer::Reroll(kind) => {
                        match kind {
                            RerollKind::Paid => self.pay(seat, REROLL_COST, ev),
                            RerollKind::FreeMarco => self.marco_used = true,
                            RerollKind::FreeMorris => {
                                if let Some(w) = self.whack.as_mut() {
                                    w.morris_used = true;
                                }
                            }
                        }
                        ev.push(Event::Rerolled { seat, kind });
                        // R12.5.4: rolled again at once.
                        let new = self.chance.roll(die);
                        ev.push(Event::DieRolled {
                            die,
                            face: new,
                            purpose,
                        });
                        (new, true)
                    }
                    _ => (face, false),
                };
                self.push(Task::Reroll {
                    die,
                    face,
                    purpose,
                    roller,
                    asking: asking.next(played),
                });
            }
            (Task::Window { kind, asking }, answer) => {
                let window = kind.clone();
                self.push(Task::Window {
                    kind,
                    asking: asking.next(answer != Answer::Decline),
                });
                match answer {
                    Answer::Respond(Response::Card(play)) => {
                        let surcharge = self.window_cost(play.card, &window).unwrap_or(0);
                        self.push(Task::PlayCard {
                            seat,
                            play,
                            surcharge,
                        });
                    }
                    Answer::Respond(Response::FrankCancels) => {
                        if let Some(cost) = self.frank_cancel_cost(seat, &window) {
                            // R14.3.1: no roll, no Respect change, no refund.
                            self.pay(seat, cost, ev);
                            if let Some(w) = self.whack.as_mut() {
                                w.cancelled = true;
                            }
                            ev.push(Event::WhackCalledOff { seat });
                        }
                    }
                    Answer::Respond(Response::LeoMoves) => {
                        if let (Some(leo), crate::decision::WindowKind::Vacancy { position }) =
                            (self.leo(seat), window)
                        {
                            self.move_to(leo, Place::Position(position), ev);
                        }
                    }
                    _ => {}
                }
            }
            (Task::FenceBuy(i), Answer::Buy(k)) => {
                // R7.3: pay first, then draw.
                self.pay(seat, 10 * k, ev);
                ev.push(Event::Bought { seat, count: k });
                for _ in 0..k {
                    self.draw(seat, ev);
                }
                self.push(Task::FenceBuy(i + 1));
            }
            (Task::AppointAsk { vacancy, .. }, Answer::Appoint(g)) => {
                self.promote(g, vacancy, ev);
            }
            (Task::TradeAsk { from, trade }, answer) => {
                match answer {
                    Answer::Accept { cards } if self.trade_deliverable(from, &trade) => {
                        self.execute_trade(from, &trade, &cards, ev);
                    }
                    Answer::Accept { .. } => ev.push(Event::TradeVoid { from, to: seat }),
                    _ => ev.push(Event::TradeRefused { from, to: seat }),
                }
                self.pending = self.suspended.pop();
            }
            (task, _) => self.push(task),
        }
    }

    /// R11.6.2: executes both bundles at once.
    fn execute_trade(&mut self, from: PlayerId, t: &Trade, cards: &[CardId], ev: &mut Report) {
        let to = t.to;
        self.pl(from).money -= t.give.money;
        self.pl(to).money += t.give.money;
        self.pl(to).money -= t.ask.money;
        self.pl(from).money += t.ask.money;
        for c in &t.give.cards {
            self.take_from_hand(from, *c);
            self.pl(to).hand.push(*c);
        }
        for c in cards {
            self.take_from_hand(to, *c);
            self.pl(from).hand.push(*c);
        }
        for g in &t.give.coins {
            self.gs(*g).coin = Some(Colour::Family(to));
            ev.push(Event::CoinOwner {
                gangster: *g,
                colour: Colour::Family(to),
            });
        }
        for g in &t.ask.coins {
            self.gs(*g).coin = Some(Colour::Family(from));
            ev.push(Event::CoinOwner {
                gangster: *g,
                colour: Colour::Family(from),
            });
        }
        ev.push(Event::TradeDone {
            from,
            to,
            gave_money: t.give.money,
            gave_cards: t.give.cards.len() as u32,
            got_money: t.ask.money,
            got_cards: cards.len() as u32,
        });
    }
}
