//! The random bot: uniform among the legal answers, with a free operation now and then.

use np_engine::{Action, Answer, Bundle, DecisionKind, PlayerId, Trade, View};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::Bot;

/// Picks uniformly among the listed legal answers; before answering it sometimes shakes down,
/// gives a gift or proposes a trade (R12.2), so those are exercised too.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
    /// Chance in 1000 of a free operation before an answer.
    free_op_permille: u32,
    /// Free operations made while the current decision is pending.
    ops_this_decision: u32,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            free_op_permille: 30,
            ops_this_decision: 0,
        }
    }

    fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            0
        } else {
            (self.rng.next_u64() % n as u64) as usize
        }
    }

    fn other(&mut self, view: &View) -> PlayerId {
        let n = view.seats.len();
        let k = 1 + self.below(n - 1);
        PlayerId(((view.seat.index() + k) % n) as u8)
    }

    fn free_op(&mut self, view: &View) -> Option<Action> {
        let me = &view.seats[view.seat.index()];
        let answering_trade = matches!(
            view.pending.as_ref().map(|d| &d.kind),
            Some(DecisionKind::TradeAnswer { .. })
        );
        match self.below(3) {
            0 if !view.hand.is_empty() => {
                let c = view.hand[self.below(view.hand.len())];
                Some(Action::Shakedown(c))
            }
            1 if me.money > 0 || !view.hand.is_empty() => {
                let money = if me.money > 0 {
                    1 + self.below(me.money.min(5) as usize) as u32
                } else {
                    0
                };
                let cards = if money == 0 {
                    vec![view.hand[self.below(view.hand.len())]]
                } else {
                    Vec::new()
                };
                Some(Action::Gift {
                    to: self.other(view),
                    money,
                    cards,
                })
            }
            2 if !answering_trade => {
                let to = self.other(view);
                let give_money = self.below(me.money.min(6) as usize + 1) as u32;
                let give_cards = if !view.hand.is_empty() && self.below(2) == 0 {
                    vec![view.hand[self.below(view.hand.len())]]
                } else {
                    Vec::new()
                };
                let ask_money = self.below(4) as u32;
                let ask_cards = self.below(2) as u32;
                Some(Action::ProposeTrade(Trade {
                    to,
                    give: Bundle {
                        money: give_money,
                        cards: give_cards,
                        ..Bundle::default()
                    },
                    ask: Bundle {
                        money: ask_money,
                        card_count: ask_cards,
                        ..Bundle::default()
                    },
                }))
            }
            _ => None,
        }
    }
}

impl Bot for RandomBot {
    fn act(&mut self, view: &View) -> Action {
        if self.ops_this_decision < 3 && (self.rng.next_u32() % 1000) < self.free_op_permille {
            if let Some(op) = self.free_op(view) {
                self.ops_this_decision += 1;
                return op;
            }
        }
        self.ops_this_decision = 0;
        let i = self.below(view.legal.len());
        Action::Answer(view.legal.get(i).unwrap_or(Answer::Pass))
    }
}
