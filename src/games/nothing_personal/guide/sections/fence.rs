//! How to play: the Fence (§7).

use super::super::drawing::fence;
use super::super::layout::{example, figure, paragraphs, steps};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "fence",
        title: tr!(locale, guide.fence.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.fence.p1)])}
{steps(vec![tr!(locale, guide.fence.s1), tr!(locale, guide.fence.s2), tr!(locale, guide.fence.s3)])}
{figure(tr!(locale, guide.fence.fig_label), tr!(locale, guide.fence.fig_caption), (fence::WIDTH, fence::HEIGHT), fence::fence())}
{paragraphs(vec![tr!(locale, guide.fence.p2), tr!(locale, guide.fence.p3)])}
{example(tr!(locale, guide.fence.ex_title), vec![tr!(locale, guide.fence.ex1)])}
        }
        .into_any(),
    }
}
