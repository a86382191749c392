//! The table of a game of Letters from Whitechapel: the map beside the night's status, the
//! decision (or the hand-off, WC9.4), the detective's notebook on the police's screen when it is
//! on, Jack's sheet on Jack's screen, and the log, each in the view of the side on the screen;
//! the result once the game is over.

use leptos::prelude::*;
use wc_engine::{Node, Side, Viewer};

use super::board::WcBoard;
use super::end::WcEnd;
use super::handoff::{WcForcedMove, WcHandOff};
use super::log::WcLog;
use super::notebook::WcNotebook;
use super::panel::WcPanel;
use super::sheet::WcSheet;
use super::status::WcStatus;
use crate::games::whitechapel::lesson::WcCoach;
use crate::games::whitechapel::model::{jack_may_be, Pick};
use crate::games::whitechapel::screen::Showing;
use crate::games::whitechapel::seats::human_sides;
use crate::games::whitechapel::store::WcStore;
use crate::games::whitechapel::words::t;
use crate::shell::language::use_i18n;

#[component]
pub fn WcTable() -> impl IntoView {
    let store = WcStore::get();
    let view = Signal::derive(move || store.view());
    let showing = Memo::new(move |_| store.showing());
    let notebook = Memo::new(move |_| {
        let on = store
            .session
            .with(|s| s.as_ref().is_some_and(|s| s.notebook()));
        on.then(|| view.with(|v| v.as_ref().and_then(jack_may_be)))
            .flatten()
    });
    let targets = Signal::derive(move || {
        store.narrowing.with(|n| {
            n.as_ref()
                .map(|n| {
                    n.options()
                        .into_iter()
                        .filter_map(|p| match p {
                            Pick::At(node) => Some(node),
                            _ => None,
                        })
                        .collect()
                })
                .unwrap_or_default()
        })
    });
    let picked = Signal::derive(move || {
        store
            .narrowing
            .with(|n| n.as_ref().map(|n| n.picked_nodes()).unwrap_or_default())
    });
    let result = Signal::derive(move || {
        store
            .session
            .with(|s| s.as_ref().and_then(|s| s.game().result().cloned()))
    });
    let path = Signal::derive(move || {
        let night = store.path_night.get()?;
        result.with(|r| {
            let row = &r
                .as_ref()?
                .nights
                .get(usize::from(night).checked_sub(1)?)?
                .row;
            Some(
                row.iter()
                    .map(|e| Node::Circle(e.circle))
                    .collect::<Vec<_>>(),
            )
        })
    });
    let events = Signal::derive(move || {
        let viewer = store.viewer();
        store
            .with_log(|log| log.iter().map(|e| e.event.seen_by(viewer)).collect())
            .unwrap_or_default()
    });
    let names = Signal::derive(move || {
        store
            .session
            .with(|s| s.as_ref().map(|s| s.names()))
            .unwrap_or_default()
    });
    let decision = move || match showing.get() {
        Some(Showing::HandOff(side)) => view! { <WcHandOff side /> }.into_any(),
        Some(Showing::ForcedMove) => view! { <WcForcedMove /> }.into_any(),
        Some(Showing::Result) | None => ().into_any(),
        Some(Showing::View(_)) => view! { <WcPanel /> }.into_any(),
    };
    let over = move || showing.get() == Some(Showing::Result);
    view! {
        <main class="table wc-table" class:over=over>
            <Show when=over>
                <WcEnd result show_path=move |night| store.path_night.set(Some(night)) />
            </Show>
            <div class="table-main">
                <WcBoard
                    view
                    targets
                    picked
                    path=Signal::derive(move || path.get().unwrap_or_default())
                    shaded=Signal::derive(move || notebook.get().unwrap_or_default())
                    pick=move |node| store.choose(Pick::At(node))
                />
            </div>
            <div class="table-side">
                <WcCoach />
                {decision}
                <WcStatus view />
                <WcNotebook circles=notebook />
                <WcSheet view />
                <WcLog events fresh_from=store.fresh_from names />
                <WcSheetButton showing />
            </div>
        </main>
    }
}

/// Jack asks for his sheet while the police hold the screen (WC9.4.2): the screen passes to
/// him through the hand-off, and back when he is done.
#[component]
fn WcSheetButton(showing: Memo<Option<Showing>>) -> impl IntoView {
    let store = WcStore::get();
    let i18n = use_i18n();
    let jack_at_device = move || {
        store.session.with(|s| {
            s.as_ref()
                .is_some_and(|s| human_sides(s.game(), s.seats()).len() == 2)
        })
    };
    let asked = move || store.screen.with(|s| s.asked() == Some(Side::Jack));
    move || {
        match showing.get() {
        Some(Showing::View(Viewer::Police)) if jack_at_device() => Some(
            view! {
                <button type="button" class="sheet-open" on:click=move |_| store.ask_for_jack(true)>
                    {t!(i18n, table.show_sheet)}
                </button>
            }
            .into_any(),
        ),
        Some(Showing::View(Viewer::Jack)) if asked() => Some(
            view! {
                <button type="button" class="primary sheet-done" on:click=move |_| store.ask_for_jack(false)>
                    {t!(i18n, table.hide_sheet)}
                </button>
            }
            .into_any(),
        ),
        _ => None,
    }
    }
}
