//! What a section's text is made of — paragraphs, sub-headings, numbered steps, drawings with
//! their captions and worked examples — and how they show.

use leptos::prelude::*;

use super::drawings::Drawing;
use crate::games::whitechapel::words::tr;
use crate::i18n::Locale;

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

/// The blocks as a section's body.
pub fn render(locale: Locale, blocks: Vec<Block>) -> AnyView {
    blocks
        .into_iter()
        .map(|block| render_block(locale, block))
        .collect_view()
        .into_any()
}

fn render_block(locale: Locale, block: Block) -> AnyView {
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
                {render(locale, story)}
            </aside>
        }
        .into_any(),
    }
}
