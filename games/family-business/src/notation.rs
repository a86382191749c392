//! The table's notation (FB0.3, FB0.5): seats A–F, "C4" for mobster 4 of seat C's family, and
//! cards by their kind and ability ids (FB1.3.2, FB13.3). Scenarios and the command line read
//! and write it.

use crate::cards::{Ability, Card, Kind};
use crate::state::{GameState, Mobster, PlayerId, MAX_PLAYERS};

/// A seat's letter: A for seat 0.
pub fn seat_letter(p: PlayerId) -> char {
    char::from(b'A' + p.0)
}

/// The seat of a letter A–F.
pub fn parse_seat(text: &str) -> Option<PlayerId> {
    match text.as_bytes() {
        [c @ b'A'..=b'F'] if usize::from(c - b'A') < MAX_PLAYERS => Some(PlayerId(c - b'A')),
        _ => None,
    }
}

/// The card of a kind id or of an ability id.
pub fn parse_card(text: &str) -> Option<Card> {
    let kind = Kind::ALL.into_iter().find(|k| k.id() == text);
    let ability = Ability::ALL.into_iter().find(|a| a.id() == text);
    kind.map(Card::Action).or(ability.map(Card::Ability))
}

impl GameState {
    /// "C4": mobster 4 of seat C's family.
    pub fn parse_mobster(&self, text: &str) -> Option<Mobster> {
        let (seat, index) = text.split_at_checked(1)?;
        let seat = parse_seat(seat).filter(|p| p.index() < self.player_count())?;
        let index: u8 = index.parse().ok().filter(|i| (1..=9).contains(i))?;
        Some(self.mobster(seat, index))
    }

    /// The notation of a mobster of a family in use.
    pub fn mobster_name(&self, m: Mobster) -> String {
        match self.owner(m.family) {
            Some(p) => format!("{}{}", seat_letter(p), m.index),
            None => format!("?{}", m.index),
        }
    }
}
