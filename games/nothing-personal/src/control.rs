//! Control and ties (R5.1–R5.4).

use crate::cards::Effect;
use crate::ids::{GangsterId, PlayerId};
use crate::state::GameState;

/// The control situation of a gangster (R5.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Control {
    Uncontrolled,
    Sole(PlayerId),
    Tie(Vec<PlayerId>),
}

impl GameState {
    /// R5.1: leaders, with neutral markers winning every tie (R5.1.2).
    pub fn control(&self, g: GangsterId) -> Control {
        crate::legal::control_of(&self.gangster(g).markers, self.n())
    }

    /// The leaders of g (R5.1.3); empty when uncontrolled.
    pub fn leaders(&self, g: GangsterId) -> Vec<PlayerId> {
        match self.control(g) {
            Control::Uncontrolled => Vec::new(),
            Control::Sole(p) => vec![p],
            Control::Tie(v) => v,
        }
    }

    /// The leaders of g as a set of seats, one bit per seat (R5.1.3); 0 when uncontrolled.
    pub(crate) fn leader_bits(&self, g: GangsterId) -> u8 {
        crate::legal::leader_bits_of(&self.gangster(g).markers, self.n())
    }

    /// The sole controller, for the uses where ties count for nobody (R5.3.1).
    pub fn sole_controller(&self, g: GangsterId) -> Option<PlayerId> {
        crate::legal::sole_of(&self.gangster(g).markers, self.n())
    }

    /// The tiebreaker (R5.4.1): the sole controller of an active Bill "The Tiebreaker"
    /// Eberle (R14.3.11, Omerta or not), otherwise the ring holder.
    pub fn tiebreaker(&self) -> PlayerId {
        crate::state::db()
            .ability_holders()
            .iter()
            .filter(|(e, g, _)| *e == Effect::Tiebreaker && self.is_active(*g))
            .find_map(|(_, g, _)| self.sole_controller(*g))
            .unwrap_or(self.ring)
    }

    /// Active gangsters solely controlled by p (R7.2, R10.4.2).
    pub fn solely_controlled(&self, p: PlayerId) -> impl Iterator<Item = GangsterId> + '_ {
        self.positions
            .iter()
            .rev()
            .flatten()
            .copied()
            .filter(move |g| self.sole_controller(*g) == Some(p))
    }
}
