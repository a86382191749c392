//! The table: the families, the board, the decision panel, the dice, the log and the viewer's
//! hand — or, when the device must change hands, only the hand-off screen.

use leptos::prelude::*;

use super::board::Board;
use super::dice::DiceTray;
use super::end::EndScreen;
use super::hand::Hand;
use super::handoff::Handoff;
use super::log::GameLog;
use super::panel::Panel;
use super::players::PlayerStrip;
use crate::games::nothing_personal::lesson::NpCoach;
use crate::games::nothing_personal::store::NpStore;
use crate::shell::kit::focus_decision;

#[component]
pub fn Table() -> impl IntoView {
    let store = NpStore::get();
    let handoff = Memo::new(move |_| store.handoff());
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
    view! {
        <PlayerStrip />
        {move || match handoff.get() {
            Some(seat) => view! { <Handoff seat /> }.into_any(),
            None => {
                view! {
                    <main class="table" class:over=move || over.get()>
                        <Show when=move || over.get()>
                            <EndScreen />
                        </Show>
                        <Board />
                        <Show when=move || !over.get()>
                            <NpCoach />
                            <Panel />
                        </Show>
                        <DiceTray />
                        <Hand />
                        <GameLog />
                    </main>
                }
                    .into_any()
            }
        }}
    }
}
