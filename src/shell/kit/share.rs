//! Sharing a finished game of either game: a link that opens its replay on any machine with the game, shown to
//! select and copied on request.

use leptos::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::select_all;
use crate::games::nothing_personal::session::Session;
use crate::shell::language::*;
use crate::shell::replay_link::fragment_of;
use crate::shell::store::{Screen, Store};

/// The whole record of the game shown, of either game: the replay's, or the game's on the
/// table.
fn shown_record(store: Store) -> Option<String> {
    match store.screen.get_untracked() {
        Screen::Replay => store
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.record().to_json())),
        Screen::FbReplay => store
            .fb
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.record().to_json())),
        Screen::FbTable => store
            .fb
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.record().to_json())),
        _ => store
            .session
            .with_untracked(|s| s.as_ref().map(|s| Session::record(s).to_json())),
    }
}

/// This page's address without its fragment.
fn page_address() -> String {
    let href = window().location().href().unwrap_or_default();
    match href.split_once('#') {
        Some((page, _)) => page.to_string(),
        None => href,
    }
}

#[component]
pub fn ShareReplay() -> impl IntoView {
    let store = expect_context::<Store>();
    let i18n = use_i18n();
    let link = RwSignal::new(None::<String>);
    let copied = RwSignal::new(false);
    let make = move |_| {
        let Some(record) = shown_record(store) else {
            return;
        };
        leptos::task::spawn_local(async move {
            if let Ok(fragment) = fragment_of(&record).await {
                link.set(Some(page_address() + &fragment));
            }
        });
    };
    let copy = move |_| {
        let Some(text) = link.get_untracked() else {
            return;
        };
        let promise = window().navigator().clipboard().write_text(&text);
        leptos::task::spawn_local(async move {
            // Where the browser refuses (an embedded page), the link stays there to select.
            copied.set(JsFuture::from(promise).await.is_ok());
        });
    };
    view! {
        <div class="share">
            {move || match link.get() {
                None => {
                    view! {
                        <button type="button" on:click=make>
                            {t!(i18n, replay.share)}
                        </button>
                    }
                        .into_any()
                }
                Some(address) => {
                    view! {
                        <label class="share-link">
                            <span>{t!(i18n, replay.link)}</span>
                            <input
                                type="text"
                                readonly
                                prop:value=address
                                on:focus=select_all
                            />
                        </label>
                        <button type="button" on:click=copy>
                            {t!(i18n, replay.copy)}
                        </button>
                        <Show when=move || copied.get()>
                            <p class="copied" role="status">{t!(i18n, replay.copied)}</p>
                        </Show>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}
