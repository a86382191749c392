//! How to play the game: the sections the shell's frame shows, in reading order, and the
//! glossary of its terms. Each section's text is in its own file, its drawing in `drawings/`.

mod abilities;
mod attacks;
mod blocks;
mod components;
mod counters;
mod drawings;
mod elimination;
mod glossary;
mod goal;
mod hit_list;
mod mob_war;
mod playing;
mod rescues;
mod setup;
mod turn;

use blocks::{render, Block};

use super::words::{tr, FbWords};
use crate::i18n::Locale;
use crate::shell::guide::{Section, Term};

/// The words of the guide: the game's names without players (the examples name their own).
fn words(locale: Locale) -> Option<FbWords<'static>> {
    FbWords::new(locale, &[], &[])
}

/// A section before it is shown: its id, its title and its blocks.
struct Contents {
    id: &'static str,
    title: String,
    blocks: Vec<Block>,
}

/// What writes a section's blocks in the guide's words.
type Writer = fn(&FbWords) -> Vec<Block>;

/// Every section's contents, in reading order.
fn contents(words: &FbWords) -> Vec<Contents> {
    let l = words.locale;
    let sections: [(_, _, Writer); 12] = [
        ("goal", tr!(l, guide.goal_title), goal::blocks),
        (
            "components",
            tr!(l, guide.components_title),
            components::blocks,
        ),
        ("setup", tr!(l, guide.setup_title), setup::blocks),
        ("turn", tr!(l, guide.turn_title), turn::blocks),
        (
            "playing-a-card",
            tr!(l, guide.playing_title),
            playing::blocks,
        ),
        ("hit-list", tr!(l, guide.hit_list_title), hit_list::blocks),
        ("counters", tr!(l, guide.counters_title), counters::blocks),
        ("attacks", tr!(l, guide.attacks_title), attacks::blocks),
        ("rescues", tr!(l, guide.rescues_title), rescues::blocks),
        ("mob-war", tr!(l, guide.war_title), mob_war::blocks),
        (
            "elimination",
            tr!(l, guide.elimination_title),
            elimination::blocks,
        ),
        (
            "abilities",
            tr!(l, guide.abilities_title),
            abilities::blocks,
        ),
    ];
    sections
        .into_iter()
        .map(|(id, title, blocks)| Contents {
            id,
            title,
            blocks: blocks(words),
        })
        .collect()
}

/// The sections, in reading order; none if the game's data did not load (the engine's tests
/// check it does).
pub fn sections(locale: Locale) -> Vec<Section> {
    let Some(words) = words(locale) else {
        return Vec::new();
    };
    contents(&words)
        .into_iter()
        .map(|c| Section {
            id: c.id,
            title: c.title,
            body: render(&words, c.blocks),
        })
        .collect()
}

/// Every term the game's screens use.
pub fn glossary(locale: Locale) -> Vec<Term> {
    words(locale).map_or_else(Vec::new, |words| glossary::terms(&words))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use fb_engine::deck;
    use serde_json::Value;

    use super::*;

    const LOCALES: [Locale; 2] = [Locale::en, Locale::ja];

    const IDS: [&str; 12] = [
        "goal",
        "components",
        "setup",
        "turn",
        "playing-a-card",
        "hit-list",
        "counters",
        "attacks",
        "rescues",
        "mob-war",
        "elimination",
        "abilities",
    ];

    fn language(locale: Locale) -> &'static str {
        match locale {
            Locale::en => "en",
            Locale::ja => "ja",
        }
    }

    /// Each section's blocks, by id.
    fn blocks_of(locale: Locale) -> Vec<(&'static str, Vec<Block>)> {
        let words = words(locale).expect("the game's data loads");
        contents(&words)
            .into_iter()
            .map(|c| (c.id, c.blocks))
            .collect()
    }

    /// The names of the cards a section presents in a line each.
    fn card_names(blocks: &[Block]) -> BTreeSet<String> {
        blocks
            .iter()
            .filter_map(|block| match block {
                Block::Card { name, text, .. } if !text.trim().is_empty() => Some(name.clone()),
                _ => None,
            })
            .collect()
    }

    /// Every text the game's screens show in a language, outside the guide: the namespace's
    /// other groups and the deck's card and ability names (FB1.3.5), lowercased.
    fn screen_texts(locale: Locale) -> Vec<String> {
        let path = format!(
            "{}/locales/{}/family_business.json",
            env!("CARGO_MANIFEST_DIR"),
            language(locale)
        );
        let text = std::fs::read_to_string(&path).expect("the namespace's file");
        let value: Value = serde_json::from_str(&text).expect("JSON");
        let mut texts: Vec<String> = value
            .as_object()
            .expect("groups")
            .iter()
            .filter(|(group, _)| group.as_str() != "guide")
            .flat_map(|(_, keys)| keys.as_object().expect("keys").values())
            .map(|text| text.as_str().expect("a text").to_lowercase())
            .collect();
        let deck = deck().expect("the deck loads");
        let names = fb_engine::Kind::ALL
            .iter()
            .map(|kind| deck.kind_name(*kind))
            .chain(
                fb_engine::Ability::ALL
                    .iter()
                    .map(|a| deck.ability_name(*a)),
            );
        texts.extend(names.map(|name| match locale {
            Locale::en => name.en.to_lowercase(),
            Locale::ja => name.ja.to_lowercase(),
        }));
        texts
    }

    #[test]
    fn the_sections_are_the_twelve_in_reading_order_each_with_a_title() {
        for locale in LOCALES {
            let sections = sections(locale);
            let ids: Vec<&str> = sections.iter().map(|s| s.id).collect();
            assert_eq!(ids, IDS, "{locale:?}");
            let unique: BTreeSet<&str> = ids.iter().copied().collect();
            assert_eq!(unique.len(), IDS.len());
            for section in &sections {
                assert!(!section.title.trim().is_empty(), "{}", section.id);
            }
        }
    }

    #[test]
    fn every_section_has_text_and_a_named_captioned_drawing_that_fits_a_phone() {
        for locale in LOCALES {
            let sections = blocks_of(locale);
            let ids: Vec<&str> = sections.iter().map(|(id, _)| *id).collect();
            assert_eq!(ids, IDS);
            for (id, blocks) in sections {
                let texts = blocks
                    .iter()
                    .filter(|b| matches!(b, Block::Paragraph(t) if !t.trim().is_empty()))
                    .count();
                assert!(texts >= 1, "{id}");
                let figures: Vec<_> = blocks
                    .iter()
                    .filter_map(|block| match block {
                        Block::Figure {
                            drawing,
                            label,
                            caption,
                        } => Some((drawing.size, label, caption)),
                        _ => None,
                    })
                    .collect();
                assert!(!figures.is_empty(), "{id} has no drawing");
                for ((width, height), label, caption) in figures {
                    assert!(
                        !label.trim().is_empty() && !caption.trim().is_empty(),
                        "{id}"
                    );
                    assert!(width <= 320 && height <= 200, "{id}: {width} × {height}");
                }
            }
        }
    }

    #[test]
    fn the_sections_that_teach_by_example_have_worked_examples() {
        // The goal and the components only describe; every other section has examples.
        let without_examples = ["goal", "components"];
        for locale in LOCALES {
            for (id, blocks) in blocks_of(locale) {
                let examples: Vec<&Vec<Block>> = blocks
                    .iter()
                    .filter_map(|block| match block {
                        Block::Example { title, story } if !title.trim().is_empty() => Some(story),
                        _ => None,
                    })
                    .collect();
                assert!(examples.iter().all(|story| !story.is_empty()), "{id}");
                assert_eq!(
                    !examples.is_empty(),
                    !without_examples.contains(&id),
                    "{id} in {locale:?}"
                );
            }
        }
    }

    #[test]
    fn each_attack_rescue_counter_and_ability_card_has_its_line_in_its_section() {
        for locale in LOCALES {
            let words = words(locale).expect("the game's data loads");
            let sections = blocks_of(locale);
            let presented = |id: &str| {
                sections
                    .iter()
                    .find(|(section, _)| *section == id)
                    .map(|(_, blocks)| card_names(blocks))
                    .expect("the section")
            };
            let of_class = |class: fb_engine::Class| -> BTreeSet<String> {
                fb_engine::Kind::ALL
                    .into_iter()
                    .filter(|kind| kind.class() == class)
                    .map(|kind| words.card(kind))
                    .collect()
            };
            assert_eq!(presented("attacks"), of_class(fb_engine::Class::Attack));
            assert_eq!(presented("rescues"), of_class(fb_engine::Class::Rescue));
            assert_eq!(presented("counters"), of_class(fb_engine::Class::Counter));
            let abilities: BTreeSet<String> = fb_engine::Ability::ALL
                .into_iter()
                .map(|ability| words.ability(ability))
                .collect();
            assert_eq!(presented("abilities"), abilities);
        }
    }

    #[test]
    fn every_term_has_a_word_a_meaning_and_an_existing_section_in_both_languages() {
        let en = glossary(Locale::en);
        let ja = glossary(Locale::ja);
        assert!(en.len() >= 50, "{}", en.len());
        assert_eq!(en.len(), ja.len());
        for (english, japanese) in en.iter().zip(&ja) {
            assert_eq!(english.section, japanese.section, "{}", english.word);
            for term in [english, japanese] {
                assert!(!term.word.trim().is_empty());
                assert!(!term.meaning.trim().is_empty(), "{}", term.word);
                let section = term.section.expect("every term has its section");
                assert!(IDS.contains(&section), "{}: {section}", term.word);
            }
        }
        for terms in [&en, &ja] {
            let words: BTreeSet<String> = terms.iter().map(|t| t.word.to_lowercase()).collect();
            assert_eq!(words.len(), terms.len(), "a word twice");
        }
    }

    #[test]
    fn every_term_is_written_as_the_screens_write_it() {
        for locale in LOCALES {
            let texts = screen_texts(locale);
            for term in glossary(locale) {
                let word = term.word.to_lowercase();
                assert!(
                    texts.iter().any(|text| text.contains(&word)),
                    "{} ({locale:?}) is in no screen's text",
                    term.word
                );
            }
        }
    }

    #[test]
    fn a_word_the_screens_never_write_is_not_found_there() {
        let texts = screen_texts(Locale::en);
        assert!(!texts.iter().any(|text| text.contains("eliminated")));
    }
}
