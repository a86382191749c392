//! Who sits at each seat of a game of Family Business: a name (checked as every game's,
//! [`crate::seats::seat_name`]) and a person or a bot of the ladder (`FbLevel::ALL`).

use fb_engine::PlayerId;
use table_bots::family_business::arena::FbLevel;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FbSeatKind {
    Human,
    Bot(FbLevel),
}

impl FbSeatKind {
    pub fn is_human(self) -> bool {
        self == FbSeatKind::Human
    }
}

/// One seat of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FbSeat {
    pub name: String,
    pub kind: FbSeatKind,
}

impl FbSeat {
    pub fn new(name: impl Into<String>, kind: FbSeatKind) -> FbSeat {
        FbSeat {
            name: name.into(),
            kind,
        }
    }
}

/// How many people play.
pub fn people(seats: &[FbSeat]) -> usize {
    seats.iter().filter(|s| s.kind.is_human()).count()
}

/// The seat of the one person among `seats`, if exactly one person plays: nobody else looks at
/// the screen, so no hand-off is ever needed.
pub fn the_only_person(seats: &[FbSeat]) -> Option<PlayerId> {
    let mut people = seats.iter().enumerate().filter(|(_, s)| s.kind.is_human());
    match (people.next(), people.next()) {
        (Some((i, _)), None) => Some(PlayerId(i as u8)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_person_among_bots_is_found_and_two_are_not() {
        let bot = FbSeatKind::Bot(FbLevel::Random);
        let seats = [
            FbSeat::new("Anna", bot),
            FbSeat::new("Bruno", FbSeatKind::Human),
            FbSeat::new("Carla", bot),
        ];
        assert_eq!(the_only_person(&seats), Some(PlayerId(1)));
        assert_eq!(people(&seats), 1);
        let two = [
            FbSeat::new("Anna", FbSeatKind::Human),
            FbSeat::new("Bruno", FbSeatKind::Human),
        ];
        assert_eq!(the_only_person(&two), None);
        assert_eq!(the_only_person(&[FbSeat::new("Anna", bot)]), None);
    }
}
