//! The police's actions: searches for clues, chains of searches, and arrests (WC5.3).

use super::blocks::{example, figure, Block};
use super::drawings::search_and_arrest;
use crate::games::whitechapel::words::{tr, WcWords};

pub fn blocks(words: &WcWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        // WC5.3.1: one action each, on a circle next to his crossing.
        Block::Paragraph(tr!(l, guide.search_p1)),
        Block::Heading(tr!(l, panel.search)),
        // WC5.3.2, WC8.1.4: a search, its true answer, and the chain.
        Block::Paragraph(tr!(l, guide.search_p2)),
        // WC5.3.2, WC6.2: what a clue tells.
        Block::Paragraph(tr!(l, guide.search_p3)),
        Block::Heading(tr!(l, panel.arrest)),
        // WC5.3.3: one circle, Jack's present one wins.
        Block::Paragraph(tr!(l, guide.search_arrest)),
        figure(
            search_and_arrest(words),
            tr!(l, guide.search_fig_label),
            tr!(l, guide.search_fig),
        ),
        // WC5.3.4: no circle next to him, no action.
        Block::Paragraph(tr!(l, guide.search_pass)),
        // WC5.3.7.
        example(
            tr!(l, guide.search_ex_title),
            vec![tr!(l, guide.search_ex_p1), tr!(l, guide.search_ex_p2)],
        ),
    ]
}
