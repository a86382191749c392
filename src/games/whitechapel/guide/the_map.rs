//! The map: circles, crossings and streets, the red circles and the yellow crossings
//! (WC1.1.4, WC1.5).

use super::blocks::{figure, Block};
use super::drawings::map_piece;
use crate::games::whitechapel::words::{tr, WcWords};

pub fn blocks(words: &WcWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        // WC1.1.4: 195 circles, 234 crossings, dotted streets.
        Block::Paragraph(tr!(l, guide.map_p1)),
        // WC13: Jack, women and clues on circles; policemen and patrols on crossings.
        Block::Paragraph(tr!(l, guide.map_p2)),
        // WC1.5, WC4.1.3, WC4.2.3.
        Block::Paragraph(tr!(l, guide.map_p3)),
        figure(
            map_piece(words),
            tr!(l, guide.map_fig_label),
            tr!(l, guide.map_fig),
        ),
        Block::Paragraph(tr!(l, table.map_help)),
    ]
}
