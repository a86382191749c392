//! How to play: the Family: promotions and appointments (§9).

use super::super::drawing::family;
use super::super::layout::{example, figure, paragraphs, steps};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "family",
        title: tr!(locale, guide.family.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.family.p1)])}
{steps(vec![tr!(locale, guide.family.s1), tr!(locale, guide.family.s2), tr!(locale, guide.family.s3), tr!(locale, guide.family.s4), tr!(locale, guide.family.s5)])}
{figure(tr!(locale, guide.family.fig_label), tr!(locale, guide.family.fig_caption), (family::WIDTH, family::HEIGHT), family::promotion())}
{example(tr!(locale, guide.family.ex_title), vec![tr!(locale, guide.family.ex1), tr!(locale, guide.family.ex2), tr!(locale, guide.family.ex3), tr!(locale, guide.family.ex4), tr!(locale, guide.family.ex5), tr!(locale, guide.family.ex6)])}
        }
        .into_any(),
    }
}
