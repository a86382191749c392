//! The deck data file (FB1.3.5, FB1.4): how many cards of each kind, their names, and the
//! advanced variant's ability cards, validated at load.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::cards::{Ability, Card, Kind};
use crate::text::Text;

/// Action cards in the base game (FB1.3.1).
pub const BASE_CARDS: u32 = 56;

/// One kind's entry: its count and display names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KindEntry {
    pub kind: String,
    pub count: u32,
    pub names: Text,
}

/// One ability card's entry (FB13.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AbilityEntry {
    pub ability: String,
    pub count: u32,
    pub names: Text,
}

/// The file as written (FB1.3.5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct DeckFile {
    data_version: String,
    provisional: bool,
    kinds: Vec<KindEntry>,
    abilities: Vec<AbilityEntry>,
}

/// What is wrong with a deck data file (FB1.3.5), the first fault found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum DeckError {
    /// Not JSON of the file's shape; line and column of the fault.
    Schema {
        line: usize,
        column: usize,
    },
    /// A kind the rules do not have.
    UnknownKind {
        kind: String,
    },
    /// A kind listed twice, or not at all.
    KindNotOnce {
        kind: Kind,
        times: usize,
    },
    /// The base kinds do not total 56: "deck total 58, expected 56" (FB1.4.3).
    WrongTotal {
        total: u32,
        expected: u32,
    },
    /// A printed type with no card: the three Contract kinds count as one (FB1.4.3).
    TypeWithoutCards {
        printed_type: Kind,
    },
    UnknownAbility {
        ability: String,
    },
    /// An ability listed twice or not at all, or with a count other than 1.
    AbilityNotOnce {
        ability: Ability,
    },
    /// A name missing in a language.
    EmptyName {
        id: String,
    },
}

/// The validated deck data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    pub data_version: String,
    /// FB1.3.7: the counts are provisional, and the page says so.
    pub provisional: bool,
    /// Each kind once, in the order of [`Kind::ALL`], so a kind indexes its entry.
    counts: Vec<(Kind, u32, Text)>,
    /// Each ability once, in the order of [`Ability::ALL`].
    abilities: Vec<(Ability, Text)>,
}

impl Deck {
    /// Reads and validates a deck data file (FB1.3.5).
    ///
    /// # Errors
    /// The first [`DeckError`] found.
    pub fn parse(json: &str) -> Result<Deck, DeckError> {
        let file: DeckFile = serde_json::from_str(json).map_err(|e| DeckError::Schema {
            line: e.line(),
            column: e.column(),
        })?;
        let mut counts = Vec::with_capacity(Kind::ALL.len());
        for entry in &file.kinds {
            let kind = Kind::ALL
                .into_iter()
                .find(|k| k.id() == entry.kind)
                .ok_or_else(|| DeckError::UnknownKind {
                    kind: entry.kind.clone(),
                })?;
            if entry.names.is_empty() {
                return Err(DeckError::EmptyName {
                    id: entry.kind.clone(),
                });
            }
            counts.push((kind, entry.count, entry.names.clone()));
        }
        for kind in Kind::ALL {
            let times = counts.iter().filter(|(k, _, _)| *k == kind).count();
            if times != 1 {
                return Err(DeckError::KindNotOnce { kind, times });
            }
        }
        counts.sort_by_key(|(k, _, _)| *k);
        let total: u32 = counts.iter().map(|(_, n, _)| n).sum();
        if total != BASE_CARDS {
            return Err(DeckError::WrongTotal {
                total,
                expected: BASE_CARDS,
            });
        }
        for (kind, _, _) in &counts {
            let printed = kind.printed_type();
            let of_type: u32 = counts
                .iter()
                .filter(|(k, _, _)| k.printed_type() == printed)
                .map(|(_, n, _)| n)
                .sum();
            if of_type == 0 {
                return Err(DeckError::TypeWithoutCards {
                    printed_type: printed,
                });
            }
        }
        let mut abilities = Vec::with_capacity(Ability::ALL.len());
        for entry in &file.abilities {
            let ability = Ability::ALL
                .into_iter()
                .find(|a| a.id() == entry.ability)
                .ok_or_else(|| DeckError::UnknownAbility {
                    ability: entry.ability.clone(),
                })?;
            if entry.count != 1 {
                return Err(DeckError::AbilityNotOnce { ability });
            }
            if entry.names.is_empty() {
                return Err(DeckError::EmptyName {
                    id: entry.ability.clone(),
                });
            }
            abilities.push((ability, entry.names.clone()));
        }
        for ability in Ability::ALL {
            if abilities.iter().filter(|(a, _)| *a == ability).count() != 1 {
                return Err(DeckError::AbilityNotOnce { ability });
            }
        }
        abilities.sort_by_key(|(a, _)| *a);
        Ok(Deck {
            data_version: file.data_version,
            provisional: file.provisional,
            counts,
            abilities,
        })
    }

    /// How many cards of `kind` the deck has.
    pub fn count(&self, kind: Kind) -> u32 {
        self.counts[kind as usize].1
    }

    pub fn kind_name(&self, kind: Kind) -> &Text {
        &self.counts[kind as usize].2
    }

    pub fn ability_name(&self, ability: Ability) -> &Text {
        &self.abilities[ability as usize].1
    }

    /// The cards before the first shuffle (FB12.5.1): the kinds in the order of FB1.3.2, the
    /// copies of one kind together, then with the advanced variant the abilities in the order
    /// of FB13.3.
    pub fn cards(&self, advanced: bool) -> Vec<Card> {
        let mut cards: Vec<Card> = self
            .counts
            .iter()
            .flat_map(|(k, n, _)| (0..*n).map(move |_| Card::Action(*k)))
            .collect();
        if advanced {
            cards.extend(self.abilities.iter().map(|(a, _)| Card::Ability(*a)));
        }
        cards
    }
}

static DECK: OnceLock<Result<Deck, DeckError>> = OnceLock::new();

/// The edition's deck data, read and validated once.
///
/// # Errors
/// The [`DeckError`] of the embedded file, should it be invalid.
pub fn deck() -> Result<&'static Deck, DeckError> {
    DECK.get_or_init(|| Deck::parse(include_str!("../data/deck.json")))
        .as_ref()
        .map_err(Clone::clone)
}
