//! Display names and colours of the marker colours: the five families and neutral (R1.2.3).
//!
//! R1.2.4: a family's colour is only an identifier, and its display colour must differ from the
//! other families, from neutral grey and from the four type colours (Thug purple, Hitman blue,
//! Gambler green, Conman yellow). The palette itself lives in `style/main.css` under the class
//! names given here.

use np_engine::{Colour, GangsterType, PlayerId};

/// Family names by seat (R2.1: seat i plays family i), named after their colour.
const FAMILY_NAMES: [&str; 5] = ["Red", "Orange", "Black", "White", "Pink"];

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

    /// "Red", "Orange", … or "Neutral".
    pub fn name(self) -> &'static str {
        match self {
            Tone::Family(i) => FAMILY_NAMES
                .get(usize::from(i))
                .copied()
                .unwrap_or("Unknown"),
            Tone::Neutral => "Neutral",
        }
    }

    /// The CSS class that carries the colour, e.g. `tone-red`.
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

/// The English name of a gangster type, "no type" for the typeless card (R1.5.2).
pub fn type_name(gtype: Option<GangsterType>) -> &'static str {
    match gtype {
        Some(GangsterType::Thug) => "Thug",
        Some(GangsterType::Hitman) => "Hitman",
        Some(GangsterType::Gambler) => "Gambler",
        Some(GangsterType::Conman) => "Conman",
        None => "no type",
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
    fn every_colour_slot_has_its_own_name_and_class() {
        // R1.2.4: five families plus neutral, all told apart.
        let tones: Vec<Tone> = (0..=NEUTRAL_SLOT)
            .map(|s| Tone::of(Colour::from_slot(s)))
            .collect();
        let mut names: Vec<_> = tones.iter().map(|t| t.name()).collect();
        let mut classes: Vec<_> = tones.iter().map(|t| t.class()).collect();
        names.sort_unstable();
        names.dedup();
        classes.sort_unstable();
        classes.dedup();
        assert_eq!(names.len(), 6);
        assert_eq!(classes.len(), 6);
        assert_eq!(Tone::of(Colour::Neutral).name(), "Neutral");
    }

    #[test]
    fn family_classes_differ_from_type_classes() {
        // R1.2.4: family colours are not the type colours.
        let types: Vec<&str> = GangsterType::ALL
            .iter()
            .map(|t| type_class(Some(*t)))
            .collect();
        for slot in 0..=NEUTRAL_SLOT {
            let class = Tone::of(Colour::from_slot(slot)).class();
            assert!(!types.contains(&class), "{class}");
        }
        assert_eq!(type_name(None), "no type");
    }
}
