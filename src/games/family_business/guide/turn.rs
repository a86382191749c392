//! A turn step by step: war kills, refill, play, resolution, the next player (FB3).

use super::blocks::{paragraphs, Block};
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
        Block::Figure {
            drawing: turn_steps(l),
            label: tr!(l, guide.turn_fig_label),
            caption: tr!(l, guide.turn_fig),
        },
        Block::Example {
            title: tr!(l, guide.turn_ex_title),
            story: paragraphs(vec![tr!(l, guide.turn_ex_p1), tr!(l, guide.turn_ex_p2)]),
        },
    ]
}
