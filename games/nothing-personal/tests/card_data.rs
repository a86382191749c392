//! The edition's card data (R1.7–R1.9, §13) and its load-time validation (R1.7.2).

use np_engine::{
    base_cards, AbilityKind, AfterEffect, CardDataError, CardDb, CardSet, CardValue, Effect,
    GangsterCard, GangsterType, GroupTarget, InfluenceCard, Keyword, Rolled, Trigger,
    BASE_GANGSTERS, BASE_INFLUENCE, MAC_PHEETO, SET_GANGSTERS,
};
use serde_json::Value;

const RAW: &str = include_str!("../data/cards.json");

fn db() -> &'static CardDb {
    base_cards().expect("the embedded card data validates")
}

fn gangster(id: &str) -> &'static GangsterCard {
    let db = db();
    let g = db
        .gangster_by_id(id)
        .unwrap_or_else(|| panic!("gangster {id} is missing"));
    db.gangster(g)
}

fn influence(id: &str) -> &'static InfluenceCard {
    let db = db();
    let c = db
        .influence_by_id(id)
        .unwrap_or_else(|| panic!("influence card {id} is missing"));
    db.influence(c)
}

/// The kind of the ability of `g` that has `effect`, if any.
fn ability_kind(g: &GangsterCard, effect: Effect) -> Option<AbilityKind> {
    g.abilities
        .iter()
        .find(|a| a.effect == effect)
        .map(|a| a.kind)
}

fn raw() -> Value {
    serde_json::from_str(RAW).expect("the embedded file is JSON")
}

fn rejected(v: &Value) -> CardDataError {
    CardDb::parse(&v.to_string()).expect_err("the mutated data must be rejected")
}

fn influence_index(v: &Value, id: &str) -> usize {
    v["influence"]
        .as_array()
        .unwrap()
        .iter()
        .position(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("influence card {id} is missing"))
}

fn gangster_index(v: &Value, id: &str) -> usize {
    v["gangsters"]
        .as_array()
        .unwrap()
        .iter()
        .position(|g| g["id"] == id)
        .unwrap_or_else(|| panic!("gangster {id} is missing"))
}

// ---------------------------------------------------------------- the data itself

#[test]
fn r1_7_1_embedded_data_validates_with_50_gangsters_3_sets_of_18_and_94_influence_cards() {
    let db = db();
    assert_eq!(db.gangsters_in(&[]).count(), BASE_GANGSTERS);
    assert_eq!(BASE_GANGSTERS, 50);
    for set in CardSet::EXPANSIONS {
        let in_set = db.data().gangsters.iter().filter(|g| g.set == set).count();
        assert_eq!(in_set, SET_GANGSTERS, "{set:?}");
        assert_eq!(db.gangsters_in(&[set]).count(), 50 + 18);
    }
    assert_eq!(db.gangsters_in(&CardSet::EXPANSIONS).count(), 50 + 3 * 18);
    assert_eq!(db.gangster_count(), 50 + 3 * 18);
    assert_eq!(db.influence_count(), 94);
    assert_eq!(BASE_INFLUENCE, 94);
}

/// R14.2.3: the thirteen named gangsters, each in its set with the ability of R14.3.
#[test]
fn r14_2_3_the_named_gangsters_are_in_their_sets_with_their_abilities() {
    use AbilityKind::{Action, Passive, Reaction};
    let whack = |cost, stake, bounty| Effect::Whack {
        cost,
        gain: stake,
        loss: stake,
        bounty,
    };
    let named = [
        (
            "frank-the-enforcer-nitti",
            CardSet::YtHistorical,
            Reaction,
            Effect::PayToCancelWhack { cost: 5 },
        ),
        (
            "bugs-moran",
            CardSet::YtHistorical,
            Action,
            Effect::RemoveMarkers { count: 2 },
        ),
        (
            "harvey-bailey",
            CardSet::YtHistorical,
            Action,
            Effect::ArrestSelfRemove { count: 5 },
        ),
        (
            "bonnie-elizabeth-parker",
            CardSet::YtHistorical,
            Passive,
            Effect::RespectWithPartner { bonus: 2 },
        ),
        (
            "clyde-chestnut-barrow",
            CardSet::YtHistorical,
            Passive,
            Effect::MoneyWithPartner { bonus: 2 },
        ),
        (
            "big-jim-colosimo",
            CardSet::YtHistorical,
            Action,
            Effect::SwapWithConnected,
        ),
        (
            "carlos-gambino",
            CardSet::YtHistorical,
            Action,
            Effect::MoveToEmpty,
        ),
        (
            "machine-gun-kelly",
            CardSet::YtHistorical,
            Action,
            whack(10, 4, 5),
        ),
        (
            "george-baby-face-nelson",
            CardSet::YtHistorical,
            Action,
            whack(5, 7, 0),
        ),
        (
            "antoine-death-bauza",
            CardSet::YtDesigner,
            Action,
            Effect::DeathRoll { cost: 5 },
        ),
        (
            "bill-the-tiebreaker-eberle",
            CardSet::YtDesigner,
            Passive,
            Effect::Tiebreaker,
        ),
        (
            "colby-the-hat-dauch",
            CardSet::YtDesigner,
            Action,
            Effect::ExchangeRandomCards,
        ),
        (
            "geraldo-bazooka-chaconichio",
            CardSet::YtYoungturks,
            Passive,
            Effect::ArrestAtMarkers { markers: 8 },
        ),
        (
            "geraldo-bazooka-chaconichio",
            CardSet::YtYoungturks,
            Action,
            whack(0, 4, 0),
        ),
    ];
    for (id, set, kind, effect) in named {
        let g = gangster(id);
        assert_eq!(g.set, set, "{id}");
        assert_eq!(ability_kind(g, effect), Some(kind), "{id}: {effect:?}");
    }
    // The card properties that work as an Associate (R14.3.4, R14.3.5, R14.3.13).
    for id in [
        "bonnie-elizabeth-parker",
        "clyde-chestnut-barrow",
        "geraldo-bazooka-chaconichio",
    ] {
        assert!(gangster(id).abilities[0].works_as_associate, "{id}");
    }
}

/// R14.2.1: a set of the expansion without its 18 gangsters is refused.
#[test]
fn r14_2_1_rejects_a_set_of_17() {
    let mut v = raw();
    let i = gangster_index(&v, "colby-the-hat-dauch");
    v["gangsters"].as_array_mut().unwrap().remove(i);
    assert_eq!(
        rejected(&v),
        CardDataError::WrongSetCount {
            set: CardSet::YtDesigner,
            expected: 18,
            found: 17
        }
    );
}

#[test]
fn r1_7_2_raw_file_round_trips_through_parse() {
    // The mutation tests below start from this value; it must be valid as it stands.
    assert!(CardDb::parse(&raw().to_string()).is_ok());
}

#[test]
fn r2_4_exactly_one_mac_pheeto() {
    let db = db();
    let macs = db
        .data()
        .gangsters
        .iter()
        .filter(|g| g.id == MAC_PHEETO)
        .count();
    assert_eq!(macs, 1);
    assert_eq!(db.gangster(db.mac_pheeto()).id, "killer-mac-pheeto");
    assert_eq!(db.gangster_by_id(MAC_PHEETO), Some(db.mac_pheeto()));
}

#[test]
fn r13_2_1_mac_pheeto_has_a_type_and_no_ability() {
    let mac = gangster(MAC_PHEETO);
    assert!(mac.gtype.is_some());
    assert!(mac.abilities.is_empty());
    assert!(matches!(mac.card_respect, CardValue::Fixed(_)));
    assert!(matches!(mac.card_money, CardValue::Fixed(_)));
}

#[test]
fn every_card_has_english_and_japanese_name_and_text() {
    let data = db().data();
    for g in &data.gangsters {
        for s in [&g.name.en, &g.name.ja, &g.text.en, &g.text.ja] {
            assert!(
                !s.trim().is_empty(),
                "gangster {} lacks a name or text",
                g.id
            );
        }
    }
    for c in &data.influence {
        for s in [&c.name.en, &c.name.ja, &c.text.en, &c.text.ja] {
            assert!(!s.trim().is_empty(), "card {} lacks a name or text", c.id);
        }
    }
}

#[test]
fn r1_5_3_every_position_is_a_red_target_at_least_once() {
    let data = db().data();
    for p in 1..=9u8 {
        let hits = data
            .influence
            .iter()
            .flat_map(|c| &c.groups)
            .filter(|g| g.target == GroupTarget::Position(p))
            .count();
        assert!(hits >= 1, "no red icon names position {p}");
    }
}

#[test]
fn r11_3_at_least_three_snitch_cards() {
    let snitches: Vec<&InfluenceCard> = db()
        .data()
        .influence
        .iter()
        .filter(|c| c.has(Keyword::Snitch))
        .collect();
    assert!(snitches.len() >= 3, "only {} snitch cards", snitches.len());
    for c in snitches {
        assert_eq!(c.or_ability, Some(Effect::Snitch), "{}", c.id);
        assert!(c.groups.is_empty(), "{}", c.id);
        assert!(c.is_class_a());
    }
}

#[test]
fn r1_5_2_ricardo_is_the_only_typeless_gangster_and_every_type_is_present() {
    let data = db().data();
    let typeless: Vec<&str> = data
        .gangsters
        .iter()
        .filter(|g| g.gtype.is_none())
        .map(|g| g.id.as_str())
        .collect();
    assert_eq!(typeless, ["ricardo-launius"]);
    // R2.6 needs each type among the cards other than Mac Pheeto.
    for t in GangsterType::ALL {
        let n = data
            .gangsters
            .iter()
            .filter(|g| g.id != MAC_PHEETO && g.gtype == Some(t))
            .count();
        assert!(n >= 4, "only {n} gangsters of type {t:?}");
    }
}

#[test]
fn r4_5_2_split_groups_are_rare_and_small() {
    let data = db().data();
    let split_cards: Vec<&InfluenceCard> = data
        .influence
        .iter()
        .filter(|c| c.groups.iter().any(|g| g.split))
        .collect();
    assert!(split_cards.len() <= 6);
    for c in split_cards {
        for g in c.groups.iter().filter(|g| g.split) {
            assert!(g.count <= 3, "{} splits a group of {}", c.id, g.count);
        }
    }
}

#[test]
fn r1_14_prison_threshold_overrides_are_few_and_in_range() {
    for set in [CardSet::Base].into_iter().chain(CardSet::EXPANSIONS) {
        let overrides: Vec<u32> = db()
            .data()
            .gangsters
            .iter()
            .filter(|g| g.set == set)
            .filter_map(|g| g.prison_threshold)
            .collect();
        assert!(overrides.len() <= 4, "{set:?}");
        assert!(overrides.iter().all(|t| (8..=13).contains(t)), "{set:?}");
    }
}

// ---------------------------------------------------------------- §13.1 influence cards

fn assert_or_card(id: &str, effect: Effect) {
    let c = influence(id);
    assert!(c.has(Keyword::Or), "{id} lacks OR");
    assert_eq!(c.or_ability, Some(effect), "{id}");
    assert!(!c.groups.is_empty(), "{id} has no placement groups");
}

#[test]
fn r13_1_1_another_da_dead() {
    assert_or_card("another-d-a-dead", Effect::DrawTwoGiveOne);
}

#[test]
fn r13_1_2_delivery_dupes_guards() {
    let c = influence("delivery-dupes-guards");
    assert!(c.has(Keyword::PlayAnyTime));
    assert!(c.has(Keyword::Jailbreak));
    assert_eq!(c.or_ability, Some(Effect::Jailbreak { place_marker: true }));
    assert!(c.groups.is_empty());
}

#[test]
fn r13_1_3_fido_fight_club() {
    let c = influence("fido-fight-club");
    assert!(!c.groups.is_empty());
    assert_eq!(c.after_effect, Some(AfterEffect::DrawTwoGiveOne));
    assert!(!c.has(Keyword::Or));
}

#[test]
fn r13_1_4_gang_wars_go_on() {
    assert_or_card("gang-wars-go-on", Effect::GangWars);
}

#[test]
fn r13_1_5_is_jones_joking() {
    assert_or_card("is-jones-joking", Effect::ReplaceWithAssociate);
}

#[test]
fn r13_1_6_jones_rule_passes() {
    assert_or_card("jones-rule-passes", Effect::ReplaceFromDeck);
}

#[test]
fn r13_1_7_sibling_rivalry() {
    assert_or_card("sibling-rivalry", Effect::SwapSameType);
}

#[test]
fn r13_1_8_stunning_jailbreak() {
    let c = influence("stunning-jailbreak");
    assert!(c.has(Keyword::PlayAnyTime));
    assert!(c.has(Keyword::Jailbreak));
    assert_eq!(
        c.or_ability,
        Some(Effect::Jailbreak {
            place_marker: false
        })
    );
    assert!(c.groups.is_empty());
}

#[test]
fn r13_1_9_suspect_silenced() {
    let c = influence("suspect-silenced");
    assert_eq!(c.reaction(), Some(Trigger::Income));
    assert_eq!(c.or_ability, Some(Effect::SilenceIncome));
    assert!(c.groups.is_empty());
    // §17.50: a reaction with its own timing, never a play-during-Crew card.
    assert!(!c.has(Keyword::PlayDuringCrew));
}

#[test]
fn r13_1_10_testimony_unsealed() {
    let c = influence("testimony-unsealed");
    assert_eq!(c.reaction(), Some(Trigger::WhackDeclared));
    assert_eq!(c.or_ability, Some(Effect::CancelWhack));
    assert!(c.groups.is_empty());
}

#[test]
fn r13_1_11_whacky_insurance() {
    let c = influence("whacky-insurance");
    assert_eq!(c.reaction(), Some(Trigger::WhackSuccess));
    assert_eq!(c.or_ability, Some(Effect::WhackInsurance { per_marker: 3 }));
    assert!(c.groups.is_empty());
}

#[test]
fn r13_1_12_worth_a_thousand_words() {
    assert_or_card("worth-a-thousand-words", Effect::RemoveColour { max: 3 });
}

#[test]
fn r12_10_only_the_three_named_reaction_cards_have_a_trigger() {
    let mut reactions: Vec<&str> = db()
        .data()
        .influence
        .iter()
        .filter(|c| c.reaction().is_some())
        .map(|c| c.id.as_str())
        .collect();
    reactions.sort_unstable();
    assert_eq!(
        reactions,
        ["suspect-silenced", "testimony-unsealed", "whacky-insurance"]
    );
}

#[test]
fn r11_4_only_the_two_named_cards_jailbreak() {
    let mut jailbreaks: Vec<&str> = db()
        .data()
        .influence
        .iter()
        .filter(|c| c.has(Keyword::Jailbreak))
        .map(|c| c.id.as_str())
        .collect();
    jailbreaks.sort_unstable();
    assert_eq!(jailbreaks, ["delivery-dupes-guards", "stunning-jailbreak"]);
}

// ---------------------------------------------------------------- §13.2 gangsters

#[test]
fn r13_2_2_david_sirlini() {
    let g = gangster("david-fairplay-sirlini");
    assert_eq!(
        ability_kind(g, Effect::SwapWithLowerRespect),
        Some(AbilityKind::Action)
    );
}

#[test]
fn r13_2_3_dombino_crapshooti_values_are_rolled() {
    let g = gangster("dombino-crapshooti");
    assert_eq!(g.card_respect, CardValue::Rolled(Rolled::Rolled));
    assert_eq!(g.card_money, CardValue::Rolled(Rolled::Rolled));
    assert!(g.abilities.is_empty());
    // Nobody else rolls.
    let rolled = db()
        .data()
        .gangsters
        .iter()
        .filter(|g| {
            matches!(g.card_respect, CardValue::Rolled(_))
                || matches!(g.card_money, CardValue::Rolled(_))
        })
        .count();
    assert_eq!(rolled, 1);
}

#[test]
fn r13_2_4_jason_mateo() {
    let g = gangster("jason-twilight-mateo");
    assert_eq!(
        ability_kind(g, Effect::SwapArrowConnectedPair),
        Some(AbilityKind::Action)
    );
}

#[test]
fn r13_2_5_matt_leacock() {
    let g = gangster("matt-the-virus-leacock");
    assert_eq!(
        ability_kind(g, Effect::RobRichest { amount: 5 }),
        Some(AbilityKind::Action)
    );
}

#[test]
fn r13_2_6_tom_vaselini_whacks_free_and_shields_his_controller() {
    let g = gangster("tom-the-insane-vaselini");
    assert_eq!(
        ability_kind(
            g,
            Effect::Whack {
                cost: 0,
                gain: 4,
                loss: 4,
                bounty: 0
            }
        ),
        Some(AbilityKind::Action)
    );
    assert_eq!(
        ability_kind(g, Effect::ShieldsController),
        Some(AbilityKind::Passive)
    );
}

#[test]
fn r13_2_7_manny_corte() {
    let g = gangster("manny-curly-corte");
    assert_eq!(
        ability_kind(g, Effect::DrawTwoGiveOne),
        Some(AbilityKind::Action)
    );
}

#[test]
fn r13_2_8_marco_zohgoli() {
    let g = gangster("marco-zohgoli");
    assert_eq!(
        ability_kind(g, Effect::FreeRerollPerRound),
        Some(AbilityKind::Passive)
    );
}

#[test]
fn r13_2_9_morris_caruso_whacks_for_5_with_a_free_reroll() {
    let g = gangster("morris-egg-caruso");
    assert_eq!(
        ability_kind(
            g,
            Effect::Whack {
                cost: 5,
                gain: 4,
                loss: 4,
                bounty: 0
            }
        ),
        Some(AbilityKind::Action)
    );
    assert_eq!(
        ability_kind(g, Effect::OwnWhackFreeReroll),
        Some(AbilityKind::Passive)
    );
}

#[test]
fn r13_2_10_ryan_dsturm() {
    let g = gangster("ryan-the-mouth-dsturm");
    assert_eq!(
        ability_kind(g, Effect::SellRespect { max: 5, rate: 3 }),
        Some(AbilityKind::Action)
    );
}

#[test]
fn r13_2_11_leo_seyfarth() {
    let g = gangster("leo-the-coachman-seyfarth");
    assert_eq!(
        ability_kind(g, Effect::MoveIntoVacancy),
        Some(AbilityKind::Reaction)
    );
}

#[test]
fn r13_2_12_mike_fitz_whack_gains_nothing() {
    let g = gangster("mike-machine-gun-fitz");
    assert_eq!(
        ability_kind(
            g,
            Effect::Whack {
                cost: 0,
                gain: 0,
                loss: 4,
                bounty: 0
            }
        ),
        Some(AbilityKind::Action)
    );
}

#[test]
fn r13_2_13_ricardo_launius_is_typeless_without_ability() {
    let g = gangster("ricardo-launius");
    assert_eq!(g.gtype, None);
    assert!(g.abilities.is_empty());
}

// ---------------------------------------------------------------- §13.3 worked examples

#[test]
fn r13_3_1_example_gangsters_and_their_values() {
    let jim = gangster("eager-jim-redio");
    assert_eq!(
        (jim.card_respect, jim.card_money),
        (CardValue::Fixed(2), CardValue::Fixed(2))
    );
    let mikey = gangster("mikey-jaws-rudmanilli");
    assert_eq!(
        (mikey.card_respect, mikey.card_money),
        (CardValue::Fixed(3), CardValue::Fixed(3))
    );
    assert_eq!(
        gangster("gustino-backstretch-bravo").card_respect,
        CardValue::Fixed(2)
    );
    gangster("eric-the-voice-summerino");
    gangster("steve-averso");
}

// ---------------------------------------------------------------- R1.7.2 validation errors

#[test]
fn r1_7_2_rejects_a_missing_gangster() {
    let mut v = raw();
    let i = gangster_index(&v, "eager-jim-redio");
    v["gangsters"].as_array_mut().unwrap().remove(i);
    assert_eq!(
        rejected(&v),
        CardDataError::WrongGangsterCount {
            expected: 50,
            found: 49
        }
    );
}

#[test]
fn r1_7_2_rejects_an_extra_influence_card() {
    let mut v = raw();
    let mut extra = v["influence"][0].clone();
    extra["id"] = "one-card-too-many".into();
    v["influence"].as_array_mut().unwrap().push(extra);
    assert_eq!(
        rejected(&v),
        CardDataError::WrongInfluenceCount {
            expected: 94,
            found: 95
        }
    );
}

#[test]
fn r1_7_2_rejects_a_duplicate_id() {
    let mut v = raw();
    let gangster_id = v["gangsters"][3]["id"].clone();
    v["influence"][5]["id"] = gangster_id;
    // Ids are numbered gangsters first, then influence cards: the second use is 104 + 5.
    assert_eq!(rejected(&v), CardDataError::DuplicateId { index: 109 });
}

#[test]
fn r1_7_2_rejects_data_without_mac_pheeto() {
    let mut v = raw();
    let i = gangster_index(&v, MAC_PHEETO);
    v["gangsters"][i]["id"] = "killer-mac-pheeto-retired".into();
    assert_eq!(rejected(&v), CardDataError::MacPheetoCount { found: 0 });
}

#[test]
fn r1_7_2_rejects_broken_json() {
    let cut = &RAW[..RAW.len() / 2];
    match CardDb::parse(cut) {
        Err(CardDataError::Schema { line, column }) => {
            assert!(line > 1 && column > 0, "fault at {line}:{column}");
        }
        other => panic!("expected a schema error, got {other:?}"),
    }
}

#[test]
fn r1_7_2_rejects_an_unknown_gangster_type_naming_the_field() {
    let mut v = raw();
    v["gangsters"][4]["type"] = "Bootlegger".into();
    assert_eq!(
        rejected(&v),
        CardDataError::Field {
            path: "gangsters[4].type".into()
        }
    );
}

/// R1.8, R1.9: every field of the schema, wrong in shape, is refused with its path.
#[test]
fn r1_8_r1_9_fields_of_the_wrong_shape_are_named() {
    use serde_json::json;
    let cases = [
        ("gangsters", "/gangsters", json!(3)),
        ("gangsters[0].name", "/gangsters/0/name", json!("x")),
        ("gangsters[0].name.ja", "/gangsters/0/name/ja", json!(1)),
        ("gangsters[0].set", "/gangsters/0/set", json!("expansion")),
        (
            "gangsters[0].cardRespect",
            "/gangsters/0/cardRespect",
            json!("many"),
        ),
        (
            "gangsters[0].abilities",
            "/gangsters/0/abilities",
            json!(true),
        ),
        (
            "influence[2].groups[0].target",
            "/influence/2/groups/0/target",
            json!({"type": "Thug", "position": 3}),
        ),
        (
            "influence[2].groups",
            "/influence/2/groups",
            json!(vec![json!({"target": {"position": 3}, "count": 1}); 5]),
        ),
        (
            "influence[2].keywords[0]",
            "/influence/2/keywords",
            json!(["SOMETIMES"]),
        ),
        (
            "influence[2].orAbility.effect",
            "/influence/2/orAbility",
            json!({"effect": "teleport"}),
        ),
        (
            "influence[2].blackmail",
            "/influence/2/blackmail",
            json!("yes"),
        ),
    ];
    for (path, pointer, value) in cases {
        let mut v = raw();
        match v.pointer_mut(pointer) {
            Some(slot) => *slot = value,
            None => {
                let (parent, key) = pointer.rsplit_once('/').expect("a field");
                v.pointer_mut(parent).expect("parent")[key] = value;
            }
        }
        assert_eq!(
            rejected(&v),
            CardDataError::Field { path: path.into() },
            "{path}"
        );
    }
}

/// The reader takes exactly the shapes the card types serialize to.
#[test]
fn r1_7_2_the_data_read_back_from_its_own_serialization_is_the_same() {
    let data = db().data();
    let text = serde_json::to_string(data).expect("serializes");
    let again = CardDb::parse(&text).expect("reads back");
    assert_eq!(again.data(), data);
}

#[test]
fn r1_7_2_rejects_a_missing_type_mac_pheeto_aside() {
    // Every Hitman except Mac Pheeto (himself a Hitman) becomes a Thug.
    let mut v = raw();
    assert_eq!(
        v["gangsters"][gangster_index(&v, MAC_PHEETO)]["type"],
        "Hitman"
    );
    for g in v["gangsters"].as_array_mut().unwrap() {
        if g["type"] == "Hitman" && g["id"] != MAC_PHEETO {
            g["type"] = "Thug".into();
        }
    }
    assert_eq!(
        rejected(&v),
        CardDataError::MissingType {
            gangster_type: GangsterType::Hitman
        }
    );
}

#[test]
fn r1_7_2_rejects_an_empty_name() {
    let mut v = raw();
    v["gangsters"][7]["name"]["ja"] = "  ".into();
    assert_eq!(rejected(&v), CardDataError::EmptyName { index: 7 });

    let mut v = raw();
    v["influence"][3]["name"]["en"] = "".into();
    // Numbered after the 104 gangsters.
    assert_eq!(rejected(&v), CardDataError::EmptyName { index: 107 });
}

#[test]
fn r1_9_1_rejects_an_or_card_without_or_ability() {
    let mut v = raw();
    let i = influence_index(&v, "sibling-rivalry");
    v["influence"][i]
        .as_object_mut()
        .unwrap()
        .remove("orAbility");
    assert_eq!(rejected(&v), CardDataError::MissingOrAbility { card: i });
}

#[test]
fn r1_9_3_rejects_a_groupless_card_without_ability() {
    let mut v = raw();
    let i = influence_index(&v, "stunning-jailbreak");
    v["influence"][i]
        .as_object_mut()
        .unwrap()
        .remove("orAbility");
    assert_eq!(rejected(&v), CardDataError::MissingOrAbility { card: i });
}

#[test]
fn r1_9_2_rejects_a_group_of_zero_markers() {
    let mut v = raw();
    let i = influence_index(&v, "fido-fight-club");
    v["influence"][i]["groups"][0]["count"] = 0.into();
    assert_eq!(rejected(&v), CardDataError::BadGroup { card: i });
}

#[test]
fn r1_5_3_rejects_a_red_icon_outside_1_to_9() {
    let mut v = raw();
    let i = influence_index(&v, "kiss-the-ring");
    assert_eq!(v["influence"][i]["groups"][0]["target"]["position"], 9);
    v["influence"][i]["groups"][0]["target"]["position"] = 10.into();
    assert_eq!(rejected(&v), CardDataError::BadGroup { card: i });
}

#[test]
fn r12_10_rejects_a_reaction_with_the_wrong_trigger() {
    let mut v = raw();
    let i = influence_index(&v, "suspect-silenced");
    v["influence"][i]["keywords"] = serde_json::json!([{ "REACTION": "whack-declared" }]);
    assert_eq!(rejected(&v), CardDataError::BadReaction { card: i });
}

#[test]
fn r12_10_rejects_a_reaction_effect_without_trigger() {
    let mut v = raw();
    let i = influence_index(&v, "sibling-rivalry");
    v["influence"][i]["orAbility"] = serde_json::json!({ "effect": "cancelWhack" });
    assert_eq!(rejected(&v), CardDataError::BadReaction { card: i });
}

#[test]
fn r1_8_2_rejects_a_misplaced_gangster_effect() {
    let mut v = raw();
    let i = gangster_index(&v, "marco-zohgoli");
    v["gangsters"][i]["abilities"][0]["kind"] = "action".into();
    assert_eq!(rejected(&v), CardDataError::MisplacedEffect { card: i });
}

#[test]
fn r1_9_1_rejects_a_gangster_only_effect_on_an_influence_card() {
    let mut v = raw();
    let i = influence_index(&v, "bank-job");
    v["influence"][i]["orAbility"] = serde_json::json!({ "effect": "robRichest", "amount": 5 });
    assert_eq!(rejected(&v), CardDataError::MisplacedEffect { card: i });
}

#[test]
fn r11_3_r11_4_rejects_a_keyword_without_its_ability() {
    let mut v = raw();
    let i = influence_index(&v, "the-canary-sings-1");
    v["influence"][i]["orAbility"] = serde_json::json!({"effect": "drawCards", "count": 2});
    assert_eq!(rejected(&v), CardDataError::KeywordMismatch { card: i });

    let mut v = raw();
    let i = influence_index(&v, "stunning-jailbreak");
    v["influence"][i]["keywords"] = serde_json::json!(["PLAY_ANY_TIME"]);
    assert_eq!(rejected(&v), CardDataError::KeywordMismatch { card: i });
}
