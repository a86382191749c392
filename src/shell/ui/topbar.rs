//! The top bar: the title of the game shown, the game's track and buttons (from the game's
//! code), and the language switch, always reachable.

use leptos::prelude::*;

use crate::shell::game_code::game_view;
use crate::shell::language::*;
use crate::shell::storage::LANGUAGE_KEY;
use crate::shell::store::{Screen, Store};

#[component]
pub fn TopBar() -> impl IntoView {
    let store = expect_context::<Store>();
    let i18n = use_i18n();
    let switch = move |locale: Locale| {
        i18n.set_locale(locale);
        // Remembering is a courtesy: without storage the choice lasts for this visit.
        let _ = store.storage().write_string(LANGUAGE_KEY, locale.as_ref());
    };
    view! {
        <header class="topbar">
            <h1 class="title">
                {move || {
                    if matches!(store.screen.get(), Screen::FbTable | Screen::FbReplay) {
                        t_string!(i18n, fb.title)
                    } else {
                        t_string!(i18n, app.title)
                    }
                }}
            </h1>
            {crate::shell::embed::embedded()
                .then(|| {
                    view! {
                        <a
                            class="open-full"
                            href=crate::shell::embed::full_game_address()
                            target="_blank"
                            rel="noopener"
                        >
                            {t!(i18n, app.open_full)}
                        </a>
                    }
                })}
            {move || {
                matches!(store.screen.get(), Screen::Table | Screen::Replay)
                    .then(|| game_view(|code| code.track))
            }}
            <div class="controls">
                <Show when=move || store.screen.get() == Screen::Table>
                    {game_view(|code| code.table_controls)}
                </Show>
                <Show when=move || store.screen.get() == Screen::FbTable>
                    {game_view(|code| code.fb_controls)}
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
