//! Counter cards: who may counter, in what order, what each counter answers and what it does,
//! and who plays next (FB4.5, FB7).

use fb_engine::Kind;

use super::blocks::{counter_card, example, figure, Block};
use super::drawings::counter_on_card;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.counters_p1)),
        Block::Paragraph(tr!(l, guide.counters_p2)),
        Block::Paragraph(tr!(l, guide.counters_p3)),
        figure(
            counter_on_card(words),
            tr!(l, guide.counters_fig_label),
            tr!(l, guide.counters_fig),
        ),
        Block::Heading(tr!(l, guide.counters_which)),
        counter_card(
            words,
            Kind::FamilyInfluence,
            tr!(l, guide.counters_family_influence),
        ),
        counter_card(words, Kind::MobPower, tr!(l, guide.counters_mob_power)),
        counter_card(words, Kind::Finger, tr!(l, guide.counters_finger)),
        counter_card(words, Kind::SafeHouse, tr!(l, guide.counters_safe_house)),
        Block::Paragraph(tr!(l, guide.counters_rest)),
        Block::Paragraph(tr!(l, guide.counters_p4)),
        example(
            tr!(l, guide.counters_ex1_title),
            vec![tr!(l, guide.counters_ex1_p1), tr!(l, guide.counters_ex1_p2)],
        ),
        example(
            tr!(l, guide.counters_ex2_title),
            vec![tr!(l, guide.counters_ex2_p1)],
        ),
        example(
            tr!(l, guide.counters_ex3_title),
            vec![tr!(l, guide.counters_ex3_p1)],
        ),
    ]
}
