//! Every event in words, in the present tense (the game log).

use np_engine::{Colour, Event, PlayerId, RerollKind};

use super::Words;
use crate::games::nothing_personal::words::tr;

impl Words<'_> {
    /// The event in one sentence.
    /// `count` markers of one colour placed on, or taken from, one gangster by one action, in
    /// one line: "2 Red markers go on Vinnie."; `None` for any other event.
    pub fn markers_moved(&self, event: &Event, count: usize) -> Option<String> {
        let (gangster, colour, placed) = match event {
            Event::MarkerPlaced {
                gangster,
                colour,
                on_coin: false,
            } => (gangster, colour, true),
            Event::MarkerRemoved {
                gangster,
                colour,
                on_coin: false,
            } => (gangster, colour, false),
            _ => return None,
        };
        let (gangster, colour) = (self.gangster(*gangster), self.colour(*colour));
        Some(if placed {
            tr!(
                self.locale,
                log.markers_placed,
                count = count,
                colour = colour,
                gangster = gangster
            )
        } else {
            tr!(
                self.locale,
                log.markers_removed,
                count = count,
                colour = colour,
                gangster = gangster
            )
        })
    }

    pub fn event(&self, event: &Event) -> String {
        match event {
            Event::PhaseStarted { round, phase } => tr!(
                self.locale,
                log.phase_started,
                round = round,
                phase = self.phase(*phase)
            ),
            Event::RingHolder { seat } => {
                tr!(self.locale, log.ring_holder, name = self.name(*seat))
            }
            Event::GangsterDealt { gangster, place } => tr!(
                self.locale,
                log.dealt,
                gangster = self.gangster(*gangster),
                place = self.place(*place)
            ),
            Event::SetAside { gangster } => {
                tr!(
                    self.locale,
                    log.set_aside,
                    gangster = self.gangster(*gangster)
                )
            }
            Event::Shuffled { deck } => tr!(self.locale, log.shuffled, deck = self.deck(*deck)),
            Event::CardDrawn { seat, card } => match card {
                Some(c) => tr!(
                    self.locale,
                    log.drew_card,
                    name = self.name(*seat),
                    card = self.card(*c)
                ),
                None => tr!(self.locale, log.drew_hidden, name = self.name(*seat)),
            },
            Event::DrawLost { seat } => tr!(self.locale, log.draw_lost, name = self.name(*seat)),
            Event::CardPlayed { seat, card } => tr!(
                self.locale,
                log.played,
                name = self.name(*seat),
                card = self.card(*card)
            ),
            Event::CardDiscarded { card, .. } => {
                tr!(self.locale, log.discarded, card = self.card(*card))
            }
            Event::CardGiven { from, to, card } => match card {
                Some(c) => tr!(
                    self.locale,
                    log.gave_card,
                    from = self.name(*from),
                    to = self.name(*to),
                    card = self.card(*c)
                ),
                None => tr!(
                    self.locale,
                    log.gave_hidden,
                    from = self.name(*from),
                    to = self.name(*to)
                ),
            },
            Event::Passed { seat } => tr!(self.locale, log.passed, name = self.name(*seat)),
            Event::MarkerPlaced {
                gangster,
                colour,
                on_coin,
            } => {
                let gangster = self.gangster(*gangster);
                let colour = self.colour(*colour);
                if *on_coin {
                    tr!(
                        self.locale,
                        log.marker_placed_coin,
                        colour = colour,
                        gangster = gangster
                    )
                } else {
                    tr!(
                        self.locale,
                        log.marker_placed,
                        colour = colour,
                        gangster = gangster
                    )
                }
            }
            Event::MarkerRemoved {
                gangster,
                colour,
                on_coin,
            } => {
                let gangster = self.gangster(*gangster);
                let colour = self.colour(*colour);
                if *on_coin {
                    tr!(
                        self.locale,
                        log.marker_removed_coin,
                        colour = colour,
                        gangster = gangster
                    )
                } else {
                    tr!(
                        self.locale,
                        log.marker_removed,
                        colour = colour,
                        gangster = gangster
                    )
                }
            }
            Event::MarkersSwapped { a, b } => tr!(
                self.locale,
                log.markers_swapped,
                colour_a = self.colour(a.1),
                gangster_a = self.gangster(a.0),
                colour_b = self.colour(b.1),
                gangster_b = self.gangster(b.0)
            ),
            Event::CoinPlaced {
                gangster,
                blackmail,
            } => {
                let gangster = self.gangster(*gangster);
                if *blackmail {
                    tr!(self.locale, log.blackmail_placed, gangster = gangster)
                } else {
                    tr!(self.locale, log.omerta_placed, gangster = gangster)
                }
            }
            Event::CoinReturned {
                gangster,
                blackmail,
            } => {
                let gangster = self.gangster(*gangster);
                if *blackmail {
                    tr!(self.locale, log.blackmail_returned, gangster = gangster)
                } else {
                    tr!(self.locale, log.omerta_returned, gangster = gangster)
                }
            }
            Event::CoinOwner { gangster, colour } => tr!(
                self.locale,
                log.coin_owner,
                gangster = self.gangster(*gangster),
                colour = self.colour(*colour)
            ),
            Event::GangsterMoved { gangster, from, to } => tr!(
                self.locale,
                log.moved,
                gangster = self.gangster(*gangster),
                from = self.zone(*from),
                to = self.zone(*to)
            ),
            Event::Sideways { gangster, sideways } => {
                let gangster = self.gangster(*gangster);
                if *sideways {
                    tr!(self.locale, log.sideways, gangster = gangster)
                } else {
                    tr!(self.locale, log.upright, gangster = gangster)
                }
            }
            Event::Promoted { gangster, place } => tr!(
                self.locale,
                log.promoted,
                gangster = self.gangster(*gangster),
                place = self.place(*place)
            ),
            Event::Arrested { gangster } => {
                tr!(
                    self.locale,
                    log.arrested,
                    gangster = self.gangster(*gangster)
                )
            }
            Event::Died { gangster } => {
                tr!(self.locale, log.died, gangster = self.gangster(*gangster))
            }
            Event::Freed { gangster, place } => tr!(
                self.locale,
                log.freed,
                gangster = self.gangster(*gangster),
                place = self.place(*place)
            ),
            Event::DieRolled { die, face, purpose } => tr!(
                self.locale,
                log.rolled,
                die = self.die(*die),
                face = self.face(*face),
                purpose = self.roll_purpose(*purpose)
            ),
            Event::Rerolled { seat, kind } => {
                let name = self.name(*seat);
                match kind {
                    RerollKind::Paid => tr!(self.locale, log.reroll_paid, name = name),
                    RerollKind::FreeMarco => tr!(self.locale, log.reroll_marco, name = name),
                    RerollKind::FreeMorris => tr!(self.locale, log.reroll_morris, name = name),
                }
            }
            Event::IncomeStep { gangster } => {
                tr!(
                    self.locale,
                    log.income_step,
                    gangster = self.gangster(*gangster)
                )
            }
            Event::ActionStep { gangster } => {
                tr!(
                    self.locale,
                    log.action_step,
                    gangster = self.gangster(*gangster)
                )
            }
            Event::RingMoved { from, to } => tr!(
                self.locale,
                log.ring_moved,
                from = self.name(*from),
                to = self.name(*to)
            ),
            Event::Respect { seat, delta, total } => {
                let name = self.name(*seat);
                if *delta >= 0 {
                    tr!(
                        self.locale,
                        log.respect_gain,
                        name = name,
                        amount = delta,
                        total = total
                    )
                } else {
                    tr!(
                        self.locale,
                        log.respect_loss,
                        name = name,
                        amount = delta.unsigned_abs(),
                        total = total
                    )
                }
            }
            Event::Money { seat, delta, total } => {
                let name = self.name(*seat);
                let total = self.money(total);
                if *delta >= 0 {
                    tr!(
                        self.locale,
                        log.money_gain,
                        name = name,
                        amount = self.money(delta),
                        total = total
                    )
                } else {
                    tr!(
                        self.locale,
                        log.money_loss,
                        name = name,
                        amount = self.money(delta.unsigned_abs()),
                        total = total
                    )
                }
            }
            Event::Transfer { from, to, amount } => tr!(
                self.locale,
                log.transfer,
                from = self.name(*from),
                to = self.name(*to),
                amount = self.money(amount)
            ),
            Event::Ante { seat, paid, ante } => tr!(
                self.locale,
                log.ante,
                name = self.name(*seat),
                paid = self.money(paid),
                ante = self.money(ante)
            ),
            Event::WindowOpened { window } => {
                tr!(self.locale, log.window_opened, window = self.window(window))
            }
            Event::WindowClosed { window } => {
                tr!(self.locale, log.window_closed, window = self.window(window))
            }
            Event::Declared {
                seat,
                gangster,
                position,
                choice,
            } => tr!(
                self.locale,
                log.declared,
                name = self.name(*seat),
                gangster = self.gangster(*gangster),
                action = self.crew_choice(*gangster, Some(*position), choice)
            ),
            Event::Fizzled { gangster } => {
                tr!(
                    self.locale,
                    log.fizzled,
                    gangster = self.gangster(*gangster)
                )
            }
            Event::WhackCalledOff { seat } => {
                tr!(self.locale, log.whack_called_off, name = self.name(*seat))
            }
            Event::WhackCancelled { gangster } => {
                tr!(
                    self.locale,
                    log.whack_cancelled,
                    gangster = self.gangster(*gangster)
                )
            }
            Event::MoveResult {
                gangster,
                target,
                success,
                died,
            } => {
                let gangster = self.gangster(*gangster);
                let target = self.position_numbered(*target);
                if *died {
                    tr!(
                        self.locale,
                        log.move_died,
                        gangster = gangster,
                        target = target
                    )
                } else if *success {
                    tr!(
                        self.locale,
                        log.move_success,
                        gangster = gangster,
                        target = target
                    )
                } else {
                    tr!(
                        self.locale,
                        log.move_failure,
                        gangster = gangster,
                        target = target
                    )
                }
            }
            Event::WhackResult {
                gangster,
                target,
                success,
                died,
            } => {
                let gangster = self.gangster(*gangster);
                let target = self.gangster(*target);
                if *died {
                    tr!(
                        self.locale,
                        log.whack_died,
                        gangster = gangster,
                        target = target
                    )
                } else if *success {
                    tr!(
                        self.locale,
                        log.whack_success,
                        gangster = gangster,
                        target = target
                    )
                } else {
                    tr!(
                        self.locale,
                        log.whack_failure,
                        gangster = gangster,
                        target = target
                    )
                }
            }
            Event::Shameful { gangster } => {
                tr!(
                    self.locale,
                    log.shameful,
                    gangster = self.gangster(*gangster)
                )
            }
            Event::TieBreak {
                gangster, chosen, ..
            } => tr!(
                self.locale,
                log.tie_break,
                gangster = self.gangster(*gangster),
                name = self.name(*chosen)
            ),
            Event::Petition { seat } => tr!(self.locale, log.petition, name = self.name(*seat)),
            Event::Controller { gangster, seat } => match seat {
                Some(p) => tr!(
                    self.locale,
                    log.controller,
                    name = self.name(*p),
                    gangster = self.gangster(*gangster)
                ),
                None => tr!(
                    self.locale,
                    log.no_controller,
                    gangster = self.gangster(*gangster)
                ),
            },
            Event::ControlChanged { gangster, leaders } => {
                let gangster = self.gangster(*gangster);
                match leaders.as_slice() {
                    [] => tr!(self.locale, log.control_none, gangster = gangster),
                    [p] => tr!(
                        self.locale,
                        log.control_sole,
                        name = self.name(*p),
                        gangster = gangster
                    ),
                    many => tr!(
                        self.locale,
                        log.control_tie,
                        names = self.names_of(many),
                        gangster = gangster
                    ),
                }
            }
            Event::BlackmailRequest { seat, offer } => tr!(
                self.locale,
                log.blackmail_request,
                name = self.name(*seat),
                offer = self.money(offer)
            ),
            Event::BlackmailAnswer { gangster, accepted } => {
                let gangster = self.gangster(*gangster);
                if *accepted {
                    tr!(self.locale, log.blackmail_accepted, gangster = gangster)
                } else {
                    tr!(self.locale, log.blackmail_refused, gangster = gangster)
                }
            }
            Event::Silenced { gangster } => {
                tr!(
                    self.locale,
                    log.silenced,
                    gangster = self.gangster(*gangster)
                )
            }
            Event::Shakedown { seat, card } => tr!(
                self.locale,
                log.shakedown,
                name = self.name(*seat),
                card = self.card(*card)
            ),
            Event::Gift {
                from,
                to,
                money,
                cards,
            } => {
                let (from, to, money) = (self.name(*from), self.name(*to), self.money(money));
                if *cards == 1 {
                    tr!(
                        self.locale,
                        log.gift_one,
                        from = from,
                        to = to,
                        money = money
                    )
                } else {
                    tr!(
                        self.locale,
                        log.gift,
                        from = from,
                        to = to,
                        money = money,
                        cards = cards
                    )
                }
            }
            Event::TradeProposed { from, to } => tr!(
                self.locale,
                log.trade_proposed,
                from = self.name(*from),
                to = self.name(*to)
            ),
            Event::TradeDone {
                from,
                to,
                gave_money,
                gave_cards,
                got_money,
                got_cards,
            } => tr!(
                self.locale,
                log.trade_done,
                from = self.name(*from),
                to = self.name(*to),
                gave_money = self.money(gave_money),
                gave_cards = gave_cards,
                got_money = self.money(got_money),
                got_cards = got_cards
            ),
            Event::TradeRefused { from, to } => tr!(
                self.locale,
                log.trade_refused,
                from = self.name(*from),
                to = self.name(*to)
            ),
            Event::TradeVoid { from, to } => tr!(
                self.locale,
                log.trade_void,
                from = self.name(*from),
                to = self.name(*to)
            ),
            Event::Bought { seat, count } => {
                let (name, paid) = (self.name(*seat), self.money(count * 10));
                if *count == 1 {
                    tr!(self.locale, log.bought_one, name = name, paid = paid)
                } else {
                    tr!(
                        self.locale,
                        log.bought,
                        name = name,
                        count = count,
                        paid = paid
                    )
                }
            }
            Event::Scored {
                seat,
                gangster,
                respect,
            } => match gangster {
                Some(g) => tr!(
                    self.locale,
                    log.scored,
                    name = self.name(*seat),
                    gangster = self.gangster(*g),
                    respect = respect
                ),
                None => tr!(
                    self.locale,
                    log.scored_other,
                    name = self.name(*seat),
                    respect = respect
                ),
            },
            Event::CardsSold { seat, count } => {
                let (name, money) = (self.name(*seat), self.money(count * np_engine::CARD_SALE));
                if *count == 1 {
                    tr!(self.locale, log.cards_sold_one, name = name, money = money)
                } else {
                    tr!(
                        self.locale,
                        log.cards_sold,
                        name = name,
                        count = count,
                        money = money
                    )
                }
            }
            Event::Converted {
                seat,
                money,
                respect,
            } => tr!(
                self.locale,
                log.converted,
                name = self.name(*seat),
                money = self.money(money),
                respect = respect
            ),
            Event::GameOver { ranking } => match ranking.first() {
                Some(w) => tr!(self.locale, log.game_over, name = self.name(*w)),
                None => tr!(self.locale, phases.game_over),
            },
        }
    }

    /// The seat whose family an event is mainly about, if any: its colour and letter mark the
    /// log line.
    pub fn actor(event: &Event) -> Option<PlayerId> {
        match event {
            Event::RingHolder { seat }
            | Event::CardDrawn { seat, .. }
            | Event::DrawLost { seat }
            | Event::CardPlayed { seat, .. }
            | Event::CardDiscarded { seat, .. }
            | Event::Passed { seat }
            | Event::Rerolled { seat, .. }
            | Event::Respect { seat, .. }
            | Event::Money { seat, .. }
            | Event::Ante { seat, .. }
            | Event::Declared { seat, .. }
            | Event::Petition { seat }
            | Event::BlackmailRequest { seat, .. }
            | Event::Shakedown { seat, .. }
            | Event::Bought { seat, .. }
            | Event::Scored { seat, .. }
            | Event::CardsSold { seat, .. }
            | Event::Converted { seat, .. } => Some(*seat),
            Event::CardGiven { from, .. }
            | Event::Transfer { from, .. }
            | Event::Gift { from, .. }
            | Event::TradeProposed { from, .. }
            | Event::TradeDone { from, .. }
            | Event::TradeVoid { from, .. } => Some(*from),
            Event::TradeRefused { to, .. } | Event::RingMoved { to, .. } => Some(*to),
            Event::TieBreak { chosen, .. } => Some(*chosen),
            Event::Controller { seat, .. } => *seat,
            Event::MarkerPlaced { colour, .. }
            | Event::MarkerRemoved { colour, .. }
            | Event::CoinOwner { colour, .. } => match colour {
                Colour::Family(p) => Some(*p),
                Colour::Neutral => None,
            },
            Event::ControlChanged { leaders, .. } => match leaders.as_slice() {
                [p] => Some(*p),
                _ => None,
            },
            Event::GameOver { ranking } => ranking.first().copied(),
            _ => None,
        }
    }

    /// Names of several seats as a list.
    pub fn names_of(&self, seats: &[PlayerId]) -> String {
        let names: Vec<String> = seats.iter().map(|p| self.name(*p)).collect();
        self.list(&names)
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{names, words};
    use crate::i18n::Locale;
    use np_engine::{Event, GameConfig, GameState, PlayerId};

    #[test]
    fn every_event_of_played_games_is_put_into_words_in_both_languages() {
        let names = names();
        let en = words(Locale::en, &names);
        let ja = words(Locale::ja, &names);
        let mut kinds = std::collections::BTreeSet::new();
        for seed in 0..6 {
            let mut game =
                GameState::new(GameConfig::new(3 + seed % 3, seed as u64)).expect("setup");
            let mut events: Vec<Event> = game.setup_log().to_vec();
            let mut pick = seed;
            while let Some(d) = game.pending().cloned() {
                let answers = game.legal_answers();
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let a = answers[(pick >> 33) % answers.len()].clone();
                events.extend(
                    game.apply(d.seat, np_engine::Action::Answer(a))
                        .expect("listed"),
                );
            }
            for e in &events {
                let (a, b) = (en.event(e), ja.event(e));
                assert!(!a.is_empty() && !b.is_empty(), "{e:?}");
                assert!(!a.contains("{{") && !b.contains("{{"), "{a} / {b}");
                assert_ne!(a, b, "{e:?} is not translated");
                kinds.insert(
                    format!("{e:?}")
                        .split([' ', '{', '('])
                        .next()
                        .unwrap_or_default()
                        .to_string(),
                );
            }
        }
        assert!(kinds.len() >= 35, "{kinds:?}");
    }

    #[test]
    fn private_cards_stay_private_in_words() {
        let names = names();
        let en = words(Locale::en, &names);
        let drawn = Event::CardDrawn {
            seat: PlayerId(1),
            card: Some(np_engine::CardId(3)),
        };
        let card = en.card(np_engine::CardId(3));
        assert!(en.event(&drawn).contains(&card));
        // R12.13.2: another seat sees that a card was drawn, not which.
        let seen = en.event(&drawn.for_seat(PlayerId(0)));
        assert!(!seen.contains(&card), "{seen}");
        assert!(seen.contains("Bruno"));
    }

    #[test]
    fn player_names_are_kept_exactly_as_typed() {
        let names = vec!["<svg onload=alert()>".to_string(), "B".into(), "C".into()];
        let en = words(Locale::en, &names);
        let text = en.event(&Event::Passed { seat: PlayerId(0) });
        assert!(text.contains("<svg onload=alert()>"), "{text}");
    }
}
