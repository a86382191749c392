//! Sharing a finished game: a link that opens its replay on any machine with the game, shown
//! to select and copied on request.

use leptos::prelude::*;
use wasm_bindgen_futures::JsFuture;

use super::select_all;
use crate::shell::language::*;
use crate::shell::replay_link::fragment_of;

/// This page's address without its fragment.
fn page_address() -> String {
    let href = window().location().href().unwrap_or_default();
    match href.split_once('#') {
        Some((page, _)) => page.to_string(),
        None => href,
    }
}

/// The link of the game shown; `record` gives its whole record (a finished game's).
#[component]
pub fn ShareReplay(record: fn() -> Option<String>) -> impl IntoView {
    let i18n = use_i18n();
    let link = RwSignal::new(None::<String>);
    let copied = RwSignal::new(false);
    let make = move |_| {
        let Some(record) = record() else {
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
