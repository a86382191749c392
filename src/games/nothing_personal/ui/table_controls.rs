//! The top bar's buttons for the game on the table: taking back a move, the replay and the way
//! back to the start screen.

use leptos::prelude::*;

use crate::games::nothing_personal::store::NpStore;
use crate::games::nothing_personal::words::t;
use crate::shell::kit::take_back_button;
use crate::shell::language::use_i18n;

#[component]
pub fn TableControls() -> impl IntoView {
    let store = NpStore::get();
    let i18n = use_i18n();
    view! {
        {move || {
            store.take_back_seat().map(|(_, name)| take_back_button(name, move || store.take_back()))
        }}
        <button type="button" class="replay-open" on:click=move |_| store.replay_current()>
            {t!(i18n, shell.app.replay)}
        </button>
        <button type="button" class="menu" on:click=move |_| store.shell.show_start()>
            {t!(i18n, shell.app.menu)}
        </button>
    }
}
