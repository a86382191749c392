//! The Fence draw in a picture: 0, 1 and 2 gangsters controlled alone against 4, 3 and 2 cards
//! (R7.2).

use leptos::prelude::*;

use super::palette::{INK, INK_SOFT, RED};
use super::shapes::{arrow, card_back, label, marker};

pub const WIDTH: u32 = 300;
pub const HEIGHT: u32 = 136;

pub fn fence() -> impl IntoView {
    (0..3u8)
        .map(|controlled| {
            let x = 16.0 + 96.0 * f64::from(controlled);
            let cards = 4 - controlled;
            view! {
                <g>
                    {(0..controlled)
                        .map(|i| marker(x + 10.0 + 14.0 * f64::from(i), 24.0, RED))
                        .collect_view()}
                    {(controlled == 0)
                        .then(|| {
                            view! {
                                <line x1=x + 4.0 y1="24" x2=x + 24.0 y2="24" stroke=INK stroke-width="3" />
                            }
                        })}
                    {arrow(x + 20.0, 36.0, x + 20.0, 62.0, INK_SOFT)}
                    {(0..cards).map(|i| card_back(x + 14.0 * f64::from(i), 70.0)).collect_view()}
                    {label(x + 34.0, 124.0, 15, cards.to_string())}
                </g>
            }
        })
        .collect_view()
}
