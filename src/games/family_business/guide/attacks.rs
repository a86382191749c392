//! The attack cards, each in a line, with worked examples (FB5).

use fb_engine::Kind;

use super::blocks::{action_cards, example, figure, Block};
use super::drawings::contracts;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
    let intro = [
        Block::Paragraph(tr!(l, guide.attacks_p1)),
        figure(
            contracts(words),
            tr!(l, guide.attacks_fig_label),
            tr!(l, guide.attacks_fig),
        ),
    ];
    let lines = [
        (Kind::Contract, tr!(l, guide.attacks_contract)),
        (
            Kind::ContractFiProof,
            tr!(l, guide.attacks_contract_fi_proof),
        ),
        (
            Kind::ContractUncounterable,
            tr!(l, guide.attacks_contract_uncounterable),
        ),
        (
            Kind::PriorityContract,
            tr!(l, guide.attacks_priority_contract),
        ),
        (Kind::DoubleContract, tr!(l, guide.attacks_double_contract)),
        (Kind::Hit, tr!(l, guide.attacks_hit)),
        (Kind::Massacre, tr!(l, guide.attacks_massacre)),
        (Kind::DoubleCross, tr!(l, guide.attacks_double_cross)),
        (Kind::MobWar, tr!(l, guide.attacks_mob_war)),
        (Kind::Ambush, tr!(l, guide.attacks_ambush)),
        (Kind::Vendetta, tr!(l, guide.attacks_vendetta)),
        (Kind::Turncoat, tr!(l, guide.attacks_turncoat)),
    ];
    let examples = [
        example(
            tr!(l, guide.attacks_ex1_title),
            vec![tr!(l, guide.attacks_ex1_p1), tr!(l, guide.attacks_ex1_p2)],
        ),
        example(
            tr!(l, guide.attacks_ex2_title),
            vec![tr!(l, guide.attacks_ex2_p1)],
        ),
        example(
            tr!(l, guide.attacks_ex3_title),
            vec![tr!(l, guide.attacks_ex3_p1)],
        ),
    ];
    intro
        .into_iter()
        .chain(action_cards(words, lines))
        .chain(examples)
        .collect()
}
