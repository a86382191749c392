//! The components: a mobster card beside the four classes of cards in their colours.

use leptos::prelude::*;

use super::{
    card, mobster, mobster_of, words_at, Drawing, ABILITY, ATTACK, CARD_H, CARD_W, COUNTER, RESCUE,
};
use crate::games::family_business::words::{tr, FbWords};

pub fn card_classes(words: &FbWords) -> Drawing {
    let locale = words.locale;
    let classes = [
        (ATTACK, tr!(locale, guide.components_fig_attack)),
        (RESCUE, tr!(locale, guide.components_fig_rescue)),
        (COUNTER, tr!(locale, guide.components_fig_counter)),
        (ABILITY, tr!(locale, guide.components_fig_ability)),
    ];
    let drawing = view! {
        {mobster(words, mobster_of(0, 1), (0.0, 16.0))}
        {classes
            .into_iter()
            .enumerate()
            .map(|(i, (colour, name))| {
                let x = 66.0 + i as f32 * 58.0;
                view! {
                    {card(colour, (x, 4.0), 0.0)}
                    {words_at(name, (x + CARD_W / 2.0, CARD_H + 18.0), "middle")}
                }
            })
            .collect_view()}
    };
    Drawing::new((300, 76), drawing)
}
