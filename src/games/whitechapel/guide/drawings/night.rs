//! A night: before the crime, three boxes in a line (women, patrols, kill or wait); from the
//! crime down to the hunt, three boxes in a line (Jack moves, the police move, the police act)
//! and the way round to the next round (WC3.1).

use leptos::prelude::*;

use super::{arrow, words_at, Drawing};
use crate::games::whitechapel::words::tr;
use crate::i18n::Locale;

const BOX_W: f64 = 90.0;
const BOX_H: f64 = 28.0;
const STEP: f64 = 108.0;

/// A row of three boxes titled `title` at height `top`, each joined to the next by an arrow.
fn row(title: String, names: [String; 3], top: f64) -> impl IntoView {
    view! {
        {words_at(title, (0.0, top - 6.0), "start")}
        {names
            .into_iter()
            .enumerate()
            .map(|(i, name)| {
                let x = i as f64 * STEP;
                view! {
                    <rect
                        x=x
                        y=top
                        width=BOX_W
                        height=BOX_H
                        rx="6"
                        fill="none"
                        stroke="currentColor"
                        stroke-width="1.2"
                    />
                    {words_at(name, (x + BOX_W / 2.0, top + BOX_H / 2.0 + 3.5), "middle")}
                    {(i < 2)
                        .then(|| {
                            arrow(
                                (x + BOX_W + 2.0, top + BOX_H / 2.0),
                                (x + STEP - 2.0, top + BOX_H / 2.0),
                                false,
                            )
                        })}
                }
            })
            .collect_view()}
    }
}

pub fn night_parts(locale: Locale) -> Drawing {
    let before = [
        tr!(locale, guide.night_fig_women),
        tr!(locale, guide.night_fig_patrols),
        tr!(locale, guide.night_fig_kill),
    ];
    let hunt = [
        tr!(locale, guide.night_fig_jack),
        tr!(locale, guide.night_fig_police_move),
        tr!(locale, guide.night_fig_police_act),
    ];
    let (top, bottom) = (16.0, 96.0);
    let (crime_x, hunt_x, last_x) = (
        2.0 * STEP + BOX_W / 2.0,
        BOX_W - 12.0,
        2.0 * STEP + BOX_W / 2.0,
    );
    let shapes = view! {
        {row(tr!(locale, guide.night_fig_before), before, top)}
        {row(tr!(locale, guide.night_fig_hunt), hunt, bottom)}
        <path
            d=format!("M{crime_x} {} V70 H{hunt_x} V{}", top + BOX_H, bottom - 6.0)
            stroke="currentColor"
            stroke-width="1.2"
            fill="none"
        />
        {arrow((hunt_x, bottom - 7.0), (hunt_x, bottom - 1.0), false)}
        <path
            d=format!("M{last_x} {} v10 H{} v-6", bottom + BOX_H, BOX_W / 2.0)
            stroke="currentColor"
            stroke-width="1.2"
            stroke-dasharray="4 3"
            fill="none"
        />
        {arrow((BOX_W / 2.0, bottom + BOX_H + 6.0), (BOX_W / 2.0, bottom + BOX_H + 1.0), false)}
    };
    Drawing::new((314, 144), shapes)
}
