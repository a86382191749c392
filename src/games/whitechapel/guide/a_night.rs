//! A night's two parts: before the crime, and the hunt in rounds (WC3).

use super::blocks::{figure, Block};
use super::drawings::night_parts;
use crate::games::whitechapel::words::{tr, WcWords};

pub fn blocks(words: &WcWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.night_p1)),
        Block::Heading(tr!(l, table.before_crime)),
        // WC3.1 A: WC4.1, WC4.2, WC4.3–WC4.6, WC4.7.
        Block::Steps(vec![
            tr!(l, guide.night_before_1),
            tr!(l, guide.night_before_2),
            tr!(l, guide.night_before_3),
            tr!(l, guide.night_before_4),
        ]),
        Block::Heading(tr!(l, guide.night_hunt)),
        // WC3.1 B, WC5: Jack's move, the police moves, the police actions.
        Block::Paragraph(tr!(l, guide.night_p_hunt)),
        figure(
            night_parts(l),
            tr!(l, guide.night_fig_label),
            tr!(l, guide.night_fig),
        ),
        // WC2.3, WC4.2.1, WC7.3, WC5.2.1: the night's head of the investigation.
        Block::Paragraph(tr!(l, guide.night_p_chief)),
        // WC6.2, WC1.2: between nights.
        Block::Paragraph(tr!(l, guide.night_p_end)),
    ]
}
