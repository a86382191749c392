//! Jack's move track (WC1.6): twenty spaces, V to I and then 1 to 15, the time of the crime
//! on I, the crime written there, and the moves after it until the last space.

use leptos::prelude::*;

use super::{arrow, words_at, Drawing};
use crate::games::whitechapel::words::{tr, WcWords};

const CELL: f64 = 15.0;
const TOP: f64 = 26.0;
/// The track's spaces (WC1.6.1).
pub const SPACES: u8 = 20;
/// Where the time of the crime stands when no wait was made: I, space 5 (WC4.3.2).
pub const TIME: u8 = 5;

fn left(space: u8) -> f64 {
    2.0 + f64::from(space - 1) * CELL
}

pub fn move_track(words: &WcWords) -> Drawing {
    let l = words.locale;
    let cells = (1..=SPACES)
        .map(|space| {
            let x = left(space);
            let roman = space <= TIME;
            let fill = if space == TIME {
                "#c0392b"
            } else if roman {
                "#6b6258"
            } else {
                "none"
            };
            let ink = if roman { "#fff" } else { "currentColor" };
            view! {
                <rect
                    x=x
                    y=TOP
                    width=CELL
                    height=CELL
                    fill=fill
                    stroke="currentColor"
                    stroke-width="0.8"
                />
                <text x=x + CELL / 2.0 y=TOP + 10.5 text-anchor="middle" font-size="7" fill=ink>
                    {words.space(space)}
                </text>
            }
        })
        .collect_view();
    let crime = left(TIME) + CELL / 2.0;
    let last = left(SPACES) + CELL / 2.0;
    let shapes = view! {
        {words_at(tr!(l, guide.track_fig_waits), (left(1) + 2.5 * CELL, TOP - 6.0), "middle")}
        {words_at(tr!(l, guide.track_fig_moves), (left(13) + CELL / 2.0, TOP - 12.0), "middle")}
        {arrow((left(6) + 2.0, TOP - 5.0), (left(SPACES) + CELL - 2.0, TOP - 5.0), false)}
        {cells}
        {arrow((crime, TOP + CELL + 18.0), (crime, TOP + CELL + 3.0), false)}
        {words_at(tr!(l, guide.track_fig_crime), (crime - 6.0, TOP + CELL + 30.0), "start")}
        {arrow((last, TOP + CELL + 18.0), (last, TOP + CELL + 3.0), false)}
        {words_at(tr!(l, guide.track_fig_last), (last + 6.0, TOP + CELL + 30.0), "end")}
    };
    Drawing::new((306, 76), shapes)
}
