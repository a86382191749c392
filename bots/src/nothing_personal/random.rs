//! The random bot: uniform among the legal answers, with a free operation now and then.

use np_engine::{Action, Bundle, Knowledge, PlayerId, Trade};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use super::{Bot, Seen};

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

    fn other(&mut self, seen: &impl Seen) -> PlayerId {
        let n = seen.players();
        let k = 1 + self.below(n - 1);
        PlayerId(((seen.seat().index() + k) % n) as u8)
    }

    fn free_op(&mut self, seen: &impl Seen) -> Option<Action> {
        let money = seen.money();
        let hand = seen.hand();
        match self.below(3) {
            0 if !hand.is_empty() => {
                let c = hand[self.below(hand.len())];
                Some(Action::Shakedown(c))
            }
            1 if money > 0 || !hand.is_empty() => {
                let given = if money > 0 {
                    1 + self.below(money.min(5) as usize) as u32
                } else {
                    0
                };
                let cards = if given == 0 {
                    vec![hand[self.below(hand.len())]]
                } else {
                    Vec::new()
                };
                Some(Action::Gift {
                    to: self.other(seen),
                    money: given,
                    cards,
                })
            }
            2 if !seen.answering_trade() => {
                let to = self.other(seen);
                let give_money = self.below(money.min(6) as usize + 1) as u32;
                let give_cards = if !hand.is_empty() && self.below(2) == 0 {
                    vec![hand[self.below(hand.len())]]
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

impl RandomBot {
    /// The action for the seat's pending decision, read from a [`View`] or a [`Glance`]
    /// (the same action from either).
    ///
    /// [`View`]: np_engine::View
    /// [`Glance`]: np_engine::Glance
    pub fn decide(&mut self, seen: &impl Seen) -> Action {
        if self.ops_this_decision < 3 && (self.rng.next_u32() % 1000) < self.free_op_permille {
            if let Some(op) = self.free_op(seen) {
                self.ops_this_decision += 1;
                return op;
            }
        }
        self.ops_this_decision = 0;
        let i = self.below(seen.legal_count());
        match seen.legal_answer(i) {
            Some(answer) => Action::Answer(answer),
            None => Action::Answer(np_engine::Answer::Pass),
        }
    }
}

impl Bot for RandomBot {
    fn act(&mut self, known: &Knowledge) -> Action {
        self.decide(&known.canonical().glance(known.seat()))
    }
}
