//! The goal: what the families fight for and how the game is won.

use super::blocks::{paragraphs, Block};
use super::drawings::last_family;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    let mut blocks = paragraphs(vec![
        tr!(l, guide.goal_p1),
        tr!(l, guide.goal_p2),
        tr!(l, guide.goal_p3),
    ]);
    blocks.push(Block::Figure {
        drawing: last_family(words),
        label: tr!(l, guide.goal_fig_label),
        caption: tr!(l, guide.goal_fig),
    });
    blocks
}
