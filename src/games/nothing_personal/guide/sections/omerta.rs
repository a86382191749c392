//! How to play: Omertà coins (R6.12).

use super::super::drawing::omerta;
use super::super::layout::{example, figure, paragraphs};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "omerta",
        title: tr!(locale, guide.omerta.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.omerta.p1)])}
{figure(tr!(locale, guide.omerta.fig_label), tr!(locale, guide.omerta.fig_caption), (omerta::WIDTH, omerta::HEIGHT), omerta::omerta())}
{paragraphs(vec![tr!(locale, guide.omerta.p2), tr!(locale, guide.omerta.p3)])}
{example(tr!(locale, guide.omerta.ex_title), vec![tr!(locale, guide.omerta.ex1), tr!(locale, guide.omerta.ex2)])}
        }
        .into_any(),
    }
}
