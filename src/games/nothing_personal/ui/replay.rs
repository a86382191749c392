//! The replay: the table as it stood after any move of a game, stepped through move by move or
//! jumped to the start of a phase, with the hands the replay may show.

use leptos::prelude::*;
use np_engine::{Phase, PlayerId};

use super::board::Board;
use super::dice::DiceTray;
use super::end::EndScreen;
use super::hand::Hand;
use super::log::GameLog;
use super::players::PlayerStrip;
use super::{with_shown, with_words};
use crate::games::nothing_personal::store::NpStore;
use crate::games::nothing_personal::words::tr;
use crate::shell::kit::{ReplayBar, ShareReplay};

#[component]
pub fn ReplayScreen() -> impl IntoView {
    let over = Memo::new(move |_| with_shown(|s| s.game().is_over()).unwrap_or(false));
    Effect::new(move |_| window().scroll_to_with_x_and_y(0.0, 0.0));
    view! {
        <main class="table replay" class:over=move || over.get()>
            <Show when=move || over.get()>
                <EndScreen />
            </Show>
            <div class="table-main">
                <PlayerStrip />
                <Board />
            </div>
            <div class="table-side">
                <NpReplayBar />
                <DiceTray />
                <Hand />
                <GameLog />
            </div>
        </main>
    }
}

/// The shared replay bar over the replay being watched.
#[component]
fn NpReplayBar() -> impl IntoView {
    let store = NpStore::get();
    let position = Memo::new(move |_| {
        store.replay.with(|r| {
            r.as_ref()
                .map(|r| r.cursor().position())
                .unwrap_or_default()
        })
    });
    // Each phase's start as the jump list names it, with where it begins.
    let marks = Memo::new(move |_| {
        let marks = store
            .replay
            .with(|r| r.as_ref().map(|r| r.marks().to_vec()))
            .unwrap_or_default();
        with_words(|w, _| {
            marks
                .iter()
                .map(|m| {
                    let label = if m.phase == Phase::Setup {
                        tr!(w.locale, log.setup)
                    } else {
                        tr!(
                            w.locale,
                            log.group,
                            round = m.round,
                            phase = w.phase(m.phase)
                        )
                    };
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
