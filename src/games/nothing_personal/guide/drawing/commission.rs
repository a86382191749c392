//! A Commission play in a picture: a card's Thug group of 3 and Gambler group of 1, each going
//! onto one gangster of its type (R4.5.2).

use leptos::prelude::*;

use super::palette::{CARD, GAMBLER, INK, RED, THUG};
use super::shapes::{arrow, gangster, label, stack};

pub const WIDTH: u32 = 260;
pub const HEIGHT: u32 = 140;

pub fn groups() -> impl IntoView {
    view! {
        <g>
            <rect x="20" y="20" width="76" height="104" rx="6" fill=CARD stroke=INK stroke-width="1.5" />
            <rect x="32" y="36" width="22" height="22" rx="3" fill=THUG />
            {label(74.0, 53.0, 16, "3".to_string())}
            <rect x="32" y="78" width="22" height="22" rx="3" fill=GAMBLER />
            {label(74.0, 95.0, 16, "1".to_string())}
            {arrow(100.0, 47.0, 168.0, 40.0, INK)}
            {arrow(100.0, 89.0, 168.0, 104.0, INK)}
            {gangster(174.0, 14.0, String::new(), THUG)}
            {stack(226.0, 58.0, &[RED, RED, RED])}
            {gangster(174.0, 80.0, String::new(), GAMBLER)}
            {stack(226.0, 124.0, &[RED])}
        </g>
    }
}
