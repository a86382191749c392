//! The guide's checks: its sections and their order, a glossary in the screens' own words, and
//! worked examples that agree with the edition's data.

use np_engine::{
    base_cards, base_threshold, has_arrow, position_info, CardValue, Die, Face, ARROWS, POSITIONS,
};
use serde_json::Value;

use super::{glossary, names, sections};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;

const IDS: [&str; 20] = [
    "goal",
    "components",
    "setup",
    "round",
    "commission",
    "ante",
    "control",
    "tiebreaker",
    "capo-ring",
    "crew",
    "make-a-move",
    "whack",
    "blackmail",
    "omerta",
    "cards",
    "deals",
    "fence",
    "feds",
    "family",
    "bookkeeping",
];

const LOCALES: [Locale; 2] = [Locale::en, Locale::ja];

#[test]
fn the_sections_come_in_their_order_each_with_a_title_in_both_languages() {
    for locale in LOCALES {
        let built = sections(locale);
        let ids: Vec<&str> = built.iter().map(|s| s.id).collect();
        assert_eq!(ids, IDS, "{locale:?}");
        let mut titles: Vec<&str> = built.iter().map(|s| s.title.as_str()).collect();
        assert!(titles.iter().all(|t| !t.trim().is_empty()), "{locale:?}");
        titles.sort_unstable();
        titles.dedup();
        assert_eq!(
            titles.len(),
            IDS.len(),
            "{locale:?}: two sections share a title"
        );
    }
    let mut unique = IDS.to_vec();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), IDS.len());
}

#[test]
fn every_term_has_a_word_a_meaning_and_a_section_that_exists_in_both_languages() {
    let en = glossary(Locale::en);
    let ja = glossary(Locale::ja);
    assert_eq!(en.len(), ja.len());
    for (e, j) in en.iter().zip(&ja) {
        assert_eq!(e.section, j.section, "{} / {}", e.word, j.word);
        for term in [e, j] {
            assert!(!term.word.trim().is_empty(), "{term:?}");
            assert!(!term.meaning.trim().is_empty(), "{term:?}");
            if let Some(section) = term.section {
                assert!(IDS.contains(&section), "{term:?}");
            }
        }
    }
    for terms in [&en, &ja] {
        let mut words: Vec<&str> = terms.iter().map(|t| t.word.as_str()).collect();
        words.sort_unstable();
        words.dedup();
        assert_eq!(words.len(), terms.len(), "a word is explained twice");
    }
}

/// Every string of the game's namespace outside the guide, in one language.
fn screen_strings(json: &str) -> Vec<String> {
    fn collect(value: &Value, out: &mut Vec<String>) {
        match value {
            Value::String(s) => out.push(s.clone()),
            Value::Object(map) => map.values().for_each(|v| collect(v, out)),
            _ => {}
        }
    }
    let mut root: Value = serde_json::from_str(json).expect("the namespace reads as JSON");
    root.as_object_mut()
        .expect("the namespace is an object")
        .remove("guide")
        .expect("the namespace has a guide group");
    let mut out = Vec::new();
    collect(&root, &mut out);
    out
}

/// Whether `word` stands in `text` as a whole word (English) or anywhere (Japanese).
fn speaks(text: &str, word: &str, locale: Locale) -> bool {
    if locale == Locale::ja {
        return text.contains(word);
    }
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn every_term_is_written_as_the_screens_write_it() {
    for (locale, json) in [
        (
            Locale::en,
            include_str!("../../../../locales/en/nothing_personal.json"),
        ),
        (
            Locale::ja,
            include_str!("../../../../locales/ja/nothing_personal.json"),
        ),
    ] {
        let mut shown = screen_strings(json);
        // The board shows the positions' names from the board data.
        shown.extend(POSITIONS.iter().map(|p| {
            if locale == Locale::ja {
                p.name_ja.to_string()
            } else {
                p.name_en.to_string()
            }
        }));
        for term in glossary(locale) {
            assert!(
                shown.iter().any(|s| speaks(s, &term.word, locale)),
                "{locale:?}: no screen writes “{}”",
                term.word
            );
        }
    }
}

#[test]
fn whole_words_are_told_from_parts_of_words() {
    assert!(speaks("pay the ante now", "ante", Locale::en));
    assert!(speaks("Ante $4", "Ante", Locale::en));
    assert!(!speaks("the target's controller", "control", Locale::en));
    assert!(speaks("場代$4", "場代", Locale::ja));
}

#[test]
fn the_named_gangsters_are_in_the_card_data() {
    let cards = base_cards().expect("card data");
    for id in [
        names::MAC_PHEETO,
        names::JIM_REDIO,
        names::MIKEY_RUDMANILLI,
        names::GUSTINO_BRAVO,
        names::BILL_EBERLE,
    ] {
        assert!(cards.gangster_by_id(id).is_some(), "{id}");
        assert_ne!(names::gangster(Locale::ja, id), id);
    }
}

fn card(id: &str) -> (i32, i32) {
    let cards = base_cards().expect("card data");
    let g = cards.gangster(cards.gangster_by_id(id).expect(id));
    match (&g.card_respect, &g.card_money) {
        (CardValue::Fixed(r), CardValue::Fixed(m)) => (*r, *m),
        _ => panic!("{id} has rolled values"),
    }
}

fn modifiers(p: u8) -> (i32, i32) {
    let info = position_info(p).expect("a position");
    (info.respect_mod, info.money_mod)
}

/// The percentage of six faces, as the panel rounds it.
fn percent(faces: usize) -> String {
    format!("{}%", (faces * 100 + 3) / 6)
}

#[test]
fn the_income_examples_add_up_from_the_card_and_board_data() {
    for (id, position, text_en, text_ja) in [
        (
            names::JIM_REDIO,
            5,
            tr!(Locale::en, guide.crew.ex1, jim = "Jim"),
            tr!(Locale::ja, guide.crew.ex1, jim = "Jim"),
        ),
        (
            names::MIKEY_RUDMANILLI,
            8,
            tr!(Locale::en, guide.crew.ex2, mikey = "Mikey"),
            tr!(Locale::ja, guide.crew.ex2, mikey = "Mikey"),
        ),
    ] {
        let (card_respect, card_money) = card(id);
        let (respect_mod, money_mod) = modifiers(position);
        let (respect, money) = (card_respect + respect_mod, card_money + money_mod);
        assert!(
            text_en.contains(&format!("{respect} Respect and ${money}")),
            "{text_en}"
        );
        assert!(
            text_ja.contains(&format!("リスペクト{respect}と${money}")),
            "{text_ja}"
        );
        assert!(text_en.contains(&format!("card Respect {card_respect}, Money {card_money}")));
    }
}

#[test]
fn the_make_a_move_example_has_the_odds_of_the_move_die() {
    let (card_respect, _) = card(names::GUSTINO_BRAVO);
    assert!(has_arrow(2, 5));
    let faces: Vec<Face> = (0..6).map(|side| Die::Move.face(side)).collect();
    let success = faces
        .iter()
        .filter(|f| match f {
            Face::Ring => true,
            Face::Number(n) => i32::from(*n) + card_respect > 5,
            _ => false,
        })
        .count();
    let death = faces.iter().filter(|f| **f == Face::Knife).count();
    let failure = 6 - success - death;
    assert_eq!((success, failure, death), (3, 2, 1));
    for locale in LOCALES {
        let odds = tr!(locale, guide.make_a_move.ex2);
        for faces in [success, failure, death] {
            assert!(odds.contains(&percent(faces)), "{odds}");
        }
    }
}

#[test]
fn the_whack_odds_are_those_of_the_whack_die() {
    let faces: Vec<Face> = (0..6).map(|side| Die::Whack.face(side)).collect();
    let count = |wanted: &[Face]| faces.iter().filter(|f| wanted.contains(f)).count();
    let outcomes = [
        (count(&[Face::Gun, Face::Ring]), "s1"),
        (count(&[Face::X]), "s2"),
        (count(&[Face::Knife]), "s3"),
    ];
    assert_eq!(outcomes.map(|(n, _)| n), [3, 2, 1]);
    for locale in LOCALES {
        let lines = [
            tr!(locale, guide.whack.s1),
            tr!(locale, guide.whack.s2),
            tr!(locale, guide.whack.s3),
        ];
        for ((faces, _), line) in outcomes.iter().zip(&lines) {
            assert!(line.contains(&percent(*faces)), "{line}");
        }
    }
}

#[test]
fn the_final_score_example_counts_the_capo_from_the_data() {
    let (card_respect, _) = card(names::MAC_PHEETO);
    let (respect_mod, _) = modifiers(9);
    let total = card_respect + respect_mod;
    let en = tr!(Locale::en, guide.bookkeeping.ex1, mac = "Mac");
    let ja = tr!(Locale::ja, guide.bookkeeping.ex1, mac = "Mac");
    assert!(
        en.contains(&format!("{card_respect} + {respect_mod} = {total}")),
        "{en}"
    );
    assert!(
        ja.contains(&format!("{card_respect}+{respect_mod}＝{total}")),
        "{ja}"
    );
    assert!(en.contains(&format!("card Respect {card_respect}")));
    assert_eq!(28 + total, 35);
    // $7 and three cards sold at $8 make $31: 3 Respect and $1 left.
    let money = 7 + 3 * np_engine::CARD_SALE;
    assert_eq!((money / 10, money % 10), (3, 1));
}

#[test]
fn the_prison_limits_are_those_of_the_board_data() {
    for locale in LOCALES {
        let text = tr!(locale, guide.feds.p1, threshold = "N");
        for players in 3..=5 {
            assert!(
                text.contains(&base_threshold(players).to_string()),
                "{text}"
            );
        }
    }
    assert_eq!(base_threshold(4), 10);
}

#[test]
fn the_family_example_follows_the_arrows_and_appointers() {
    let into = |v: u8| -> Vec<u8> {
        let mut from: Vec<u8> = ARROWS
            .iter()
            .filter(|(_, to)| *to == v)
            .map(|(f, _)| *f)
            .collect();
        from.sort_unstable();
        from
    };
    assert_eq!(into(8), [5, 6]);
    assert_eq!(into(6), [2, 3]);
    assert_eq!(into(5), [1, 2, 3]);
    assert!(into(3).is_empty());
    let appointer = |p: u8| position_info(p).and_then(|i| i.appointer);
    assert_eq!(appointer(8), Some(9));
    assert_eq!(appointer(6), Some(8));
    assert_eq!(appointer(5), Some(8));
    assert_eq!(appointer(2), Some(5));
    assert_eq!(appointer(1), Some(4));
}
