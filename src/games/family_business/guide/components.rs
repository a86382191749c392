//! The components: families and their mobsters, the three classes of action cards, and the
//! places a mobster can be (FB1.2–FB1.5).

use super::blocks::{paragraphs, Block};
use super::drawings::card_classes;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    let mut blocks = paragraphs(vec![
        tr!(l, guide.components_p1),
        tr!(l, guide.components_p2),
    ]);
    blocks.push(Block::Figure {
        drawing: card_classes(words),
        label: tr!(l, guide.components_fig_label),
        caption: tr!(l, guide.components_fig),
    });
    blocks.extend(paragraphs(vec![
        tr!(l, guide.components_p3),
        tr!(l, guide.components_p4),
        tr!(l, guide.components_p5),
    ]));
    blocks
}
