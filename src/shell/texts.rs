//! A text in each language of the page: a game's name, or a sentence put into words once and
//! shown later, whatever the language then.

use crate::i18n::Locale;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texts<S = String> {
    pub en: S,
    pub ja: S,
}

impl<S: AsRef<str>> Texts<S> {
    pub fn get(&self, locale: Locale) -> &str {
        match locale {
            Locale::en => self.en.as_ref(),
            Locale::ja => self.ja.as_ref(),
        }
    }
}

impl Texts {
    /// The text `say` gives in each language.
    pub fn each(say: impl Fn(Locale) -> String) -> Texts {
        Texts {
            en: say(Locale::en),
            ja: say(Locale::ja),
        }
    }
}
