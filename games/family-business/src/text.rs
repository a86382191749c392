//! A text in both languages of this edition.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub en: String,
    pub ja: String,
}

impl Text {
    /// Whether a language lacks the text.
    pub fn is_empty(&self) -> bool {
        self.en.trim().is_empty() || self.ja.trim().is_empty()
    }
}
