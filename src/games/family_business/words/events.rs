//! Events as the log tells them (FB12.1). A counter window is told only by its outcome, "no
//! counter" or the counter played (FB12.2.2); cards drawn by another seat are told as a number
//! (FB3.2.3).

use fb_engine::{Answer, Card, Event, Outcome, PlayerId};

use super::FbWords;
use crate::games::family_business::words::tr;

impl FbWords<'_> {
    /// The line of an event; `None` for those the log shows otherwise: turn starts head their
    /// group, draws are told together ([`FbWords::draws`]), and a window's opening is told by
    /// its outcome.
    pub fn event(&self, event: &Event) -> Option<String> {
        Some(match event {
            Event::TurnStarted { .. } | Event::Drew { .. } | Event::WindowOpened { .. } => {
                return None
            }
            Event::Reshuffled { cards } => tr!(self.locale, log.reshuffled, count = *cards),
            Event::Played { seat, card, target } => tr!(
                self.locale,
                log.played,
                name = self.name(*seat),
                card = self.card_with_target(*card, *target)
            ),
            Event::PlayedWithoutEffect { seat, card } => tr!(
                self.locale,
                log.without_effect,
                name = self.name(*seat),
                card = self.card_of(*card)
            ),
            Event::NoCounter => tr!(self.locale, log.no_counter),
            Event::Countered { seat, card } => tr!(
                self.locale,
                log.countered,
                name = self.name(*seat),
                card = self.card(*card)
            ),
            Event::Forced { seat, answer, .. } => tr!(
                self.locale,
                log.forced,
                name = self.name(*seat),
                answer = self.answer(answer)
            ),
            Event::Placed { mobster, front } => {
                let mobster = self.mobster(*mobster);
                if *front {
                    tr!(self.locale, log.placed_front, mobster = mobster)
                } else {
                    tr!(self.locale, log.placed_end, mobster = mobster)
                }
            }
            Event::Returned { mobster } => {
                tr!(self.locale, log.returned, mobster = self.mobster(*mobster))
            }
            Event::Killed { mobster } => {
                tr!(self.locale, log.killed, mobster = self.mobster(*mobster))
            }
            Event::Substituted { listed, substitute } => tr!(
                self.locale,
                log.substituted,
                listed = self.mobster(*listed),
                substitute = self.mobster(*substitute)
            ),
            Event::Reordered { list } => {
                let names: Vec<String> = list.iter().map(|m| self.mobster(*m)).collect();
                tr!(
                    self.locale,
                    log.reordered,
                    list = names.join(&tr!(self.locale, words.list_separator))
                )
            }
            Event::Turned {
                outgoing,
                returning,
            } => tr!(
                self.locale,
                log.turned,
                outgoing = self.mobster(*outgoing),
                returning = self.mobster(*returning)
            ),
            Event::War { fire: Some(1) } => tr!(self.locale, log.war_fire_1),
            Event::War { fire: Some(_) } => tr!(self.locale, log.war_fire_2),
            Event::War { fire: None } => tr!(self.locale, log.war_over),
            Event::Eliminated { seat, hand } if hand.is_empty() => {
                tr!(self.locale, log.eliminated, name = self.name(*seat))
            }
            Event::Eliminated { seat, hand } => {
                let cards: Vec<String> = hand.iter().map(|c| self.card_of(*c)).collect();
                tr!(
                    self.locale,
                    log.eliminated_hand,
                    name = self.name(*seat),
                    cards = self.list(&cards)
                )
            }
            Event::GameOver { outcome } => self.outcome(outcome),
            Event::Attached {
                seat,
                ability,
                mobster,
            } => tr!(
                self.locale,
                log.attached,
                name = self.name(*seat),
                ability = self.ability(*ability),
                mobster = self.mobster(*mobster)
            ),
            Event::AbilityDiscarded { mobster, ability } => tr!(
                self.locale,
                log.ability_discarded,
                ability = self.ability(*ability),
                mobster = self.mobster(*mobster)
            ),
            Event::DrewFromDiscard { seat, card } => tr!(
                self.locale,
                log.drew_from_discard,
                name = self.name(*seat),
                card = self.card_of(*card)
            ),
            Event::Butchered { seat, cards } => tr!(
                self.locale,
                log.butchered,
                name = self.name(*seat),
                cards = self.cards(cards.iter().copied())
            ),
            Event::TurnClaimed { seat } => {
                tr!(self.locale, log.turn_claimed, name = self.name(*seat))
            }
        })
    }

    /// Cards drawn in a row by one seat, as `viewer` may see them: their names for the drawer,
    /// their number for everyone else (FB3.2.3).
    pub fn draws(&self, seat: PlayerId, cards: &[Option<Card>]) -> String {
        let name = self.name(seat);
        let known: Option<Vec<String>> = cards.iter().map(|c| c.map(|c| self.card_of(c))).collect();
        match known {
            Some(known) if !known.is_empty() => {
                tr!(
                    self.locale,
                    log.drew_cards,
                    name = name,
                    cards = self.list(&known)
                )
            }
            _ if cards.len() == 1 => tr!(self.locale, log.drew_one, name = name),
            _ => tr!(
                self.locale,
                log.drew_hidden,
                name = name,
                count = cards.len()
            ),
        }
    }

    /// An answer in words, as the log tells a forced one (FB11.3.1).
    pub fn answer(&self, answer: &Answer) -> String {
        match answer {
            Answer::Play { card, target } => self.card_with_target(*card, *target),
            Answer::PlayWithoutEffect(card) => {
                tr!(
                    self.locale,
                    words.card_without_effect,
                    card = self.card_of(*card)
                )
            }
            Answer::Counter(card) => tr!(self.locale, words.counter_with, card = self.card(*card)),
            Answer::Decline => tr!(self.locale, words.decline),
            Answer::Mobster(m) => self.mobster(*m),
            Answer::Attach { ability, mobster } => tr!(
                self.locale,
                words.attach,
                ability = self.ability(*ability),
                mobster = self.mobster(*mobster)
            ),
            Answer::Butcher(set) => {
                tr!(self.locale, words.butcher, cards = self.cards(set.cards()))
            }
            Answer::Skip => tr!(self.locale, words.skip_butcher),
            Answer::DrawPile => tr!(self.locale, words.from_draw_pile),
            Answer::DiscardTop => tr!(self.locale, words.from_discard_top),
            Answer::Stop => tr!(self.locale, words.stop),
        }
    }

    /// Cards in words, as a list.
    pub fn cards(&self, cards: impl Iterator<Item = Card>) -> String {
        let names: Vec<String> = cards.map(|c| self.card_of(c)).collect();
        self.list(&names)
    }

    /// The end of the game (FB10.2).
    pub fn outcome(&self, outcome: &Outcome) -> String {
        match outcome {
            Outcome::Win(p) => tr!(self.locale, log.win, name = self.name(*p)),
            Outcome::Draw(seats) => {
                let names: Vec<String> = seats.iter().map(|p| self.name(*p)).collect();
                tr!(self.locale, log.draw, names = self.list(&names))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{m, names, words};
    use crate::i18n::Locale;
    use fb_engine::{DecisionKind, Event, Kind, Outcome, PlayerId, Target};

    #[test]
    fn events_read_as_sentences() {
        let names = names();
        let w = words(Locale::en, &names, &[0, 1, 2, 3]);
        let line = |e: Event| w.event(&e).expect("a line");
        assert_eq!(
            line(Event::Played {
                seat: PlayerId(0),
                card: Kind::Contract,
                target: Target::Mobster(m(1, 1)),
            }),
            "Anna plays Contract on Mick (The Kelly gang)."
        );
        assert_eq!(
            line(Event::Countered {
                seat: PlayerId(2),
                card: Kind::FamilyInfluence
            }),
            "Carla counters with Family Influence."
        );
        assert_eq!(line(Event::NoCounter), "No counter.");
        assert_eq!(
            line(Event::Placed {
                mobster: m(2, 3),
                front: true
            }),
            "Meyer (The Rosen outfit) goes on the Hit List against the wall."
        );
        assert_eq!(
            line(Event::Forced {
                seat: PlayerId(1),
                kind: DecisionKind::OwnMobster,
                answer: fb_engine::Answer::Mobster(m(1, 4)),
            }),
            "Bruno has one choice: Paddy (The Kelly gang)."
        );
        assert_eq!(
            line(Event::GameOver {
                outcome: Outcome::Draw(vec![PlayerId(0), PlayerId(3)])
            }),
            "The game is a draw: Anna and Dario share the result."
        );
        assert_eq!(
            w.event(&Event::WindowOpened {
                card: Kind::Contract,
                order: vec![PlayerId(1), PlayerId(2)],
            }),
            None
        );
    }

    /// FB3.2.3: the drawer sees the cards, everyone else their number.
    #[test]
    fn draws_show_cards_to_the_drawer_only() {
        let names = names();
        let w = words(Locale::en, &names, &[0, 1, 2, 3]);
        let contract = fb_engine::Card::Action(Kind::Contract);
        let hit = fb_engine::Card::Action(Kind::Hit);
        assert_eq!(
            w.draws(PlayerId(0), &[Some(contract), Some(hit)]),
            "Anna draws Contract and Hit."
        );
        assert_eq!(w.draws(PlayerId(1), &[None, None]), "Bruno draws 2 cards.");
        assert_eq!(w.draws(PlayerId(1), &[None]), "Bruno draws a card.");
        let ja = words(Locale::ja, &names, &[0, 1, 2, 3]);
        assert_eq!(
            ja.draws(PlayerId(1), &[None, None]),
            "Brunoがカードを2枚引く。"
        );
    }
}
