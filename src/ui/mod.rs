//! The components. Each lays out a render model and turns clicks into store calls.

mod board;
mod deals;
mod details;
mod dice;
mod end;
mod games;
mod hand;
mod handoff;
pub mod language;
mod log;
mod notices;
mod panel;
mod players;
mod start;
mod table;
mod topbar;

pub use details::Details;
pub use notices::Notices;
pub use start::StartScreen;
pub use table::Table;
pub use topbar::TopBar;

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use np_engine::{base_cards, PlayerId, View};

use crate::model::{ChoiceModel, Offered};
use crate::session::Session;
use crate::store::Store;
use crate::words::Words;
use language::use_i18n;

/// Runs `f` with the game in words in the current language (tracked), if a game is on.
pub fn with_words<T>(f: impl FnOnce(&Words, &Session) -> T) -> Option<T> {
    let store = expect_context::<Store>();
    let locale = use_i18n().get_locale();
    let cards = base_cards().ok()?;
    store.session.with(|s| {
        let s = s.as_ref()?;
        let names = s.names();
        let words = Words {
            locale,
            names: &names,
            cards,
        };
        Some(f(&words, s))
    })
}

/// The seat whose view the table shows: the viewer, or seat 0 for onlookers of a game without
/// people (whose hand is then not shown).
pub fn shown_seat(viewer: Option<PlayerId>) -> PlayerId {
    viewer.unwrap_or(PlayerId(0))
}

/// The view of the shown seat (tracked).
pub fn current_view() -> Option<View> {
    let store = expect_context::<Store>();
    let seat = shown_seat(store.viewer.get());
    store
        .session
        .with(|s| s.as_ref().map(|s| s.game().view(seat)))
}

/// The choices the viewer is offered now, with their labels (tracked).
pub fn offered_now() -> Offered {
    let store = expect_context::<Store>();
    let view = current_view();
    store.builder.with(|b| {
        let (Some(b), Some(view)) = (b.as_ref(), view.as_ref()) else {
            return Offered::default();
        };
        if store.viewer.get() != Some(view.seat) {
            return Offered::default();
        }
        with_words(|w, _| crate::model::panel_offered(view, w, b)).unwrap_or_default()
    })
}

/// After a choice, keyboard focus goes to what comes next in the decision panel: Confirm, the
/// first choice of the next step, or the panel itself, so it never falls back to the page.
pub fn focus_decision() {
    request_animation_frame(|| {
        let Some(panel) = document().get_element_by_id("decision") else {
            return;
        };
        let next = panel
            .query_selector(".confirm button, fieldset button:not([disabled])")
            .ok()
            .flatten()
            .unwrap_or(panel);
        if let Ok(el) = next.dyn_into::<web_sys::HtmlElement>() {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = el.focus_with_options(&options);
        }
    });
}

/// The small "i" button that opens a card's details panel.
#[component]
pub fn InfoButton(details: crate::store::Details, label: String) -> impl IntoView {
    let store = expect_context::<Store>();
    view! {
        <button
            type="button"
            class="info"
            aria-label=label.clone()
            title=label
            on:click=move |_| store.details.set(Some(details))
        >
            "i"
        </button>
    }
}

/// A button that makes one offered choice. `text` replaces the visible text (the choice's
/// label stays its accessible name).
#[component]
pub fn ChoiceButton(
    choice: ChoiceModel,
    #[prop(optional, into)] class: String,
    #[prop(optional, into)] text: Option<String>,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let ChoiceModel { slot, pick, label } = choice;
    let aria = text.as_ref().map(|_| label.clone());
    let shown = text.unwrap_or(label);
    view! {
        <button
            type="button"
            class=format!("choice {class}")
            aria-label=aria
            on:click=move |_| {
                store.choose(slot, pick);
                focus_decision();
            }
        >
            {shown}
        </button>
    }
}
