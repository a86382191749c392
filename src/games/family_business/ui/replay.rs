//! The replay of a game of Family Business: the table as it stood after any answer, stepped
//! through answer by answer or jumped to the start of a turn, with the hand the replay may
//! show. No decision is asked and no bot moves.

use fb_engine::PlayerId;
use leptos::prelude::*;

use super::board::Board;
use super::end::FbEnd;
use super::hand::FbHand;
use super::log::FbLog;
use super::with_words;
use crate::games::family_business::store::FbStore;
use crate::games::family_business::words::tr;
use crate::shell::kit::{ReplayBar, ShareReplay};

#[component]
pub fn FbReplayScreen() -> impl IntoView {
    let store = FbStore::get();
    let over = Memo::new(move |_| {
        store
            .replay
            .with(|r| r.as_ref().is_some_and(|r| r.shown().game().is_over()))
    });
    Effect::new(move |_| window().scroll_to_with_x_and_y(0.0, 0.0));
    view! {
        <main class="table fb-table replay" class:over=move || over.get()>
            <Show when=move || over.get()>
                <FbEnd />
            </Show>
            <div class="table-main">
                <Board />
            </div>
            <div class="table-side">
                <FbReplayBar />
                <FbHand />
                <FbLog />
            </div>
        </main>
    }
}

/// The shared replay bar over the replay being watched, its jump list naming each turn.
#[component]
fn FbReplayBar() -> impl IntoView {
    let store = FbStore::get();
    let position = Memo::new(move |_| {
        store.replay.with(|r| {
            r.as_ref()
                .map(|r| r.cursor().position())
                .unwrap_or_default()
        })
    });
    let marks = Memo::new(move |_| {
        let marks = store
            .replay
            .with(|r| r.as_ref().map(|r| r.marks().to_vec()))
            .unwrap_or_default();
        with_words(|w, _| {
            marks
                .iter()
                .map(|m| {
                    let label = tr!(w.locale, log.turn, turn = m.turn, name = w.name(m.seat));
                    (label, m.at)
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    });
    let names = Memo::new(move |_| with_words(|_, s| s.names()).unwrap_or_default());
    view! {
        <ReplayBar
            position
            marks
            names
            go=move |to| store.replay_go(to)
            show_seat=move |i: usize| store.replay_show_seat(PlayerId(i as u8))
            close=move |()| store.shell.close_replay()
        >
            <ShareReplay record=super::shown_record />
        </ReplayBar>
    }
}
