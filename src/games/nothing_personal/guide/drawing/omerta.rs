//! Omertà in a picture: the Underboss carrying a silver coin, its action paused (R6.12).

use leptos::prelude::*;

use super::palette::{INK_SOFT, SILVER, THUG};
use super::shapes::{coin, gangster};

pub const WIDTH: u32 = 200;
pub const HEIGHT: u32 = 90;

pub fn omerta() -> impl IntoView {
    view! {
        <g>
            {gangster(50.0, 20.0, "8".to_string(), THUG)}
            {coin(88.0, 62.0, SILVER)}
            <rect x="128" y="30" width="8" height="30" fill=INK_SOFT />
            <rect x="144" y="30" width="8" height="30" fill=INK_SOFT />
        </g>
    }
}
