//! The end screen's frame, shared by the games: the headline, the table of the families, and
//! the actions that follow the game, its replay and a link to share it among them.

use leptos::prelude::*;

use super::ShareReplay;
use crate::shell::language::*;
use crate::shell::store::Shell;

/// The end: its heading, the `headline`, the families' table (its `caption`, its `columns`'
/// headings and its `rows`), then `children`. A table of `cards` shows each row as a card on a
/// phone, each cell under the name its `data-label` gives (the roles keep it a table for
/// assistive technology).
#[component]
pub fn EndFrame(
    #[prop(optional)] cards: bool,
    headline: String,
    #[prop(into)] caption: Signal<String>,
    #[prop(into)] columns: Signal<Vec<String>>,
    rows: AnyView,
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="end" aria-labelledby="end-heading">
            <h2 id="end-heading">{t!(i18n, end.heading)}</h2>
            <p class="winner">{headline}</p>
            <div class="table-scroll">
                <table role="table" class:ranking-cards=cards>
                    <caption>{move || caption.get()}</caption>
                    <thead role="rowgroup">
                        <tr role="row">
                            {move || {
                                columns
                                    .get()
                                    .into_iter()
                                    .map(|c| view! { <th scope="col" role="columnheader">{c}</th> })
                                    .collect_view()
                            }}
                        </tr>
                    </thead>
                    <tbody role="rowgroup">{rows}</tbody>
                </table>
            </div>
            {children()}
        </section>
    }
}

/// What follows a finished game at its table: a rematch with the same seats
/// (`on_play_again`), a new game, its replay (`on_watch`), then a link to share the replay of
/// the game whose whole record `record` gives.
#[component]
pub fn EndActions(
    #[prop(into)] on_play_again: Callback<()>,
    #[prop(into)] on_watch: Callback<()>,
    record: fn() -> Option<String>,
) -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    view! {
        <div class="end-actions">
            <button type="button" class="primary" on:click=move |_| on_play_again.run(())>
                {t!(i18n, end.play_again)}
            </button>
            <button type="button" on:click=move |_| shell.show_start()>
                {t!(i18n, end.new_game)}
            </button>
            <button type="button" on:click=move |_| on_watch.run(())>
                {t!(i18n, replay.watch)}
            </button>
        </div>
        <ShareReplay record />
    }
}
