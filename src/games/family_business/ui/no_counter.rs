//! The sweep's screen for a person the engine does not ask in a counter window (FB12.4.1):
//! the card in the window, and that no counter is available. It shows no hand and nothing of
//! the table, so it looks the same whatever the window's outcome.

use fb_engine::PlayerId;
use leptos::prelude::*;

use super::with_words;
use crate::games::family_business::store::FbStore;
use crate::games::family_business::words::{t, t_string};
use crate::shell::language::use_i18n;

#[component]
pub fn NoCounter(seat: PlayerId) -> impl IntoView {
    let store = FbStore::get();
    let i18n = use_i18n();
    let played = move || {
        let played = store.sweeps.with(|s| s.front().map(|s| s.played))?;
        with_words(|w, _| {
            t_string!(
                i18n,
                log.played,
                name = w.name(played.seat),
                card = w.card_with_target(played.card, played.target)
            )
            .to_string()
        })
    };
    let name = move || with_words(|w, _| w.name(seat)).unwrap_or_default();
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    view! {
        <main class="handoff no-counter" aria-labelledby="no-counter-heading">
            <h2 id="no-counter-heading">{t!(i18n, no_counter.heading)}</h2>
            <p class="name">{name}</p>
            <p>{played}</p>
            <p class="verdict">{t!(i18n, no_counter.none)}</p>
            <button
                type="button"
                class="primary"
                node_ref=button
                on:click=move |_| store.confirm_no_counter()
            >
                {t!(i18n, no_counter.go_on)}
            </button>
        </main>
    }
}
