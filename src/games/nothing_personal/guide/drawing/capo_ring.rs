//! The ring changing hands in a picture: the Capo with Orange 3 and Red 2, the ring going from
//! Red to Orange (R5.6.1).

use leptos::prelude::*;

use super::palette::{HITMAN, INK, ORANGE, RED};
use super::shapes::{arrow, gangster, marker, ring, stack};

pub const WIDTH: u32 = 260;
pub const HEIGHT: u32 = 120;

pub fn ring_passes() -> impl IntoView {
    view! {
        <g>
            {gangster(20.0, 30.0, "9".to_string(), HITMAN)}
            {stack(72.0, 74.0, &[ORANGE, ORANGE, ORANGE])}
            {stack(84.0, 74.0, &[RED, RED])}
            {marker(130.0, 90.0, RED)}
            {ring(130.0, 62.0)}
            {arrow(148.0, 62.0, 208.0, 62.0, INK)}
            {marker(230.0, 90.0, ORANGE)}
            {ring(230.0, 62.0)}
        </g>
    }
}
