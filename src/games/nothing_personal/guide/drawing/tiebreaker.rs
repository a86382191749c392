//! Sealed offers in a picture: Red's $3 and Orange's $5 going to the ring holder (R12.6).

use leptos::prelude::*;

use super::palette::{INK, ORANGE, RED, WHITE};
use super::shapes::{arrow, label, marker, ring};

pub const WIDTH: u32 = 260;
pub const HEIGHT: u32 = 132;

/// A sealed offer: an envelope in the family's colour with the amount on it.
fn envelope(x: f64, y: f64, colour: &'static str, amount: u32) -> impl IntoView {
    view! {
        <g>
            <rect x=x y=y width="64" height="40" rx="3" fill=WHITE stroke=colour stroke-width="3" />
            <polyline
                points=format!("{},{} {},{} {},{}", x, y, x + 32.0, y + 20.0, x + 64.0, y)
                fill="none"
                stroke=colour
                stroke-width="2"
            />
            {label(x + 32.0, y + 36.0, 13, format!("${amount}"))}
        </g>
    }
}

pub fn offers() -> impl IntoView {
    view! {
        <g>
            {envelope(20.0, 16.0, RED, 3)}
            {envelope(20.0, 76.0, ORANGE, 5)}
            {arrow(90.0, 36.0, 180.0, 60.0, INK)}
            {arrow(90.0, 96.0, 180.0, 72.0, INK)}
            {ring(210.0, 50.0)}
            {marker(210.0, 80.0, WHITE)}
        </g>
    }
}
