//! The detective's notebook beside the map, on the police's screens when the option is on: how
//! many circles Jack can be on, and which while they are few. The map shades the same circles.

use leptos::prelude::*;
use wc_engine::Circle;

use crate::games::whitechapel::words::{t, tr, WcWords};
use crate::shell::language::use_i18n;

/// Circles listed by number at most; above, the notebook gives their count and the map the rest.
const LISTED: usize = 24;

/// The notebook for `circles`, the circles where Jack can be (nothing while `None`).
#[component]
pub fn WcNotebook(#[prop(into)] circles: Signal<Option<Vec<Circle>>>) -> impl IntoView {
    let i18n = use_i18n();
    let line = move || {
        let locale = i18n.get_locale();
        circles.with(|c| {
            let c = c.as_ref()?;
            let words = WcWords::new(locale, &[]);
            Some(if let [only] = c.as_slice() {
                tr!(locale, table.notebook_one, circle = words.circle(*only))
            } else if c.len() <= LISTED {
                tr!(
                    locale,
                    table.notebook_listed,
                    count = c.len(),
                    list = words.circles(c)
                )
            } else {
                tr!(locale, table.notebook_count, count = c.len())
            })
        })
    };
    move || {
        line().map(|line| {
            view! {
                <section class="panel wc-notebook" aria-labelledby="wc-notebook-heading">
                    <h2 id="wc-notebook-heading">{t!(i18n, table.notebook)}</h2>
                    <p>{line}</p>
                </section>
            }
        })
    }
}
