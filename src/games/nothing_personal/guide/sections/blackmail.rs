//! How to play: blackmail coins and permission (R4.10, R6.11, R12.7).

use super::super::drawing::blackmail;
use super::super::layout::{example, figure, paragraphs, steps};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "blackmail",
        title: tr!(locale, guide.blackmail.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.blackmail.p1)])}
{figure(tr!(locale, guide.blackmail.fig_label), tr!(locale, guide.blackmail.fig_caption), (blackmail::WIDTH, blackmail::HEIGHT), blackmail::blackmail())}
{paragraphs(vec![tr!(locale, guide.blackmail.p2)])}
{steps(vec![tr!(locale, guide.blackmail.s1), tr!(locale, guide.blackmail.s2)])}
{paragraphs(vec![tr!(locale, guide.blackmail.p3)])}
{example(tr!(locale, guide.blackmail.ex_title), vec![tr!(locale, guide.blackmail.ex1), tr!(locale, guide.blackmail.ex2), tr!(locale, guide.blackmail.ex3)])}
        }
        .into_any(),
    }
}
