//! The police's moves: one policeman after another, up to two steps each (WC5.2).

use wc_engine::Policeman;

use super::blocks::{figure, Block};
use super::drawings::police_steps;
use crate::games::whitechapel::words::{tr, WcWords};

pub fn blocks(words: &WcWords) -> Vec<Block> {
    let l = words.locale;
    let colours: Vec<String> = Policeman::ALL.iter().map(|p| words.colour(*p)).collect();
    vec![
        // WC5.2.1, WC7.3: the acting order.
        Block::Paragraph(tr!(l, guide.police_p1, colours = words.list(&colours))),
        // WC5.2.2, WC1.4.4: 0, 1 or 2 steps, circles passed without stopping.
        Block::Paragraph(tr!(l, guide.police_p2)),
        figure(
            police_steps(words),
            tr!(l, guide.police_fig_label),
            tr!(l, guide.police_fig),
        ),
        // WC5.2.2: passing a policeman, never sharing a crossing.
        Block::Paragraph(tr!(l, guide.police_p3)),
        // WC5.1.1, WC5.3.1: a post blocks walks and sets the circles for the action.
        Block::Paragraph(tr!(l, guide.police_p4)),
    ]
}
