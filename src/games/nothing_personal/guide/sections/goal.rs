//! How to play: the goal of the game (R10.2.5).

use super::super::drawing::goal;
use super::super::layout::{figure, paragraphs};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "goal",
        title: tr!(locale, guide.goal.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.goal.p1), tr!(locale, guide.goal.p2), tr!(locale, guide.goal.p3)])}
{figure(tr!(locale, guide.goal.fig_label), tr!(locale, guide.goal.fig_caption), (goal::WIDTH, goal::HEIGHT), goal::goal(tr!(locale, guide.terms.respect.word)))}
        }
        .into_any(),
    }
}
