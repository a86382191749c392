//! The table: the families, the board, the decision panel (or a window's question to the
//! people sharing the device), the dice, the log and the viewer's hand — or, when the device
//! must change hands, only the families and the hand-off screen. On
//! a wide screen the decision, the dice, the hand and the log stand in a column beside the
//! board, in sight together; on a phone the decision is a sheet over a tab bar that shows the
//! board, the hand, the families or the log.

use leptos::prelude::*;

use super::board::Board;
use super::dice::DiceTray;
use super::end::EndScreen;
use super::hand::Hand;
use super::handoff::Handoff;
use super::log::GameLog;
use super::panel::Panel;
use super::players::PlayerStrip;
use super::question::TableQuestion;
use crate::games::nothing_personal::lesson::NpCoach;
use crate::games::nothing_personal::store::NpStore;
use crate::shell::kit::{focus_decision, TableTabs, TableView};

#[component]
pub fn Table() -> impl IntoView {
    let store = NpStore::get();
    let handoff = Memo::new(move |_| store.handoff());
    let asking_the_table = Memo::new(move |_| store.asking_the_table());
    // A new screen starts at its top, with the keyboard in the decision panel.
    Effect::new(move |_| {
        window().scroll_to_with_x_and_y(0.0, 0.0);
        focus_decision();
    });
    let over = Memo::new(move |_| {
        store
            .session
            .with(|s| s.as_ref().is_some_and(|s| s.game().is_over()))
    });
    let shown = RwSignal::new(TableView::default());
    view! {
        {move || match handoff.get() {
            Some(seat) => view! { <PlayerStrip /> <Handoff seat /> }.into_any(),
            None => {
                view! {
                    <main class="table" class:over=move || over.get() data-view=move || shown.get().id()>
                        <Show when=move || over.get()>
                            <EndScreen />
                        </Show>
                        <div class="table-main">
                            <PlayerStrip />
                            <Board />
                        </div>
                        <div class="table-side">
                            <Show when=move || !over.get()>
                                <NpCoach />
                                {move || {
                                    if asking_the_table.get() {
                                        view! { <TableQuestion /> }.into_any()
                                    } else {
                                        view! { <Panel /> }.into_any()
                                    }
                                }}
                            </Show>
                            <DiceTray />
                            <Hand />
                            <GameLog />
                        </div>
                        <TableTabs view=shown />
                    </main>
                }
                    .into_any()
            }
        }}
    }
}
