//! The attacks: a Priority Contract puts its target against the wall, a Contract puts its target
//! at the end; both leave a gap in the Rosen outfit's row.

use fb_engine::Kind;
use leptos::prelude::*;

use super::hit_list::place_x;
use super::{
    arrow, empty_place, mobster, mobster_of, swatch, wall, words_at, Drawing, TOKEN_H, TOKEN_W,
};
use crate::games::family_business::words::FbWords;

pub fn contracts(words: &FbWords) -> Drawing {
    let (list_y, row_y) = (8.0, 84.0);
    let list = [
        mobster_of(2, 2),
        mobster_of(1, 1),
        mobster_of(3, 1),
        mobster_of(2, 1),
    ];
    let middle = TOKEN_W / 2.0;
    let drawing = view! {
        {wall((0.0, list_y - 4.0), TOKEN_H + 8.0)}
        {list
            .into_iter()
            .zip(0u8..)
            .map(|(m, n)| mobster(words, m, (place_x(n), list_y)))
            .collect_view()}
        {swatch(2, (6.0, row_y))}
        {empty_place((place_x(0), row_y), TOKEN_W)}
        {mobster(words, mobster_of(2, 3), (place_x(1), row_y))}
        {mobster(words, mobster_of(2, 4), (place_x(2), row_y))}
        {empty_place((place_x(3), row_y), TOKEN_W)}
        {arrow((place_x(0) + middle, row_y - 2.0), (place_x(0) + middle, list_y + TOKEN_H + 3.0))}
        {arrow((place_x(3) + middle, row_y - 2.0), (place_x(3) + middle, list_y + TOKEN_H + 3.0))}
        {words_at(
            words.card(Kind::PriorityContract),
            (place_x(0) + middle + 6.0, 62.0),
            "start",
        )}
        {words_at(words.card(Kind::Contract), (place_x(3) + middle - 6.0, 62.0), "end")}
    };
    Drawing::new((250, 116), drawing)
}
