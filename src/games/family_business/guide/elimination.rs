//! Out of the game, the winner, a draw and the standings (FB10).

use super::blocks::{example, figure, Block};
use super::drawings::family_out;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.elimination_p1)),
        Block::Paragraph(tr!(l, guide.elimination_p2)),
        Block::Paragraph(tr!(l, guide.elimination_p3)),
        figure(
            family_out(l),
            tr!(l, guide.elimination_fig_label),
            tr!(l, guide.elimination_fig),
        ),
        Block::Paragraph(tr!(l, guide.elimination_p4)),
        Block::Paragraph(tr!(l, guide.elimination_p5)),
        example(
            tr!(l, guide.elimination_ex1_title),
            vec![
                tr!(l, guide.elimination_ex1_p1),
                tr!(l, guide.elimination_ex1_p2),
            ],
        ),
        example(
            tr!(l, guide.elimination_ex2_title),
            vec![tr!(l, guide.elimination_ex2_p1)],
        ),
    ]
}
