//! A Commission play in a picture: a card's Thug group of 3 and Gambler group of 1, each going
//! onto one gangster of its type (R4.5.2).

use leptos::prelude::*;

use super::palette::{GAMBLER, INK, RED, THUG};
use super::shapes::{arrow, card_outline, gangster, group, stack};

pub const WIDTH: u32 = 260;
pub const HEIGHT: u32 = 140;

pub fn groups() -> impl IntoView {
    view! {
        <g>
            {card_outline(20.0, 20.0, 76.0, 104.0)}
            {group((32.0, 36.0, 22.0), THUG, 3, (74.0, 53.0, 16))}
            {group((32.0, 78.0, 22.0), GAMBLER, 1, (74.0, 95.0, 16))}
            {arrow(100.0, 47.0, 168.0, 40.0, INK)}
            {arrow(100.0, 89.0, 168.0, 104.0, INK)}
            {gangster(174.0, 14.0, String::new(), THUG)}
            {stack(226.0, 58.0, &[RED, RED, RED])}
            {gangster(174.0, 80.0, String::new(), GAMBLER)}
            {stack(226.0, 124.0, &[RED])}
        </g>
    }
}
