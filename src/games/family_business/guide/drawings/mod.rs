//! The guide's drawings: small inline SVG pictures of the table — mobster cards in their
//! family's colour, action cards in their class's colour, the Hit List from its wall — each in a
//! figure with a caption and an accessible name. Lines and words take the text colour of the
//! page around them.

mod abilities;
mod attacks;
mod components;
mod counters;
mod elimination;
mod goal;
mod hit_list;
mod mob_war;
mod playing;
mod rescues;
mod setup;
mod turn;

use fb_engine::Mobster;
use leptos::prelude::*;

use crate::games::family_business::words::FbWords;

pub use abilities::attached_ability;
pub use attacks::contracts;
pub use components::card_classes;
pub use counters::counter_on_card;
pub use elimination::family_out;
pub use goal::last_family;
pub use hit_list::wall_and_end;
pub use mob_war::double_fire;
pub use playing::card_to_discard;
pub use rescues::gap_closes;
pub use setup::starting_hand;
pub use turn::turn_steps;

/// The families' colours, as the table shows them (`.fb-family-<n>`), and the colour of the
/// names written on them.
const FAMILY: [(&str, &str); 6] = [
    ("#c8323f", "#fff"),
    ("#2f9e5b", "#fff"),
    ("#3a6fd8", "#fff"),
    ("#8a55c9", "#fff"),
    ("#14969c", "#fff"),
    ("#e0902a", "#1d1c1a"),
];

/// The colours of the card classes: attack red, rescue green, counter blue, ability yellow.
pub const ATTACK: &str = "#c0392b";
pub const RESCUE: &str = "#2e8b57";
pub const COUNTER: &str = "#2f6fd0";
pub const ABILITY: &str = "#e8c33a";
/// The back of a face-down card.
const CARD_BACK: &str = "#4a4540";

/// A mobster card's size in the drawings.
pub const TOKEN_W: f32 = 50.0;
pub const TOKEN_H: f32 = 26.0;
/// An action card's size.
pub const CARD_W: f32 = 34.0;
pub const CARD_H: f32 = 48.0;

/// A drawing: its size and its shapes, shown in a section's figure.
pub struct Drawing {
    pub size: (u32, u32),
    pub shapes: AnyView,
}

impl Drawing {
    fn new(size: (u32, u32), shapes: impl IntoView + 'static) -> Drawing {
        Drawing {
            size,
            shapes: shapes.into_any(),
        }
    }
}

/// Family `family`'s mobster number `index` (1–9).
pub fn mobster_of(family: u8, index: u8) -> Mobster {
    Mobster { family, index }
}

/// A mobster card with its name, its top left corner at (`x`, `y`).
pub fn mobster(words: &FbWords, m: Mobster, (x, y): (f32, f32)) -> impl IntoView {
    let (fill, ink) = FAMILY[usize::from(m.family) % FAMILY.len()];
    view! {
        <rect
            x=x
            y=y
            width=TOKEN_W
            height=TOKEN_H
            rx="4"
            fill=fill
            stroke="currentColor"
            stroke-width="0.5"
        />
        <text
            x=x + TOKEN_W / 2.0
            y=y + TOKEN_H / 2.0 + 3.5
            text-anchor="middle"
            font-size="10"
            fill=ink
        >
            {words.mobster_name(m)}
        </text>
    }
}

/// A small mobster card showing only its number in the family.
pub fn numbered_mobster(m: Mobster, (x, y): (f32, f32)) -> impl IntoView {
    let (fill, ink) = FAMILY[usize::from(m.family) % FAMILY.len()];
    view! {
        <rect x=x y=y width="28" height=TOKEN_H rx="4" fill=fill />
        <text x=x + 14.0 y=y + TOKEN_H / 2.0 + 3.5 text-anchor="middle" font-size="10" fill=ink>
            {m.index}
        </text>
    }
}

/// A family's colour swatch at the start of its row.
pub fn swatch(family: u8, (x, y): (f32, f32)) -> impl IntoView {
    let (fill, _) = FAMILY[usize::from(family) % FAMILY.len()];
    view! { <rect x=x y=y width="8" height=TOKEN_H rx="2" fill=fill /> }
}

/// An empty place where a mobster was or will be: a dashed outline.
pub fn empty_place((x, y): (f32, f32), width: f32) -> impl IntoView {
    view! {
        <rect
            x=x
            y=y
            width=width
            height=TOKEN_H
            rx="4"
            fill="none"
            stroke="currentColor"
            stroke-width="1"
            stroke-dasharray="3 2"
            opacity="0.6"
        />
    }
}

/// An action card face up in its class's colour, turned by `angle` degrees about its centre.
pub fn card(colour: &'static str, (x, y): (f32, f32), angle: f32) -> impl IntoView {
    let face = view! {
        <rect
            x=x + 4.0
            y=y + 4.0
            width=CARD_W - 8.0
            height=CARD_H - 8.0
            rx="2"
            fill="none"
            stroke="#fff"
            stroke-width="0.8"
            opacity="0.7"
        />
    };
    turned_card(colour, (x, y), angle, face)
}

/// A card face down, turned by `angle` degrees about its centre.
pub fn card_back((x, y): (f32, f32), angle: f32) -> impl IntoView {
    let face = view! {
        <path
            d=format!("M{} {} l{} {}", x + 5.0, y + 5.0, CARD_W - 10.0, CARD_H - 10.0)
            stroke="#fff"
            stroke-width="0.6"
            opacity="0.4"
        />
    };
    turned_card(CARD_BACK, (x, y), angle, face)
}

/// A card filled with `fill` and `face` drawn on it, its top left corner at (`x`, `y`), turned
/// by `angle` degrees about its centre.
fn turned_card(
    fill: &'static str,
    (x, y): (f32, f32),
    angle: f32,
    face: impl IntoView,
) -> impl IntoView {
    let turn = format!("rotate({angle} {} {})", x + CARD_W / 2.0, y + CARD_H / 2.0);
    view! {
        <g transform=turn>
            <rect
                x=x
                y=y
                width=CARD_W
                height=CARD_H
                rx="3"
                fill=fill
                stroke="currentColor"
                stroke-width="0.5"
            />
            {face}
        </g>
    }
}

/// The wall at the front of the Hit List: a column of bricks `height` high.
pub fn wall((x, y): (f32, f32), height: f32) -> impl IntoView {
    let rows = (height / 8.0).floor() as u8;
    view! {
        <rect x=x y=y width="14" height=height fill="#9c4a2f" />
        {(1..rows)
            .map(|row| {
                let line_y = y + f32::from(row) * 8.0;
                let joint_x = if row % 2 == 0 { x + 4.0 } else { x + 10.0 };
                view! {
                    <path
                        d=format!("M{x} {line_y} h14 M{joint_x} {line_y} v8")
                        stroke="#f2e6d8"
                        stroke-width="0.8"
                    />
                }
            })
            .collect_view()}
    }
}

/// An arrow from `from` to `to`, its head at `to`.
pub fn arrow(from: (f32, f32), to: (f32, f32)) -> impl IntoView {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / length, dy / length);
    let back = (to.0 - ux * 6.0, to.1 - uy * 6.0);
    let left = (back.0 - uy * 3.5, back.1 + ux * 3.5);
    let right = (back.0 + uy * 3.5, back.1 - ux * 3.5);
    view! {
        <path
            d=format!("M{} {} L{} {}", from.0, from.1, back.0, back.1)
            stroke="currentColor"
            stroke-width="1.3"
            fill="none"
        />
        <path
            d=format!(
                "M{} {} L{} {} L{} {} Z",
                to.0,
                to.1,
                left.0,
                left.1,
                right.0,
                right.1,
            )
            fill="currentColor"
        />
    }
}

/// A cross over a mobster card: killed.
pub fn killed((x, y): (f32, f32)) -> impl IntoView {
    view! {
        <path
            d=format!(
                "M{} {} L{} {} M{} {} L{} {}",
                x + 2.0,
                y + 2.0,
                x + TOKEN_W - 2.0,
                y + TOKEN_H - 2.0,
                x + TOKEN_W - 2.0,
                y + 2.0,
                x + 2.0,
                y + TOKEN_H - 2.0,
            )
            stroke="currentColor"
            stroke-width="1.6"
            stroke-linecap="round"
        />
    }
}

/// A flame standing on (`x`, `y`): one for each mobster a Mob War kills a turn.
pub fn flame((x, y): (f32, f32)) -> impl IntoView {
    view! {
        <path
            d=format!("M{x} {y} c-7 0 -9 -8 -4 -14 c1 4 3 5 4 5 c0 -5 2 -9 6 -12 c-1 6 6 9 4 16 c-1 3 -4 5 -10 5 Z")
            fill="#e8642c"
            stroke="#b33a12"
            stroke-width="0.6"
        />
    }
}

/// A line of words at (`x`, `y`), anchored `anchor` ("start", "middle", "end").
pub fn words_at(text: String, (x, y): (f32, f32), anchor: &'static str) -> impl IntoView {
    view! {
        <text x=x y=y text-anchor=anchor font-size="10" fill="currentColor">
            {text}
        </text>
    }
}
