//! A set of hand cards named in one answer: the cards a Butcher discards (FB13.3.4). At most
//! a full hand with the Librarian (FB1.6.4); written in a save as a list of cards.

use std::fmt;

use serde::de::{Deserializer, SeqAccess, Visitor};
use serde::ser::{SerializeSeq, Serializer};
use serde::{Deserialize, Serialize};

use crate::cards::Card;

/// The most cards a set holds: the largest hand (FB13.3.1).
pub const MOST_CARDS: usize = 8;

/// Cards, each copy named once, in the order given.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardSet {
    cards: [Option<Card>; MOST_CARDS],
}

impl CardSet {
    /// The set of `cards`; `None` for more than [`MOST_CARDS`].
    pub fn new(cards: &[Card]) -> Option<CardSet> {
        if cards.len() > MOST_CARDS {
            return None;
        }
        let mut set = [None; MOST_CARDS];
        for (slot, card) in set.iter_mut().zip(cards) {
            *slot = Some(*card);
        }
        Some(CardSet { cards: set })
    }

    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards.iter().map_while(|c| *c)
    }

    pub fn len(&self) -> usize {
        self.cards().count()
    }

    pub fn is_empty(&self) -> bool {
        self.cards[0].is_none()
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.cards()).finish()
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for card in self.cards() {
            seq.serialize_element(&card)?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CardSet, D::Error> {
        struct Cards;
        impl<'de> Visitor<'de> for Cards {
            type Value = CardSet;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a list of at most {MOST_CARDS} cards")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<CardSet, A::Error> {
                let mut cards = Vec::new();
                while let Some(card) = seq.next_element::<Card>()? {
                    if cards.len() == MOST_CARDS {
                        return Err(serde::de::Error::invalid_length(cards.len() + 1, &self));
                    }
                    cards.push(card);
                }
                CardSet::new(&cards).ok_or_else(|| serde::de::Error::custom("too many cards"))
            }
        }
        deserializer.deserialize_seq(Cards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Ability, Kind};

    #[test]
    fn a_set_is_written_as_its_list_of_cards() {
        let cards = [Card::Action(Kind::Lam), Card::Ability(Ability::Butcher)];
        let set = CardSet::new(&cards).expect("two cards");
        let text = serde_json::to_string(&set).expect("json");
        assert_eq!(text, r#"[{"Action":"lam"},{"Ability":"butcher"}]"#);
        assert_eq!(serde_json::from_str::<CardSet>(&text).ok(), Some(set));
        assert_eq!(set.cards().collect::<Vec<_>>(), cards);
    }

    #[test]
    fn more_cards_than_a_hand_holds_are_refused() {
        let nine = vec![Card::Action(Kind::Lam); MOST_CARDS + 1];
        assert_eq!(CardSet::new(&nine), None);
        let text = serde_json::to_string(&nine).expect("json");
        assert!(serde_json::from_str::<CardSet>(&text).is_err());
    }
}
