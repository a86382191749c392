//! The chosen language. Every string comes from the code leptos_i18n generates from
//! `locales/<language>/<namespace>.json`; the page keeps the choice in a signal of its own, so it
//! carries no locale negotiation machinery.
//!
//! One namespace for the shell (`shell.json`) and one per game (`<game>.json`). Each text is a
//! constant of the code that looks it up, so it travels in the module of the page that code is
//! in: a game's sentences come with the game's module, fetched when the game opens. The shell's
//! macros (`t!`, `t_string!` here, `tr!` in [`super::words`]) look keys up in `shell`; each game
//! has the same three in its `words/namespace.rs`, looking keys up in its own namespace, so no
//! code reaches another game's words. A word the shell and a game (or two games) share is the
//! shell's, and the game names it so at the call: `t!(i18n, shell.start.options)`.

use leptos::prelude::*;

pub use crate::i18n::Locale;

/// The language of the page, provided at the root.
#[derive(Clone, Copy)]
pub struct Language(RwSignal<Locale>);

impl Language {
    pub fn new(locale: Locale) -> Language {
        Language(RwSignal::new(locale))
    }

    /// Tracked.
    pub fn get_locale(self) -> Locale {
        self.0.get()
    }

    pub fn get_locale_untracked(self) -> Locale {
        self.0.get_untracked()
    }

    pub fn set_locale(self, locale: Locale) {
        self.0.set(locale);
    }
}

/// The page's language.
pub fn use_i18n() -> Language {
    expect_context::<Language>()
}

/// The browser's preferred language among those of the page: Japanese if the first of the
/// browser's languages that the page has is Japanese, English otherwise.
pub fn preferred() -> Locale {
    let languages = window().navigator().languages();
    languages
        .iter()
        .filter_map(|l| l.as_string())
        .find_map(|l| match l.get(..2) {
            Some("ja") => Some(Locale::ja),
            Some("en") => Some(Locale::en),
            _ => None,
        })
        .unwrap_or_default()
}

/// A text of the shell's namespace that follows the page's language: `t!(i18n, app.title)`
/// reads `shell.app.title` of `locales/<language>/shell.json`.
macro_rules! t {
    ($lang:expr, $($key:tt)*) => {
        move || String::from(leptos_i18n::td_string!($lang.get_locale(), shell.$($key)*))
    };
}

/// A text of the shell's namespace in the page's language now (tracked):
/// `t_string!(i18n, hand.heading, name = n)`.
macro_rules! t_string {
    ($lang:expr, $($key:tt)*) => {
        String::from(leptos_i18n::td_string!($lang.get_locale(), shell.$($key)*))
    };
}

pub(crate) use {t, t_string};
