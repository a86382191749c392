//! A sentence in both languages of the page, for what is put into words once and shown later,
//! whatever the language then.

use crate::i18n::Locale;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Texts {
    pub en: String,
    pub ja: String,
}

impl Texts {
    pub fn get(&self, locale: Locale) -> &str {
        match locale {
            Locale::en => &self.en,
            Locale::ja => &self.ja,
        }
    }
}
