//! The replay of a game of Letters from Whitechapel: the map, the status, Jack's sheet and the
//! log as they stood after any answer, stepped through answer by answer or jumped to the start
//! of a night or round; everything once the game is over (WC9.7.2), only its person's side's
//! view before (WC9.7.3). No decision is asked and no bot moves.

use leptos::prelude::*;
use wc_engine::Node;

use super::board::WcBoard;
use super::end::WcEnd;
use super::log::WcLog;
use super::sheet::WcSheet;
use super::status::WcStatus;
use crate::games::whitechapel::replay::WcReplay;
use crate::games::whitechapel::store::WcStore;
use crate::games::whitechapel::words::tr;
use crate::shell::kit::{ReplayBar, ShareReplay};
use crate::shell::language::use_i18n;

#[component]
pub fn WcReplayScreen() -> impl IntoView {
    let store = WcStore::get();
    let i18n = use_i18n();
    // Memos, not derived signals: closing the replay empties it before the screen changes,
    // and a derived signal read by a part of the screen being taken down would be read after
    // its owner is gone; a memo's readers rerun only through it.
    let view = Memo::new(move |_| store.replay.with(|r| r.as_ref().map(WcReplay::view)));
    let result = Memo::new(move |_| {
        store
            .replay
            .with(|r| r.as_ref().and_then(|r| r.shown().game().result().cloned()))
    });
    let events = Memo::new(move |_| {
        store
            .replay
            .with(|r| r.as_ref().map(WcReplay::events))
            .unwrap_or_default()
    });
    let fresh = Memo::new(move |_| {
        store
            .replay
            .with(|r| r.as_ref().map_or(0, WcReplay::fresh_from))
    });
    let names = Memo::new(move |_| {
        store
            .replay
            .with(|r| r.as_ref().map(|r| r.shown().names()))
            .unwrap_or_default()
    });
    let path = Memo::new(move |_| {
        let Some(night) = store.path_night.get() else {
            return Vec::new();
        };
        result.with(|r| {
            r.as_ref()
                .and_then(|r| r.nights.get(usize::from(night).checked_sub(1)?))
                .map(|n| n.row.iter().map(|e| Node::Circle(e.circle)).collect())
                .unwrap_or_default()
        })
    });
    let position = Memo::new(move |_| {
        store.replay.with(|r| {
            r.as_ref()
                .map(|r| r.cursor().position())
                .unwrap_or_default()
        })
    });
    let marks = Memo::new(move |_| {
        let locale = i18n.get_locale();
        store.replay.with(|r| {
            r.as_ref()
                .map(|r| {
                    r.marks()
                        .iter()
                        .map(|m| {
                            let label = if m.round == 0 {
                                tr!(locale, table.night, night = m.night)
                            } else {
                                format!(
                                    "{} · {}",
                                    tr!(locale, table.night, night = m.night),
                                    tr!(locale, table.round, round = m.round)
                                )
                            };
                            (label, m.at)
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    let over = Memo::new(move |_| result.with(Option::is_some));
    Effect::new(move |_| window().scroll_to_with_x_and_y(0.0, 0.0));
    view! {
        <main class="table wc-table replay" class:over=move || over.get()>
            <Show when=move || over.get()>
                <WcEnd result show_path=move |night| store.path_night.set(Some(night)) />
            </Show>
            <div class="table-main">
                <WcBoard
                    view
                    targets=Signal::derive(Vec::new)
                    picked=Signal::derive(Vec::new)
                    path
                    shaded=Signal::derive(Vec::new)
                    pick=move |_| {}
                />
            </div>
            <div class="table-side">
                <ReplayBar
                    position
                    marks
                    names=Signal::derive(Vec::new)
                    go=move |to| store.replay_go(to)
                    show_seat=move |_| {}
                    close=move |()| store.shell.close_replay()
                >
                    <ShareReplay record=super::shown_record />
                </ReplayBar>
                <WcStatus view />
                <WcSheet view />
                <WcLog events fresh_from=fresh names />
            </div>
        </main>
    }
}
