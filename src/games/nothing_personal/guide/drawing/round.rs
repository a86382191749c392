//! A round as a circle of its six phases (R3.1), in the names the track uses.

use leptos::prelude::*;

use super::palette::{CARD, INK, INK_SOFT};
use super::shapes::{arrow, label};

pub const WIDTH: u32 = 340;
pub const HEIGHT: u32 = 230;

/// The six phase names, in order, around a circle with arrows from each to the next.
pub fn cycle(phases: [String; 6]) -> impl IntoView {
    let (cx, cy, r) = (170.0, 115.0, 82.0);
    let spot = |i: usize| {
        let a = -std::f64::consts::FRAC_PI_2 + std::f64::consts::TAU * i as f64 / 6.0;
        (cx + 1.35 * r * a.cos(), cy + r * a.sin())
    };
    let arrows = (0..6)
        .map(|i| {
            let (x1, y1) = spot(i);
            let (x2, y2) = spot((i + 1) % 6);
            let (mx1, my1) = (x1 + (x2 - x1) * 0.3, y1 + (y2 - y1) * 0.3);
            let (mx2, my2) = (x1 + (x2 - x1) * 0.7, y1 + (y2 - y1) * 0.7);
            arrow(mx1, my1, mx2, my2, INK_SOFT)
        })
        .collect_view();
    let boxes = phases
        .into_iter()
        .enumerate()
        .map(|(i, name)| {
            let (x, y) = spot(i);
            view! {
                <g>
                    <rect x=x - 56.0 y=y - 14.0 width="112" height="28" rx="14" fill=CARD stroke=INK stroke-width="1.5" />
                    {label(x, y + 5.0, 13, format!("{} {name}", i + 1))}
                </g>
            }
        })
        .collect_view();
    view! { <g>{arrows} {boxes}</g> }
}
