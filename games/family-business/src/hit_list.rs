//! The Hit List's operations (FB8.2), each one atomic effect followed by the state checks
//! (FB0.7); each returns false once the game is over.

use crate::event::Event;
use crate::state::{GameState, Mobster};

impl GameState {
    /// Takes `m` out of its owner's row; false if it was not there.
    fn take_from_row(&mut self, m: Mobster) -> bool {
        let Some(owner) = self.owner(m.family) else {
            return false;
        };
        let row = &mut self.players[owner.index()].row;
        match row.iter().position(|i| *i == m.index) {
            Some(at) => {
                row.remove(at);
                true
            }
            None => false,
        }
    }

    /// Puts `m` back into its owner's row, which stays in ascending order.
    fn put_in_row(&mut self, m: Mobster) {
        if let Some(owner) = self.owner(m.family) {
            let row = &mut self.players[owner.index()].row;
            let at = row.partition_point(|i| *i < m.index);
            row.insert(at, m.index);
        }
    }

    /// Takes `m` off the Hit List (the gap closes); false if it was not there.
    fn take_from_list(&mut self, m: Mobster) -> bool {
        match self.hit_list.iter().position(|x| *x == m) {
            Some(at) => {
                self.hit_list.remove(at);
                true
            }
            None => false,
        }
    }

    /// Kills a mobster in play, listed or in its row: to the graveyard.
    pub(crate) fn kill(&mut self, m: Mobster) -> bool {
        if self.take_from_list(m) || self.take_from_row(m) {
            self.graveyard.push(m);
            self.events.push(Event::Killed { mobster: m });
            self.bury_ability(m);
        }
        self.after_effect()
    }

    /// Places a row mobster at the end of the list, or at position 1; a mobster already
    /// listed keeps its position (FB5.3.5).
    pub(crate) fn place(&mut self, m: Mobster, front: bool) -> bool {
        if self.take_from_row(m) {
            if front {
                self.hit_list.insert(0, m);
            } else {
                self.hit_list.push(m);
            }
            self.events.push(Event::Placed { mobster: m, front });
            self.listed_ability(m);
        }
        self.after_effect()
    }

    /// Returns listed mobsters to their rows at once (Lam, Police Protection, Payoff,
    /// Federal Crackdown).
    pub(crate) fn return_to_rows(&mut self, mobsters: &[Mobster]) -> bool {
        for m in mobsters {
            if self.take_from_list(*m) {
                self.put_in_row(*m);
                self.events.push(Event::Returned { mobster: *m });
            }
        }
        self.after_effect()
    }

    /// FB6.3.2: `substitute`, from a row, takes `listed`'s position; `listed` goes home.
    pub(crate) fn substitute(&mut self, listed: Mobster, substitute: Mobster) -> bool {
        if let Some(at) = self.hit_list.iter().position(|x| *x == listed) {
            if self.take_from_row(substitute) {
                self.hit_list[at] = substitute;
                self.put_in_row(listed);
                self.events.push(Event::Substituted { listed, substitute });
                self.listed_ability(substitute);
            }
        }
        self.after_effect()
    }

    /// FB5.5.1: every listed mobster killed at once.
    pub(crate) fn massacre(&mut self) -> bool {
        let killed = std::mem::take(&mut self.hit_list);
        for m in &killed {
            self.events.push(Event::Killed { mobster: *m });
        }
        self.graveyard.extend(killed.iter().copied());
        for m in killed {
            self.bury_ability(m);
        }
        self.after_effect()
    }

    /// FB6.4.2: the list in a new order, the same mobsters.
    pub(crate) fn reorder(&mut self, list: Vec<Mobster>) -> bool {
        self.events.push(Event::Reordered { list: list.clone() });
        self.hit_list = list;
        self.after_effect()
    }

    /// FB5.10.4: `outgoing` to the graveyard and `returning` back into play, at `outgoing`'s
    /// position if it was listed, else in its owner's row.
    pub(crate) fn turn_coat(&mut self, outgoing: Mobster, returning: Mobster) -> bool {
        if let Some(back) = self.graveyard.iter().position(|x| *x == returning) {
            self.graveyard.remove(back);
            match self.hit_list.iter().position(|x| *x == outgoing) {
                Some(at) => self.hit_list[at] = returning,
                None => {
                    self.take_from_row(outgoing);
                    self.put_in_row(returning);
                }
            }
            self.graveyard.push(outgoing);
            self.events.push(Event::Turned {
                outgoing,
                returning,
            });
            self.bury_ability(outgoing);
        }
        self.after_effect()
    }
}
