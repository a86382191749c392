//! Out of the game, the winner, a draw and the standings (FB10).

use super::blocks::{paragraphs, Block};
use super::drawings::family_out;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    let mut blocks = paragraphs(vec![
        tr!(l, guide.elimination_p1),
        tr!(l, guide.elimination_p2),
        tr!(l, guide.elimination_p3),
    ]);
    blocks.push(Block::Figure {
        drawing: family_out(l),
        label: tr!(l, guide.elimination_fig_label),
        caption: tr!(l, guide.elimination_fig),
    });
    blocks.extend(paragraphs(vec![
        tr!(l, guide.elimination_p4),
        tr!(l, guide.elimination_p5),
    ]));
    blocks.extend([
        Block::Example {
            title: tr!(l, guide.elimination_ex1_title),
            story: paragraphs(vec![
                tr!(l, guide.elimination_ex1_p1),
                tr!(l, guide.elimination_ex1_p2),
            ]),
        },
        Block::Example {
            title: tr!(l, guide.elimination_ex2_title),
            story: paragraphs(vec![tr!(l, guide.elimination_ex2_p1)]),
        },
    ]);
    blocks
}
