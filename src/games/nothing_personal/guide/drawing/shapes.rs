//! The pieces the guide's drawings are made of: gangster cards, markers, coins, the ring, dice,
//! arrows and labels, each placed by the coordinates of its centre or its top left corner.

use leptos::prelude::*;

use super::palette::{CARD, GOLD, INK, INK_SOFT, WHITE};

/// Width and height of a gangster card.
pub const CARD_W: f64 = 40.0;
pub const CARD_H: f64 = 50.0;

/// A gangster card with its top left corner at (x, y): a band of its type's colour and a
/// big label (a position number) in the middle.
pub fn gangster(x: f64, y: f64, label: String, band: &'static str) -> impl IntoView {
    view! {
        <g>
            <rect x=x y=y width=CARD_W height=CARD_H rx="4" fill=CARD stroke=INK stroke-width="1.5" />
            <rect x=x + 1.0 y=y + 1.0 width=CARD_W - 2.0 height="9" rx="3" fill=band />
            {text(x + CARD_W / 2.0, y + 34.0, 18, true, INK, label)}
        </g>
    }
}

/// An empty place on the board: a dashed outline.
pub fn vacancy(x: f64, y: f64, label: String) -> impl IntoView {
    view! {
        <g>
            <rect
                x=x
                y=y
                width=CARD_W
                height=CARD_H
                rx="4"
                fill="none"
                stroke=INK_SOFT
                stroke-width="1.5"
                stroke-dasharray="4 3"
            />
            {text(x + CARD_W / 2.0, y + 32.0, 15, false, INK_SOFT, label)}
        </g>
    }
}

/// A marker of a colour, centred on (x, y).
pub fn marker(x: f64, y: f64, colour: &'static str) -> impl IntoView {
    view! { <circle cx=x cy=y r="5.5" fill=colour stroke=INK stroke-width="1.2" /> }
}

/// A column of markers, bottom up from (x, y), one per colour given.
pub fn stack(x: f64, y: f64, colours: &[&'static str]) -> impl IntoView {
    colours
        .iter()
        .enumerate()
        .map(|(i, colour)| marker(x, y - 12.0 * i as f64, colour))
        .collect_view()
}

/// A coin of a colour, centred on (x, y).
pub fn coin(x: f64, y: f64, colour: &'static str) -> impl IntoView {
    view! {
        <g>
            <circle cx=x cy=y r="10" fill=colour stroke=INK stroke-width="1.5" />
            <circle cx=x cy=y r="6.5" fill="none" stroke=INK stroke-width="0.8" />
        </g>
    }
}

/// The Capo ring, centred on (x, y).
pub fn ring(x: f64, y: f64) -> impl IntoView {
    view! {
        <g>
            <circle cx=x cy=y r="9" fill="none" stroke=GOLD stroke-width="4" />
            <circle cx=x cy=y - 10.0 r="3.5" fill=WHITE stroke=INK stroke-width="1" />
        </g>
    }
}

/// A straight arrow from (x1, y1) to (x2, y2), its head at the end.
pub fn arrow(x1: f64, y1: f64, x2: f64, y2: f64, colour: &'static str) -> impl IntoView {
    let angle = (y2 - y1).atan2(x2 - x1);
    let head = |turn: f64| {
        let a = angle + std::f64::consts::PI + turn;
        format!("{:.1},{:.1}", x2 + 8.0 * a.cos(), y2 + 8.0 * a.sin())
    };
    let points = format!("{x2:.1},{y2:.1} {} {}", head(0.45), head(-0.45));
    view! {
        <g>
            <line x1=x1 y1=y1 x2=x2 y2=y2 stroke=colour stroke-width="2" />
            <polygon points=points fill=colour />
        </g>
    }
}

/// A line of text centred on (x, y).
pub fn label(x: f64, y: f64, size: u32, words: String) -> impl IntoView {
    text(x, y, size, false, INK, words)
}

/// A line of text centred on (x, y), `size` high, in `colour`, bold if `bold`.
pub fn text(
    x: f64,
    y: f64,
    size: u32,
    bold: bool,
    colour: &'static str,
    words: String,
) -> impl IntoView {
    view! {
        <text
            x=x
            y=y
            text-anchor="middle"
            font-size=size
            font-weight=bold.then_some("bold")
            fill=colour
        >
            {words}
        </text>
    }
}

/// An influence card's outline with its top left corner at (x, y).
pub fn card_outline(x: f64, y: f64, width: f64, height: f64) -> impl IntoView {
    view! { <rect x=x y=y width=width height=height rx="6" fill=CARD stroke=INK stroke-width="1.5" /> }
}

/// A group printed on an influence card: a square `side` wide in its gangster type's colour
/// with its top left corner at (x, y), and its count written at `count_at` in `size`.
pub fn group(
    (x, y, side): (f64, f64, f64),
    colour: &'static str,
    count: u8,
    (count_x, count_y, size): (f64, f64, u32),
) -> impl IntoView {
    (
        view! { <rect x=x y=y width=side height=side rx="3" fill=colour /> },
        label(count_x, count_y, size, count.to_string()),
    )
}

/// A face-down influence card with its top left corner at (x, y).
pub fn card_back(x: f64, y: f64) -> impl IntoView {
    view! { <rect x=x y=y width="22" height="30" rx="3" fill=CARD stroke=INK stroke-width="1.2" /> }
}
