//! How to play: the Crew: income and actions (§6).

use super::super::drawing::crew;
use super::super::layout::{example, figure, heading, paragraphs, steps};
use super::super::names;
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    let jim = names::gangster(locale, names::JIM_REDIO);
    let mikey = names::gangster(locale, names::MIKEY_RUDMANILLI);
    Section {
        id: "crew",
        title: tr!(locale, guide.crew.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.crew.p1)])}
{figure(tr!(locale, guide.crew.fig_label), tr!(locale, guide.crew.fig_caption), (crew::WIDTH, crew::HEIGHT), crew::passes(tr!(locale, guide.crew.fig_income), tr!(locale, guide.crew.fig_actions)))}
{heading(tr!(locale, guide.crew.income))}
{paragraphs(vec![tr!(locale, guide.crew.p2)])}
{example(tr!(locale, guide.crew.ex_title), vec![tr!(locale, guide.crew.ex1, jim = jim), tr!(locale, guide.crew.ex2, mikey = mikey)])}
{heading(tr!(locale, guide.crew.actions))}
{paragraphs(vec![tr!(locale, guide.crew.p3)])}
{steps(vec![tr!(locale, guide.crew.s1), tr!(locale, guide.crew.s2), tr!(locale, guide.crew.s3), tr!(locale, guide.crew.s4)])}
{paragraphs(vec![tr!(locale, guide.crew.p4)])}
        }
        .into_any(),
    }
}
