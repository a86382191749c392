//! How to play: the Capo ring (R5.6).

use super::super::drawing::capo_ring;
use super::super::layout::{example, figure, paragraphs, steps};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "capo-ring",
        title: tr!(locale, guide.capo_ring.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.capo_ring.p1)])}
{figure(tr!(locale, guide.capo_ring.fig_label), tr!(locale, guide.capo_ring.fig_caption), (capo_ring::WIDTH, capo_ring::HEIGHT), capo_ring::ring_passes())}
{paragraphs(vec![tr!(locale, guide.capo_ring.p2)])}
{steps(vec![tr!(locale, guide.capo_ring.s1), tr!(locale, guide.capo_ring.s2), tr!(locale, guide.capo_ring.s3), tr!(locale, guide.capo_ring.s4), tr!(locale, guide.capo_ring.s5)])}
{paragraphs(vec![tr!(locale, guide.capo_ring.p3)])}
{example(tr!(locale, guide.capo_ring.ex_title), vec![tr!(locale, guide.capo_ring.ex1), tr!(locale, guide.capo_ring.ex2), tr!(locale, guide.capo_ring.ex3)])}
        }
        .into_any(),
    }
}
