//! The language switch: English or Japanese, remembered for the next visit.

use leptos::prelude::*;

use crate::shell::language::*;
use crate::shell::storage::LANGUAGE_KEY;
use crate::shell::store::Shell;

#[component]
pub fn Languages() -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    let switch = move |locale: Locale| {
        i18n.set_locale(locale);
        // Remembering is a courtesy: without storage the choice lasts for this visit.
        let _ = shell.storage().write_string(LANGUAGE_KEY, locale.as_ref());
    };
    view! {
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
    }
}
