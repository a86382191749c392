//! The goal: what the families fight for and how the game is won.

use super::blocks::{figure, Block};
use super::drawings::last_family;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.goal_p1)),
        Block::Paragraph(tr!(l, guide.goal_p2)),
        Block::Paragraph(tr!(l, guide.goal_p3)),
        figure(
            last_family(words),
            tr!(l, guide.goal_fig_label),
            tr!(l, guide.goal_fig),
        ),
    ]
}
