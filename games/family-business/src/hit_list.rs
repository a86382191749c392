//! The Hit List's kills (FB8.2), each one atomic effect followed by the state checks; each
//! returns false once the game is over.

use crate::state::{GameState, Mobster};

impl GameState {
    /// Takes `m` out of its owner's row.
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

    /// Kills a mobster in play, listed or in its row: to the graveyard.
    pub(crate) fn kill(&mut self, m: Mobster) -> bool {
        let listed = self.hit_list.iter().position(|x| *x == m);
        let removed = match listed {
            Some(at) => {
                self.hit_list.remove(at);
                true
            }
            None => self.take_from_row(m),
        };
        if removed {
            self.graveyard.push(m);
        }
        self.after_effect()
    }

    /// FB9.4: at the start of a turn, while a war is on, the wall mobster dies once per fire,
    /// with the state checks between. Returns false once the game is over.
    pub(crate) fn war_kills(&mut self) -> bool {
        let fire = self.war.unwrap_or(0);
        for _ in 0..fire {
            let Some(wall) = self.hit_list.first().copied() else {
                break;
            };
            if self.war.is_none() {
                break;
            }
            if !self.kill(wall) {
                return false;
            }
        }
        true
    }
}
