//! The action cards of the deck (FB1.3.2, FB1.4): each kind with its class, count and rule in
//! short. The counts are provisional edition data, and the page says so wherever it shows them
//! (FB1.3.7).

use fb_engine::Kind;

use crate::family_business::words::FbWords;

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
    pub total: u32,
    /// FB1.3.7: the counts are provisional.
    pub provisional: bool,
}

impl CardsModel {
    pub fn new(w: &FbWords) -> CardsModel {
        let kinds: Vec<CardKindModel> = Kind::ALL
            .into_iter()
            .map(|kind| CardKindModel {
                name: w.card(kind),
                class: w.class(kind.class()),
                count: w.count(kind),
                text: w.card_text(kind),
            })
            .collect();
        CardsModel {
            total: kinds.iter().map(|k| k.count).sum(),
            kinds,
            provisional: w.provisional(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family_business::words::tests::{names, words};
    use crate::i18n::Locale;

    #[test]
    fn the_deck_lists_every_kind_and_says_its_counts_are_provisional() {
        let names = names();
        let w = words(Locale::en, &names, &[0, 1]);
        let cards = CardsModel::new(&w);
        assert_eq!(cards.kinds.len(), Kind::ALL.len());
        assert_eq!(cards.total, 56);
        assert!(
            cards.provisional,
            "FB1.3.7: the shipped counts are provisional"
        );
        assert_eq!(cards.kinds[0].count, 12);
    }
}
