//! The top bar: the name of the game shown (else the collection's), the game's track, its How
//! to play and buttons (from the game's code), and the language switch, always reachable.

use leptos::prelude::*;

use super::how_to_play_button::HowToPlayButton;

use super::Languages;
use crate::shell::app::game_view;
use crate::shell::language::*;
use crate::shell::store::{Screen, Shell};

#[component]
pub fn TopBar() -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    // The game's parts are drawn anew only when the screen changes, not each time it is set.
    let screen = Memo::new(move |_| shell.screen.get());
    view! {
        <header class="topbar">
            <h1 class="title">
                {move || match screen.get() {
                    Screen::Table(id) | Screen::Replay(id) => shell
                        .games
                        .by_id(id)
                        .map_or_else(String::new, |card| card.name.get(i18n.get_locale()).to_string()),
                    Screen::Opening | Screen::Start => t_string!(i18n, app.title).to_string(),
                }}
            </h1>
            {crate::shell::embed::embedded()
                .then(|| {
                    view! {
                        <a
                            class="open-full"
                            href=crate::shell::embed::full_game_address()
                            target="_blank"
                            rel="noopener"
                        >
                            {t!(i18n, app.open_full)}
                        </a>
                    }
                })}
            {move || match screen.get() {
                Screen::Table(id) | Screen::Replay(id) => {
                    Some(game_view(id, |game| game.track()))
                }
                Screen::Opening | Screen::Start => None,
            }}
            <div class="controls">
                {move || match screen.get() {
                    Screen::Table(id) | Screen::Replay(id) => {
                        shell
                            .games
                            .by_id(id)
                            .map(|card| {
                                view! {
                                    <HowToPlayButton card />
                                }
                            })
                    }
                    Screen::Opening | Screen::Start => None,
                }}
                {move || match screen.get() {
                    Screen::Table(id) => Some(game_view(id, |game| game.controls())),
                    Screen::Opening | Screen::Start | Screen::Replay(_) => None,
                }}
                <Languages />
            </div>
        </header>
    }
}
