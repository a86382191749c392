//! The game log, newest last, one group per round and phase, the groups before the current one
//! folded, the lines of the last action highlighted; it follows the newest line unless the
//! reader has scrolled up.

use leptos::prelude::*;

use super::{fresh_from, sight, with_words};
use crate::games::nothing_personal::model::{LogGroup, LogModel};
use crate::games::nothing_personal::words::t;
use crate::shell::kit::LogFold;
use crate::shell::language::use_i18n;

#[component]
pub fn GameLog() -> impl IntoView {
    let i18n = use_i18n();
    let log = Memo::new(move |_| {
        let sight = sight();
        let fresh = fresh_from();
        with_words(|w, s| LogModel::new(s, sight, w, fresh)).unwrap_or_default()
    });
    let current = Memo::new(move |_| log.with(|l| l.groups.last().map(|g| g.start)));
    let list = NodeRef::<leptos::html::Div>::new();
    // Follow the newest lines unless the reader scrolled up to read older ones.
    let following = StoredValue::new(true);
    Effect::new(move |_| {
        log.track();
        // By the next frame the log may have left the page (the menu was opened).
        request_animation_frame(move || {
            if let Some(el) = list.try_get_untracked().flatten() {
                if following.try_get_value() == Some(true) {
                    el.set_scroll_top(el.scroll_height());
                }
            }
        });
    });
    let on_scroll = move |_| {
        if let Some(el) = list.get_untracked() {
            following.set_value(el.scroll_height() - el.scroll_top() - el.client_height() < 40);
        }
    };
    view! {
        <section class="log" aria-labelledby="log-heading">
            <h2 id="log-heading">{t!(i18n, shell.log.heading)}</h2>
            <div
                class="log-scroll"
                node_ref=list
                tabindex="0"
                aria-labelledby="log-heading"
                on:scroll=on_scroll
            >
                <For
                    each=move || log.get().groups
                    key=|g| g.clone()
                    children=move |g: LogGroup| {
                        let start = g.start;
                        view! {
                            <LogFold title=g.title.clone() current=Signal::derive(move || current.get() == Some(start))>
                                <ol>
                                    {g
                                        .lines
                                        .into_iter()
                                        .map(|l| {
                                            view! {
                                                <li class="log-line" class:fresh=l.fresh class:minor=l.minor>
                                                    {l
                                                        .tone
                                                        .map(|(tone, letter)| {
                                                            view! {
                                                                <span class=format!("family-mark {}", tone.class()) aria-hidden="true">
                                                                    {letter}
                                                                </span>
                                                            }
                                                        })}
                                                    <span>{l.text}</span>
                                                </li>
                                            }
                                        })
                                        .collect_view()}
                                </ol>
                            </LogFold>
                        }
                    }
                />
            </div>
        </section>
    }
}
