//! The Mob War with double fire: the two mobsters at the front of the Hit List, each under a
//! flame, killed one after the other.

use leptos::prelude::*;

use super::hit_list::place_x;
use super::{flame, killed, mobster, mobster_of, wall, Drawing, TOKEN_H, TOKEN_W};
use crate::games::family_business::words::FbWords;

pub fn double_fire(words: &FbWords) -> Drawing {
    let list_y = 30.0;
    let list = [mobster_of(1, 1), mobster_of(2, 1), mobster_of(3, 1)];
    let drawing = view! {
        {wall((0.0, list_y - 4.0), TOKEN_H + 8.0)}
        {list
            .into_iter()
            .zip(0u8..)
            .map(|(m, n)| {
                let at = (place_x(n), list_y);
                view! {
                    <g opacity=if n < 2 { "0.55" } else { "1" }>{mobster(words, m, at)}</g>
                    {(n < 2)
                        .then(|| {
                            view! {
                                {flame((at.0 + TOKEN_W / 2.0 - 2.0, list_y - 3.0))}
                                {killed(at)}
                            }
                        })}
                }
            })
            .collect_view()}
    };
    Drawing::new((200, 72), drawing)
}
