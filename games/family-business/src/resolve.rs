//! The resolution of a card played with effect (FB4.4): its counter window (FB4.5), then its
//! effect (§5–§6) as the counter changed it (§7), each follow-up decision asked when the
//! resolution reaches it (FB4.4.2).

use crate::answer::Target;
use crate::cards::{Ability, Kind};
use crate::event::Event;
use crate::stage::{Played, Stage, Then};
use crate::state::{clockwise_after, GameState, Mobster, PlayerId};

impl GameState {
    /// FB4.5.2–FB4.5.4: a counterable card opens the window, in order from the next player
    /// clockwise; others resolve at once.
    pub(crate) fn resolve_play(&mut self, played: Played) {
        if played.card.countered_by().is_empty() {
            return self.resolve(played, None);
        }
        let order = self.window_order(played.seat);
        self.events.push(Event::WindowOpened {
            card: played.card,
            order: order.clone(),
        });
        self.ask_next(played, order);
    }

    /// FB4.5.3: a window's order on a card of `seat`: the opponents in the game, clockwise
    /// from the next seat.
    pub fn window_order(&self, seat: PlayerId) -> Vec<PlayerId> {
        let n = self.player_count();
        clockwise_after(seat, n)
            .take(n - 1)
            .filter(|q| self.in_game(*q))
            .collect()
    }

    /// Asks the first of `order` who holds an eligible counter (FB4.5.4); when none is left
    /// the window closes without a counter (FB4.5.5).
    pub(crate) fn ask_next(&mut self, played: Played, mut order: Vec<PlayerId>) {
        while !order.is_empty() {
            let asking = order.remove(0);
            if !self.eligible_counters(asking, played.card).is_empty() {
                self.stage = Stage::Window {
                    played,
                    asking,
                    rest: order,
                };
                return;
            }
        }
        self.events.push(Event::NoCounter);
        self.resolve(played, None);
    }

    /// The card's effect, changed by `counter` if one was played.
    pub(crate) fn resolve(&mut self, played: Played, counter: Option<Kind>) {
        use Kind::*;
        let seat = played.seat;
        let goes_on = match (played.card, played.target) {
            (
                Contract | ContractFiProof | ContractUncounterable | PriorityContract,
                Target::Mobster(target) | Target::Shotgun { first: target, .. },
            ) => {
                let front = self.places_front(played);
                // FB13.3.7: the Shotgun's second target, placed at the end once the first is
                // resolved; counters never touch it.
                let second = match played.target {
                    Target::Shotgun { second, .. } => Some(second),
                    _ => None,
                };
                match counter {
                    // FB5.1.3, FB5.2.2: cancelled.
                    Some(FamilyInfluence) => second.is_none_or(|m| self.place(m, false)),
                    // FB5.1.4, FB7.2.2: reversed.
                    Some(MobPower) => return self.ask_reversal(played, front, second),
                    _ => self.place(target, front) && second.is_none_or(|m| self.place(m, false)),
                }
            }
            (DoubleContract, Target::Pair(first, second)) => match counter {
                // FB5.3.3: only the first target is saved.
                Some(FamilyInfluence) => self.place(second, false),
                // FB5.3.4.
                Some(MobPower) => return self.ask_reversal(played, false, Some(second)),
                // FB5.3.2, FB5.3.5.
                _ => self.place(first, false) && self.place(second, false),
            },
            (Hit, Target::Mobster(target)) => {
                // FB5.4.2: the kill, then the hitter's own placement.
                if self.kill(target) {
                    self.go_on(|g| g.after_kill(Then::HitPlacement(played)));
                }
                return;
            }
            (Massacre, _) => {
                if self.hit_list.is_empty() || self.massacre() {
                    self.go_on(|g| g.after_kill(Then::Resolved));
                }
                return;
            }
            (DoubleCross, _) => {
                // FB5.6.2: one from every opponent with a row mobster.
                let quota = self.quota(seat, None, 1);
                return self.ask_pick(played, quota, false);
            }
            (MobWar, _) => {
                if !self.hit_list.is_empty() {
                    self.set_war(Some(1));
                }
                true
            }
            (Ambush, _) => {
                if !self.hit_list.is_empty() {
                    self.set_war(Some(2));
                }
                true
            }
            (Vendetta, _) => {
                // FB5.9.2, FB7.5.1: two from every opponent but the Safe House's player.
                let protected = self.turn_holder.filter(|_| counter == Some(SafeHouse));
                let quota = self.quota(seat, protected, 2);
                return self.ask_pick(played, quota, true);
            }
            (Turncoat, Target::Mobster(outgoing)) => {
                self.stage = Stage::TurncoatReturn { played, outgoing };
                return;
            }
            // FB6.1.2: Finger cancels the rescue.
            (Lam, Target::Mobster(_)) if counter == Some(Finger) => true,
            (Lam | PoliceProtection, Target::Mobster(listed)) => self.return_to_rows(&[listed]),
            (Substitution, Target::Swap { listed, substitute }) => {
                self.substitute(listed, substitute)
            }
            (Intrigue, _) => {
                self.stage = Stage::Intrigue {
                    played,
                    order: Vec::new(),
                };
                return;
            }
            (Truce, _) => {
                // FB6.5.1: the war ends; the conditions may start a new one at once.
                if self.war.is_some() {
                    self.set_war(None);
                    if self.war_condition() {
                        self.set_war(Some(1));
                    }
                }
                true
            }
            (Payoff, Target::Player(p)) => {
                let family = self.player(p).family;
                let theirs: Vec<Mobster> = self
                    .hit_list
                    .iter()
                    .filter(|m| m.family == family)
                    .copied()
                    .collect();
                self.return_to_rows(&theirs)
            }
            (FederalCrackdown, _) => {
                let all = self.hit_list.clone();
                all.is_empty() || self.return_to_rows(&all)
            }
            // Counters are never played with effect, and every target matches its kind.
            _ => true,
        };
        if goes_on {
            self.finish_turn();
        }
    }

    /// Whether a Contract's target goes to position 1: a Priority Contract's (FB5.2.1), and
    /// a Contract's of the Early Bird's owner (FB13.3.10); a Mob Power reversal goes there
    /// too (FB7.2.2).
    pub(crate) fn places_front(&self, played: Played) -> bool {
        use Kind::*;
        match played.card {
            PriorityContract => true,
            Contract | ContractFiProof | ContractUncounterable => {
                self.has(played.seat, Ability::EarlyBird)
            }
            _ => false,
        }
    }

    /// How many row mobsters each seat gives a Double Cross (1) or a Vendetta (2): the
    /// opponents of `seat` but `protected`, each at most its row (FB5.6.2, FB5.9.2).
    fn quota(&self, seat: PlayerId, protected: Option<PlayerId>, each: usize) -> Vec<u8> {
        self.seats()
            .map(|q| {
                let gives = q != seat && self.in_game(q) && Some(q) != protected;
                if gives {
                    self.player(q).row.len().min(each) as u8
                } else {
                    0
                }
            })
            .collect()
    }

    /// The next `LIST_PICK`, or, with nothing left to pick, the end of the card: a Vendetta's
    /// war of fire 2 if the list is non-empty (FB5.9.2).
    pub(crate) fn ask_pick(&mut self, played: Played, quota: Vec<u8>, vendetta: bool) {
        let left = self
            .seats()
            .any(|q| quota[q.index()] > 0 && self.row_front(q).is_some());
        if left {
            self.stage = Stage::Picks {
                played,
                quota,
                vendetta,
            };
            return;
        }
        if vendetta && !self.hit_list.is_empty() {
            self.set_war(Some(2));
        }
        self.finish_turn();
    }

    /// Mob Power's reversal (FB7.2.2): the attacker's `OWN_MOBSTER`, or with an empty row
    /// nothing for the first target; then a Double Contract's second target.
    fn ask_reversal(&mut self, played: Played, front: bool, second: Option<Mobster>) {
        if self.row_front(played.seat).is_some() {
            self.stage = Stage::Reversal {
                played,
                front,
                second,
            };
            return;
        }
        self.finish_reversal(second);
    }

    /// After the reversal's placement: a Double Contract's second target, then the turn's end.
    pub(crate) fn finish_reversal(&mut self, second: Option<Mobster>) {
        let goes_on = match second {
            Some(m) => self.place(m, false),
            None => true,
        };
        if goes_on {
            self.finish_turn();
        }
    }
}
