//! An influence card in a picture: a Thug group of 3 and a red position icon 5 with 1 marker.

use leptos::prelude::*;

use super::palette::{RED, THUG, WHITE};
use super::shapes::{card_outline, group, label, text};

pub const WIDTH: u32 = 220;
pub const HEIGHT: u32 = 134;

pub fn influence_card() -> impl IntoView {
    view! {
        <g>
            {card_outline(60.0, 12.0, 100.0, 110.0)}
            {group((76.0, 30.0, 26.0), THUG, 3, (130.0, 50.0, 18))}
            <circle cx="89" cy="87" r="13" fill=RED />
            {text(89.0, 93.0, 15, true, WHITE, "5".to_string())}
            {label(130.0, 93.0, 18, "1".to_string())}
        </g>
    }
}
