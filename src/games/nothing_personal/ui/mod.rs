//! The components of Nothing Personal. Each lays out a render model and turns clicks into store
//! calls.

mod board;
mod deals;
mod details;
mod dice;
mod end;
mod hand;
mod handoff;
mod log;
mod new_game;
mod panel;
mod players;
mod question;
mod raise;
mod replay;
mod table;
mod table_controls;
mod track;

pub(crate) use details::Details;
pub(crate) use new_game::NewGame;
pub(crate) use replay::ReplayScreen;
pub(crate) use table::Table;
pub(crate) use table_controls::TableControls;
pub(crate) use track::Track;

use leptos::prelude::*;
use np_engine::{base_cards, PlayerId, View};

use crate::games::nothing_personal::model::{ChoiceModel, Offered, Sight};
use crate::games::nothing_personal::replay::Replay;
use crate::games::nothing_personal::session::Session;
use crate::games::nothing_personal::store::NpStore;
use crate::games::nothing_personal::words::Words;
use crate::shell::kit::focus_decision;
use crate::shell::language::use_i18n;

/// Runs `f` with the game shown (tracked): the replay being watched, or the game being played.
pub fn with_shown<T>(f: impl FnOnce(&Session) -> T) -> Option<T> {
    let mut f = Some(f);
    let mut out = None;
    // One call through a reference, so `f` is compiled once, not once per place a game is kept.
    shown_session(&mut |s| out = f.take().map(|f| f(s)));
    out
}

fn shown_session(f: &mut dyn FnMut(&Session)) {
    let store = NpStore::get();
    if store.in_replay() {
        store.replay.with(|r| r.as_ref().map(|r| f(r.shown())));
    } else {
        store.session.with(|s| s.as_ref().map(f));
    }
}

/// The whole record of the game shown: the replay's, or the game's on the table.
pub fn shown_record() -> Option<String> {
    let store = NpStore::get();
    if store.shell.screen.get_untracked() == crate::shell::store::Screen::Replay(super::ID) {
        store
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.record().to_json()))
    } else {
        store
            .session
            .with_untracked(|s| s.as_ref().map(|s| Session::record(s).to_json()))
    }
}

/// Runs `f` with the game shown in words in the current language (tracked), if there is one.
pub fn with_words<T>(f: impl FnOnce(&Words, &Session) -> T) -> Option<T> {
    let locale = use_i18n().get_locale();
    let cards = base_cards().ok()?;
    with_shown(|s| {
        let names = s.names();
        let words = Words {
            locale,
            names: &names,
            cards,
        };
        f(&words, s)
    })
}

/// What the screen may show of hidden things (tracked): at the table, the hand and private
/// events of the person known to hold the device (nobody's while it changes hands); in a
/// replay, its seat's, or everything once the game is over.
pub fn sight() -> Sight {
    let store = NpStore::get();
    if store.in_replay() {
        store.replay.with(|r| match r {
            Some(r) if r.cursor().finished() => Sight::Everything(r.seat().unwrap_or(PlayerId(0))),
            Some(r) => r.seat().map_or(Sight::Public, Sight::Seat),
            None => Sight::Public,
        })
    } else {
        store.holder().map_or(Sight::Public, Sight::Seat)
    }
}

/// Log lines from this index on came with the last action (tracked).
pub fn fresh_from() -> usize {
    let store = NpStore::get();
    if store.in_replay() {
        store
            .replay
            .with(|r| r.as_ref().map_or(0, Replay::fresh_from))
    } else {
        store.fresh_from.get()
    }
}

/// The table as the screen may show it (tracked): the view of the shown seat, or of no player.
pub fn current_view() -> Option<View> {
    let sight = sight();
    with_shown(|s| sight.view(s.game()))
}

/// The choices the viewer is offered now, with their labels (tracked); none in a replay.
pub fn offered_now() -> Offered {
    let store = NpStore::get();
    if !store.at_table() {
        return Offered::default();
    }
    let view = current_view();
    store.builder.with(|b| {
        let (Some(b), Some(view)) = (b.as_ref(), view.as_ref()) else {
            return Offered::default();
        };
        if store.viewer.get() != Some(view.seat) {
            return Offered::default();
        }
        with_words(|w, _| crate::games::nothing_personal::model::panel_offered(view, w, b))
            .unwrap_or_default()
    })
}

/// The small "i" button that opens a card's details panel.
#[component]
pub fn InfoButton(
    details: crate::games::nothing_personal::store::Details,
    label: String,
) -> impl IntoView {
    let store = NpStore::get();
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

/// A button that makes one offered choice. `text` replaces the visible text, and `rules` (a
/// card's rules text) is shown under it; the choice's label stays its accessible name.
#[component]
pub fn ChoiceButton(
    choice: ChoiceModel,
    #[prop(optional, into)] class: String,
    #[prop(optional, into)] text: Option<String>,
    #[prop(optional_no_strip)] rules: Option<String>,
) -> impl IntoView {
    let store = NpStore::get();
    let ChoiceModel { slot, pick, label } = choice;
    let aria = (text.is_some() || rules.is_some()).then(|| label.clone());
    let shown = text.unwrap_or(label);
    let shown = match rules {
        Some(rules) => view! {
            <span class="name">{shown}</span>
            <span class="rules">{rules}</span>
        }
        .into_any(),
        None => shown.into_any(),
    };
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
