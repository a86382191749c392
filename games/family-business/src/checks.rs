//! The state checks after every atomic effect (FB0.7): elimination (FB10.1), the end of the
//! game (FB10.2), then the end and start of a Mob War (FB9.3, FB9.2.2).

use crate::cards::Card;
use crate::event::Event;
use crate::stage::Stage;
use crate::state::{GameState, Outcome, PlayerId};

/// A Mob War starts by itself when the Hit List is this long (FB9.2.2)…
const WAR_LENGTH: usize = 6;
/// …or when this few mobsters are left in the game.
const WAR_REMAINING: usize = 6;

impl GameState {
    /// Runs the state checks after one atomic effect. Returns false once the game is over: the
    /// rest of a resolution is then abandoned (FB0.7).
    pub(crate) fn after_effect(&mut self) -> bool {
        self.effects += 1;
        // FB10.1.1: every player left without a mobster in play, at once.
        let out: Vec<PlayerId> = self
            .seats()
            .filter(|p| self.in_game(*p) && self.in_play(*p) == 0)
            .collect();
        for p in &out {
            self.eliminated[p.index()] = Some(self.effects);
            let hand: Vec<Card> = std::mem::take(&mut self.players[p.index()].hand);
            self.discard.extend(hand.iter().copied());
            self.events.push(Event::Eliminated { seat: *p, hand });
        }
        // FB10.2.
        let left: Vec<PlayerId> = self.seats().filter(|p| self.in_game(*p)).collect();
        match left.as_slice() {
            [winner] => self.result = Some(Outcome::Win(*winner)),
            [] => self.result = Some(Outcome::Draw(out)),
            _ => {}
        }
        if let Some(outcome) = self.result.clone() {
            // FB14.7: no war is on with an empty list, even at the end.
            if self.hit_list.is_empty() {
                self.set_war(None);
            }
            self.events.push(Event::GameOver { outcome });
            self.stage = Stage::Over;
            return false;
        }
        // FB9.3.1, FB9.2.2.
        if self.hit_list.is_empty() {
            self.set_war(None);
        } else if self.war.is_none() && self.war_condition() {
            self.set_war(Some(1));
        }
        true
    }

    /// FB9.2.2's condition on the list's length and the mobsters left (the list non-empty).
    pub(crate) fn war_condition(&self) -> bool {
        !self.hit_list.is_empty()
            && (self.hit_list.len() >= WAR_LENGTH || self.remaining() <= WAR_REMAINING)
    }

    /// Sets the war's state, logging a change (FB9.1).
    pub(crate) fn set_war(&mut self, fire: Option<u8>) {
        if self.war != fire {
            self.war = fire;
            self.events.push(Event::War { fire });
        }
    }
}
