//! The end in a picture: three cards sold at $8, plus $7, make $31: 3 Respect and $1 left
//! (R10.2.3–R10.2.4).

use leptos::prelude::*;

use super::palette::INK;
use super::shapes::{arrow, card_back, label};

pub const WIDTH: u32 = 300;
pub const HEIGHT: u32 = 100;

/// `respect` is the word the screens use for it.
pub fn final_money(respect: String) -> impl IntoView {
    view! {
        <g>
            {card_back(16.0, 30.0)}
            {card_back(28.0, 34.0)}
            {card_back(40.0, 38.0)}
            {label(52.0, 90.0, 13, "3 × $8".to_string())}
            {arrow(72.0, 50.0, 104.0, 50.0, INK)}
            {label(140.0, 46.0, 14, "$24 + $7".to_string())}
            {label(140.0, 66.0, 16, "$31".to_string())}
            {arrow(176.0, 50.0, 208.0, 50.0, INK)}
            {label(252.0, 46.0, 14, format!("+3 {respect}"))}
            {label(252.0, 66.0, 14, "$1".to_string())}
        </g>
    }
}
