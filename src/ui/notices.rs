//! Things the page says once: no storage, storage full (each with the game offered as a file),
//! a save that could not be loaded, a replay link that could not be opened, a new version ready
//! for a reload.

use leptos::prelude::*;

use super::language::*;
use crate::game_code::with_game_code;
use crate::replay_link::LinkError;
use crate::store::{Notice, SaveProblem, Store};
use crate::words::{tr, Words};

/// Why a saved game could not be resumed, in words.
pub fn save_problem(words: &Words, problem: &SaveProblem) -> String {
    match problem {
        SaveProblem::NothingPersonal(e) => words.record_error(e),
        SaveProblem::FamilyBusiness(reason) => reason.get(words.locale).to_string(),
        SaveProblem::OtherGame(game) => tr!(words, errors.other_game, game = game.clone()),
    }
}

/// Why a replay link could not be opened.
fn link_problem(words: &Words, error: &LinkError) -> String {
    match error {
        LinkError::Damaged => tr!(words, errors.damaged_link),
        LinkError::Record(problem) => save_problem(words, problem),
    }
}

#[component]
pub fn Notices() -> impl IntoView {
    let store = expect_context::<Store>();
    let i18n = use_i18n();
    let text = move |n: &Notice| -> String {
        match n {
            Notice::StorageUnavailable => {
                return t_string!(i18n, notices.storage_unavailable).to_string()
            }
            Notice::StorageFull => return t_string!(i18n, notices.storage_full).to_string(),
            Notice::UpdateReady => return t_string!(i18n, notices.update_ready).to_string(),
            Notice::BrokenSave { .. } | Notice::BrokenLink(_) => {}
        }
        let words = Words {
            locale: i18n.get_locale(),
            names: &[],
            cards: match np_engine::base_cards() {
                Ok(c) => c,
                Err(_) => return String::new(),
            },
        };
        match n {
            Notice::BrokenLink(error) => t_string!(
                i18n,
                notices.broken_link,
                reason = link_problem(&words, error)
            )
            .to_string(),
            Notice::StorageUnavailable | Notice::StorageFull | Notice::UpdateReady => String::new(),
            Notice::BrokenSave { key, error } => t_string!(
                i18n,
                notices.broken_save,
                reason = save_problem(&words, error),
                key = key.clone()
            )
            .to_string(),
        }
    };
    view! {
        <Show when=move || store.notices.with(|n| !n.is_empty())>
            <section class="notices" aria-label=move || t_string!(i18n, notices.heading)>
                {move || {
                    store
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
                                        <button type="button" class="primary" on:click=move |_| crate::offline::update_now()>
                                            {t!(i18n, notices.reload)}
                                        </button>
                                    </Show>
                                    <Show when=move || {
                                        unsaved && store.has_game() && !store.fb.record_ahead()
                                    }>
                                        <button type="button" on:click=move |_| with_game_code(store, move |code| (code.export_current)(store))>
                                            {t!(i18n, notices.export)}
                                        </button>
                                    </Show>
                                    <button
                                        type="button"
                                        on:click=move |_| store.notices.update(|all| {
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
