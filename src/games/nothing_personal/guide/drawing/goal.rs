//! The goal in a picture: a gangster with Red 3 and Orange 1, and its Respect going to Red.

use leptos::prelude::*;

use super::palette::{HITMAN, INK, ORANGE, RED};
use super::shapes::{arrow, gangster, label, marker, stack};

pub const WIDTH: u32 = 290;
pub const HEIGHT: u32 = 90;

/// `respect` is the word the screens use for it.
pub fn goal(respect: String) -> impl IntoView {
    view! {
        <g>
            {gangster(20.0, 20.0, String::new(), HITMAN)}
            {stack(72.0, 64.0, &[RED, RED, RED])}
            {stack(84.0, 64.0, &[ORANGE])}
            {arrow(100.0, 45.0, 150.0, 45.0, INK)}
            {marker(168.0, 45.0, RED)}
            {label(228.0, 50.0, 14, format!("+ {respect}"))}
        </g>
    }
}
