//! What a section's text is made of — paragraphs, sub-headings, numbered steps, drawings with
//! their captions, worked examples and the line that presents one card — and how they show.

use fb_engine::{Ability, Kind};
use leptos::prelude::*;

use super::drawings::Drawing;
use crate::games::family_business::words::{provisional, tr, FbWords};

/// One block of a section.
pub enum Block {
    Paragraph(String),
    Heading(String),
    Steps(Vec<String>),
    /// A drawing; `label` names it for screen readers, `caption` is shown under it.
    Figure {
        drawing: Drawing,
        label: String,
        caption: String,
    },
    /// A worked example: its title and what happens.
    Example {
        title: String,
        story: Vec<Block>,
    },
    /// A card's name, what it does and a note after it.
    Card {
        name: String,
        text: String,
        note: String,
    },
}

/// A drawing named `label` for screen readers, with `caption` under it.
pub fn figure(drawing: Drawing, label: String, caption: String) -> Block {
    Block::Figure {
        drawing,
        label,
        caption,
    }
}

/// A worked example titled `title`, told in a paragraph for each text.
pub fn example(title: String, texts: Vec<String>) -> Block {
    Block::Example {
        title,
        story: texts.into_iter().map(Block::Paragraph).collect(),
    }
}

/// The attack or rescue cards' lines, one for each card with what it does.
pub fn action_cards<'a>(
    words: &'a FbWords,
    lines: impl IntoIterator<Item = (Kind, String)> + 'a,
) -> impl Iterator<Item = Block> + 'a {
    lines
        .into_iter()
        .map(|(kind, text)| action_card(words, kind, text))
}

/// An attack or rescue card: its name, what it does in `text`, and which counters answer it
/// (FB7.6).
fn action_card(words: &FbWords, kind: Kind, text: String) -> Block {
    let counters: Vec<String> = kind.countered_by().iter().map(|c| words.card(*c)).collect();
    let note = if counters.is_empty() {
        tr!(words.locale, guide.not_counterable)
    } else {
        tr!(
            words.locale,
            guide.countered_by,
            cards = words.list(&counters)
        )
    };
    Block::Card {
        name: words.card(kind),
        text,
        note,
    }
}

/// A counter card: its name, what it does in `text`, and the cards it answers (FB7.6).
pub fn counter_card(words: &FbWords, counter: Kind, text: String) -> Block {
    let answered: Vec<String> = Kind::ALL
        .into_iter()
        .filter(|kind| kind.countered_by().contains(&counter))
        .map(|kind| words.card(kind))
        .collect();
    Block::Card {
        name: words.card(counter),
        text,
        note: tr!(
            words.locale,
            guide.counters_against,
            cards = words.list(&answered)
        ),
    }
}

/// An ability card: its name, its rule, and whether its text is this edition's design
/// (FB13.2.1).
pub fn ability_card(words: &FbWords, ability: Ability) -> Block {
    Block::Card {
        name: words.ability(ability),
        text: words.ability_text(ability),
        note: if provisional(ability) {
            tr!(words.locale, guide.provisional_mark)
        } else {
            String::new()
        },
    }
}

/// The blocks as a section's body.
pub fn render(words: &FbWords, blocks: Vec<Block>) -> AnyView {
    blocks
        .into_iter()
        .map(|block| render_block(words, block))
        .collect_view()
        .into_any()
}

fn render_block(words: &FbWords, block: Block) -> AnyView {
    let locale = words.locale;
    match block {
        Block::Paragraph(text) => view! { <p>{text}</p> }.into_any(),
        Block::Heading(text) => view! { <h4>{text}</h4> }.into_any(),
        Block::Steps(texts) => view! {
            <ol class="guide-steps">
                {texts.into_iter().map(|text| view! { <li>{text}</li> }).collect_view()}
            </ol>
        }
        .into_any(),
        Block::Figure {
            drawing,
            label,
            caption,
        } => {
            let (width, height) = drawing.size;
            view! {
                <figure class="guide-figure">
                    <svg
                        xmlns="http://www.w3.org/2000/svg"
                        role="img"
                        aria-label=label
                        width=width
                        height=height
                        viewBox=format!("0 0 {width} {height}")
                    >
                        {drawing.shapes}
                    </svg>
                    <figcaption>{caption}</figcaption>
                </figure>
            }
            .into_any()
        }
        Block::Example { title, story } => view! {
            <aside class="guide-example">
                <h4>{tr!(locale, guide.example, title = title)}</h4>
                {render(words, story)}
            </aside>
        }
        .into_any(),
        Block::Card { name, text, note } => view! {
            <p>
                <strong>{name}</strong>
                {tr!(locale, guide.name_sep)}
                {tr!(locale, guide.with_note, text = text, note = note)}
            </p>
        }
        .into_any(),
    }
}
