//! How to play: shakedowns, gifts and trades (§11).

use super::super::drawing::deals;
use super::super::layout::{example, figure, paragraphs, steps};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "deals",
        title: tr!(locale, guide.deals.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.deals.p1)])}
{steps(vec![tr!(locale, guide.deals.s1), tr!(locale, guide.deals.s2), tr!(locale, guide.deals.s3)])}
{figure(tr!(locale, guide.deals.fig_label), tr!(locale, guide.deals.fig_caption), (deals::WIDTH, deals::HEIGHT), deals::shakedown())}
{paragraphs(vec![tr!(locale, guide.deals.p2), tr!(locale, guide.deals.p3)])}
{example(tr!(locale, guide.deals.ex_title), vec![tr!(locale, guide.deals.ex1)])}
        }
        .into_any(),
    }
}
