//! How to play: the board, the gangsters and the pieces (§1).

use super::super::drawing::board;
use super::super::layout::{figure, heading, paragraphs};
use super::super::positions;
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;

pub fn section(locale: Locale) -> Section {
    Section {
        id: "components",
        title: tr!(locale, guide.components.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.components.p1), tr!(locale, guide.components.p2)])}
{figure(tr!(locale, guide.components.fig_label), tr!(locale, guide.components.fig_caption), (board::WIDTH, board::HEIGHT), board::board(tr!(locale, board.associates)))}
{heading(tr!(locale, guide.components.positions))}
{positions::list(locale)}
{heading(tr!(locale, guide.components.pieces))}
{paragraphs(vec![tr!(locale, guide.components.p3), tr!(locale, guide.components.p4), tr!(locale, guide.components.p5)])}
        }
        .into_any(),
    }
}
