//! An arrest in a picture: a gangster with 10 markers going behind bars (R8.2).

use leptos::prelude::*;

use super::palette::{GAMBLER, INK, NEUTRAL, ORANGE, RED};
use super::shapes::{arrow, gangster, label, stack};

pub const WIDTH: u32 = 250;
pub const HEIGHT: u32 = 132;

pub fn arrest() -> impl IntoView {
    view! {
        <g>
            {gangster(20.0, 30.0, "6".to_string(), GAMBLER)}
            {stack(72.0, 110.0, &[RED, RED, RED, RED, RED])}
            {stack(84.0, 110.0, &[ORANGE, ORANGE, ORANGE, ORANGE, NEUTRAL])}
            {arrow(100.0, 60.0, 150.0, 60.0, INK)}
            <rect x="160" y="24" width="70" height="76" rx="3" fill="none" stroke=INK stroke-width="2.5" />
            {(0..4)
                .map(|i| {
                    let x = 174.0 + 14.0 * f64::from(i);
                    view! { <line x1=x y1="24" x2=x y2="100" stroke=INK stroke-width="3" /> }
                })
                .collect_view()}
            {label(195.0, 122.0, 15, "10".to_string())}
        </g>
    }
}
