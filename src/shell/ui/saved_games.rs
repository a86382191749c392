//! The saved games of every game on the start screen, each with its game, its title (or its
//! players), whether it is finished, how far it has come and who plays next, or who won (said
//! by its game's code, fetched once the list is up), and when it was last played: continue it
//! (a finished one: replay it first, or see its result), rename it, replay it, export it as a
//! file, or delete it after a confirmation.

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::shell::game::Standing;
use crate::shell::language::*;
use crate::shell::saved::{GameEntry, MAX_TITLE};
use crate::shell::store::Shell;
use crate::shell::words::tr;

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
        let name = entry.shown_title(locale);
        let heading_id = format!("game-{id}");
        let labelled_by = heading_id.clone();
        let (rename_id, delete_id, export_id) = (id.clone(), id.clone(), id.clone());
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
        let (progress, names) = (entry.progress.clone(), entry.names.clone());
        let played = played(locale, &entry);
        let is_open = {
            let id = id.clone();
            move || shell.open(&id)
        };
        let rename = move || {
            deleting.set(None);
            renaming.set(Some((rename_id.clone(), current_title.clone())));
        };
        let replay = move || shell.replay_saved(&replay_id);
        let export = move || shell.export(&export_id, i18n.get_locale_untracked());
        let delete = move || {
            renaming.set(None);
            deleting.set(Some(delete_id.clone()));
        };
        // Its standing and its buttons come with its game's code, which says whether it is over.
        let details = Suspend::new(async move {
            let standing = match card {
                Some(card) => (card.code)().await.standing(&names, &progress, locale),
                None => Standing::default(),
            };
            let finished = standing.finished;
            let open_button = move |primary: bool| {
                let is_open = is_open.clone();
                view! {
                    <button type="button" class:primary=primary on:click=move |_| is_open()>
                        {if finished {
                            tr!(locale, standing.see_result)
                        } else {
                            tr!(locale, start.continue_game)
                        }}
                    </button>
                }
            };
            let replay_button = {
                let offered = offered.clone();
                move || {
                    let replay = replay.clone();
                    view! {
                        <Show when=offered.clone()>
                            {
                                let replay = replay.clone();
                                view! {
                                    <button type="button" class:primary=finished on:click=move |_| replay()>
                                        {t!(i18n, start.replay)}
                                    </button>
                                }
                            }
                        </Show>
                    }
                }
            };
            view! {
                <p class="game-standing">
                    <span class="badge" class:finished=finished>
                        {if finished { tr!(locale, standing.finished) } else { tr!(locale, standing.in_progress) }}
                    </span>
                    " "
                    {standing.how_far}
                </p>
                {standing.next.map(|next| view! { <p class="game-next">{next}</p> })}
                <p class="game-played">{played}</p>
                <div class="game-actions">
                    {if finished {
                        view! { {replay_button()} {open_button(false)} }.into_any()
                    } else {
                        view! { {open_button(true)} {replay_button()} }.into_any()
                    }}
                    <button type="button" on:click=move |_| rename()>
                        {t!(i18n, start.rename)}
                    </button>
                    <Show when=offered.clone()>
                        {
                            let export = export.clone();
                            view! {
                                <button type="button" on:click=move |_| export()>
                                    {t!(i18n, start.export)}
                                </button>
                            }
                        }
                    </Show>
                    <button type="button" on:click=move |_| delete()>
                        {t!(i18n, start.delete)}
                    </button>
                </div>
            }
        });
        view! {
            <li class="saved-game" aria-labelledby=labelled_by>
                <h3 id=heading_id>{name}</h3>
                <p class="game-name">{game_name}</p>
                <Suspense>{details}</Suspense>
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
