//! The saved games of both games on the start screen, each with its game, its title (or its
//! players), how far it has come and when it was last played: continue it, rename it, replay it,
//! export it as a file, or delete it after a confirmation.

use leptos::prelude::*;
use np_engine::base_cards;
use wasm_bindgen::JsValue;

use super::language::*;
use crate::games::{GameEntry, GameKind, Progress, MAX_TITLE};
use crate::store::Store;
use crate::words::Words;

/// A game's title: the one its players gave it, or its players' names.
fn title(locale: Locale, entry: &GameEntry) -> String {
    match &entry.title {
        Some(t) => t.clone(),
        None => leptos_i18n::td_string!(locale, start.game_of, names = entry.names.join(", "))
            .to_string(),
    }
}

/// The game's name.
fn game_name(locale: Locale, entry: &GameEntry) -> String {
    match entry.game() {
        GameKind::NothingPersonal => leptos_i18n::td_string!(locale, start.game_np),
        GameKind::FamilyBusiness => leptos_i18n::td_string!(locale, start.game_fb),
    }
    .to_string()
}

/// Where the game stands: its round and phase, or its turn, or that it is over.
fn standing(locale: Locale, entry: &GameEntry) -> String {
    if entry.is_over() {
        return leptos_i18n::td_string!(locale, start.game_over).to_string();
    }
    match entry.progress {
        Progress::NothingPersonal { round, phase } => {
            let phase = base_cards().ok().map_or_else(String::new, |cards| {
                Words {
                    locale,
                    names: &[],
                    cards,
                }
                .phase(phase)
            });
            leptos_i18n::td_string!(locale, start.game_state, round = round, phase = phase)
                .to_string()
        }
        Progress::FamilyBusiness { turn, .. } => {
            leptos_i18n::td_string!(locale, start.game_turn, turn = turn).to_string()
        }
    }
}

/// When the game was last played, as the browser writes dates in the page's language.
fn played(locale: Locale, entry: &GameEntry) -> String {
    let when = js_sys::Date::new(&JsValue::from_f64(entry.played as f64))
        .to_locale_string(locale.as_ref(), &JsValue::UNDEFINED)
        .as_string()
        .unwrap_or_default();
    leptos_i18n::td_string!(locale, start.last_played, when = when).to_string()
}

/// Imports a game's file: the title of the game imported, or why the file was refused.
pub fn import(store: Store, text: String, locale: Locale) -> Result<String, String> {
    match store.import(&text) {
        Ok(id) => Ok(store
            .games
            .with_untracked(|g| g.get(&id).map(|e| title(locale, e)))
            .unwrap_or_default()),
        Err(e) => Err(base_cards().ok().map_or_else(String::new, |cards| {
            let words = Words {
                locale,
                names: &[],
                cards,
            };
            super::notices::save_problem(&words, &e)
        })),
    }
}

#[component]
pub fn SavedGames() -> impl IntoView {
    let store = expect_context::<Store>();
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
            move || store.record_offered(&id)
        };
        let current_title = entry.title.clone().unwrap_or_default();
        view! {
            <li class="saved-game" aria-labelledby=labelled_by>
                <h3 id=heading_id>{name}</h3>
                <p class="game-name">{game_name(locale, &entry)}</p>
                <p class="game-standing">{standing(locale, &entry)}</p>
                <p class="game-played">{played(locale, &entry)}</p>
                <div class="game-actions">
                    <button type="button" class="primary" on:click=move |_| store.open(&open_id)>
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
                                <button type="button" on:click=move |_| store.replay_saved(&replay_id)>
                                    {t!(i18n, start.replay)}
                                </button>
                                <button type="button" on:click=move |_| store.export(&export_id)>
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
                                            store.rename(&id, &draft);
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
                                        store.delete(&id);
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
        <ul>{move || { store.games.get().entries.into_iter().map(entry_view).collect_view() }}</ul>
    }
}
