//! The marker colours as the page shows them: the five families and neutral (R1.2.3).
//!
//! R1.2.4: a family's colour is only an identifier, and its display colour must differ from the
//! other families, from neutral grey and from the four type colours (Thug purple, Hitman blue,
//! Gambler green, Conman yellow). The palette and a pattern per family live in
//! `style/main.css` under the class names given here; each family also has a letter
//! ([`crate::games::nothing_personal::words::Words::letter`]), so colour is never the only cue.

use np_engine::{Colour, GangsterType, PlayerId};

/// A marker colour as the UI shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tone {
    Family(u8),
    Neutral,
}

impl Tone {
    pub fn of(colour: Colour) -> Tone {
        match colour {
            Colour::Family(p) => Tone::Family(p.0),
            Colour::Neutral => Tone::Neutral,
        }
    }

    pub fn of_seat(seat: PlayerId) -> Tone {
        Tone::Family(seat.0)
    }

    /// The CSS class that carries the colour and pattern, e.g. `tone-red`.
    pub fn class(self) -> &'static str {
        match self {
            Tone::Family(0) => "tone-red",
            Tone::Family(1) => "tone-orange",
            Tone::Family(2) => "tone-black",
            Tone::Family(3) => "tone-white",
            Tone::Family(_) => "tone-pink",
            Tone::Neutral => "tone-neutral",
        }
    }
}

/// The CSS class that carries a type colour (R1.5).
pub fn type_class(gtype: Option<GangsterType>) -> &'static str {
    match gtype {
        Some(GangsterType::Thug) => "type-thug",
        Some(GangsterType::Hitman) => "type-hitman",
        Some(GangsterType::Gambler) => "type-gambler",
        Some(GangsterType::Conman) => "type-conman",
        None => "type-none",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use np_engine::NEUTRAL_SLOT;

    #[test]
    fn every_colour_slot_has_its_own_class_apart_from_the_type_classes() {
        // R1.2.4: five families plus neutral, all told apart, none a type colour.
        let mut classes: Vec<&str> = (0..=NEUTRAL_SLOT)
            .map(|s| Tone::of(Colour::from_slot(s)).class())
            .collect();
        classes.sort_unstable();
        classes.dedup();
        assert_eq!(classes.len(), 6);
        let types: Vec<&str> = GangsterType::ALL
            .iter()
            .map(|t| type_class(Some(*t)))
            .collect();
        assert!(classes.iter().all(|c| !types.contains(c)));
    }
}
