//! Who sits at each seat: a name and whether a person or a bot plays it.

use table_bots::nothing_personal::Level;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatKind {
    Human,
    /// A bot of a level of the ladder (docs/bots.md).
    Bot(Level),
}

impl SeatKind {
    pub fn is_human(self) -> bool {
        self == SeatKind::Human
    }
}

/// The seat of the one person among `seats`, if exactly one person plays.
pub fn the_only_person(seats: &[Seat]) -> Option<np_engine::PlayerId> {
    let mut people = seats.iter().enumerate().filter(|(_, s)| s.kind.is_human());
    match (people.next(), people.next()) {
        (Some((i, _)), None) => Some(np_engine::PlayerId(i as u8)),
        _ => None,
    }
}

/// One seat of a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Seat {
    pub name: String,
    pub kind: SeatKind,
    /// A standing preference of a person (R12.14.1): rerolls and window plays are declined
    /// for them without asking.
    pub decline_windows: bool,
}

impl Seat {
    pub fn new(name: impl Into<String>, kind: SeatKind) -> Seat {
        Seat {
            name: name.into(),
            kind,
            decline_windows: false,
        }
    }
}
