//! The top bar's buttons for a game of Letters from Whitechapel: taking back an answer, the
//! replay of a finished game, and the way back to the start screen.

use leptos::prelude::*;

use crate::games::whitechapel::store::WcStore;
use crate::games::whitechapel::words::t;
use crate::shell::kit::take_back_button;
use crate::shell::language::use_i18n;

#[component]
pub fn WcControls() -> impl IntoView {
    let store = WcStore::get();
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
        <button type="button" class="menu" on:click=move |_| store.shell.show_start()>
            {t!(i18n, shell.app.menu)}
        </button>
    }
}
