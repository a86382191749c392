//! The goal: three families late in a game, two of them out and one left to win.

use leptos::prelude::*;

use super::{empty_place, mobster, mobster_of, swatch, words_at, Drawing, TOKEN_H, TOKEN_W};
use crate::games::family_business::words::{tr, FbWords};

pub fn last_family(words: &FbWords) -> Drawing {
    let locale = words.locale;
    let row_y = |row: u8| 6.0 + f32::from(row) * (TOKEN_H + 8.0);
    let out = |family: u8, row: u8| {
        let y = row_y(row);
        view! {
            {swatch(family, (0.0, y))}
            {empty_place((14.0, y), 160.0)}
            {words_at(tr!(locale, table.out), (94.0, y + TOKEN_H / 2.0 + 3.5), "middle")}
        }
    };
    let winner_y = row_y(2);
    let drawing = view! {
        {out(1, 0)}
        {out(2, 1)}
        {swatch(0, (0.0, winner_y))}
        {mobster(words, mobster_of(0, 1), (14.0, winner_y))}
        {mobster(words, mobster_of(0, 3), (20.0 + TOKEN_W, winner_y))}
        {words_at(
            tr!(locale, end.winner),
            (32.0 + 2.0 * TOKEN_W, winner_y + TOKEN_H / 2.0 + 3.5),
            "start",
        )}
    };
    Drawing::new((240, 108), drawing)
}
