//! Out of the game: a family's empty row, crossed out, and its hand going to the discard pile.

use leptos::prelude::*;

use super::{
    arrow, card, card_back, empty_place, swatch, words_at, Drawing, ATTACK, RESCUE, TOKEN_H,
};
use crate::games::family_business::words::tr;
use crate::i18n::Locale;

pub fn family_out(locale: Locale) -> Drawing {
    let row_y = 8.0;
    let drawing = view! {
        {swatch(1, (0.0, row_y))}
        {empty_place((14.0, row_y), 180.0)}
        {words_at(tr!(locale, table.out), (104.0, row_y + TOKEN_H / 2.0 + 3.5), "middle")}
        {card_back((20.0, 46.0), -8.0)}
        {card_back((40.0, 46.0), 6.0)}
        {arrow((84.0, 70.0), (150.0, 70.0))}
        {card(RESCUE, (160.0, 46.0), -5.0)}
        {card(ATTACK, (170.0, 48.0), 6.0)}
        {words_at(tr!(locale, table.discard_pile), (182.0, 112.0), "middle")}
    };
    Drawing::new((240, 120), drawing)
}
