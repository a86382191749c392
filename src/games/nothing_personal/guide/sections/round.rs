//! How to play: the five rounds and their six phases (§3).

use super::super::drawing::round;
use super::super::layout::{figure, paragraphs, steps};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "round",
        title: tr!(locale, guide.round.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.round.p1)])}
{steps(vec![tr!(locale, guide.round.s1), tr!(locale, guide.round.s2), tr!(locale, guide.round.s3), tr!(locale, guide.round.s4), tr!(locale, guide.round.s5), tr!(locale, guide.round.s6)])}
{figure(tr!(locale, guide.round.fig_label), tr!(locale, guide.round.fig_caption), (round::WIDTH, round::HEIGHT), round::cycle([tr!(locale, phases.commission), tr!(locale, phases.crew), tr!(locale, phases.fence), tr!(locale, phases.feds), tr!(locale, phases.family), tr!(locale, phases.bookkeeping)]))}
{paragraphs(vec![tr!(locale, guide.round.p2)])}
        }
        .into_any(),
    }
}
