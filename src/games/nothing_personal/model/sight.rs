//! What the screen may show of hidden things: the hand and private events (R12.13.2) of the
//! seat whose person holds the device, or everything, in the replay of a finished game.

use np_engine::{Event, PlayerId};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sight {
    /// Only what every player sees.
    Public,
    /// What this seat sees.
    Seat(PlayerId),
    /// Everything, with this seat's hand shown.
    Everything(PlayerId),
}

impl Sight {
    /// The seat whose hand is shown.
    pub fn seat(self) -> Option<PlayerId> {
        match self {
            Sight::Public => None,
            Sight::Seat(p) | Sight::Everything(p) => Some(p),
        }
    }

    /// `event` as this sight shows it.
    pub fn event(self, event: &Event) -> Event {
        match self {
            Sight::Public => event.public(),
            Sight::Seat(p) => event.for_seat(p),
            Sight::Everything(_) => event.clone(),
        }
    }
}
