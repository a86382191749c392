//! Setup in a picture: the Capo and the four positions under it, one of each type (R2.6).

use leptos::prelude::*;

use super::palette::{CONMAN, GAMBLER, HITMAN, THUG};
use super::shapes::gangster;

pub const WIDTH: u32 = 300;
pub const HEIGHT: u32 = 144;

pub fn setup() -> impl IntoView {
    view! {
        <g>
            {gangster(130.0, 12.0, "9".to_string(), HITMAN)}
            {gangster(40.0, 80.0, "8".to_string(), THUG)}
            {gangster(100.0, 80.0, "7".to_string(), HITMAN)}
            {gangster(160.0, 80.0, "6".to_string(), GAMBLER)}
            {gangster(220.0, 80.0, "5".to_string(), CONMAN)}
        </g>
    }
}
