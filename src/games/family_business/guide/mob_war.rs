//! The Mob War and its fire: how a war starts, kills at the start of turns and ends (FB9).

use super::blocks::{example, figure, Block};
use super::drawings::double_fire;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.war_p1)),
        Block::Paragraph(tr!(l, guide.war_p2)),
        figure(
            double_fire(words),
            tr!(l, guide.war_fig_label),
            tr!(l, guide.war_fig),
        ),
        Block::Heading(tr!(l, guide.war_starts)),
        Block::Steps(vec![
            tr!(l, guide.war_start1),
            tr!(l, guide.war_start2),
            tr!(l, guide.war_start3),
            tr!(l, guide.war_start4),
        ]),
        Block::Paragraph(tr!(l, guide.war_needs)),
        Block::Heading(tr!(l, guide.war_ends)),
        Block::Paragraph(tr!(l, guide.war_end_p)),
        example(tr!(l, guide.war_ex1_title), vec![tr!(l, guide.war_ex1_p1)]),
        example(tr!(l, guide.war_ex2_title), vec![tr!(l, guide.war_ex2_p1)]),
        example(tr!(l, guide.war_ex3_title), vec![tr!(l, guide.war_ex3_p1)]),
    ]
}
