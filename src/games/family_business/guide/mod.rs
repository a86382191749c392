//! How to play the game: the sections the shell's frame shows and the glossary of its terms.

use leptos::prelude::*;

use super::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::{Section, Term};

/// The sections, in reading order.
pub fn sections(locale: Locale) -> Vec<Section> {
    vec![
        Section {
            id: "goal",
            title: tr!(locale, guide.goal_title),
            body: view! { <p>{tr!(locale, guide.goal)}</p> }.into_any(),
        },
        Section {
            id: "playing-a-card",
            title: tr!(locale, guide.playing_title),
            body: view! { <p>{tr!(locale, guide.playing)}</p> }.into_any(),
        },
    ]
}

/// Every term the game's screens use.
pub fn glossary(locale: Locale) -> Vec<Term> {
    vec![Term {
        word: tr!(locale, guide.hit_list),
        meaning: tr!(locale, guide.hit_list_meaning),
        section: Some("hit-list"),
    }]
}
