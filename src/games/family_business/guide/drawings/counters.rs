//! A counter: a blue Family Influence played on top of a red Contract.

use fb_engine::Kind;
use leptos::prelude::*;

use super::{card, words_at, Drawing, ATTACK, CARD_H, COUNTER};
use crate::games::family_business::words::FbWords;

pub fn counter_on_card(words: &FbWords) -> Drawing {
    let drawing = view! {
        {card(ATTACK, (100.0, 8.0), -6.0)}
        {card(COUNTER, (120.0, 16.0), 12.0)}
        {words_at(words.card(Kind::Contract), (94.0, 8.0 + CARD_H / 2.0), "end")}
        {words_at(words.card(Kind::FamilyInfluence), (164.0, 24.0 + CARD_H / 2.0), "start")}
    };
    Drawing::new((280, 76), drawing)
}
