//! The ante in a picture: $0, then $4 paid by Red, then $6 paid by Orange (R4.4).

use leptos::prelude::*;

use super::palette::{INK_SOFT, MONEY, ORANGE, RED};
use super::shapes::{arrow, label, marker};

pub const WIDTH: u32 = 280;
pub const HEIGHT: u32 = 140;

/// One step: its amount as a bar, and the family that paid it.
fn step(x: f64, amount: u32, payer: Option<&'static str>) -> impl IntoView {
    let height = 10.0 + 12.0 * f64::from(amount);
    view! {
        <g>
            <rect x=x y=110.0 - height width="46" height=height rx="3" fill=MONEY />
            {label(x + 23.0, 100.0 - height, 15, format!("${amount}"))}
            {payer.map(|colour| marker(x + 23.0, 124.0, colour))}
        </g>
    }
}

pub fn ante() -> impl IntoView {
    view! {
        <g>
            {step(30.0, 0, None)}
            {arrow(82.0, 80.0, 110.0, 80.0, INK_SOFT)}
            {step(116.0, 4, Some(RED))}
            {arrow(168.0, 70.0, 196.0, 70.0, INK_SOFT)}
            {step(202.0, 6, Some(ORANGE))}
        </g>
    }
}
