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

/// The seats of a new game that the engine asks in every response window in which they hold
/// a card (`GameConfig::asked_in_every_window`), so that a window tells nobody at the device
/// who holds what: every bot whenever a person plays (docs/decisions.md, 67), and every person
/// too when two or more share the device (docs/decisions.md, 66). A person alone knows their
/// own hand, and a table of bots has nobody to tell.
pub fn asked_in_every_window(seats: &[Seat]) -> Vec<np_engine::PlayerId> {
    let people = seats.iter().filter(|s| s.kind.is_human()).count();
    seats
        .iter()
        .enumerate()
        .filter(|(_, s)| match people {
            0 => false,
            1 => !s.kind.is_human(),
            _ => true,
        })
        .map(|(i, _)| np_engine::PlayerId(i as u8))
        .collect()
}

/// A new game's seats with their standing preferences as the setup gives them: a person alone
/// among bots has rerolls and window plays declined for them, which tells nobody anything
/// (docs/decisions.md, 60); with several people each chooses for themselves.
pub fn with_default_preferences(mut seats: Vec<Seat>) -> Vec<Seat> {
    if let Some(person) = the_only_person(&seats) {
        if let Some(seat) = seats.get_mut(person.index()) {
            seat.decline_windows = true;
        }
    }
    seats
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

#[cfg(test)]
mod tests {
    use super::*;

    /// docs/decisions.md, 60: a person alone among bots starts with windows declined for them;
    /// several people each start asked.
    #[test]
    fn a_person_alone_starts_with_windows_declined() {
        let bot = SeatKind::Bot(Level::Random);
        let alone = with_default_preferences(vec![
            Seat::new("Bruno", bot),
            Seat::new("Anna", SeatKind::Human),
        ]);
        assert_eq!(
            alone.iter().map(|s| s.decline_windows).collect::<Vec<_>>(),
            [false, true]
        );
        let two = with_default_preferences(vec![
            Seat::new("Anna", SeatKind::Human),
            Seat::new("Bruno", SeatKind::Human),
            Seat::new("Carla", bot),
        ]);
        assert!(two.iter().all(|s| !s.decline_windows));
    }

    /// docs/decisions.md, 66 and 67: the bots are asked in every window whenever a person
    /// watches, the people too when several share the device.
    #[test]
    fn the_bots_and_several_people_are_asked_in_every_window() {
        let bot = SeatKind::Bot(Level::Random);
        let person = SeatKind::Human;
        let seats = |kinds: &[SeatKind]| -> Vec<Seat> {
            kinds.iter().map(|k| Seat::new("Anna", *k)).collect()
        };
        let asked = |kinds: &[SeatKind]| -> Vec<u8> {
            asked_in_every_window(&seats(kinds))
                .iter()
                .map(|p| p.0)
                .collect()
        };
        assert_eq!(asked(&[bot, person, bot]), [0, 2]);
        assert_eq!(asked(&[person, bot, person]), [0, 1, 2]);
        assert_eq!(asked(&[person, person, person]), [0, 1, 2]);
        assert!(asked(&[bot, bot, bot]).is_empty());
    }
}
