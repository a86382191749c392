//! The rescue cards, each in a line, with worked examples (FB6).

use fb_engine::Kind;

use super::blocks::{action_card, paragraphs, Block};
use super::drawings::gap_closes;
use crate::games::family_business::words::{tr, FbWords};

pub fn blocks(words: &FbWords) -> Vec<Block> {
    let l = words.locale;
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
    let mut blocks = vec![
        Block::Paragraph(tr!(l, guide.rescues_p1)),
        Block::Figure {
            drawing: gap_closes(words),
            label: tr!(l, guide.rescues_fig_label),
            caption: tr!(l, guide.rescues_fig),
        },
    ];
    blocks.extend(
        lines
            .into_iter()
            .map(|(kind, text)| action_card(words, kind, text)),
    );
    blocks.extend([
        Block::Example {
            title: tr!(l, guide.rescues_ex1_title),
            story: paragraphs(vec![tr!(l, guide.rescues_ex1_p1)]),
        },
        Block::Example {
            title: tr!(l, guide.rescues_ex2_title),
            story: paragraphs(vec![tr!(l, guide.rescues_ex2_p1)]),
        },
        Block::Example {
            title: tr!(l, guide.rescues_ex3_title),
            story: paragraphs(vec![tr!(l, guide.rescues_ex3_p1)]),
        },
    ]);
    blocks
}
