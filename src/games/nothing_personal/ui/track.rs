//! The top bar's round and phase track, with the ante.

use leptos::prelude::*;

use super::{current_view, with_words};
use crate::games::nothing_personal::model::TrackModel;
use crate::games::nothing_personal::words::t_string;
use crate::shell::language::use_i18n;

#[component]
pub fn Track() -> impl IntoView {
    let i18n = use_i18n();
    let track = Memo::new(move |_| {
        let view = current_view()?;
        with_words(|w, _| TrackModel::new(&view, w))
    });
    view! {
        {move || {
            track
                .get()
                .map(|t| {
                    view! {
                        <nav class="track" aria-label=move || t_string!(i18n, track.label)>
                            <span class="round">{t.round}</span>
                            <ol class="phases">
                                {t
                                    .phases
                                    .into_iter()
                                    .map(|p| {
                                        view! {
                                            <li
                                                class="phase"
                                                class:current=p.current
                                                aria-current=p.current.then_some("step")
                                            >
                                                {p.name}
                                            </li>
                                        }
                                    })
                                    .collect_view()}
                            </ol>
                            {t.special.map(|s| view! { <span class="special">{s}</span> })}
                            {t.ante.map(|a| view! { <span class="ante">{a}</span> })}
                        </nav>
                    }
                })
        }}
    }
}
