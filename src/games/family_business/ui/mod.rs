//! The components of a game of Family Business. Each lays out a render model and turns clicks
//! into calls of the store ([`crate::games::family_business::store::FbStore`]).

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
mod replay;
mod table;

pub use controls::FbControls;
pub use new_game::FbNewGame;
pub use replay::FbReplayScreen;
pub use table::FbTable;

use fb_engine::{PlayerId, View};
use leptos::prelude::*;

use super::model::{offered, FbChoice, Narrowing};
use super::next::Next;
use super::replay::FbReplay;
use super::session::{FbLogEntry, FbSession};
use super::words::FbWords;
use crate::games::family_business::store::FbStore;
use crate::shell::kit::focus_decision;
use crate::shell::language::use_i18n;

/// Runs `f` with the game shown (tracked): the replay being watched, or the game on the table.
fn with_shown<T>(f: impl FnOnce(&FbSession) -> T) -> Option<T> {
    let store = FbStore::get();
    if store.in_replay() {
        store.replay.with(|r| r.as_ref().map(|r| f(r.shown())))
    } else {
        store.session.with(|s| s.as_ref().map(f))
    }
}

/// The whole record of the game shown: the replay's, or the game's on the table.
pub fn shown_record() -> Option<String> {
    let store = FbStore::get();
    if untrack(|| store.in_replay()) {
        store
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.record().to_json()))
    } else {
        store
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.record().to_json()))
    }
}

/// Runs `f` with the game shown in words in the current language (tracked).
pub fn with_words<T>(f: impl FnOnce(&FbWords, &FbSession) -> T) -> Option<T> {
    let locale = use_i18n().get_locale();
    with_shown(|s| {
        let names = s.names();
        let families = s.families();
        let words = FbWords::new(locale, &names, &families)?;
        Some(f(&words, s))
    })
    .flatten()
}

/// The seat whose hand and private events are shown (tracked): at the table the person known
/// to hold the device, in a replay its seat; `None`: a spectator's.
pub fn shown_seat() -> Option<PlayerId> {
    let store = FbStore::get();
    if store.in_replay() {
        store.replay.with(|r| r.as_ref().and_then(FbReplay::seat))
    } else {
        store.holder()
    }
}

/// The view of the shown seat (tracked): at the table held as a counter window opened while
/// a bot considers a counter.
pub fn current_view() -> Option<View> {
    let store = FbStore::get();
    let seat = shown_seat();
    if store.in_replay() {
        with_shown(|s| s.game().view(seat))
    } else {
        store.view(seat)
    }
}

/// Runs `f` on the log as far as the screen shows it (tracked), with the index from which its
/// lines came with the last answer.
pub fn with_shown_log<T>(f: impl FnOnce(&[FbLogEntry], usize) -> T) -> Option<T> {
    let store = FbStore::get();
    if store.in_replay() {
        store
            .replay
            .with(|r| r.as_ref().map(|r| f(r.shown().log(), r.fresh_from())))
    } else {
        let fresh = store.fresh_from.get();
        store.with_log(|log| f(log, fresh))
    }
}

/// The answer being built at the table (tracked); none in a replay.
pub fn narrowing_with<T>(f: impl FnOnce(&Narrowing) -> T) -> Option<T> {
    let store = FbStore::get();
    if !store.at_table() {
        return None;
    }
    store.narrowing.with(|n| n.as_ref().map(f))
}

/// The picks the viewer is offered now, labelled (tracked); none while someone else decides,
/// and none in a replay.
pub fn offered_now() -> Vec<FbChoice> {
    let store = FbStore::get();
    if !store.at_table() || !matches!(store.next(), Some(Next::Person(_))) {
        return Vec::new();
    }
    let Some(view) = current_view() else {
        return Vec::new();
    };
    narrowing_with(|n| with_words(|w, _| offered(w, &view, n)))
        .flatten()
        .unwrap_or_default()
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
    let store = FbStore::get();
    let FbChoice { pick, label } = choice;
    let aria = (text.is_some() || children.is_some()).then(|| label.clone());
    let shown = text.unwrap_or_else(|| label.clone());
    let choose = move |_| {
        store.choose(pick);
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
