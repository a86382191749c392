//! Who sits at each seat: a name and whether a person or a bot plays it.

use table_bots::nothing_personal::Level;

/// The longest name a seat may have, in characters.
pub const NAME_MAX: usize = 20;

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

/// Why a name was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong,
}

/// A seat name as a player typed it: trimmed, 1 to [`NAME_MAX`] characters. The name is only
/// ever shown as text.
///
/// # Errors
/// [`NameError`] when nothing is left after trimming, or when it is too long.
pub fn seat_name(typed: &str) -> Result<String, NameError> {
    let name = typed.trim();
    match name.chars().count() {
        0 => Err(NameError::Empty),
        n if n > NAME_MAX => Err(NameError::TooLong),
        _ => Ok(name.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_limited_to_twenty_characters() {
        assert_eq!(seat_name("  Anna "), Ok("Anna".to_string()));
        assert_eq!(seat_name("   "), Err(NameError::Empty));
        assert_eq!(seat_name(&"x".repeat(21)), Err(NameError::TooLong));
        // Characters, not bytes: twenty kana are allowed.
        assert_eq!(seat_name(&"あ".repeat(20)), Ok("あ".repeat(20)));
        // Markup is kept as typed; it is displayed as text.
        assert_eq!(
            seat_name("<svg onload=alert()>"),
            Ok("<svg onload=alert()>".to_string())
        );
        assert_eq!(
            seat_name("<img src=x onerror=alert(1)>"),
            Err(NameError::TooLong)
        );
    }
}
