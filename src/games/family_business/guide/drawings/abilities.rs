//! An ability card under the mobster it helps: Sal with the Celebrity.

use fb_engine::Ability;
use leptos::prelude::*;

use super::{mobster, mobster_of, words_at, Drawing, ABILITY, TOKEN_H, TOKEN_W};
use crate::games::family_business::words::FbWords;

pub fn attached_ability(words: &FbWords) -> Drawing {
    let drawing = view! {
        <rect
            x="10"
            y="18"
            width=TOKEN_W
            height=TOKEN_H
            rx="4"
            fill=ABILITY
            stroke="currentColor"
            stroke-width="0.5"
            transform="rotate(8 35 31)"
        />
        {mobster(words, mobster_of(0, 1), (4.0, 4.0))}
        {words_at(words.ability(Ability::Celebrity), (TOKEN_W + 20.0, 38.0), "start")}
    };
    Drawing::new((180, 52), drawing)
}
