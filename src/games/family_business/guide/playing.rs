//! Playing a card: targets, plays without effect, the counter window and follow-up choices
//! (FB4).

use super::blocks::{paragraphs, Block};
use super::drawings::card_to_discard;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    let mut blocks = paragraphs(vec![
        tr!(l, guide.playing_p1),
        tr!(l, guide.playing_p2),
        tr!(l, guide.playing_p3),
    ]);
    blocks.extend([
        Block::Figure {
            drawing: card_to_discard(l),
            label: tr!(l, guide.playing_fig_label),
            caption: tr!(l, guide.playing_fig),
        },
        Block::Paragraph(tr!(l, guide.playing_p4)),
        Block::Example {
            title: tr!(l, guide.playing_ex_title),
            story: paragraphs(vec![tr!(l, guide.playing_ex_p1)]),
        },
    ]);
    blocks
}
