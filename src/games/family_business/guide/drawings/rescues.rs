//! The rescues: a mobster leaves the Hit List for its row, and the one behind moves up.

use leptos::prelude::*;

use super::hit_list::place_x;
use super::{arrow, empty_place, mobster, mobster_of, swatch, wall, Drawing, TOKEN_H, TOKEN_W};
use crate::games::family_business::words::FbWords;

pub fn gap_closes(words: &FbWords) -> Drawing {
    let (list_y, row_y) = (8.0, 76.0);
    let middle = TOKEN_W / 2.0;
    let drawing = view! {
        {wall((0.0, list_y - 4.0), TOKEN_H + 8.0)}
        {mobster(words, mobster_of(1, 1), (place_x(0), list_y))}
        {empty_place((place_x(1), list_y), TOKEN_W)}
        {mobster(words, mobster_of(3, 1), (place_x(2), list_y))}
        {arrow(
            (place_x(2) - 2.0, list_y + TOKEN_H / 2.0),
            (place_x(1) + TOKEN_W - 10.0, list_y + TOKEN_H / 2.0),
        )}
        {swatch(2, (place_x(1) - 14.0, row_y))}
        {mobster(words, mobster_of(2, 1), (place_x(1), row_y))}
        {arrow((place_x(1) + middle, list_y + TOKEN_H + 3.0), (place_x(1) + middle, row_y - 3.0))}
    };
    Drawing::new((190, 108), drawing)
}
