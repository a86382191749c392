//! How to play: control, leaders and ties (§5).

use super::super::drawing::control;
use super::super::layout::{example, figure, paragraphs};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "control",
        title: tr!(locale, guide.control.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.control.p1), tr!(locale, guide.control.p2)])}
{figure(tr!(locale, guide.control.fig_label), tr!(locale, guide.control.fig_caption), (control::WIDTH, control::HEIGHT), control::control())}
{paragraphs(vec![tr!(locale, guide.control.p3), tr!(locale, guide.control.p4)])}
{example(tr!(locale, guide.control.ex_title), vec![tr!(locale, guide.control.ex1), tr!(locale, guide.control.ex2), tr!(locale, guide.control.ex3)])}
        }
        .into_any(),
    }
}
