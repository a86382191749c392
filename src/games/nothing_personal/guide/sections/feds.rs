//! How to play: the Feds (§8).

use super::super::drawing::feds;
use super::super::layout::{example, figure, paragraphs};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    let threshold = tr!(locale, board.threshold, count = "N");
    Section {
        id: "feds",
        title: tr!(locale, guide.feds.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.feds.p1, threshold = threshold)])}
{figure(tr!(locale, guide.feds.fig_label), tr!(locale, guide.feds.fig_caption), (feds::WIDTH, feds::HEIGHT), feds::arrest())}
{paragraphs(vec![tr!(locale, guide.feds.p2), tr!(locale, guide.feds.p3)])}
{example(tr!(locale, guide.feds.ex_title), vec![tr!(locale, guide.feds.ex1)])}
        }
        .into_any(),
    }
}
