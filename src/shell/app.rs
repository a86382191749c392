//! The root: the language context, the store, and the screen shown.

use leptos::prelude::*;

use crate::games::nothing_personal::seats::{Seat, SeatKind};
use crate::shell::game_code::{game_view, with_game_code, Loader};
use crate::shell::kit::default_name;
use crate::shell::language::*;
use crate::shell::replay_link::FRAGMENT_PREFIX;
use crate::shell::storage::LANGUAGE_KEY;
use crate::shell::store::{Screen, Store};
use crate::shell::ui::{ExportText, Notices, StartScreen, TopBar, DEFAULT_BOT};
use np_engine::GameConfig;

/// The page, its game's code loaded by `loader`.
#[component]
pub fn App(loader: Loader) -> impl IntoView {
    let store = Store::new(loader);
    provide_context(store);
    // The language chosen last time, else the browser's preference.
    let locale = store
        .storage()
        .read_string(LANGUAGE_KEY)
        .and_then(|l| l.parse::<Locale>().ok())
        .unwrap_or_else(preferred);
    let language = Language::new(locale);
    provide_context(language);
    Effect::new(move |_| {
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", language.get_locale().as_ref());
        }
    });
    if store.screen.get_untracked() == Screen::Opening {
        with_game_code(store, move |code| (code.resume)(store));
    }
    // A replay link opens its replay, when the page opens and when one is pasted into it.
    let open_link = move || {
        if let Ok(fragment) = window().location().hash() {
            if fragment.starts_with(FRAGMENT_PREFIX) {
                with_game_code(store, move |code| (code.open_link)(store, fragment));
            }
        }
    };
    open_link();
    let _ = window_event_listener(leptos::ev::hashchange, move |_| open_link());
    // Embedded in another site's page: a new game when a listed origin asks for one.
    let embedded = crate::shell::embed::embedded();
    if embedded {
        if let Some(html) = document().document_element() {
            let _ = html.class_list().add_1("embed");
        }
    }
    crate::shell::embed::listen(move |command| {
        let locale = match command.language.as_deref() {
            Some("ja") => Locale::ja,
            Some(_) => Locale::en,
            None => language.get_locale_untracked(),
        };
        language.set_locale(locale);
        let seats = (0..command.players)
            .map(|i| {
                let kind = if i < command.players - command.bots {
                    SeatKind::Human
                } else {
                    SeatKind::Bot(DEFAULT_BOT)
                };
                Seat::new(default_name(locale, i), kind)
            })
            .collect();
        let config = GameConfig::new(command.players, crate::shell::seed::fresh());
        with_game_code(store, move |code| {
            // embed::NewGame admits 3 to 5 players only, a game the engine always sets up.
            let _ = (code.start)(store, config, seats, locale);
        });
    });
    crate::shell::embed::tell_host("{\"type\":\"np:ready\"}");
    view! {
        <TopBar />
        <Notices />
        <ExportText />
        {move || match store.screen.get() {
            Screen::Opening => {
                view! {
                    <main class="opening" aria-busy="true">
                        <p role="status">{t!(language, app.opening)}</p>
                    </main>
                }
                    .into_any()
            }
            Screen::Start => view! { <StartScreen /> }.into_any(),
            Screen::Table => game_view(|code| code.table).into_any(),
            Screen::Replay => game_view(|code| code.replay).into_any(),
            Screen::FbTable => game_view(|code| code.fb_table).into_any(),
            Screen::FbReplay => game_view(|code| code.fb_replay).into_any(),
        }}
    }
}
