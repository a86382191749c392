//! The advanced variant's ability cards in words (FB13.2–FB13.3): each ability's rule in short,
//! whether its text is this edition's design, and a mobster named with the ability it carries.

use fb_engine::{Ability, Mobster};

use super::FbWords;
use crate::games::family_business::words::tr;

impl FbWords<'_> {
    /// An ability's rule in short (FB13.3).
    pub fn ability_text(&self, ability: Ability) -> String {
        match ability {
            Ability::Librarian => tr!(self.locale, abilities.librarian),
            Ability::Doppelganger => tr!(self.locale, abilities.doppelganger),
            Ability::CrimeSceneCleaner => tr!(self.locale, abilities.crime_scene_cleaner),
            Ability::Butcher => tr!(self.locale, abilities.butcher),
            Ability::Celebrity => tr!(self.locale, abilities.celebrity),
            Ability::Unforgivable => tr!(self.locale, abilities.unforgivable),
            Ability::Shotgun => tr!(self.locale, abilities.shotgun),
            Ability::Hothead => tr!(self.locale, abilities.hothead),
            Ability::Politician => tr!(self.locale, abilities.politician),
            Ability::EarlyBird => tr!(self.locale, abilities.early_bird),
        }
    }

    /// "Sal (The Moretti family) with the Celebrity": a mobster with the ability card under it,
    /// if any (FB13.2.3).
    pub fn mobster_carrying(&self, m: Mobster, attached: &[(Mobster, Ability)]) -> String {
        match attached.iter().find(|(carrier, _)| *carrier == m) {
            Some((_, ability)) => tr!(
                self.locale,
                words.mobster_with,
                mobster = self.mobster(m),
                ability = self.ability(*ability)
            ),
            None => self.mobster(m),
        }
    }
}

/// Whether an ability's text is this edition's design, to be labelled "provisional": all but
/// the three the source prints (FB13.2.1).
pub fn provisional(ability: Ability) -> bool {
    !matches!(
        ability,
        Ability::Librarian | Ability::Doppelganger | Ability::CrimeSceneCleaner
    )
}

#[cfg(test)]
mod tests {
    use super::super::tests::{m, names, words};
    use super::*;
    use crate::i18n::Locale;

    #[test]
    fn every_ability_has_a_text_in_both_languages_and_seven_are_provisional() {
        let names = names();
        for locale in [Locale::en, Locale::ja] {
            let w = words(locale, &names, &[0, 1]);
            for ability in Ability::ALL {
                assert!(!w.ability_text(ability).is_empty());
            }
        }
        let designed = Ability::ALL.iter().filter(|a| provisional(**a)).count();
        assert_eq!(designed, 7, "FB13.2.1");
    }

    #[test]
    fn a_mobster_is_named_with_its_ability() {
        let names = names();
        let w = words(Locale::en, &names, &[0, 1]);
        let attached = [(m(0, 1), Ability::Celebrity)];
        assert_eq!(
            w.mobster_carrying(m(0, 1), &attached),
            "Sal (The Moretti family) with the Celebrity"
        );
        assert_eq!(w.mobster_carrying(m(1, 1), &attached), w.mobster(m(1, 1)));
    }
}
