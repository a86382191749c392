//! A set of seats kept as one bit per seat: the leaders of a tie and the leaders still to
//! petition (R12.6), carried by the flow without a list.

use serde::{Deserialize, Serialize};

use crate::ids::PlayerId;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Seats(u8);

impl Seats {
    pub fn from_bits(bits: u8) -> Seats {
        Seats(bits)
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn contains(self, p: PlayerId) -> bool {
        self.0 & (1 << p.0) != 0
    }

    pub fn without(self, p: PlayerId) -> Seats {
        Seats(self.0 & !(1 << p.0))
    }

    /// The seats in turn order from `first` round `players` seats (R0.4).
    pub fn in_turn_from(self, first: PlayerId, players: usize) -> impl Iterator<Item = PlayerId> {
        (0..players)
            .map(move |i| PlayerId(((first.index() + i) % players) as u8))
            .filter(move |p| self.contains(*p))
    }

    /// The seats in seat order.
    pub fn to_vec(self, players: usize) -> Vec<PlayerId> {
        self.in_turn_from(PlayerId(0), players).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Seats;
    use crate::ids::PlayerId;

    #[test]
    fn r0_4_seats_come_in_turn_order_from_the_first() {
        let s = Seats::from_bits(0b1_0110);
        assert_eq!(s.len(), 3);
        assert_eq!(s.to_vec(5), [PlayerId(1), PlayerId(2), PlayerId(4)]);
        let order: Vec<PlayerId> = s
            .without(PlayerId(2))
            .in_turn_from(PlayerId(3), 5)
            .collect();
        assert_eq!(order, [PlayerId(4), PlayerId(1)]);
    }
}
