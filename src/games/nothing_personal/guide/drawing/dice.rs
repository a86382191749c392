//! The six faces of a die, as the engine prints them (R1.6), each drawn with its name below.

use leptos::prelude::*;
use np_engine::{Die, Face};

use super::palette::{GOLD, INK, MOVE_DIE, NUMBER_DIE, WHACK_DIE, WHITE};
use super::shapes::{label, text};
use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;

/// Width of the drawing of one die's six faces.
pub const WIDTH: u32 = 312;
/// Height of the drawing of one die's six faces.
pub const HEIGHT: u32 = 84;

/// The six faces of `die` in a row, side by side.
pub fn faces(locale: Locale, die: Die) -> impl IntoView {
    let (body, ink) = match die {
        Die::Move => (MOVE_DIE, WHITE),
        Die::Whack => (WHACK_DIE, WHITE),
        Die::Number => (NUMBER_DIE, INK),
    };
    (0..6u8)
        .map(|side| {
            let x = 12.0 + 50.0 * f64::from(side);
            let face = die.face(side);
            view! {
                <g>
                    <rect x=x y="10" width="40" height="40" rx="7" fill=body stroke=INK stroke-width="1.5" />
                    {symbol(x + 20.0, 30.0, face, ink)}
                    {label(x + 20.0, 70.0, 11, name(locale, face))}
                </g>
            }
        })
        .collect_view()
}

/// A face's name, as the dice box writes it.
pub fn name(locale: Locale, face: Face) -> String {
    match face {
        Face::Knife => tr!(locale, dice.knife),
        Face::Ring => tr!(locale, dice.ring),
        Face::Gun => tr!(locale, dice.gun),
        Face::X => tr!(locale, dice.x),
        Face::Number(n) => n.to_string(),
    }
}

/// The picture on a face, centred on (x, y).
fn symbol(x: f64, y: f64, face: Face, ink: &'static str) -> AnyView {
    match face {
        Face::Knife => view! {
            <g fill=ink stroke=ink>
                <polygon points=format!("{},{} {},{} {},{}", x - 2.5, y + 4.0, x, y - 13.0, x + 2.5, y + 4.0) />
                <line x1=x - 7.0 y1=y + 4.0 x2=x + 7.0 y2=y + 4.0 stroke-width="2.5" />
                <rect x=x - 1.5 y=y + 4.0 width="3" height="8" />
            </g>
        }
        .into_any(),
        Face::Gun => view! {
            <g fill=ink stroke=ink>
                <rect x=x - 11.0 y=y - 8.0 width="22" height="6" rx="1" />
                <polygon points=format!(
                    "{},{} {},{} {},{} {},{}",
                    x - 10.0,
                    y - 2.0,
                    x - 3.0,
                    y - 2.0,
                    x - 5.0,
                    y + 11.0,
                    x - 12.0,
                    y + 11.0,
                ) />
                <polyline
                    points=format!("{},{} {},{} {},{}", x - 3.0, y + 4.0, x + 2.0, y + 4.0, x + 2.0, y - 2.0)
                    fill="none"
                    stroke-width="1.5"
                />
            </g>
        }
        .into_any(),
        Face::Ring => view! {
            <g>
                <circle cx=x cy=y + 3.0 r="8" fill="none" stroke=GOLD stroke-width="3.5" />
                <circle cx=x cy=y - 7.0 r="3.5" fill=WHITE stroke=INK stroke-width="1" />
            </g>
        }
        .into_any(),
        Face::X => text(x, y + 7.0, 20, true, ink, "X".to_string()).into_any(),
        Face::Number(n) => text(x, y + 7.0, 20, true, ink, n.to_string()).into_any(),
    }
}
