//! The cards of the deck (FB1.3.2, FB1.4): each action card kind with its class, count and
//! rule in short, and with the advanced variant the ten ability cards (FB13.2.2). The counts
//! are provisional edition data, and the page says so wherever it shows them (FB1.3.7); so are
//! seven ability texts (FB13.2.1).

use fb_engine::{Ability, Kind};

use crate::games::family_business::words::tr;
use crate::games::family_business::words::{provisional, FbWords};

/// An ability card (FB13.3): its name, its rule in short, and whether that text is
/// provisional (FB13.2.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AbilityModel {
    pub ability: Ability,
    pub name: String,
    pub text: String,
    pub provisional: bool,
}

impl AbilityModel {
    pub fn new(w: &FbWords, ability: Ability) -> AbilityModel {
        AbilityModel {
            ability,
            name: w.ability(ability),
            text: w.ability_text(ability),
            provisional: provisional(ability),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardKindModel {
    pub name: String,
    pub class: String,
    pub count: u32,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardsModel {
    pub kinds: Vec<CardKindModel>,
    /// The ability cards, one of each, when the advanced variant is on (FB13.2.2).
    pub abilities: Vec<AbilityModel>,
    /// "Ability card".
    pub ability_class: String,
    pub total: u32,
    /// FB1.3.7: the counts are provisional.
    pub provisional: bool,
}

impl CardsModel {
    /// The deck of a game, with its ability cards if `advanced`.
    pub fn new(w: &FbWords, advanced: bool) -> CardsModel {
        let kinds: Vec<CardKindModel> = Kind::ALL
            .into_iter()
            .map(|kind| CardKindModel {
                name: w.card(kind),
                class: w.class(kind.class()),
                count: w.count(kind),
                text: w.card_text(kind),
            })
            .collect();
        let abilities: Vec<AbilityModel> = Ability::ALL
            .into_iter()
            .filter(|_| advanced)
            .map(|a| AbilityModel::new(w, a))
            .collect();
        CardsModel {
            total: kinds.iter().map(|k| k.count).sum::<u32>() + abilities.len() as u32,
            kinds,
            abilities,
            ability_class: tr!(w.locale, words.ability),
            provisional: w.provisional(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::family_business::words::tests::{names, words};
    use crate::i18n::Locale;

    #[test]
    fn the_deck_lists_every_kind_and_says_its_counts_are_provisional() {
        let names = names();
        let w = words(Locale::en, &names, &[0, 1]);
        let cards = CardsModel::new(&w, false);
        assert_eq!(cards.kinds.len(), Kind::ALL.len());
        assert_eq!(cards.total, 56);
        assert!(cards.abilities.is_empty());
        assert!(
            cards.provisional,
            "FB1.3.7: the shipped counts are provisional"
        );
        assert_eq!(cards.kinds[0].count, 12);
    }

    /// FB13.2.2: the advanced variant adds the ten ability cards; seven texts are provisional
    /// (FB13.2.1).
    #[test]
    fn the_advanced_deck_lists_the_ten_ability_cards() {
        let names = names();
        let w = words(Locale::en, &names, &[0, 1]);
        let cards = CardsModel::new(&w, true);
        assert_eq!(cards.total, 66);
        assert_eq!(cards.abilities.len(), 10);
        assert_eq!(cards.abilities[3].name, "Butcher");
        let provisional = cards.abilities.iter().filter(|a| a.provisional).count();
        assert_eq!(provisional, 7);
        assert!(!cards.abilities[0].provisional, "the Librarian is printed");
    }
}
