//! Playing a card: targets, plays without effect, the counter window and follow-up choices
//! (FB4).

use super::blocks::{example, figure, Block};
use super::drawings::card_to_discard;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.playing_p1)),
        Block::Paragraph(tr!(l, guide.playing_p2)),
        Block::Paragraph(tr!(l, guide.playing_p3)),
        figure(
            card_to_discard(l),
            tr!(l, guide.playing_fig_label),
            tr!(l, guide.playing_fig),
        ),
        Block::Paragraph(tr!(l, guide.playing_p4)),
        example(
            tr!(l, guide.playing_ex_title),
            vec![tr!(l, guide.playing_ex_p1)],
        ),
    ]
}
