//! How to play: influence cards and playing between turns (R4.3–R4.10, R11.3, R11.4, R12.9).

use super::super::drawing::cards;
use super::super::layout::{example, figure, heading, paragraphs, steps};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    let option = tr!(locale, panel.decline_windows);
    Section {
        id: "cards",
        title: tr!(locale, guide.cards.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.cards.p1)])}
{figure(tr!(locale, guide.cards.fig_label), tr!(locale, guide.cards.fig_caption), (cards::WIDTH, cards::HEIGHT), cards::influence_card())}
{steps(vec![tr!(locale, guide.cards.s1), tr!(locale, guide.cards.s2), tr!(locale, guide.cards.s3), tr!(locale, guide.cards.s4), tr!(locale, guide.cards.s5), tr!(locale, guide.cards.s6), tr!(locale, guide.cards.s7), tr!(locale, guide.cards.s8)])}
{paragraphs(vec![tr!(locale, guide.cards.p2)])}
{heading(tr!(locale, guide.cards.between))}
{paragraphs(vec![tr!(locale, guide.cards.p3, option = option)])}
{example(tr!(locale, guide.cards.ex_title), vec![tr!(locale, guide.cards.ex1)])}
        }
        .into_any(),
    }
}
