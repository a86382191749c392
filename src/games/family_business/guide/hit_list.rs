//! The Hit List and the wall: its order, where mobsters join it and how its gaps close (FB0.5,
//! FB8).

use super::blocks::{figure, Block};
use super::drawings::wall_and_end;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.hit_list_p1)),
        figure(
            wall_and_end(words),
            tr!(l, guide.hit_list_fig_label),
            tr!(l, guide.hit_list_fig),
        ),
        Block::Paragraph(tr!(l, guide.hit_list_p2)),
        Block::Paragraph(tr!(l, guide.hit_list_p3)),
        Block::Example {
            title: tr!(l, guide.hit_list_ex_title),
            story: vec![Block::Steps(vec![
                tr!(l, guide.hit_list_ex_step1),
                tr!(l, guide.hit_list_ex_step2),
                tr!(l, guide.hit_list_ex_step3),
                tr!(l, guide.hit_list_ex_step4),
            ])],
        },
    ]
}
