//! How to play: the tiebreaker and sealed offers (R5.4, R12.6).

use super::super::drawing::tiebreaker;
use super::super::layout::{example, figure, paragraphs};
use super::super::names;
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    let bill = names::gangster(locale, names::BILL_EBERLE);
    Section {
        id: "tiebreaker",
        title: tr!(locale, guide.tiebreaker.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.tiebreaker.p1, bill = bill), tr!(locale, guide.tiebreaker.p2)])}
{figure(tr!(locale, guide.tiebreaker.fig_label), tr!(locale, guide.tiebreaker.fig_caption), (tiebreaker::WIDTH, tiebreaker::HEIGHT), tiebreaker::offers())}
{paragraphs(vec![tr!(locale, guide.tiebreaker.p3)])}
{example(tr!(locale, guide.tiebreaker.ex_title), vec![tr!(locale, guide.tiebreaker.ex1), tr!(locale, guide.tiebreaker.ex2), tr!(locale, guide.tiebreaker.ex3), tr!(locale, guide.tiebreaker.ex4)])}
        }
        .into_any(),
    }
}
