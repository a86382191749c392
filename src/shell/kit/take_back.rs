//! The top bar's button that takes back a person's last move, in either game.

use leptos::prelude::*;

use crate::shell::language::*;

/// "Take back NAME's move", calling `take_back` when clicked.
pub fn take_back_button(name: String, take_back: impl Fn() + 'static) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <button type="button" class="take-back" on:click=move |_| take_back()>
            {t_string!(i18n, app.take_back, name = name.clone()).to_string()}
        </button>
    }
}
