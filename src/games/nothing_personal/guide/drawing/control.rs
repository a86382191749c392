//! Control at a glance: three gangsters, the markers on them and who leads (R5.1).

use leptos::prelude::*;

use super::palette::{HITMAN, INK, NEUTRAL, ORANGE, RED};
use super::shapes::{gangster, label, marker, stack};

pub const WIDTH: u32 = 300;
pub const HEIGHT: u32 = 130;

/// Red 3 / Orange 2 / neutral 1, Red 2 / Orange 2 / neutral 1 and Red 2 / neutral 2, each with
/// its verdict underneath: the controller's marker, two markers tied, or a dash for nobody.
pub fn control() -> impl IntoView {
    view! {
        <g>
            {gangster(20.0, 20.0, String::new(), HITMAN)}
            {stack(70.0, 64.0, &[RED, RED, RED])}
            {stack(82.0, 64.0, &[ORANGE, ORANGE])}
            {stack(94.0, 64.0, &[NEUTRAL])}
            {marker(57.0, 100.0, RED)}

            {gangster(116.0, 20.0, String::new(), HITMAN)}
            {stack(166.0, 64.0, &[RED, RED])}
            {stack(178.0, 64.0, &[ORANGE, ORANGE])}
            {stack(190.0, 64.0, &[NEUTRAL])}
            {marker(142.0, 100.0, RED)}
            {label(153.0, 105.0, 16, "=".to_string())}
            {marker(164.0, 100.0, ORANGE)}

            {gangster(212.0, 20.0, String::new(), HITMAN)}
            {stack(262.0, 64.0, &[RED, RED])}
            {stack(274.0, 64.0, &[NEUTRAL, NEUTRAL])}
            <line x1="240" y1="100" x2="260" y2="100" stroke=INK stroke-width="3" />
        </g>
    }
}
