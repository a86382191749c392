//! The attack cards, each in a line, with worked examples (FB5).

use fb_engine::Kind;

use super::blocks::{action_card, paragraphs, Block};
use super::drawings::contracts;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
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
    let mut blocks = vec![
        Block::Paragraph(tr!(l, guide.attacks_p1)),
        Block::Figure {
            drawing: contracts(words),
            label: tr!(l, guide.attacks_fig_label),
            caption: tr!(l, guide.attacks_fig),
        },
    ];
    blocks.extend(
        lines
            .into_iter()
            .map(|(kind, text)| action_card(words, kind, text)),
    );
    blocks.extend([
        Block::Example {
            title: tr!(l, guide.attacks_ex1_title),
            story: paragraphs(vec![
                tr!(l, guide.attacks_ex1_p1),
                tr!(l, guide.attacks_ex1_p2),
            ]),
        },
        Block::Example {
            title: tr!(l, guide.attacks_ex2_title),
            story: paragraphs(vec![tr!(l, guide.attacks_ex2_p1)]),
        },
        Block::Example {
            title: tr!(l, guide.attacks_ex3_title),
            story: paragraphs(vec![tr!(l, guide.attacks_ex3_p1)]),
        },
    ]);
    blocks
}
