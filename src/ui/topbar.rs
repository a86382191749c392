//! The top bar: title, round and phase track with the ante, taking back a move, the replay, the
//! language switch (always reachable) and the way back to the start screen.

use leptos::prelude::*;

use super::language::*;
use super::{current_view, with_words};
use crate::model::TrackModel;
use crate::storage::LANGUAGE_KEY;
use crate::store::{Screen, Speed, Store};

#[component]
pub fn TopBar() -> impl IntoView {
    let store = expect_context::<Store>();
    let i18n = use_i18n();
    let track = Memo::new(move |_| {
        if store.screen.get() == Screen::Start {
            return None;
        }
        let view = current_view()?;
        with_words(|w, _| TrackModel::new(&view, w))
    });
    let switch = move |locale: Locale| {
        i18n.set_locale(locale);
        // Remembering is a courtesy: without storage the choice lasts for this visit.
        let _ = store.storage().write_string(LANGUAGE_KEY, locale.as_ref());
    };
    view! {
        <header class="topbar">
            <h1 class="title">{t!(i18n, app.title)}</h1>
            {crate::embed::embedded()
                .then(|| {
                    view! {
                        <a
                            class="open-full"
                            href=crate::embed::full_game_address()
                            target="_blank"
                            rel="noopener"
                        >
                            {t!(i18n, app.open_full)}
                        </a>
                    }
                })}
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
            <div class="controls">
                <Show when=move || store.screen.get() == Screen::Table>
                    <label class="speed">
                        <span class="speed-label">{t!(i18n, app.speed)}</span>
                        <select on:change=move |ev| {
                            let speed = match event_target_value(&ev).as_str() {
                                "slow" => Speed::Slow,
                                "instant" => Speed::Instant,
                                _ => Speed::Normal,
                            };
                            store.speed.set(speed);
                        }>
                            {Speed::ALL
                                .into_iter()
                                .map(|s| {
                                    let (value, label) = match s {
                                        Speed::Slow => ("slow", t_string!(i18n, app.speed_slow)),
                                        Speed::Normal => ("normal", t_string!(i18n, app.speed_normal)),
                                        Speed::Instant => ("instant", t_string!(i18n, app.speed_instant)),
                                    };
                                    view! {
                                        <option value=value selected=move || store.speed.get() == s>
                                            {label}
                                        </option>
                                    }
                                })
                                .collect_view()}
                        </select>
                    </label>
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
                </Show>
                <div class="languages" role="group" aria-label=move || t_string!(i18n, app.language)>
                    {[(Locale::en, "en", "English"), (Locale::ja, "ja", "日本語")]
                        .into_iter()
                        .map(|(locale, lang, name)| {
                            view! {
                                <button
                                    type="button"
                                    lang=lang
                                    aria-pressed=move || (i18n.get_locale() == locale).to_string()
                                    on:click=move |_| switch(locale)
                                >
                                    {name}
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
            </div>
        </header>
    }
}
