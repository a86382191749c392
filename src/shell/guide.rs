//! How to play: what a game gives the shell's frame to show. A game's guide is a list of
//! sections in reading order, each with an id (its address `#how-to-play/<game>/<section>` and
//! the section a decision's "What is this?" opens), and a glossary of every term its screens use.

use leptos::prelude::AnyView;

mod address;
mod terms;

pub use address::{guide_address, GuideAt, GUIDE_PREFIX};
pub use terms::{find_terms, Piece};

/// One section of a game's How to play.
pub struct Section {
    /// Its id: lowercase words joined by hyphens, unique in its game ("make-a-move").
    pub id: &'static str,
    pub title: String,
    /// Its text, drawings and worked examples, in the page's language.
    pub body: AnyView,
}

/// A term of a game's screens and what it means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    /// The term as the screens write it, in the page's language ("ante", "アンティ").
    pub word: String,
    /// What it means, in a sentence or two.
    pub meaning: String,
    /// The section that tells more, if any.
    pub section: Option<&'static str>,
}
