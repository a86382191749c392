//! The components. Each lays out a render model and turns clicks into store calls.

mod board;
mod deals;
mod details;
mod dice;
mod end;
mod end_frame;
mod export_text;
mod game_code;
mod games;
mod hand;
mod handoff;
pub mod language;
mod log;
mod notices;
mod panel;
mod panel_frame;
mod players;
mod replay;
mod replay_bar;
mod saved_games;
mod seat_fields;
mod setup_fields;
mod share;
mod speed;
mod start;
mod table;
mod table_controls;
mod take_back;
mod topbar;
mod track;

pub(crate) use end_frame::{EndActions, EndFrame};
pub use export_text::ExportText;
pub(crate) use game_code::game_code;
pub use notices::Notices;
pub(crate) use panel_frame::{OwnAnswer, PanelFrame};
pub(crate) use replay_bar::ReplayBar;
pub(crate) use seat_fields::{default_name, BotLevel, SeatFields, SeatList, SeatNames};
pub(crate) use setup_fields::{typed_seed, OptionCheck, PlayerCount, SeedField};
pub(crate) use share::ShareReplay;
pub use speed::SpeedSelect;
pub use start::StartScreen;
pub(crate) use start::DEFAULT_BOT;
pub use take_back::take_back_button;
pub use topbar::TopBar;

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use np_engine::{base_cards, PlayerId, View};

use crate::model::{ChoiceModel, Offered, Sight};
use crate::replay::Replay;
use crate::session::Session;
use crate::store::{Screen, Store};
use crate::words::Words;
use language::use_i18n;

/// Runs `f` with the game shown (tracked): the replay being watched, or the game being played.
pub fn with_shown<T>(f: impl FnOnce(&Session) -> T) -> Option<T> {
    let mut f = Some(f);
    let mut out = None;
    // One call through a reference, so `f` is compiled once, not once per place a game is kept.
    shown_session(&mut |s| out = f.take().map(|f| f(s)));
    out
}

fn shown_session(f: &mut dyn FnMut(&Session)) {
    let store = expect_context::<Store>();
    if store.screen.get() == Screen::Replay {
        store.replay.with(|r| r.as_ref().map(|r| f(r.shown())));
    } else {
        store.session.with(|s| s.as_ref().map(f));
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
    let store = expect_context::<Store>();
    if store.screen.get() == Screen::Replay {
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
    let store = expect_context::<Store>();
    if store.screen.get() == Screen::Replay {
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
    let store = expect_context::<Store>();
    if store.screen.get() != Screen::Table {
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

/// Selects the whole text of the field that got the focus, ready to copy.
pub fn select_all(ev: leptos::ev::FocusEvent) {
    let Some(target) = ev.target() else {
        return;
    };
    if let Some(input) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        input.select();
    } else if let Some(area) = target.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.select();
    }
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
