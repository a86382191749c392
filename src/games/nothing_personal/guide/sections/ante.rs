//! How to play: the ante (R4.4).

use super::super::drawing::ante;
use super::super::layout::{example, figure, paragraphs};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "ante",
        title: tr!(locale, guide.ante.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.ante.p1), tr!(locale, guide.ante.p2)])}
{figure(tr!(locale, guide.ante.fig_label), tr!(locale, guide.ante.fig_caption), (ante::WIDTH, ante::HEIGHT), ante::ante())}
{example(tr!(locale, guide.ante.ex_title), vec![tr!(locale, guide.ante.ex1), tr!(locale, guide.ante.ex2), tr!(locale, guide.ante.ex3), tr!(locale, guide.ante.ex4)])}
        }
        .into_any(),
    }
}
