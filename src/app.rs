//! The root: the language context, the store, and the screen shown.

use leptos::prelude::*;

use crate::i18n::*;
use crate::storage::LANGUAGE_KEY;
use crate::store::{Screen, Store};
use crate::ui::{Details, Notices, StartScreen, Table, TopBar};

#[component]
pub fn App() -> impl IntoView {
    view! {
        <I18nContextProvider>
            <Shell />
        </I18nContextProvider>
    }
}

/// The page under the language context.
#[component]
fn Shell() -> impl IntoView {
    let i18n = use_i18n();
    let store = Store::new();
    provide_context(store);
    // The language chosen last time wins over the browser's preference. It is set from an
    // effect, after the language context has applied the browser's preference once.
    if let Some(locale) = store
        .storage()
        .read_value::<String>(LANGUAGE_KEY)
        .and_then(|l| l.parse::<Locale>().ok())
    {
        Effect::new(move |_| i18n.set_locale(locale));
    }
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
