//! The Crew's two passes (R6.1): income from position 9 down to 1, then actions from 1 up to 9.

use leptos::prelude::*;

use super::palette::{CARD, INK, MONEY, RED};
use super::shapes::{arrow, label};

pub const WIDTH: u32 = 320;
pub const HEIGHT: u32 = 150;

/// One row of positions in the order visited, an arrow under it and its name.
fn pass(y: f64, order: [u8; 9], colour: &'static str, name: String) -> impl IntoView {
    let squares = order
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let x = 22.0 + 31.0 * i as f64;
            view! {
                <g>
                    <rect x=x y=y width="26" height="26" rx="4" fill=CARD stroke=INK stroke-width="1.3" />
                    {label(x + 13.0, y + 18.0, 13, p.to_string())}
                </g>
            }
        })
        .collect_view();
    view! {
        <g>
            {squares}
            {arrow(24.0, y + 36.0, 294.0, y + 36.0, colour)}
            {label(160.0, y + 54.0, 13, name)}
        </g>
    }
}

/// Income, then actions.
pub fn passes(income: String, actions: String) -> impl IntoView {
    view! {
        <g>
            {pass(10.0, [9, 8, 7, 6, 5, 4, 3, 2, 1], MONEY, income)}
            {pass(82.0, [1, 2, 3, 4, 5, 6, 7, 8, 9], RED, actions)}
        </g>
    }
}
