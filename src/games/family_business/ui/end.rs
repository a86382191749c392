//! The end of the game: the winner or the shared draw (FB10.2), the standings by elimination
//! (FB10.3), then a new game, a rematch with the same seats, the replay or a link to it.

use leptos::prelude::*;

use super::{current_view, family_class, with_words};
use crate::games::family_business::model::FbEndModel;
use crate::games::family_business::store::FbStore;
use crate::games::family_business::words::t_string;
use crate::shell::kit::{EndActions, EndFrame};
use crate::shell::language::use_i18n;

#[component]
pub fn FbEnd() -> impl IntoView {
    let store = FbStore::get();
    let i18n = use_i18n();
    let end = Memo::new(move |_| {
        let view = current_view()?;
        with_words(|w, _| FbEndModel::new(&view, w)).flatten()
    });
    view! {
        {move || {
            end.get()
                .map(|e| {
                    view! {
                        <EndFrame
                            headline=e.headline.clone()
                            caption=move || t_string!(i18n, end.standings)
                            columns=move || {
                                vec![
                                    t_string!(i18n, shell.end.place),
                                    t_string!(i18n, end.player),
                                    t_string!(i18n, end.family),
                                    t_string!(i18n, end.result),
                                ]
                            }
                            rows=e
                                .standings
                                .into_iter()
                                .map(|s| {
                                    view! {
                                        <tr>
                                            <td>{s.place}</td>
                                            <th scope="row">{s.name}</th>
                                            <td>
                                                <span class=format!("family-swatch {}", family_class(s.family_id)) aria-hidden="true"></span>
                                                {s.family}
                                            </td>
                                            <td>{s.result}</td>
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
