//! The guide's drawings: small inline SVG pictures of the game — pieces of the map around red
//! circle 21 drawn from the board's own coordinates, the parts of a night and Jack's move track —
//! each in a figure with a caption and an accessible name. Lines and words take the text colour
//! of the page around them.

mod map;
mod night;
mod scene;
mod scenes;
mod track;

use leptos::prelude::*;

use crate::games::whitechapel::words::WcWords;

pub use night::night_parts;
pub use track::move_track;

/// The policemen's colours, in the order of their names (Yellow, Blue, Purple, Green, Orange),
/// and the colour of the letter written on each.
const POLICEMEN: [(&str, &str); 5] = [
    ("#e8c33a", "#1d1c1a"),
    ("#2f6fd0", "#fff"),
    ("#8a55c9", "#fff"),
    ("#2e8b57", "#fff"),
    ("#e0902a", "#1d1c1a"),
];

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

/// The goal: a crime scene, and Jack's way home to his hideout.
pub fn way_home(words: &WcWords) -> Drawing {
    map::map_scene(words, scenes::way_home())
}

/// A piece of the map: circles, crossings and streets.
pub fn map_piece(words: &WcWords) -> Drawing {
    map::map_scene(words, scenes::plain())
}

/// A wait: where a wretched woman may be moved.
pub fn wretched_moves(words: &WcWords) -> Drawing {
    map::map_scene(words, scenes::wretched_moves())
}

/// A policeman closing Jack's walks.
pub fn blocked_walk(words: &WcWords) -> Drawing {
    map::map_scene(words, scenes::blocked_walk())
}

/// Jack surrounded, and the alleys out.
pub fn alley_out(words: &WcWords) -> Drawing {
    map::map_scene(words, scenes::alley_out())
}

/// A policeman's steps.
pub fn police_steps(words: &WcWords) -> Drawing {
    map::map_scene(words, scenes::police_steps())
}

/// A search that finds a clue, and the arrest that would have won.
pub fn search_and_arrest(words: &WcWords) -> Drawing {
    map::map_scene(words, scenes::search_and_arrest())
}

/// Jack trapped.
pub fn trapped(words: &WcWords) -> Drawing {
    map::map_scene(words, scenes::trapped())
}

/// An arrow from `from` to `to`, its head at `to`, dashed if `dashed`.
fn arrow(from: (f64, f64), to: (f64, f64), dashed: bool) -> impl IntoView {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / length, dy / length);
    let back = (to.0 - ux * 6.0, to.1 - uy * 6.0);
    let left = (back.0 - uy * 3.5, back.1 + ux * 3.5);
    let right = (back.0 + uy * 3.5, back.1 - ux * 3.5);
    let dashes = if dashed { "4 3" } else { "none" };
    view! {
        <path
            d=format!("M{} {} L{} {}", from.0, from.1, back.0, back.1)
            stroke="currentColor"
            stroke-width="1.8"
            stroke-dasharray=dashes
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

/// A line of words at (`x`, `y`), anchored `anchor` ("start", "middle", "end").
fn words_at(text: String, (x, y): (f64, f64), anchor: &'static str) -> impl IntoView {
    view! {
        <text x=x y=y text-anchor=anchor font-size="10" fill="currentColor">
            {text}
        </text>
    }
}
