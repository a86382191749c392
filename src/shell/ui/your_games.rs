//! The saved games on the start screen and a game imported from a file.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::notices::save_problem;
use super::saved_games::SavedGames;
use crate::shell::language::*;
use crate::shell::store::Shell;
use crate::shell::transfer::picked_text;

/// `imported` is what the last import gave: the title of the game imported, or why the file
/// was refused.
#[component]
pub fn GameList(imported: RwSignal<Option<Result<String, String>>>) -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        wasm_bindgen_futures::spawn_local(async move {
            let Some(text) = picked_text(&input).await else {
                return;
            };
            input.set_value("");
            let locale = i18n.get_locale_untracked();
            let result = match shell.import(text).await {
                Ok(id) => Ok(shell
                    .saved
                    .with_untracked(|g| g.get(&id).map(|e| e.shown_title(locale)))
                    .unwrap_or_default()),
                Err(e) => Err(save_problem(locale, &e)),
            };
            // The start screen may be gone meanwhile, and with it this line.
            imported.try_set(Some(result));
        });
    };

    // The first game imported moves the list above the new game's setup, drawn anew: the
    // keyboard stays on the file field.
    let field = NodeRef::<leptos::html::Input>::new();
    Effect::new(move |_| {
        if let Some(input) = field.get() {
            if imported.get_untracked().is_some() {
                let _ = input.focus();
            }
        }
    });
    view! {
        <section class="games" aria-labelledby="games-heading">
            <h2 id="games-heading">{t!(i18n, start.your_games)}</h2>
            <Show
                when=move || shell.saved.with(|g| !g.entries.is_empty())
                fallback=move || view! { <p>{t!(i18n, start.no_games)}</p> }
            >
                <SavedGames />
            </Show>
            <label class="import">
                <span>{t!(i18n, start.import)}</span>
                <input type="file" accept=".json,application/json" node_ref=field on:change=import />
            </label>
            {move || {
                imported
                    .get()
                    .map(|result| {
                        // A success is a status; a refusal an alert read out at once.
                        let (role, text) = match result {
                            Ok(name) => ("status", t_string!(i18n, start.imported, title = name).to_string()),
                            Err(reason) => {
                                ("alert", t_string!(i18n, start.import_failed, reason = reason).to_string())
                            }
                        };
                        view! {
                            <p class="import-result" class:error=role == "alert" role=role>
                                {text}
                            </p>
                        }
                    })
            }}
        </section>
    }
}
