//! The hand-off screen: it covers the whole table whenever the device must go to another
//! person (FB12.4.2), so nothing private — and, in a counter window's sweep, nothing of where
//! the window stands — is in the page meanwhile.

use fb_engine::PlayerId;
use leptos::prelude::*;

use super::with_words;
use crate::games::family_business::store::FbStore;
use crate::games::family_business::words::t_string;
use crate::shell::kit::focus_decision;
use crate::shell::language::use_i18n;

#[component]
pub fn FbHandoff(seat: PlayerId) -> impl IntoView {
    let store = FbStore::get();
    let i18n = use_i18n();
    let who =
        move || with_words(|w, _| (w.name(seat), w.family(w.family_of(seat)))).unwrap_or_default();
    let button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    view! {
        <main class="handoff" aria-labelledby="handoff-heading">
            <h2 id="handoff-heading">
                {move || t_string!(i18n, shell.handoff.heading, name = who().0).to_string()}
            </h2>
            <p>
                {move || {
                    let (name, family) = who();
                    t_string!(i18n, shell.handoff.body, name = name, family = family).to_string()
                }}
            </p>
            <button
                type="button"
                class="primary"
                node_ref=button
                on:click=move |_| {
                    store.reveal(seat);
                    focus_decision();
                }
            >
                {move || t_string!(i18n, shell.handoff.reveal, name = who().0).to_string()}
            </button>
        </main>
    }
}
