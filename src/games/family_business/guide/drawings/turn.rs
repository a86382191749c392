//! A turn: four boxes in a line — war kills, refill, play, next player — and the way back round.

use leptos::prelude::*;

use super::{arrow, flame, words_at, Drawing};
use crate::games::family_business::words::tr;
use crate::i18n::Locale;

const BOX_W: f32 = 66.0;
const BOX_H: f32 = 34.0;
const STEP: f32 = 82.0;

pub fn turn_steps(locale: Locale) -> Drawing {
    let steps = [
        tr!(locale, guide.turn_fig_kills),
        tr!(locale, guide.turn_fig_refill),
        tr!(locale, guide.turn_fig_play),
        tr!(locale, guide.turn_fig_next),
    ];
    let top = 22.0;
    let last = 3.0 * STEP;
    let drawing = view! {
        {flame((BOX_W / 2.0, top - 2.0))}
        {steps
            .into_iter()
            .enumerate()
            .map(|(i, name)| {
                let x = i as f32 * STEP;
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
                    {(i < 3)
                        .then(|| arrow((x + BOX_W + 2.0, top + BOX_H / 2.0), (x + STEP - 2.0, top + BOX_H / 2.0)))}
                }
            })
            .collect_view()}
        <path
            d=format!(
                "M{} {} v12 H{} v-8",
                last + BOX_W / 2.0,
                top + BOX_H,
                BOX_W / 2.0,
            )
            stroke="currentColor"
            stroke-width="1.2"
            stroke-dasharray="4 3"
            fill="none"
        />
        {arrow((BOX_W / 2.0, top + BOX_H + 6.0), (BOX_W / 2.0, top + BOX_H + 1.0))}
    };
    Drawing::new((314, 76), drawing)
}
