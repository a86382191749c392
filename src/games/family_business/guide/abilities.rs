//! The advanced variant's ability cards: attaching one, how long it works, and each ability in
//! a line (FB13.2–FB13.3).

use fb_engine::Ability;

use super::blocks::{ability_card, paragraphs, Block};
use super::drawings::attached_ability;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    let mut blocks = paragraphs(vec![
        tr!(l, guide.abilities_p1),
        tr!(l, guide.abilities_p2),
        tr!(l, guide.abilities_p3),
    ]);
    blocks.extend([
        Block::Figure {
            drawing: attached_ability(words),
            label: tr!(l, guide.abilities_fig_label),
            caption: tr!(l, guide.abilities_fig),
        },
        Block::Paragraph(tr!(l, guide.abilities_p4)),
    ]);
    blocks.extend(
        Ability::ALL
            .into_iter()
            .map(|ability| ability_card(words, ability)),
    );
    blocks.extend([
        Block::Example {
            title: tr!(l, guide.abilities_ex1_title),
            story: paragraphs(vec![tr!(l, guide.abilities_ex1_p1)]),
        },
        Block::Example {
            title: tr!(l, guide.abilities_ex2_title),
            story: paragraphs(vec![tr!(l, guide.abilities_ex2_p1)]),
        },
    ]);
    blocks
}
