//! The board as the engine lays it out (R1.11.1): the four rows of positions, top to bottom,
//! and the Associate spaces underneath; optionally the Make-a-Move arrows (R1.13.1).

use leptos::prelude::*;
use np_engine::{ARROWS, ROWS};

use super::palette::{CONMAN, GAMBLER, HITMAN, INK, INK_SOFT, NEUTRAL, THUG};
use super::shapes::{arrow, gangster, label, CARD_H, CARD_W};

/// Width of the board drawing.
pub const WIDTH: u32 = 240;
/// Height of the board with its Associates.
pub const HEIGHT: u32 = 330;
/// Height of the board without its Associates, with room for the arrows.
pub const ARROWS_HEIGHT: u32 = 314;

/// The top left corner of position `p`'s card when the rows are `gap` apart.
fn corner(p: u8, gap: f64) -> (f64, f64) {
    ROWS.iter()
        .enumerate()
        .find_map(|(row, places)| {
            let column = places.iter().position(|q| *q == p)?;
            let width = places.len() as f64 * (CARD_W + 16.0) - 16.0;
            let left = (f64::from(WIDTH) - width) / 2.0;
            Some((
                left + column as f64 * (CARD_W + 16.0),
                12.0 + row as f64 * gap,
            ))
        })
        .unwrap_or((0.0, 0.0))
}

/// A type colour for every position, as a table might look: each type at least once in 8–5.
fn band(p: u8) -> &'static str {
    match p {
        9 | 7 | 2 => HITMAN,
        8 | 3 => THUG,
        6 | 1 => GAMBLER,
        _ => CONMAN,
    }
}

/// The nine positions and, below them, the three Associate spaces under `associates` (their
/// name as the board writes it).
pub fn board(associates: String) -> impl IntoView {
    let positions = ROWS
        .iter()
        .flat_map(|row| row.iter())
        .map(|p| {
            let (x, y) = corner(*p, 62.0);
            gangster(x, y, p.to_string(), band(*p))
        })
        .collect_view();
    let spaces = (0..3)
        .map(|i| {
            let x = 52.0 + f64::from(i) * (CARD_W + 16.0);
            gangster(x, 262.0, String::new(), NEUTRAL)
        })
        .collect_view();
    view! {
        <g>
            {positions}
            <line x1="20" y1="252" x2=f64::from(WIDTH) - 20.0 y2="252" stroke=INK_SOFT stroke-dasharray="3 3" />
            {spaces}
            {label(f64::from(WIDTH) / 2.0, 326.0, 12, associates)}
        </g>
    }
}

/// The nine positions with every Make-a-Move arrow from a lower to a higher one.
pub fn arrows() -> impl IntoView {
    let gap = 80.0;
    let positions = ROWS
        .iter()
        .flat_map(|row| row.iter())
        .map(|p| {
            let (x, y) = corner(*p, gap);
            gangster(x, y, p.to_string(), band(*p))
        })
        .collect_view();
    let lines = ARROWS
        .iter()
        .map(|(from, to)| {
            let (fx, fy) = corner(*from, gap);
            let (tx, ty) = corner(*to, gap);
            // Arrows leave and reach a card apart, each on the side it heads for or comes from.
            let lean = (tx - fx).signum() * 10.0;
            arrow(
                fx + CARD_W / 2.0 + lean,
                fy,
                tx + CARD_W / 2.0 - lean,
                ty + CARD_H + 1.0,
                INK,
            )
        })
        .collect_view();
    view! { <g>{positions} {lines}</g> }
}
