//! The rescue cards, each in a line, with worked examples (FB6).

use fb_engine::Kind;

use super::blocks::{action_cards, example, figure, Block};
use super::drawings::gap_closes;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    let intro = [
        Block::Paragraph(tr!(l, guide.rescues_p1)),
        figure(
            gap_closes(words),
            tr!(l, guide.rescues_fig_label),
            tr!(l, guide.rescues_fig),
        ),
    ];
    let lines = [
        (Kind::Lam, tr!(l, guide.rescues_lam)),
        (
            Kind::PoliceProtection,
            tr!(l, guide.rescues_police_protection),
        ),
        (Kind::Substitution, tr!(l, guide.rescues_substitution)),
        (Kind::Intrigue, tr!(l, guide.rescues_intrigue)),
        (Kind::Truce, tr!(l, guide.rescues_truce)),
        (Kind::Payoff, tr!(l, guide.rescues_payoff)),
        (
            Kind::FederalCrackdown,
            tr!(l, guide.rescues_federal_crackdown),
        ),
    ];
    let examples = [
        example(
            tr!(l, guide.rescues_ex1_title),
            vec![tr!(l, guide.rescues_ex1_p1)],
        ),
        example(
            tr!(l, guide.rescues_ex2_title),
            vec![tr!(l, guide.rescues_ex2_p1)],
        ),
        example(
            tr!(l, guide.rescues_ex3_title),
            vec![tr!(l, guide.rescues_ex3_p1)],
        ),
    ];
    intro
        .into_iter()
        .chain(action_cards(words, lines))
        .chain(examples)
        .collect()
}
