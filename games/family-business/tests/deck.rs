//! The deck data file (FB1.3.5, FB1.4) and the family data (FB1.3.6), validated at load.

use fb_engine::{
    deck, families, parse_families, Ability, Class, Deck, DeckError, FamiliesError, Kind,
    BASE_CARDS,
};
use serde_json::Value;

const RAW: &str = include_str!("../data/deck.json");

fn raw() -> Value {
    serde_json::from_str(RAW).expect("the embedded file is JSON")
}

fn entry<'a>(v: &'a mut Value, kind: &str) -> &'a mut Value {
    v["kinds"]
        .as_array_mut()
        .expect("kinds")
        .iter_mut()
        .find(|k| k["kind"] == kind)
        .unwrap_or_else(|| panic!("no {kind}"))
}

fn rejected(v: &Value) -> DeckError {
    Deck::parse(&v.to_string()).expect_err("the changed data must be refused")
}

/// FB1.4.1: the provisional counts, 31 attack, 13 rescue, 12 counter; every name in English
/// and Japanese.
#[test]
fn fb1_4_1_the_deck_has_the_provisional_counts() {
    let d = deck().expect("the embedded deck validates");
    assert!(d.provisional);
    let total = |class: Class| -> u32 {
        Kind::ALL
            .into_iter()
            .filter(|k| k.class() == class)
            .map(|k| d.count(k))
            .sum()
    };
    assert_eq!(
        (
            total(Class::Attack),
            total(Class::Rescue),
            total(Class::Counter)
        ),
        (31, 13, 12)
    );
    assert_eq!(d.cards(false).len(), BASE_CARDS as usize);
    assert_eq!(d.cards(true).len(), 66);
    for (kind, n) in [
        (Kind::Contract, 12),
        (Kind::ContractFiProof, 4),
        (Kind::ContractUncounterable, 2),
        (Kind::PoliceProtection, 2),
        (Kind::FamilyInfluence, 6),
        (Kind::Vendetta, 1),
    ] {
        assert_eq!(d.count(kind), n, "{kind:?}");
    }
    assert_eq!(d.kind_name(Kind::Lam).en, "Take It on the Lam");
    assert_eq!(d.ability_name(Ability::EarlyBird).en, "Early Bird");
    for kind in Kind::ALL {
        assert!(!d.kind_name(kind).is_empty(), "{kind:?}");
    }
}

/// FB1.3.2: the counters each kind admits.
#[test]
fn fb1_3_2_counter_relations() {
    assert_eq!(
        Kind::Contract.countered_by(),
        [Kind::FamilyInfluence, Kind::MobPower]
    );
    assert_eq!(Kind::ContractFiProof.countered_by(), [Kind::MobPower]);
    assert!(Kind::ContractUncounterable.countered_by().is_empty());
    assert_eq!(Kind::Vendetta.countered_by(), [Kind::SafeHouse]);
    assert_eq!(Kind::Lam.countered_by(), [Kind::Finger]);
    assert!(Kind::PoliceProtection.countered_by().is_empty());
    let counterable = Kind::ALL
        .into_iter()
        .filter(|k| !k.countered_by().is_empty())
        .count();
    // The Contract kinds but the uncounterable one, the Priority and Double Contracts, the
    // Vendetta and Take It on the Lam.
    assert_eq!(counterable, 6);
}

/// FB1.4.3: Police Protection 4 makes 58 cards, refused with the totals.
#[test]
fn fb1_4_3_a_deck_of_58_is_refused() {
    let mut v = raw();
    entry(&mut v, "police_protection")["count"] = 4.into();
    assert_eq!(
        rejected(&v),
        DeckError::WrongTotal {
            total: 58,
            expected: 56
        }
    );
}

/// FB1.4.3: all 18 Contracts moved to Priority Contract (still 56) leave the printed type
/// Contract without a card.
#[test]
fn fb1_4_3_a_printed_type_without_cards_is_refused() {
    let mut v = raw();
    entry(&mut v, "priority_contract")["count"] = 21.into();
    for kind in ["contract", "contract_fi_proof", "contract_uncounterable"] {
        entry(&mut v, kind)["count"] = 0.into();
    }
    assert_eq!(
        rejected(&v),
        DeckError::TypeWithoutCards {
            printed_type: Kind::Contract
        }
    );
}

/// FB1.3.5: every kind once, known kinds and abilities, each ability once with count 1,
/// names in both languages, JSON of the file's shape.
#[test]
fn fb1_3_5_the_schema_is_enforced() {
    let mut v = raw();
    let hit = entry(&mut v, "hit").clone();
    v["kinds"].as_array_mut().expect("kinds").push(hit);
    assert_eq!(
        rejected(&v),
        DeckError::KindNotOnce {
            kind: Kind::Hit,
            times: 2
        }
    );

    let mut v = raw();
    v["kinds"]
        .as_array_mut()
        .expect("kinds")
        .retain(|k| k["kind"] != "truce");
    assert_eq!(
        rejected(&v),
        DeckError::KindNotOnce {
            kind: Kind::Truce,
            times: 0
        }
    );

    let mut v = raw();
    entry(&mut v, "ambush")["kind"] = "drive_by".into();
    assert_eq!(
        rejected(&v),
        DeckError::UnknownKind {
            kind: "drive_by".into()
        }
    );

    let mut v = raw();
    entry(&mut v, "finger")["count"] = (-1).into();
    assert!(matches!(rejected(&v), DeckError::Schema { .. }));

    let mut v = raw();
    v["abilities"][3]["count"] = 2.into();
    assert_eq!(
        rejected(&v),
        DeckError::AbilityNotOnce {
            ability: Ability::Butcher
        }
    );

    let mut v = raw();
    v["abilities"].as_array_mut().expect("abilities").pop();
    assert_eq!(
        rejected(&v),
        DeckError::AbilityNotOnce {
            ability: Ability::EarlyBird
        }
    );

    let mut v = raw();
    entry(&mut v, "payoff")["names"]["ja"] = " ".into();
    assert_eq!(
        rejected(&v),
        DeckError::EmptyName {
            id: "payoff".into()
        }
    );

    assert!(matches!(
        Deck::parse("{\"dataVersion\": 1"),
        Err(DeckError::Schema { .. })
    ));
}

/// FB1.3.6: six families of nine named mobsters, in both languages.
#[test]
fn fb1_3_6_six_families_of_nine() {
    let f = families().expect("the embedded families validate");
    assert_eq!(f.len(), 6);
    assert!(f.iter().all(|f| f.mobsters.len() == 9));
    let mut v: Value = serde_json::from_str(include_str!("../data/families.json")).expect("JSON");
    v["families"][2]["mobsters"]
        .as_array_mut()
        .expect("mobsters")
        .pop();
    assert_eq!(
        parse_families(&v.to_string()),
        Err(FamiliesError::MobsterCount {
            family: 2,
            found: 8
        })
    );
    v["families"].as_array_mut().expect("families").pop();
    assert_eq!(
        parse_families(&v.to_string()),
        Err(FamiliesError::FamilyCount { found: 5 })
    );
}
