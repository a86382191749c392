//! The advanced variant's ability cards: attaching one, how long it works, and each ability in
//! a line (FB13.2–FB13.3).

use fb_engine::Ability;

use super::blocks::{ability_card, example, figure, Block};
use super::drawings::attached_ability;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    let intro = [
        Block::Paragraph(tr!(l, guide.abilities_p1)),
        Block::Paragraph(tr!(l, guide.abilities_p2)),
        Block::Paragraph(tr!(l, guide.abilities_p3)),
        figure(
            attached_ability(words),
            tr!(l, guide.abilities_fig_label),
            tr!(l, guide.abilities_fig),
        ),
        Block::Paragraph(tr!(l, guide.abilities_p4)),
    ];
    let cards = Ability::ALL.map(|ability| ability_card(words, ability));
    let examples = [
        example(
            tr!(l, guide.abilities_ex1_title),
            vec![tr!(l, guide.abilities_ex1_p1)],
        ),
        example(
            tr!(l, guide.abilities_ex2_title),
            vec![tr!(l, guide.abilities_ex2_p1)],
        ),
    ];
    intro.into_iter().chain(cards).chain(examples).collect()
}
