//! Jack's sheet (WC1.6): his hideout and each night's row of circles by move-track space, on
//! the screens whose view holds them — Jack's, or anyone's once the game is over (WC9.3.7).

use leptos::prelude::*;
use wc_engine::{EntryKind, View};

use crate::games::whitechapel::words::{t, tr, WcWords};
use crate::shell::language::use_i18n;

#[component]
pub fn WcSheet(#[prop(into)] view: Signal<Option<View>>) -> impl IntoView {
    let i18n = use_i18n();
    let sheet = move || {
        let locale = i18n.get_locale();
        let words = WcWords::new(locale, &[]);
        view.with(|v| {
            let v = v.as_ref()?;
            let rows = v.sheet.clone()?;
            let hideout = match v.hideout {
                Some(h) => tr!(locale, table.hideout, circle = words.circle(h)),
                None => tr!(locale, table.no_hideout),
            };
            Some(view! {
                <p class="wc-hideout">{hideout}</p>
                {rows
                    .into_iter()
                    .enumerate()
                    .map(|(i, row)| {
                        let entries = row
                            .iter()
                            .map(|e| {
                                let kind = (e.kind != EntryKind::Walk).then(|| words.kind(e.kind));
                                view! {
                                    <li>
                                        <span class="wc-space">{words.space(e.space)}</span>
                                        " "
                                        <span class="wc-circle">{e.circle.0}</span>
                                        {kind.map(|k| view! { " " <span class="wc-kind">{k}</span> })}
                                    </li>
                                }
                            })
                            .collect_view();
                        view! {
                            <h3>{tr!(locale, table.sheet_night, night = i + 1)}</h3>
                            {if row.is_empty() {
                                view! { <p>{tr!(locale, table.sheet_empty)}</p> }.into_any()
                            } else {
                                view! { <ol class="sheet-row">{entries}</ol> }.into_any()
                            }}
                        }
                    })
                    .collect_view()}
            })
        })
    };
    view! {
        <Show when=move || view.with(|v| v.as_ref().is_some_and(|v| v.sheet.is_some()))>
            <section class="panel wc-sheet" aria-labelledby="wc-sheet-heading">
                <h2 id="wc-sheet-heading">{t!(i18n, table.sheet)}</h2>
                {sheet}
            </section>
        </Show>
    }
}
