//! The legal answers of the pending decision as a space (R12.1.2): counted, indexed and checked
//! in their canonical order without listing every answer. A Commission turn in the second orbit
//! has a play for every card, mode and ante the player can pay, a blackmail request one for
//! every action and offer: thousands of answers, of which a random player needs one and `apply`
//! checks one.

use std::cell::{OnceCell, RefCell};
use std::sync::Arc;

use std::ops::ControlFlow;

use crate::action::{Answer, CrewChoice, Params, Play};
use crate::board::ARROWS;
use crate::cards::{AbilityKind, Effect};
use crate::crew::position_effect;
use crate::crew_choices::ChoiceRef;
use crate::effects::EXTRA_MARKER_COST;
use crate::ids::{CardId, GangsterId, PlayerId};
use crate::legal::PlayContext;
use crate::modes::{Census, ModeCount};
use crate::state::GameState;

/// The shape of a decision's legal answers.
#[derive(Clone, Debug)]
pub(crate) enum Space {
    /// Listed one by one (every small decision).
    List(Vec<Answer>),
    /// TIE_PETITION and FENCE_BUY (R12.6.2, R7.3): every amount from 0 to `max`.
    Amounts { max: u32, buy: bool },
    /// COMMISSION_TURN (R4.3, R4.4): Pass, then for each card (hand order), each ante from
    /// `antes.0` to `antes.1`, each of the card's modes the money left after the ante pays for.
    Commission {
        seat: PlayerId,
        cards: Vec<(CardId, ModeCount)>,
        antes: (u32, u32),
        money: u32,
        census: Census,
    },
    /// CREW_ACTION (R6.4): Pass, then each action of the gangster the player can afford; or
    /// BLACKMAIL_REQUEST (R12.7.2, `request`): Pass, then each affordable action with every
    /// offer from $0 to the money left after its cost. The actions come in blocks: the
    /// position action, each action ability, Make a Move.
    Crew {
        acting: Acting,
        request: bool,
        blocks: Vec<CrewBlock>,
    },
}

/// The acting gangster of a Crew decision and what its player can pay.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Acting {
    pub seat: PlayerId,
    pub gangster: GangsterId,
    pub position: u8,
    pub money: u32,
}

/// Where a block of Crew actions comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BlockKind {
    Position,
    Ability(u8),
    MakeMove,
}

/// One block of Crew actions: their effect (none for Make a Move) and how many answers they
/// give.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CrewBlock {
    pub kind: BlockKind,
    pub effect: Option<Effect>,
    pub answers: usize,
}

/// A space with its full list, made once when somebody asks for it, and the compound answer
/// last picked from it by index (a player usually answers with the answer it picked).
#[derive(Clone)]
pub(crate) struct LegalSet {
    pub space: Space,
    pub list: OnceCell<Arc<[Answer]>>,
    pub picked: RefCell<Option<Answer>>,
}

impl LegalSet {
    pub fn new(space: Space) -> LegalSet {
        LegalSet {
            space,
            list: OnceCell::new(),
            picked: RefCell::new(None),
        }
    }
}

/// The answer naming amount `x`: a purchase or a petition offer.
fn amount_answer(buy: bool, x: u32) -> Answer {
    if buy {
        Answer::Buy(x)
    } else {
        Answer::Offer(x)
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
            Space::Amounts { max, .. } => *max as usize + 1,
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
            Space::Crew { blocks, .. } => 1 + blocks.iter().map(|b| b.answers).sum::<usize>(),
        }
    }

    /// Visits the actions of `acting` its player can pay for, with their costs.
    fn visit_affordable(
        &self,
        acting: &Acting,
        f: &mut dyn FnMut(ChoiceRef<'_>, u32) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.visit_choices(
            acting.position,
            acting.gangster,
            acting.seat,
            &mut |c, cost| {
                if cost <= acting.money {
                    f(c, cost)
                } else {
                    ControlFlow::Continue(())
                }
            },
        )
    }

    /// The cost of `choice` if it is an action of `acting`'s gangster now, whatever the money
    /// ([`GameState::choice_cost`] prices any choice, offered or not).
    pub(crate) fn action_cost(&self, acting: &Acting, choice: &CrewChoice) -> Option<u32> {
        let mut found = None;
        let _ = self.visit_choices(
            acting.position,
            acting.gangster,
            acting.seat,
            &mut |c, cost| {
                if c.is(choice) {
                    found = Some(cost);
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
        );
        found
    }

    /// The space of a Crew decision: its affordable actions counted block by block, with the
    /// offers a blackmail request adds (R12.7.2).
    pub(crate) fn crew_space(&self, acting: Acting, request: bool) -> Space {
        let Acting {
            seat,
            gangster,
            position,
            money,
        } = acting;
        let offers = if request { money as usize + 1 } else { 1 };
        let mut blocks = Vec::new();
        let mut block = |kind: BlockKind, effect: Effect| {
            let answers = if effect.costs_money() {
                // Whacks cost money, each by its target (R6.8.3), Antoine's roll its $5.
                let mut n = 0;
                let _ = self.visit_params(seat, Some(gangster), effect, &mut |p| {
                    let cost = self.effect_cost(effect, p);
                    if cost <= money {
                        n += if request {
                            (money - cost) as usize + 1
                        } else {
                            1
                        };
                    }
                    ControlFlow::Continue(())
                });
                n
            } else {
                self.count_params(seat, Some(gangster), effect) * offers
            };
            blocks.push(CrewBlock {
                kind,
                effect: Some(effect),
                answers,
            });
        };
        if let Some(effect) = position_effect(position) {
            block(BlockKind::Position, effect);
        }
        for (i, a) in self.card(gangster).abilities.iter().enumerate() {
            if a.kind == AbilityKind::Action {
                block(BlockKind::Ability(i as u8), a.effect);
            }
        }
        let moves = self.move_targets(position).count();
        blocks.push(CrewBlock {
            kind: BlockKind::MakeMove,
            effect: None,
            answers: moves * offers,
        });
        Space::Crew {
            acting,
            request,
            blocks,
        }
    }

    /// R6.7.1: the occupied arrow targets of position `p`.
    fn move_targets(&self, p: u8) -> impl Iterator<Item = u8> + '_ {
        ARROWS
            .iter()
            .filter(move |(from, to)| *from == p && self.at(*to).is_some())
            .map(|(_, to)| *to)
    }

    /// The answer at `index` of a block of Crew actions.
    fn block_nth(
        &self,
        acting: &Acting,
        request: bool,
        block: &CrewBlock,
        index: usize,
    ) -> Option<Answer> {
        let Acting {
            seat,
            gangster,
            money,
            ..
        } = *acting;
        let answer = |choice: CrewChoice, offer: usize| {
            if request {
                Answer::Request {
                    choice,
                    offer: offer as u32,
                }
            } else {
                Answer::Crew(choice)
            }
        };
        let choice = |params: Params| match block.kind {
            BlockKind::Ability(index) => CrewChoice::Ability { index, params },
            _ => CrewChoice::Position(params),
        };
        let offers = if request { money as usize + 1 } else { 1 };
        match (block.kind, block.effect) {
            (BlockKind::MakeMove, _) | (_, None) => self
                .move_targets(acting.position)
                .nth(index / offers)
                .map(|target| answer(CrewChoice::MakeMove { target }, index % offers)),
            (_, Some(effect)) if effect.costs_money() => {
                let mut left = index;
                let mut found = None;
                let _ = self.visit_params(seat, Some(gangster), effect, &mut |p| {
                    let cost = self.effect_cost(effect, p);
                    if cost > money {
                        return ControlFlow::Continue(());
                    }
                    let n = if request {
                        (money - cost) as usize + 1
                    } else {
                        1
                    };
                    if left < n {
                        found = Some(answer(choice(p.to_params()), left));
                        return ControlFlow::Break(());
                    }
                    left -= n;
                    ControlFlow::Continue(())
                });
                found
            }
            (_, Some(effect)) => self
                .nth_params(seat, Some(gangster), effect, index / offers)
                .map(|p| answer(choice(p), index % offers)),
        }
    }

    /// The answer at `index` of `space`, in canonical order.
    pub(crate) fn space_nth(&self, space: &Space, index: usize) -> Option<Answer> {
        match space {
            Space::List(list) => list.get(index).cloned(),
            Space::Amounts { max, buy } => u32::try_from(index)
                .ok()
                .filter(|x| x <= max)
                .map(|x| amount_answer(*buy, x)),
            _ if index == 0 => Some(Answer::Pass),
            Space::Commission {
                seat,
                cards,
                antes: (lo, hi),
                money,
                census,
            } => {
                let mut i = index - 1;
                for (card, n) in cards {
                    for ante in *lo..=*hi {
                        let budget = money - ante;
                        let here = n.within(budget);
                        if i < here {
                            let mode =
                                self.nth_mode(*seat, *card, PlayContext::Turn, census, budget, i)?;
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
            Space::Crew {
                acting,
                request,
                blocks,
            } => {
                let mut i = index - 1;
                for block in blocks {
                    if i < block.answers {
                        return self.block_nth(acting, *request, block, i);
                    }
                    i -= block.answers;
                }
                None
            }
        }
    }

    /// Whether `answer` is in `space`.
    pub(crate) fn space_contains(&self, space: &Space, answer: &Answer) -> bool {
        match (space, answer) {
            (Space::List(list), a) => list.contains(a),
            (Space::Amounts { max, buy: false }, Answer::Offer(x))
            | (Space::Amounts { max, buy: true }, Answer::Buy(x)) => x <= max,
            (Space::Amounts { .. }, _) => false,
            (_, Answer::Pass) => true,
            (
                Space::Commission {
                    seat,
                    cards,
                    antes: (lo, hi),
                    money,
                    ..
                },
                Answer::Play(play),
            ) => {
                (*lo..=*hi).contains(&play.ante)
                    && cards.iter().any(|(c, _)| *c == play.card)
                    && self
                        .mode_cost(*seat, play.card, PlayContext::Turn, &play.mode)
                        .is_some_and(|cost| cost <= money - play.ante)
            }
            (
                Space::Crew {
                    acting,
                    request: false,
                    ..
                },
                Answer::Crew(choice),
            ) => self
                .action_cost(acting, choice)
                .is_some_and(|cost| cost <= acting.money),
            (
                Space::Crew {
                    acting,
                    request: true,
                    ..
                },
                Answer::Request { choice, offer },
            ) => self
                .action_cost(acting, choice)
                .is_some_and(|cost| cost <= acting.money && *offer <= acting.money - cost),
            _ => false,
        }
    }

    /// Every answer of `space`, in canonical order.
    pub(crate) fn space_list(&self, space: &Space) -> Vec<Answer> {
        match space {
            Space::List(list) => list.clone(),
            Space::Amounts { max, buy } => (0..=*max).map(|x| amount_answer(*buy, x)).collect(),
            Space::Commission {
                seat,
                cards,
                antes: (lo, hi),
                money,
                ..
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
            Space::Crew {
                acting, request, ..
            } => {
                let request = *request;
                let mut out = vec![Answer::Pass];
                let _ = self.visit_affordable(acting, &mut |c, cost| {
                    let choice = c.to_choice();
                    if request {
                        for offer in 0..=(acting.money - cost) {
                            out.push(Answer::Request {
                                choice: choice.clone(),
                                offer,
                            });
                        }
                    } else {
                        out.push(Answer::Crew(choice));
                    }
                    ControlFlow::Continue(())
                });
                out
            }
        }
    }
}
