//! The table of a game of Family Business: the state of play, the Hit List, the families and
//! the graveyard, the decision panel, the hand of the person holding the device and the log —
//! or, when the device must change hands, only the hand-off screen, and in a counter window's
//! sweep the "no counter available" screen (FB12.4). Neither holds anything private; the list
//! of the deck's cards opens over any of them. On a wide screen the decision, the hand and the
//! log stand in a column beside the board, in sight together; on a phone the decision is a
//! sheet over a tab bar that shows the board, the hand, the families or the log.

use leptos::prelude::*;

use super::board::Board;
use super::cards::CardsDialog;
use super::end::FbEnd;
use super::hand::FbHand;
use super::handoff::FbHandoff;
use super::log::FbLog;
use super::no_counter::NoCounter;
use super::panel::FbPanel;
use crate::games::family_business::lesson::FbCoach;
use crate::games::family_business::next::Next;
use crate::games::family_business::store::FbStore;
use crate::shell::kit::{focus_decision, TableTabs, TableView};

#[component]
pub fn FbTable() -> impl IntoView {
    let store = FbStore::get();
    let next = Memo::new(move |_| store.next());
    let screen = Memo::new(move |_| match next.get() {
        Some(Next::Handoff(seat)) => Some(Ok(seat)),
        Some(Next::NoCounter(seat)) => Some(Err(seat)),
        _ => None,
    });
    // A new screen starts at its top, with the keyboard in the decision panel.
    Effect::new(move |_| {
        screen.track();
        window().scroll_to_with_x_and_y(0.0, 0.0);
        focus_decision();
    });
    // Each new decision of a person, with the keyboard on its first choice: Enter answers it.
    let asked = Memo::new(move |_| match next.get() {
        Some(Next::Person(seat)) => {
            let answered = store
                .session
                .with(|s| s.as_ref().map_or(0, |s| s.game().recorded().len()));
            Some((seat, answered))
        }
        _ => None,
    });
    Effect::new(move |_| {
        if asked.get().is_some() {
            focus_decision();
        }
    });
    let over = Memo::new(move |_| next.get() == Some(Next::Over));
    let shown = RwSignal::new(TableView::default());
    view! {
        {move || match screen.get() {
            Some(Ok(seat)) => view! { <FbHandoff seat /> }.into_any(),
            Some(Err(seat)) => view! { <NoCounter seat /> }.into_any(),
            None => {
                view! {
                    <main class="table fb-table" class:over=move || over.get() data-view=move || shown.get().id()>
                        <Show when=move || over.get()>
                            <FbEnd />
                        </Show>
                        <div class="table-main">
                            <Board />
                        </div>
                        <div class="table-side">
                            <Show when=move || !over.get()>
                                <FbCoach />
                                <FbPanel />
                            </Show>
                            <FbHand />
                            <FbLog />
                        </div>
                        <TableTabs view=shown />
                    </main>
                }
                    .into_any()
            }
        }}
        // The deck's list is the rules' own (FB1.3.7), for whoever holds the device.
        <CardsDialog />
    }
}
