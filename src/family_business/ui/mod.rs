//! The components of a game of Family Business. Each lays out a render model and turns clicks
//! into calls of the store ([`crate::family_business::store::FbStore`]).

mod board;
mod cards;
mod controls;
mod end;
mod hand;
mod handoff;
mod log;
mod mobster;
mod new_game;
mod no_counter;
mod panel;
mod table;

pub use controls::FbControls;
pub use new_game::FbNewGame;
pub use table::FbTable;

use fb_engine::View;
use leptos::prelude::*;

use super::model::{offered, FbChoice};
use super::next::Next;
use super::session::FbSession;
use super::words::FbWords;
use crate::store::Store;
use crate::ui::focus_decision;
use crate::ui::language::use_i18n;

/// Runs `f` with the game on the table in words in the current language (tracked).
pub fn with_words<T>(f: impl FnOnce(&FbWords, &FbSession) -> T) -> Option<T> {
    let store = expect_context::<Store>();
    let locale = use_i18n().get_locale();
    store.fb.session.with(|s| {
        let s = s.as_ref()?;
        let names = s.names();
        let families = s.families();
        let words = FbWords::new(locale, &names, &families)?;
        Some(f(&words, s))
    })
}

/// The view of the person holding the device, or a spectator's when nobody does, of the table
/// as it is shown: held as a counter window opened while a bot considers a counter (tracked).
pub fn current_view() -> Option<View> {
    let store = expect_context::<Store>();
    let viewer = store.fb.viewer.get();
    store.fb.view(viewer)
}

/// The picks the viewer is offered now, labelled (tracked); none while someone else decides.
pub fn offered_now() -> Vec<FbChoice> {
    let store = expect_context::<Store>();
    if !matches!(store.fb.next(), Some(Next::Person(_))) {
        return Vec::new();
    }
    let Some(view) = current_view() else {
        return Vec::new();
    };
    store.fb.narrowing.with(|n| {
        n.as_ref()
            .and_then(|n| with_words(|w, _| offered(w, &view, n)))
            .unwrap_or_default()
    })
}

/// A button that makes one pick; `text` replaces the visible text (the pick's label stays its
/// accessible name).
#[component]
pub fn PickButton(
    choice: FbChoice,
    #[prop(optional, into)] class: String,
    #[prop(optional, into)] text: Option<String>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let FbChoice { pick, label } = choice;
    let aria = (text.is_some() || children.is_some()).then(|| label.clone());
    let shown = text.unwrap_or_else(|| label.clone());
    let choose = move |_| {
        store.fb.choose(store, pick);
        focus_decision();
    };
    view! {
        <button type="button" class=format!("choice {class}") aria-label=aria on:click=choose>
            {match children {
                Some(children) => children().into_any(),
                None => shown.into_any(),
            }}
        </button>
    }
}

/// The CSS class of a family's colour.
pub fn family_class(family: u8) -> String {
    format!("fb-family-{family}")
}
