//! The top bar, one row: the name of the game shown (else the collection's), the game's track,
//! and its controls. At a game's table or replay the less used controls sit in the More menu
//! (all of them on a narrow screen): How to play, the game's buttons, the bots' speed and the
//! language switch; the start screen shows its language switch as it is.
//!
//! The start screen never shows the menu: its code comes with the games' code, which draws a
//! table's or replay's controls ([`Game::bar_controls`](crate::shell::game::Game::bar_controls)
//! calls [`game_controls`]), not with the start screen.

use leptos::prelude::*;

use super::how_to_play_button::HowToPlayButton;
use super::more_menu::MoreMenu;

use super::Languages;
use crate::shell::app::game_view;
use crate::shell::game::GameCard;
use crate::shell::kit::SpeedSelect;
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
                    Screen::Table(id) => game_view(id, |game| game.bar_controls(true)).into_any(),
                    Screen::Replay(id) => game_view(id, |game| game.bar_controls(false)).into_any(),
                    Screen::Opening | Screen::Start => view! { <Languages /> }.into_any(),
                }}
            </div>
        </header>
    }
}

/// The bar's controls at game `card`'s table, with the game's buttons `controls`, or in its
/// replay (`controls` none): How to play and the game's buttons stand in the bar on a wide
/// screen; the bots' speed (at the table) and the language switch are in the More menu.
pub fn game_controls(card: &'static GameCard, controls: Option<AnyView>) -> AnyView {
    let at_table = controls.is_some();
    let wide = view! {
        <HowToPlayButton card />
        {controls}
    };
    view! {
        <MoreMenu wide=wide.into_any()>
            {at_table.then(|| view! { <SpeedSelect /> })}
            <Languages />
        </MoreMenu>
    }
    .into_any()
}
