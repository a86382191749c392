//! The log in words, each event in the form the side looking may see (WC9.3.8, WC9.7.1), the
//! newest first; the events of the last answer marked as new.

use leptos::prelude::*;
use wc_engine::Event;

use crate::games::whitechapel::words::{t, WcWords};
use crate::shell::language::use_i18n;

/// The log of `events` (already in the form shown), those from `fresh_from` on new; names by
/// `names`.
#[component]
pub fn WcLog(
    #[prop(into)] events: Signal<Vec<Event>>,
    #[prop(into)] fresh_from: Signal<usize>,
    #[prop(into)] names: Signal<Vec<String>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let lines = move || {
        let locale = i18n.get_locale();
        let names = names.get();
        let words = WcWords::new(locale, &names);
        let fresh = fresh_from.get();
        events.with(|events| {
            events
                .iter()
                .enumerate()
                .rev()
                .map(|(i, e)| {
                    let new = i >= fresh;
                    view! { <li class:fresh=new>{words.event(e)}</li> }
                })
                .collect_view()
        })
    };
    view! {
        <section class="panel log" aria-labelledby="wc-log-heading">
            <h2 id="wc-log-heading">{t!(i18n, log.title)}</h2>
            <ol class="log-lines" reversed=true>{lines}</ol>
        </section>
    }
}
