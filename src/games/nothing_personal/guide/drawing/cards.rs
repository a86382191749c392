//! An influence card in a picture: a Thug group of 3 and a red position icon 5 with 1 marker.

use leptos::prelude::*;

use super::palette::{CARD, INK, RED, THUG, WHITE};
use super::shapes::label;

pub const WIDTH: u32 = 220;
pub const HEIGHT: u32 = 134;

pub fn influence_card() -> impl IntoView {
    view! {
        <g>
            <rect x="60" y="12" width="100" height="110" rx="6" fill=CARD stroke=INK stroke-width="1.5" />
            <rect x="76" y="30" width="26" height="26" rx="3" fill=THUG />
            {label(130.0, 50.0, 18, "3".to_string())}
            <circle cx="89" cy="87" r="13" fill=RED />
            <text x="89" y="93" text-anchor="middle" font-size="15" font-weight="bold" fill=WHITE>
                "5"
            </text>
            {label(130.0, 93.0, 18, "1".to_string())}
        </g>
    }
}
