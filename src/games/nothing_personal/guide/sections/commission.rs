//! How to play: the Commission (§4).

use super::super::drawing::commission;
use super::super::layout::{example, figure, paragraphs, steps};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "commission",
        title: tr!(locale, guide.commission.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.commission.p1)])}
{steps(vec![tr!(locale, guide.commission.s1), tr!(locale, guide.commission.s2), tr!(locale, guide.commission.s3), tr!(locale, guide.commission.s4)])}
{figure(tr!(locale, guide.commission.fig_label), tr!(locale, guide.commission.fig_caption), (commission::WIDTH, commission::HEIGHT), commission::groups())}
{paragraphs(vec![tr!(locale, guide.commission.p2), tr!(locale, guide.commission.p3)])}
{example(tr!(locale, guide.commission.ex_title), vec![tr!(locale, guide.commission.ex1), tr!(locale, guide.commission.ex2)])}
        }
        .into_any(),
    }
}
