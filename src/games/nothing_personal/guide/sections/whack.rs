//! How to play: the whack (R6.8, R6.10).

use super::super::drawing::dice;
use super::super::layout::{example, figure, paragraphs, steps};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;
use np_engine::Die;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "whack",
        title: tr!(locale, guide.whack.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.whack.p1), tr!(locale, guide.whack.p2)])}
{steps(vec![tr!(locale, guide.whack.s1), tr!(locale, guide.whack.s2), tr!(locale, guide.whack.s3)])}
{figure(tr!(locale, guide.whack.fig_label), tr!(locale, guide.whack.fig_caption), (dice::WIDTH, dice::HEIGHT), dice::faces(locale, Die::Whack))}
{paragraphs(vec![tr!(locale, guide.whack.p3)])}
{example(tr!(locale, guide.whack.ex_title), vec![tr!(locale, guide.whack.ex1), tr!(locale, guide.whack.ex2), tr!(locale, guide.whack.ex3)])}
        }
        .into_any(),
    }
}
