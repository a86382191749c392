//! The components: families and their mobsters, the three classes of action cards, and the
//! places a mobster can be (FB1.2–FB1.5).

use super::blocks::{figure, Block};
use super::drawings::card_classes;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.components_p1)),
        Block::Paragraph(tr!(l, guide.components_p2)),
        figure(
            card_classes(words),
            tr!(l, guide.components_fig_label),
            tr!(l, guide.components_fig),
        ),
        Block::Paragraph(tr!(l, guide.components_p3)),
        Block::Paragraph(tr!(l, guide.components_p4)),
        Block::Paragraph(tr!(l, guide.components_p5)),
    ]
}
