//! The hand-off screen (WC9.4.1): the side about to look is named, nothing private is shown,
//! and the side takes the device with one button; and Jack's confirmation of a move the engine
//! made for him (WC9.4.3).

use leptos::prelude::*;
use wc_engine::{Event, Side};

use crate::games::whitechapel::store::WcStore;
use crate::games::whitechapel::words::{t, t_string, WcWords};
use crate::shell::language::use_i18n;

#[component]
pub fn WcHandOff(side: Side) -> impl IntoView {
    let store = WcStore::get();
    let i18n = use_i18n();
    let jack = side == Side::Jack;
    view! {
        <section id="decision" class="panel hand-off" tabindex="-1" aria-labelledby="hand-off-heading">
            <h2 id="hand-off-heading">
                {move || if jack { t_string!(i18n, handoff.to_jack) } else { t_string!(i18n, handoff.to_police) }}
            </h2>
            <p>
                {move || if jack { t_string!(i18n, handoff.only_jack) } else { t_string!(i18n, handoff.only_police) }}
            </p>
            <button type="button" class="primary" on:click=move |_| store.hand_over()>
                {move || if jack { t_string!(i18n, handoff.show_jack) } else { t_string!(i18n, handoff.show_police) }}
            </button>
        </section>
    }
}

/// Jack sees the move made for him and confirms it.
#[component]
pub fn WcForcedMove() -> impl IntoView {
    let store = WcStore::get();
    let i18n = use_i18n();
    let line = move || {
        let locale = i18n.get_locale();
        store
            .with_log(|log| {
                log.iter()
                    .rev()
                    .find(|e| matches!(e.event, Event::JackMoved { forced: true, .. }))
                    .map(|e| WcWords::new(locale, &[]).event(&e.event))
            })
            .flatten()
    };
    view! {
        <section id="decision" class="panel hand-off" tabindex="-1" aria-labelledby="forced-heading">
            <h2 id="forced-heading">{t!(i18n, panel.your_decision)}</h2>
            <p>{t!(i18n, handoff.forced)}</p>
            <p class="forced-move">{line}</p>
            <button type="button" class="primary" on:click=move |_| store.confirm_forced()>
                {t!(i18n, handoff.forced_ok)}
            </button>
        </section>
    }
}
