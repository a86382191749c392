//! The end of the game: the final ranking, each family's Respect breakdown and the tie-break
//! step that placed it, then a new game, a rematch with the same seats, the replay or a link to
//! share it.

use leptos::prelude::*;

use super::{current_view, with_words};
use crate::games::nothing_personal::model::EndModel;
use crate::games::nothing_personal::store::NpStore;
use crate::games::nothing_personal::words::t_string;
use crate::shell::kit::{EndActions, EndFrame};
use crate::shell::language::use_i18n;

#[component]
pub fn EndScreen() -> impl IntoView {
    let store = NpStore::get();
    let i18n = use_i18n();
    let end = Memo::new(move |_| {
        let view = current_view()?;
        with_words(|w, s| EndModel::new(&view, s.log(), &s.game().ranking_steps(), w)).flatten()
    });
    view! {
        {move || {
            end.get()
                .map(|e| {
                    view! {
                        <EndFrame
                            cards=true
                            headline=t_string!(i18n, shell.end.winner, name = e.winner.clone()).to_string()
                            caption=move || t_string!(i18n, end.ranking)
                            columns=move || {
                                vec![
                                    t_string!(i18n, shell.end.place),
                                    t_string!(i18n, end.player),
                                    t_string!(i18n, end.respect),
                                    t_string!(i18n, end.before),
                                    t_string!(i18n, end.gangsters),
                                    t_string!(i18n, end.cards_sold),
                                    t_string!(i18n, end.converted),
                                    t_string!(i18n, end.money_left),
                                    t_string!(i18n, end.ahead_by),
                                ]
                            }
                            rows=e
                                .rows
                                .into_iter()
                                .map(|r| {
                                    view! {
                                        <tr role="row">
                                            <td role="cell" class="place">{r.place}</td>
                                            <th scope="row" role="rowheader">
                                                <span class=format!("family-mark {}", r.tone.class()) aria-hidden="true">{r.letter}</span>
                                                {r.name}
                                            </th>
                                            <td role="cell" class="total" data-label=move || t_string!(i18n, end.respect)>
                                                {r.respect}
                                            </td>
                                            <td role="cell" data-label=move || t_string!(i18n, end.before)>{r.before}</td>
                                            <td role="cell" data-label=move || t_string!(i18n, end.gangsters)>
                                                {format!("{:+}", r.gangsters)}
                                            </td>
                                            <td role="cell" data-label=move || t_string!(i18n, end.cards_sold)>
                                                {format!("{} (${})", r.cards_sold, r.sale)}
                                            </td>
                                            <td role="cell" data-label=move || t_string!(i18n, end.converted)>
                                                {format!("${} → +{}", r.converted_money, r.converted_respect)}
                                            </td>
                                            <td role="cell" data-label=move || t_string!(i18n, end.money_left)>
                                                {format!("${}", r.money_left)}
                                            </td>
                                            <td role="cell" data-label=move || t_string!(i18n, end.ahead_by)>
                                                {r.ahead_by.unwrap_or_default()}
                                            </td>
                                        </tr>
                                    }
                                })
                                .collect_view()
                                .into_any()
                        >
                            <Show when=move || store.at_table()>
                                <EndActions
                                    on_play_again=move |()| store.play_again()
                                    on_watch=move |()| store.replay_current()
                                    record=super::shown_record
                                />
                            </Show>
                        </EndFrame>
                    }
                })
        }}
    }
}
