//! A turn step by step: war kills, refill, play, resolution, the next player (FB3).

use super::blocks::{example, figure, Block};
use super::drawings::turn_steps;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.turn_intro)),
        Block::Steps(vec![
            tr!(l, guide.turn_step1),
            tr!(l, guide.turn_step2),
            tr!(l, guide.turn_step3),
            tr!(l, guide.turn_step4),
            tr!(l, guide.turn_step5),
        ]),
        figure(
            turn_steps(l),
            tr!(l, guide.turn_fig_label),
            tr!(l, guide.turn_fig),
        ),
        example(
            tr!(l, guide.turn_ex_title),
            vec![tr!(l, guide.turn_ex_p1), tr!(l, guide.turn_ex_p2)],
        ),
    ]
}
