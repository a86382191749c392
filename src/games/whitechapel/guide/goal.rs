//! The goal: four nights, a victim each night, and Jack's way home (WC1.2, WC2.2, WC6.3).

use super::blocks::{figure, Block};
use super::drawings::way_home;
use crate::games::whitechapel::words::{tr, WcWords};

pub fn blocks(words: &WcWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        // WC1.2, WC2.2: a victim a night (two on night 3), then home to the secret hideout.
        Block::Paragraph(tr!(l, guide.goal_p1)),
        Block::Paragraph(tr!(l, guide.goal_p2)),
        figure(
            way_home(words),
            tr!(l, guide.goal_fig_label),
            tr!(l, guide.goal_fig),
        ),
        // WC6.3: Jack wins after four escapes; the police at the first arrest, trap or
        // out-of-time.
        Block::Paragraph(tr!(l, guide.goal_p3)),
    ]
}
