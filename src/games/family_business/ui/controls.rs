//! The top bar's buttons for a game of Family Business: taking back an answer, the replay, the
//! list of the deck's cards and the way back to the start screen.

use leptos::prelude::*;

use crate::games::family_business::store::FbStore;
use crate::games::family_business::words::t;
use crate::shell::kit::take_back_button;
use crate::shell::language::use_i18n;

#[component]
pub fn FbControls() -> impl IntoView {
    let store = FbStore::get();
    let i18n = use_i18n();
    view! {
        {move || {
            store
                .take_back_seat()
                .map(|(_, name)| take_back_button(name, move || store.take_back()))
        }}
        {move || {
            (!store.record_ahead())
                .then(|| {
                    view! {
                        <button
                            type="button"
                            class="replay-open"
                            on:click=move |_| store.replay_current()
                        >
                            {t!(i18n, shell.app.replay)}
                        </button>
                    }
                })
        }}
        <button
            type="button"
            class="cards-open"
            aria-haspopup="dialog"
            on:click=move |_| store.cards_open.update(|open| *open = !*open)
        >
            {t!(i18n, table.cards_button)}
        </button>
        <button type="button" class="menu" on:click=move |_| store.shell.show_start()>
            {t!(i18n, shell.app.menu)}
        </button>
    }
}
