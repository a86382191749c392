//! A game's "Learn to play" on the start screen: its guided first game, once its code and the
//! coach's styles have arrived.

use leptos::prelude::*;

use crate::shell::game::GameCard;
use crate::shell::language::*;
use crate::shell::later_styles::{self, LaterStyle};

#[component]
pub fn LearnButton(card: &'static GameCard) -> impl IntoView {
    let i18n = use_i18n();
    let learn = move |_| {
        let locale = i18n.get_locale_untracked();
        wasm_bindgen_futures::spawn_local(async move {
            let styles = later_styles::load(LaterStyle::Coach);
            let game = (card.code)().await;
            styles.await;
            game.learn(locale);
        });
    };
    view! {
        <button
            type="button"
            class="learn"
            aria-label=move || {
                t_string!(i18n, lesson_start.learn_game, game = card.name.get(i18n.get_locale()))
                    .to_string()
            }
            on:click=learn
        >
            {t!(i18n, lesson_start.learn)}
        </button>
    }
}
