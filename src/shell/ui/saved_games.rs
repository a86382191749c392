//! The saved games of every game on the start screen, each with its game, its title (or its
//! players), when it was last played and how far it has come (said by its game's code, fetched
//! once the list is up): continue it, rename it, replay it, export it as a file, or delete it
//! after a confirmation.

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::shell::language::*;
use crate::shell::saved::{GameEntry, MAX_TITLE};
use crate::shell::store::Shell;
use crate::shell::words::tr;

/// A game's title: the one its players gave it, or its players' names.
pub fn title(locale: Locale, entry: &GameEntry) -> String {
    match &entry.title {
        Some(t) => t.clone(),
        None => tr!(locale, start.game_of, names = entry.names.join(", ")),
    }
}

/// When the game was last played, as the browser writes dates in the page's language.
fn played(locale: Locale, entry: &GameEntry) -> String {
    let when = js_sys::Date::new(&JsValue::from_f64(entry.played as f64))
        .to_locale_string(locale.as_ref(), &JsValue::UNDEFINED)
        .as_string()
        .unwrap_or_default();
    tr!(locale, start.last_played, when = when)
}

#[component]
pub fn SavedGames() -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    // The game being renamed, with the title typed so far; the game whose deletion waits for
    // a confirmation.
    let renaming = RwSignal::new(None::<(String, String)>);
    let deleting = RwSignal::new(None::<String>);

    let entry_view = move |entry: GameEntry| {
        let locale = i18n.get_locale();
        let id = entry.id.clone();
        let name = title(locale, &entry);
        let heading_id = format!("game-{id}");
        let labelled_by = heading_id.clone();
        let (open_id, rename_id, delete_id, export_id) =
            (id.clone(), id.clone(), id.clone(), id.clone());
        let (renamed_id, deleted_id, replay_id) = (id.clone(), id.clone(), id.clone());
        let is_renaming = {
            let id = id.clone();
            move || renaming.with(|r| r.as_ref().is_some_and(|(r, _)| *r == id))
        };
        let is_deleting = {
            let id = id.clone();
            move || deleting.with(|d| d.as_deref() == Some(id.as_str()))
        };
        // Not while the game's record runs ahead of its table on the screen.
        let offered = {
            let id = id.clone();
            move || shell.record_offered(&id)
        };
        let current_title = entry.title.clone().unwrap_or_default();
        let card = match &entry.game {
            None => shell.games.unnamed(),
            Some(game) => shell.games.by_id(game),
        };
        // An entry of a game this page does not play names it as it is stored.
        let game_name = card.map_or_else(
            || entry.game.clone().unwrap_or_default(),
            |c| c.name.get(locale).to_string(),
        );
        let progress = entry.progress.clone();
        let standing = card.map(|card| {
            view! {
                <Suspense>
                    {Suspend::new(async move { (card.code)().await.standing(&progress, locale) })}
                </Suspense>
            }
        });
        view! {
            <li class="saved-game" aria-labelledby=labelled_by>
                <h3 id=heading_id>{name}</h3>
                <p class="game-name">{game_name}</p>
                <p class="game-standing">{standing}</p>
                <p class="game-played">{played(locale, &entry)}</p>
                <div class="game-actions">
                    <button type="button" class="primary" on:click=move |_| shell.open(&open_id)>
                        {t!(i18n, start.continue_game)}
                    </button>
                    <button
                        type="button"
                        on:click=move |_| {
                            deleting.set(None);
                            renaming.set(Some((rename_id.clone(), current_title.clone())));
                        }
                    >
                        {t!(i18n, start.rename)}
                    </button>
                    <Show when=offered.clone()>
                        {
                            let (replay_id, export_id) = (replay_id.clone(), export_id.clone());
                            view! {
                                <button type="button" on:click=move |_| shell.replay_saved(&replay_id)>
                                    {t!(i18n, start.replay)}
                                </button>
                                <button type="button" on:click=move |_| shell.export(&export_id)>
                                    {t!(i18n, start.export)}
                                </button>
                            }
                        }
                    </Show>
                    <button
                        type="button"
                        on:click=move |_| {
                            renaming.set(None);
                            deleting.set(Some(delete_id.clone()));
                        }
                    >
                        {t!(i18n, start.delete)}
                    </button>
                </div>
                <Show when=is_renaming.clone()>
                    {
                        let id = renamed_id.clone();
                        view! {
                            <form class="rename">
                                <label>
                                    <span>{t!(i18n, start.title_label)}</span>
                                    <input
                                        type="text"
                                        autocomplete="off"
                                        maxlength=MAX_TITLE.to_string()
                                        prop:value=move || {
                                            renaming.with(|r| r.as_ref().map(|(_, d)| d.clone()).unwrap_or_default())
                                        }
                                        on:input=move |ev| {
                                            let v = event_target_value(&ev);
                                            renaming.update(|r| {
                                                if let Some((_, d)) = r {
                                                    *d = v;
                                                }
                                            });
                                        }
                                    />
                                </label>
                                // The click, not the form's submission: a sandboxed frame
                                // without "allow-forms" never submits a form (Enter in the
                                // field clicks this button too).
                                <button
                                    type="submit"
                                    class="primary"
                                    on:click=move |ev| {
                                        ev.prevent_default();
                                        if let Some((_, draft)) = renaming.get_untracked() {
                                            shell.rename(&id, &draft);
                                        }
                                        renaming.set(None);
                                    }
                                >
                                    {t!(i18n, start.save_title)}
                                </button>
                                <button type="button" on:click=move |_| renaming.set(None)>
                                    {t!(i18n, start.cancel)}
                                </button>
                            </form>
                        }
                    }
                </Show>
                <Show when=is_deleting.clone()>
                    {
                        let id = deleted_id.clone();
                        view! {
                            <div class="confirm-delete" role="alert">
                                <p>{t!(i18n, start.delete_confirm)}</p>
                                <button
                                    type="button"
                                    class="danger"
                                    on:click=move |_| {
                                        deleting.set(None);
                                        shell.delete(&id);
                                    }
                                >
                                    {t!(i18n, start.delete_yes)}
                                </button>
                                <button type="button" on:click=move |_| deleting.set(None)>
                                    {t!(i18n, start.keep)}
                                </button>
                            </div>
                        }
                    }
                </Show>
            </li>
        }
    };

    view! {
        <ul>{move || { shell.saved.get().entries.into_iter().map(entry_view).collect_view() }}</ul>
    }
}
