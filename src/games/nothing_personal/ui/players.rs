//! The families' boards: money, Respect, markers left, hand size, ring, passed (R12.13.1).

use leptos::prelude::*;

use super::{current_view, with_words};
use crate::games::nothing_personal::model::PlayerModel;
use crate::games::nothing_personal::store::NpStore;
use crate::games::nothing_personal::words::{t, t_string};
use crate::shell::language::use_i18n;

#[component]
pub fn PlayerStrip() -> impl IntoView {
    let i18n = use_i18n();
    let store = NpStore::get();
    let players = Memo::new(move |_| {
        let mut view = current_view()?;
        // While a window asks the people together, or the bots all at once, the whole table
        // decides, nobody alone.
        if store.at_table() && (store.asking_the_table() || store.bots_in_window()) {
            view.pending = None;
        }
        with_words(|w, s| PlayerModel::all(&view, s.seats(), w))
    });
    view! {
        <section class="players" aria-label=move || t_string!(i18n, players.heading)>
            {move || {
                players
                    .get()
                    .unwrap_or_default()
                    .into_iter()
                    .map(|p| view! { <PlayerBoard p /> })
                    .collect_view()
            }}
        </section>
    }
}

#[component]
fn PlayerBoard(p: PlayerModel) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section
            class=format!("player-board {}", p.tone.class())
            class:deciding=p.deciding
            aria-label=p.label.clone()
        >
            <header class="player-head">
                <span class="family-mark" aria-hidden="true">{p.letter.clone()}</span>
                <h2 class="player-name">{p.name.clone()}</h2>
                <span class="family">{p.family.clone()}</span>
            </header>
            <ul class="badges">
                <li class="badge kind">
                    {move || {
                        if p.bot {
                            t_string!(i18n, players.bot)
                        } else {
                            t_string!(i18n, players.human)
                        }
                    }}
                </li>
                {p.ring.then(|| view! { <li class="badge ring">{t!(i18n, players.ring)}</li> })}
                {p.deciding.then(|| view! { <li class="badge deciding">{t!(i18n, players.deciding)}</li> })}
                {p.passed.then(|| view! { <li class="badge passed">{t!(i18n, players.passed)}</li> })}
            </ul>
            <dl class="stats">
                <div>
                    <dt>{t!(i18n, players.money)}</dt>
                    <dd>{format!("${}", p.money)}</dd>
                </div>
                <div>
                    <dt>{t!(i18n, players.respect)}</dt>
                    <dd>{p.respect}</dd>
                </div>
                <div>
                    <dt>{t!(i18n, players.markers_left)}</dt>
                    <dd>{p.supply}</dd>
                </div>
                <div>
                    <dt>{t!(i18n, players.hand)}</dt>
                    <dd>{p.hand}</dd>
                </div>
            </dl>
        </section>
    }
}
