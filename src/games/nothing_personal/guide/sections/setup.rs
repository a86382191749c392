//! How to play: setting up a game (§2).

use super::super::drawing::setup;
use super::super::layout::{figure, paragraphs, steps};
use super::super::names;
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    let mac = names::gangster(locale, names::MAC_PHEETO);
    Section {
        id: "setup",
        title: tr!(locale, guide.setup.title),
        body: view! {
{steps(vec![tr!(locale, guide.setup.s1, mac = mac.clone()), tr!(locale, guide.setup.s2), tr!(locale, guide.setup.s3), tr!(locale, guide.setup.s4), tr!(locale, guide.setup.s5), tr!(locale, guide.setup.s6)])}
{figure(tr!(locale, guide.setup.fig_label), tr!(locale, guide.setup.fig_caption), (setup::WIDTH, setup::HEIGHT), setup::setup())}
{paragraphs(vec![tr!(locale, guide.setup.p1), tr!(locale, guide.setup.p2, mac = mac)])}
        }
        .into_any(),
    }
}
