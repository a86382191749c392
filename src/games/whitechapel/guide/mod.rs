//! How to play Letters from Whitechapel: the sections the shell's frame shows, in reading
//! order, and the glossary of its terms. Each section's text is in its own file, its drawings
//! in `drawings/`.

mod a_night;
mod before_the_crime;
mod blocks;
mod drawings;
mod glossary;
mod goal;
mod jack_moves;
mod police_moves;
mod searches_and_arrests;
mod sides;
mod the_map;
mod tips;
mod winning;

use blocks::{render, Block};

use super::words::{tr, WcWords};
use crate::i18n::Locale;
use crate::shell::guide::{Section, Term};

/// The words of the guide: the game's names without players.
fn words(locale: Locale) -> WcWords<'static> {
    WcWords::new(locale, &[])
}

/// A section before it is shown: its id, its title and its blocks.
struct Contents {
    id: &'static str,
    title: String,
    blocks: Vec<Block>,
}

/// What writes a section's blocks in the guide's words.
type Writer = fn(&WcWords) -> Vec<Block>;

/// Every section's contents, in reading order.
fn contents(words: &WcWords) -> Vec<Contents> {
    let l = words.locale;
    let sections: [(_, _, Writer); 10] = [
        ("goal", tr!(l, guide.goal_title), goal::blocks),
        ("sides", tr!(l, guide.sides_title), sides::blocks),
        ("the-map", tr!(l, guide.map_title), the_map::blocks),
        ("a-night", tr!(l, guide.night_title), a_night::blocks),
        (
            "before-the-crime",
            tr!(l, table.before_crime),
            before_the_crime::blocks,
        ),
        ("jack-moves", tr!(l, guide.jack_title), jack_moves::blocks),
        (
            "police-moves",
            tr!(l, guide.police_title),
            police_moves::blocks,
        ),
        (
            "searches-and-arrests",
            tr!(l, guide.search_title),
            searches_and_arrests::blocks,
        ),
        ("winning", tr!(l, guide.win_title), winning::blocks),
        ("tips", tr!(l, guide.tips_title), tips::blocks),
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

/// The sections, in reading order.
pub fn sections(locale: Locale) -> Vec<Section> {
    contents(&words(locale))
        .into_iter()
        .map(|c| Section {
            id: c.id,
            title: c.title,
            body: render(locale, c.blocks),
        })
        .collect()
}

/// Every term the game's screens use.
pub fn glossary(locale: Locale) -> Vec<Term> {
    glossary::terms(locale)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use serde_json::Value;

    use super::*;

    const LOCALES: [Locale; 2] = [Locale::en, Locale::ja];

    const IDS: [&str; 10] = [
        "goal",
        "sides",
        "the-map",
        "a-night",
        "before-the-crime",
        "jack-moves",
        "police-moves",
        "searches-and-arrests",
        "winning",
        "tips",
    ];

    /// The sections that only tell, with nothing to draw.
    const WITHOUT_DRAWINGS: [&str; 2] = ["sides", "tips"];

    /// The sections with worked examples.
    const WITH_EXAMPLES: [&str; 3] = ["before-the-crime", "jack-moves", "searches-and-arrests"];

    /// The glossary's words no screen writes, in each language: the guide's own names for
    /// things the screens show without naming them.
    const GUIDE_ONLY_EN: [&str; 2] = ["move track", "out of time"];
    const GUIDE_ONLY_JA: [&str; 2] = ["移動トラック", "行き場を失う"];

    fn language(locale: Locale) -> &'static str {
        match locale {
            Locale::en => "en",
            Locale::ja => "ja",
        }
    }

    /// Each section's blocks, by id.
    fn blocks_of(locale: Locale) -> Vec<(&'static str, Vec<Block>)> {
        contents(&words(locale))
            .into_iter()
            .map(|c| (c.id, c.blocks))
            .collect()
    }

    /// Every text of a block and of the blocks inside it.
    fn texts(block: &Block) -> Vec<String> {
        match block {
            Block::Paragraph(t) | Block::Heading(t) => vec![t.clone()],
            Block::Steps(ts) => ts.clone(),
            Block::Figure { label, caption, .. } => vec![label.clone(), caption.clone()],
            Block::Example { title, story } => std::iter::once(title.clone())
                .chain(story.iter().flat_map(texts))
                .collect(),
        }
    }

    /// Every text the game's screens show in a language, outside the guide and the glossary,
    /// lowercased.
    fn screen_texts(locale: Locale) -> Vec<String> {
        let path = format!(
            "{}/locales/{}/whitechapel.json",
            env!("CARGO_MANIFEST_DIR"),
            language(locale)
        );
        let text = std::fs::read_to_string(&path).expect("the namespace's file");
        let value: Value = serde_json::from_str(&text).expect("JSON");
        value
            .as_object()
            .expect("groups")
            .iter()
            .filter(|(group, _)| !["guide", "glossary"].contains(&group.as_str()))
            .flat_map(|(_, keys)| keys.as_object().expect("keys").values())
            .map(|text| text.as_str().expect("a text").to_lowercase())
            .collect()
    }

    #[test]
    fn the_sections_are_the_ten_in_reading_order_each_with_a_title() {
        for locale in LOCALES {
            let sections = sections(locale);
            let ids: Vec<&str> = sections.iter().map(|s| s.id).collect();
            assert_eq!(ids, IDS, "{locale:?}");
            let unique: BTreeSet<&str> = ids.iter().copied().collect();
            assert_eq!(unique.len(), IDS.len());
            for section in &sections {
                assert!(!section.title.trim().is_empty(), "{}", section.id);
                assert!(
                    section
                        .id
                        .split('-')
                        .all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase())),
                    "{}",
                    section.id
                );
            }
        }
    }

    #[test]
    fn every_section_has_text_and_its_drawings_are_named_captioned_and_fit_a_phone() {
        for locale in LOCALES {
            for (id, blocks) in blocks_of(locale) {
                assert!(
                    blocks
                        .iter()
                        .any(|b| matches!(b, Block::Paragraph(t) if !t.trim().is_empty())
                            || matches!(b, Block::Steps(ts) if !ts.is_empty())),
                    "{id}"
                );
                for text in blocks.iter().flat_map(texts) {
                    assert!(!text.trim().is_empty(), "{id} has an empty text");
                }
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
                assert_eq!(
                    figures.is_empty(),
                    WITHOUT_DRAWINGS.contains(&id),
                    "{id} in {locale:?}"
                );
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
                    WITH_EXAMPLES.contains(&id),
                    "{id} in {locale:?}"
                );
            }
        }
    }

    #[test]
    fn every_term_has_a_word_a_meaning_and_an_existing_section_in_both_languages() {
        let en = glossary(Locale::en);
        let ja = glossary(Locale::ja);
        assert!(en.len() >= 30, "{}", en.len());
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
    fn every_term_is_written_as_the_screens_write_it_or_is_the_guides_own() {
        for (locale, guide_only) in [(Locale::en, GUIDE_ONLY_EN), (Locale::ja, GUIDE_ONLY_JA)] {
            let texts = screen_texts(locale);
            let terms = glossary(locale);
            for own in guide_only {
                assert!(terms.iter().any(|t| t.word == own), "{own}");
                assert!(!texts.iter().any(|text| text.contains(own)), "{own}");
            }
            for term in terms
                .iter()
                .filter(|t| !guide_only.contains(&t.word.as_str()))
            {
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
    fn every_term_is_used_in_the_section_it_points_to() {
        for locale in LOCALES {
            let sections = blocks_of(locale);
            for term in glossary(locale) {
                let id = term.section.expect("its section");
                let (_, blocks) = sections
                    .iter()
                    .find(|(s, _)| *s == id)
                    .expect("the section");
                let word = term.word.to_lowercase();
                assert!(
                    blocks
                        .iter()
                        .flat_map(texts)
                        .any(|text| text.to_lowercase().contains(&word)),
                    "{} ({locale:?}) is not in {id}",
                    term.word
                );
            }
        }
    }
}
