//! Setting up: rows, an empty Hit List, the first player and the deal (FB2).

use super::blocks::{example, figure, Block};
use super::drawings::starting_hand;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.setup_intro)),
        Block::Steps(vec![
            tr!(l, guide.setup_step1),
            tr!(l, guide.setup_step2),
            tr!(l, guide.setup_step3),
            tr!(l, guide.setup_step4),
        ]),
        figure(
            starting_hand(),
            tr!(l, guide.setup_fig_label),
            tr!(l, guide.setup_fig),
        ),
        Block::Paragraph(tr!(l, guide.setup_options)),
        example(
            tr!(l, guide.setup_ex_title),
            vec![tr!(l, guide.setup_ex_p1)],
        ),
    ]
}
