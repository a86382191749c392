//! Playing a card: a red card goes from the hand to the discard pile, where a blue counter may
//! land on top of it.

use leptos::prelude::*;

use super::{arrow, card, card_back, words_at, Drawing, ATTACK, CARD_H, CARD_W, COUNTER};
use crate::games::family_business::words::tr;
use crate::i18n::Locale;

pub fn card_to_discard(locale: Locale) -> Drawing {
    let pile = 190.0;
    let drawing = view! {
        {card_back((4.0, 12.0), -10.0)}
        {card_back((22.0, 10.0), 0.0)}
        {card(ATTACK, (40.0, 12.0), 10.0)}
        {words_at(tr!(locale, guide.playing_fig_hand), (38.0, CARD_H + 30.0), "middle")}
        {arrow((40.0 + CARD_W + 10.0, 36.0), (pile - 8.0, 36.0))}
        {card(COUNTER, (pile - 4.0, 14.0), -4.0)}
        {card(ATTACK, (pile, 12.0), 0.0)}
        {card(COUNTER, (pile + 12.0, 16.0), 14.0)}
        {words_at(
            tr!(locale, guide.playing_fig_discard),
            (pile + CARD_W / 2.0 + 6.0, CARD_H + 30.0),
            "middle",
        )}
    };
    Drawing::new((260, 84), drawing)
}
