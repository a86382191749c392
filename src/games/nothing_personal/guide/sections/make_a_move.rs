//! How to play: Make a Move and rerolls (R6.7, R6.9, R12.5).

use super::super::drawing::{board, dice};
use super::super::layout::{example, figure, heading, paragraphs, steps};
use super::super::names;
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Section;
use leptos::prelude::*;
use np_engine::Die;

pub fn section(locale: Locale) -> Section {
    let gustino = names::gangster(locale, names::GUSTINO_BRAVO);
    Section {
        id: "make-a-move",
        title: tr!(locale, guide.make_a_move.title),
        body: view! {
{paragraphs(vec![tr!(locale, guide.make_a_move.p1)])}
{figure(tr!(locale, guide.make_a_move.fig_label), tr!(locale, guide.make_a_move.fig_caption), (board::WIDTH, board::ARROWS_HEIGHT), board::arrows())}
{paragraphs(vec![tr!(locale, guide.make_a_move.p2)])}
{steps(vec![tr!(locale, guide.make_a_move.s1), tr!(locale, guide.make_a_move.s2), tr!(locale, guide.make_a_move.s3)])}
{figure(tr!(locale, guide.make_a_move.die_label), tr!(locale, guide.make_a_move.die_caption), (dice::WIDTH, dice::HEIGHT), dice::faces(locale, Die::Move))}
{paragraphs(vec![tr!(locale, guide.make_a_move.p3), tr!(locale, guide.make_a_move.p4)])}
{heading(tr!(locale, guide.make_a_move.shameful))}
{paragraphs(vec![tr!(locale, guide.make_a_move.p5)])}
{heading(tr!(locale, guide.make_a_move.rerolls))}
{paragraphs(vec![tr!(locale, guide.make_a_move.p6)])}
{example(tr!(locale, guide.make_a_move.ex_title), vec![tr!(locale, guide.make_a_move.ex1, gustino = gustino), tr!(locale, guide.make_a_move.ex2), tr!(locale, guide.make_a_move.ex3), tr!(locale, guide.make_a_move.ex4)])}
        }
        .into_any(),
    }
}
