//! The legal answers of the pending decision as a space (R12.1.2): counted, indexed and checked
//! in their canonical order without listing every answer. A Commission turn in the second orbit
//! has a play for every card, mode and ante the player can pay, a blackmail request one for
//! every action and offer: thousands of answers, of which a random player needs one and `apply`
//! checks one.

use std::cell::OnceCell;
use std::sync::Arc;

use crate::action::{Answer, CrewChoice, Play};
use crate::effects::EXTRA_MARKER_COST;
use crate::ids::{CardId, PlayerId};
use crate::legal::PlayContext;
use crate::modes::ModeCount;
use crate::state::GameState;

/// The shape of a decision's legal answers.
#[derive(Clone, Debug)]
pub(crate) enum Space {
    /// Listed one by one (every small decision).
    List(Vec<Answer>),
    /// COMMISSION_TURN (R4.3, R4.4): Pass, then for each card (hand order), each ante from
    /// `antes.0` to `antes.1`, each of the card's modes the money left after the ante pays for.
    Commission {
        seat: PlayerId,
        cards: Vec<(CardId, ModeCount)>,
        antes: (u32, u32),
        money: u32,
    },
    /// CREW_ACTION (R6.4): Pass, then each affordable choice.
    Crew(Vec<CrewChoice>),
    /// BLACKMAIL_REQUEST (R12.7.2): Pass, then each affordable choice (with its cost) with every
    /// offer from $0 to the money left.
    Request {
        choices: Vec<(CrewChoice, u32)>,
        money: u32,
    },
}

/// A space with its full list, made once when somebody asks for it.
pub(crate) struct LegalSet {
    pub space: Space,
    pub list: OnceCell<Arc<[Answer]>>,
}

impl LegalSet {
    pub fn new(space: Space) -> LegalSet {
        LegalSet {
            space,
            list: OnceCell::new(),
        }
    }
}

/// How many antes from `lo` to `hi` leave at least $5 of `money` for an extra marker.
fn antes_leaving_extra(lo: u32, hi: u32, money: u32) -> usize {
    match money.checked_sub(EXTRA_MARKER_COST) {
        Some(top) if top >= lo => (top.min(hi) - lo + 1) as usize,
        _ => 0,
    }
}

impl GameState {
    /// The number of answers in `space`.
    pub(crate) fn space_len(&self, space: &Space) -> usize {
        match space {
            Space::List(list) => list.len(),
            Space::Commission {
                cards,
                antes: (lo, hi),
                money,
                ..
            } => {
                let n_antes = if hi >= lo { (hi - lo + 1) as usize } else { 0 };
                let rich = antes_leaving_extra(*lo, *hi, *money);
                1 + cards
                    .iter()
                    .map(|(_, n)| n_antes * n.all - (n_antes - rich) * n.paid)
                    .sum::<usize>()
            }
            Space::Crew(choices) => 1 + choices.len(),
            Space::Request { choices, money } => {
                1 + choices
                    .iter()
                    .map(|(_, cost)| (money - cost) as usize + 1)
                    .sum::<usize>()
            }
        }
    }

    /// The answer at `index` of `space`, in canonical order.
    pub(crate) fn space_nth(&self, space: &Space, index: usize) -> Option<Answer> {
        match space {
            Space::List(list) => list.get(index).cloned(),
            _ if index == 0 => Some(Answer::Pass),
            Space::Commission {
                seat,
                cards,
                antes: (lo, hi),
                money,
            } => {
                let mut i = index - 1;
                for (card, n) in cards {
                    for ante in *lo..=*hi {
                        let budget = money - ante;
                        let here = n.within(budget);
                        if i < here {
                            let mode = self.nth_mode(*seat, *card, PlayContext::Turn, budget, i)?;
                            return Some(Answer::Play(Play {
                                card: *card,
                                mode,
                                ante,
                            }));
                        }
                        i -= here;
                    }
                }
                None
            }
            Space::Crew(choices) => choices.get(index - 1).cloned().map(Answer::Crew),
            Space::Request { choices, money } => {
                let mut i = index - 1;
                for (choice, cost) in choices {
                    let n = (money - cost) as usize + 1;
                    if i < n {
                        return Some(Answer::Request {
                            choice: choice.clone(),
                            offer: i as u32,
                        });
                    }
                    i -= n;
                }
                None
            }
        }
    }

    /// Whether `answer` is in `space`.
    pub(crate) fn space_contains(&self, space: &Space, answer: &Answer) -> bool {
        match (space, answer) {
            (Space::List(list), a) => list.contains(a),
            (_, Answer::Pass) => true,
            (
                Space::Commission {
                    seat,
                    cards,
                    antes: (lo, hi),
                    money,
                },
                Answer::Play(play),
            ) => {
                (*lo..=*hi).contains(&play.ante)
                    && cards.iter().any(|(c, _)| *c == play.card)
                    && self.has_mode(
                        *seat,
                        play.card,
                        PlayContext::Turn,
                        money - play.ante,
                        &play.mode,
                    )
            }
            (Space::Crew(choices), Answer::Crew(c)) => choices.contains(c),
            (Space::Request { choices, money }, Answer::Request { choice, offer }) => choices
                .iter()
                .any(|(c, cost)| c == choice && *offer <= money - cost),
            _ => false,
        }
    }

    /// Every answer of `space`, in canonical order.
    pub(crate) fn space_list(&self, space: &Space) -> Vec<Answer> {
        match space {
            Space::List(list) => list.clone(),
            Space::Commission {
                seat,
                cards,
                antes: (lo, hi),
                money,
            } => {
                let mut out = vec![Answer::Pass];
                for (card, _) in cards {
                    let modes = self.card_modes(*seat, *card, PlayContext::Turn);
                    for ante in *lo..=*hi {
                        for (mode, cost) in &modes {
                            if *cost <= money - ante {
                                out.push(Answer::Play(Play {
                                    card: *card,
                                    mode: mode.clone(),
                                    ante,
                                }));
                            }
                        }
                    }
                }
                out
            }
            _ => (0..self.space_len(space))
                .filter_map(|i| self.space_nth(space, i))
                .collect(),
        }
    }
}
