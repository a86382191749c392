//! The advanced variant's ability cards under mobsters (FB13.2): who carries which, attaching
//! one, its discard when its mobster dies, and the Celebrity's and the Unforgivable's triggers.

use crate::cards::{Ability, Card};
use crate::event::Event;
use crate::state::{GameState, Mobster, PlayerId, HAND_LIMIT, LIBRARIAN_HAND_LIMIT};

impl GameState {
    /// The ability cards under mobsters in play, in order of attachment (FB12.1.1).
    pub fn attached(&self) -> &[(Mobster, Ability)] {
        &self.attached
    }

    /// The ability `m` carries, if any.
    pub fn ability_of(&self, m: Mobster) -> Option<Ability> {
        self.attached
            .iter()
            .find(|(carrier, _)| *carrier == m)
            .map(|(_, a)| *a)
    }

    /// Whether `p` owns `ability`: it lies under one of p's mobsters in play (FB13.2.4).
    pub(crate) fn has(&self, p: PlayerId, ability: Ability) -> bool {
        let family = self.player(p).family;
        self.attached
            .iter()
            .any(|(m, a)| *a == ability && m.family == family)
    }

    /// `handLimit(p)` (FB1.6.4, FB13.3.1).
    pub(crate) fn hand_limit(&self, p: PlayerId) -> usize {
        if self.has(p, Ability::Librarian) {
            LIBRARIAN_HAND_LIMIT
        } else {
            HAND_LIMIT
        }
    }

    /// FB13.2.3: the ability card from `seat`'s hand goes under `mobster`. No state check
    /// follows: nothing on the table but the card moved.
    pub(crate) fn attach(&mut self, seat: PlayerId, ability: Ability, mobster: Mobster) {
        let hand = &mut self.players[seat.index()].hand;
        if let Some(at) = hand.iter().position(|c| *c == Card::Ability(ability)) {
            hand.remove(at);
            self.attached.push((mobster, ability));
            self.events.push(Event::Attached {
                seat,
                ability,
                mobster,
            });
        }
    }

    /// FB13.2.4: `m` has gone to the graveyard; its ability card goes onto the discard pile at
    /// once, and an Unforgivable's owner is owed a revenge (FB13.3.6).
    pub(crate) fn bury_ability(&mut self, m: Mobster) {
        let Some(at) = self.attached.iter().position(|(carrier, _)| *carrier == m) else {
            return;
        };
        let (_, ability) = self.attached.remove(at);
        self.discard.push(Card::Ability(ability));
        self.events.push(Event::AbilityDiscarded {
            mobster: m,
            ability,
        });
        if ability == Ability::Unforgivable {
            self.revenge_due = self.owner(m.family);
        }
    }

    /// FB13.3.5: `m` has been placed on the Hit List; a Celebrity's owner becomes the
    /// next-turn holder (FB13.2.7).
    pub(crate) fn listed_ability(&mut self, m: Mobster) {
        if self.ability_of(m) != Some(Ability::Celebrity) {
            return;
        }
        if let Some(owner) = self.owner(m.family) {
            self.turn_holder = Some(owner);
            self.events.push(Event::TurnClaimed { seat: owner });
        }
    }
}
