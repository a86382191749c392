//! The root: the language context, the store, and the screen shown.

use leptos::prelude::*;

use crate::seats::{Seat, SeatKind};
use crate::storage::LANGUAGE_KEY;
use crate::store::{Screen, Store};
use crate::ui::language::{preferred, Language, Locale};
use crate::ui::{
    default_name, Details, ExportText, Notices, ReplayScreen, StartScreen, Table, TopBar,
    DEFAULT_BOT,
};
use np_engine::GameConfig;

#[component]
pub fn App() -> impl IntoView {
    let store = Store::new();
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
    // A replay link opens its replay, when the page opens and when one is pasted into it.
    let open_link = move || {
        if let Ok(fragment) = window().location().hash() {
            store.open_link(fragment);
        }
    };
    open_link();
    let _ = window_event_listener(leptos::ev::hashchange, move |_| open_link());
    // Embedded in another site's page: a new game when a listed origin asks for one.
    let embedded = crate::embed::embedded();
    if embedded {
        if let Some(html) = document().document_element() {
            let _ = html.class_list().add_1("embed");
        }
    }
    crate::embed::listen(move |command| {
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
        let _ = store.start(
            GameConfig::new(command.players, crate::seed::fresh()),
            seats,
        );
    });
    crate::embed::tell_host("{\"type\":\"np:ready\"}");
    view! {
        <TopBar />
        <Notices />
        <ExportText />
        {move || match store.screen.get() {
            Screen::Start => view! { <StartScreen /> }.into_any(),
            Screen::Table => view! { <Table /> }.into_any(),
            Screen::Replay => view! { <ReplayScreen /> }.into_any(),
        }}
        <Details />
    }
}
