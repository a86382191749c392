//! A promotion in a picture: the Racketeer (5) climbing the arrow into the empty Underboss (8)
//! (R9.4).

use leptos::prelude::*;

use super::palette::{CONMAN, GAMBLER, HITMAN, RED, THUG};
use super::shapes::{arrow, gangster, vacancy, CARD_H};

pub const WIDTH: u32 = 220;
pub const HEIGHT: u32 = 162;

pub fn promotion() -> impl IntoView {
    view! {
        <g>
            {vacancy(60.0, 12.0, "8".to_string())}
            {gangster(120.0, 12.0, "7".to_string(), GAMBLER)}
            {gangster(30.0, 100.0, "6".to_string(), THUG)}
            {gangster(90.0, 100.0, "5".to_string(), CONMAN)}
            {gangster(150.0, 100.0, "4".to_string(), HITMAN)}
            {arrow(110.0, 100.0, 84.0, 12.0 + CARD_H + 2.0, RED)}
        </g>
    }
}
