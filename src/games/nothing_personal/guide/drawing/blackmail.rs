//! Blackmail in a picture: a gangster with two Orange markers and a blackmail coin carrying a
//! Red marker (R6.11).

use leptos::prelude::*;

use super::palette::{GOLD, ORANGE, RED, THUG};
use super::shapes::{coin, gangster, marker, stack};

pub const WIDTH: u32 = 170;
pub const HEIGHT: u32 = 96;

pub fn blackmail() -> impl IntoView {
    view! {
        <g>
            {gangster(50.0, 20.0, "1".to_string(), THUG)}
            {stack(102.0, 64.0, &[ORANGE, ORANGE])}
            {coin(86.0, 64.0, GOLD)}
            {marker(86.0, 64.0, RED)}
        </g>
    }
}
