//! The Hit List: the wall, three mobsters in order, and the empty place at its end where the
//! next Contract puts its target.

use leptos::prelude::*;

use super::{
    arrow, card, empty_place, mobster, mobster_of, wall, words_at, Drawing, ATTACK, TOKEN_H,
    TOKEN_W,
};
use crate::games::family_business::words::{tr, FbWords};

/// Where the list's mobsters stand: the list's top and the left of its first place.
pub const LIST_Y: f32 = 58.0;
pub const FIRST_X: f32 = 20.0;
/// From one place of the list to the next.
pub const PLACE: f32 = TOKEN_W + 6.0;

/// The left of place `n` (from 0) of the list.
pub fn place_x(n: u8) -> f32 {
    FIRST_X + f32::from(n) * PLACE
}

pub fn wall_and_end(words: &FbWords) -> Drawing {
    let locale = words.locale;
    let listed = [mobster_of(0, 1), mobster_of(1, 1), mobster_of(3, 1)];
    let end_x = place_x(3);
    let drawing = view! {
        {words_at(tr!(locale, table.wall), (0.0, LIST_Y - 8.0), "start")}
        {wall((0.0, LIST_Y - 4.0), TOKEN_H + 8.0)}
        {listed
            .into_iter()
            .zip(0u8..)
            .map(|(m, n)| {
                view! {
                    {mobster(words, m, (place_x(n), LIST_Y))}
                    {words_at(
                        (n + 1).to_string(),
                        (place_x(n) + TOKEN_W / 2.0, LIST_Y + TOKEN_H + 14.0),
                        "middle",
                    )}
                }
            })
            .collect_view()}
        {empty_place((end_x, LIST_Y), TOKEN_W)}
        {words_at(
            tr!(locale, guide.hit_list_fig_end),
            (end_x + TOKEN_W / 2.0, LIST_Y + TOKEN_H + 14.0),
            "middle",
        )}
        {card(ATTACK, (end_x + TOKEN_W + 14.0, 2.0), 12.0)}
        {arrow((end_x + TOKEN_W + 16.0, 36.0), (end_x + TOKEN_W / 2.0 + 6.0, LIST_Y - 3.0))}
    };
    Drawing::new((300, 102), drawing)
}
