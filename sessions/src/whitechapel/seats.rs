//! Who sits at each seat of a game of Letters from Whitechapel: a name (checked as every
//! game's, [`crate::seats::seat_name`]) and a person or a bot of the ladder
//! ([`WcLevel::ALL`]). Which side a seat plays is the game's (WC2.1): Jack's seat or a police
//! seat.

use table_bots::whitechapel::WcLevel;
use wc_engine::{GameState, Seat, Side};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WcSeatKind {
    Human,
    Bot(WcLevel),
}

impl WcSeatKind {
    pub fn is_human(self) -> bool {
        self == WcSeatKind::Human
    }
}

/// One seat of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WcSeat {
    pub name: String,
    pub kind: WcSeatKind,
}

impl WcSeat {
    pub fn new(name: impl Into<String>, kind: WcSeatKind) -> WcSeat {
        WcSeat {
            name: name.into(),
            kind,
        }
    }
}

/// The side `seat` plays in `game`.
pub fn side_of(game: &GameState, seat: Seat) -> Side {
    if seat == game.jack_seat() {
        Side::Jack
    } else {
        Side::Police
    }
}

/// The sides with a person at one of their seats, Jack's first.
pub fn human_sides(game: &GameState, seats: &[WcSeat]) -> Vec<Side> {
    let human = |side: Side| {
        seats
            .iter()
            .enumerate()
            .any(|(i, s)| s.kind.is_human() && side_of(game, Seat(i as u8)) == side)
    };
    [Side::Jack, Side::Police]
        .into_iter()
        .filter(|side| human(*side))
        .collect()
}
