//! The button that opens a game's How to play, named after the game.

use leptos::prelude::*;

use crate::shell::game::GameCard;
use crate::shell::language::*;
use crate::shell::store::Shell;

#[component]
pub fn HowToPlayButton(card: &'static GameCard) -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    view! {
        <button
            type="button"
            class="how-to-play-open"
            aria-haspopup="dialog"
            aria-label=move || {
                t_string!(i18n, guide.open_named, game = card.name.get(i18n.get_locale()))
                    .to_string()
            }
            on:click=move |_| shell.open_guide(card.id, None)
        >
            {t!(i18n, guide.open)}
        </button>
    }
}
