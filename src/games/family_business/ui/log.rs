//! The game log, grouped by turn, newest last, the turns before the current one folded, the
//! lines of the last answer highlighted; it follows the newest line unless the reader has
//! scrolled up. It shows what the person holding
//! the device may see (FB3.2.3, FB12.2.2), in a replay what its seat may, and while a bot
//! considers a counter only the lines up to the window's opening (FB12.4).

use leptos::prelude::*;

use super::{family_class, shown_seat, with_shown_log, with_words};
use crate::games::family_business::model::{FbLogGroup, FbLogModel};
use crate::games::family_business::words::t;
use crate::shell::kit::LogFold;
use crate::shell::language::use_i18n;

#[component]
pub fn FbLog() -> impl IntoView {
    let i18n = use_i18n();
    let log = Memo::new(move |_| {
        let seat = shown_seat();
        with_words(|w, _| with_shown_log(|log, fresh| FbLogModel::new(log, seat, w, fresh)))
            .flatten()
            .unwrap_or_default()
    });
    let current = Memo::new(move |_| log.with(|l| l.groups.last().map(|g| g.start)));
    let list = NodeRef::<leptos::html::Div>::new();
    // Follow the newest lines unless the reader scrolled up; the log's own scrolling (which
    // may land before lines added meanwhile) is not the reader's.
    let following = StoredValue::new(true);
    let scrolled_to = StoredValue::new(0);
    Effect::new(move |_| {
        log.track();
        request_animation_frame(move || {
            if let Some(el) = list.try_get_untracked().flatten() {
                if following.try_get_value() == Some(true) {
                    el.set_scroll_top(el.scroll_height());
                    scrolled_to.try_set_value(el.scroll_top());
                }
            }
        });
    });
    let on_scroll = move |_| {
        if let Some(el) = list.get_untracked() {
            if (el.scroll_top() - scrolled_to.get_value()).abs() > 1 {
                following.set_value(el.scroll_height() - el.scroll_top() - el.client_height() < 40);
            }
        }
    };
    view! {
        <section class="log" aria-labelledby="log-heading">
            <h2 id="log-heading">{t!(i18n, shell.log.heading)}</h2>
            <div class="log-scroll" node_ref=list tabindex="0" aria-labelledby="log-heading" on:scroll=on_scroll>
                <For
                    each=move || log.get().groups
                    key=|g| g.clone()
                    children=move |g: FbLogGroup| {
                        let start = g.start;
                        view! {
                            <LogFold
                                title=g.title.clone()
                                current=Signal::derive(move || current.get() == Some(start))
                                swatch=g.family.map(family_class)
                            >
                                <ol>
                                    {g
                                        .lines
                                        .into_iter()
                                        .map(|l| {
                                            view! {
                                                <li class="log-line" class:fresh=l.fresh class:minor=l.minor>
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
