//! The top bar's buttons for the game on the table: the bots' speed, taking back a move, the
//! replay and the way back to the start screen.

use leptos::prelude::*;

use super::language::*;
use super::speed::SpeedSelect;
use crate::store::Store;

#[component]
pub fn TableControls() -> impl IntoView {
    let store = expect_context::<Store>();
    let i18n = use_i18n();
    view! {
        <SpeedSelect />
        {move || {
            store
                .take_back_seat()
                .map(|(_, name)| {
                    view! {
                        <button
                            type="button"
                            class="take-back"
                            on:click=move |_| store.take_back()
                        >
                            {t_string!(i18n, app.take_back, name = name.clone()).to_string()}
                        </button>
                    }
                })
        }}
        <button type="button" class="replay-open" on:click=move |_| store.replay_current()>
            {t!(i18n, app.replay)}
        </button>
        <button type="button" class="menu" on:click=move |_| store.show_start()>
            {t!(i18n, app.menu)}
        </button>
    }
}
