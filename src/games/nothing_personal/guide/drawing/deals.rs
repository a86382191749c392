//! A shakedown in a picture: a card for $8 from the bank (R11.1).

use leptos::prelude::*;

use super::palette::{INK, MONEY, WHITE};
use super::shapes::{arrow, card_back, text};

pub const WIDTH: u32 = 200;
pub const HEIGHT: u32 = 90;

pub fn shakedown() -> impl IntoView {
    view! {
        <g>
            {card_back(30.0, 30.0)}
            {arrow(60.0, 45.0, 110.0, 45.0, INK)}
            <circle cx="140" cy="45" r="22" fill=MONEY stroke=INK stroke-width="1.5" />
            {text(140.0, 51.0, 16, true, WHITE, "$8".to_string())}
        </g>
    }
}
