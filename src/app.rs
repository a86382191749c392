//! The root: the language context, the store, and the screen shown.

use leptos::prelude::*;

use crate::storage::LANGUAGE_KEY;
use crate::store::{Screen, Store};
use crate::ui::language::{preferred, Language, Locale};
use crate::ui::{Details, Notices, StartScreen, Table, TopBar};

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
    view! {
        <TopBar />
        <Notices />
        {move || match store.screen.get() {
            Screen::Start => view! { <StartScreen /> }.into_any(),
            Screen::Table => view! { <Table /> }.into_any(),
        }}
        <Details />
    }
}
