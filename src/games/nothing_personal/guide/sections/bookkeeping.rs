//! How to play: Bookkeeping, final scoring and the ranking (§10).

use super::super::drawing::bookkeeping;
use super::super::layout::{example, figure, paragraphs, steps};
use super::super::names;
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    let mac = names::gangster(locale, names::MAC_PHEETO);
    Section {
        id: "bookkeeping",
        title: tr!(locale, guide.bookkeeping.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.bookkeeping.p1)])}
{steps(vec![tr!(locale, guide.bookkeeping.s1), tr!(locale, guide.bookkeeping.s2), tr!(locale, guide.bookkeeping.s3), tr!(locale, guide.bookkeeping.s4)])}
{figure(tr!(locale, guide.bookkeeping.fig_label), tr!(locale, guide.bookkeeping.fig_caption), (bookkeeping::WIDTH, bookkeeping::HEIGHT), bookkeeping::final_money(tr!(locale, guide.terms.respect.word)))}
{paragraphs(vec![tr!(locale, guide.bookkeeping.p2)])}
{example(tr!(locale, guide.bookkeeping.ex_title), vec![tr!(locale, guide.bookkeeping.ex1, mac = mac), tr!(locale, guide.bookkeeping.ex2)])}
        }
        .into_any(),
    }
}
