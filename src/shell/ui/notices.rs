//! Things the page says once: no storage, storage full (each with the game offered as a file),
//! a save that could not be loaded, a replay link that could not be opened, a new version ready
//! for a reload.

use leptos::prelude::*;

use crate::shell::language::*;
use crate::shell::replay_link::LinkError;
use crate::shell::store::{Notice, SaveProblem, Shell};
use crate::shell::words::tr;

/// Why a saved game, a file or a link's record could not be opened, in words.
pub fn save_problem(locale: Locale, problem: &SaveProblem) -> String {
    match problem {
        SaveProblem::Game(reason) => reason.get(locale).to_string(),
        SaveProblem::OtherGame(game) => {
            tr!(locale, errors.other_game, game = game.clone())
        }
    }
}

/// Why a replay link could not be opened.
fn link_problem(locale: Locale, error: &LinkError) -> String {
    match error {
        LinkError::Damaged => tr!(locale, errors.damaged_link),
        LinkError::Record(problem) => save_problem(locale, problem),
    }
}

#[component]
pub fn Notices() -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    let text = move |n: &Notice| -> String {
        let locale = i18n.get_locale();
        match n {
            Notice::StorageUnavailable => t_string!(i18n, notices.storage_unavailable).to_string(),
            Notice::StorageFull => t_string!(i18n, notices.storage_full).to_string(),
            Notice::UpdateReady => t_string!(i18n, notices.update_ready).to_string(),
            Notice::BrokenLink(error) => t_string!(
                i18n,
                notices.broken_link,
                reason = link_problem(locale, error)
            )
            .to_string(),
            Notice::BrokenSave { key, error } => t_string!(
                i18n,
                notices.broken_save,
                reason = save_problem(locale, error),
                key = key.clone()
            )
            .to_string(),
        }
    };
    view! {
        <Show when=move || shell.notices.with(|n| !n.is_empty())>
            <section class="notices" aria-label=move || t_string!(i18n, notices.heading)>
                {move || {
                    shell
                        .notices
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, n)| {
                            // Where storage cannot keep the game, a file can.
                            let unsaved = matches!(
                                n,
                                Notice::StorageUnavailable | Notice::StorageFull
                            );
                            let update = n == Notice::UpdateReady;
                            view! {
                                <div class="notice" role="alert">
                                    <p>{text(&n)}</p>
                                    <Show when=move || update>
                                        <button type="button" class="primary" on:click=move |_| crate::shell::offline::update_now()>
                                            {t!(i18n, notices.reload)}
                                        </button>
                                    </Show>
                                    <Show when=move || unsaved && shell.has_game() && shell.table_record_offered()>
                                        <button type="button" on:click=move |_| shell.export_current(i18n.get_locale_untracked())>
                                            {t!(i18n, notices.export)}
                                        </button>
                                    </Show>
                                    <button
                                        type="button"
                                        on:click=move |_| shell.notices.update(|all| {
                                            if i < all.len() {
                                                all.remove(i);
                                            }
                                        })
                                    >
                                        {t!(i18n, notices.dismiss)}
                                    </button>
                                </div>
                            }
                        })
                        .collect_view()
                }}
            </section>
        </Show>
    }
}
