//! Setting up: a family's nine mobsters in a row and a hand of five cards face down.

use leptos::prelude::*;

use super::{card_back, mobster_of, numbered_mobster, Drawing, CARD_W};

pub fn starting_hand() -> Drawing {
    let drawing = view! {
        {(1..=9u8)
            .map(|index| numbered_mobster(mobster_of(0, index), (f32::from(index - 1) * 32.0, 4.0)))
            .collect_view()}
        {(0..5u8)
            .map(|i| {
                let i = f32::from(i);
                card_back((96.0 + i * (CARD_W - 14.0), 44.0 + (i - 2.0).abs() * 2.0), (i - 2.0) * 8.0)
            })
            .collect_view()}
    };
    Drawing::new((290, 100), drawing)
}
