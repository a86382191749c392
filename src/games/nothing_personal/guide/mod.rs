//! How to play the game: the sections the shell's frame shows, in reading order, and the
//! glossary of the terms its screens use.

mod drawing;
mod glossary;
mod layout;
mod names;
mod positions;
mod sections;
#[cfg(test)]
mod tests;

use crate::i18n::Locale;
use crate::shell::guide::Section;

pub use glossary::glossary;

/// The sections, in reading order.
pub fn sections(locale: Locale) -> Vec<Section> {
    use sections::*;
    vec![
        goal::section(locale),
        components::section(locale),
        setup::section(locale),
        round::section(locale),
        commission::section(locale),
        ante::section(locale),
        control::section(locale),
        tiebreaker::section(locale),
        capo_ring::section(locale),
        crew::section(locale),
        make_a_move::section(locale),
        whack::section(locale),
        blackmail::section(locale),
        omerta::section(locale),
        cards::section(locale),
        deals::section(locale),
        fence::section(locale),
        feds::section(locale),
        family::section(locale),
        bookkeeping::section(locale),
    ]
}
