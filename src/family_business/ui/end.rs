//! The end of the game: the winner or the shared draw (FB10.2), the standings by elimination
//! (FB10.3), then a new game or a rematch with the same seats.

use leptos::prelude::*;

use super::{current_view, family_class, with_words};
use crate::family_business::model::FbEndModel;
use crate::store::Store;
use crate::ui::language::*;

#[component]
pub fn FbEnd() -> impl IntoView {
    let store = expect_context::<Store>();
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
                        <section class="end" aria-labelledby="end-heading">
                            <h2 id="end-heading">{t!(i18n, end.heading)}</h2>
                            <p class="winner">{e.headline.clone()}</p>
                            <div class="table-scroll">
                                <table>
                                    <caption>{t!(i18n, fb_end.standings)}</caption>
                                    <thead>
                                        <tr>
                                            <th scope="col">{t!(i18n, end.place)}</th>
                                            <th scope="col">{t!(i18n, fb_end.player)}</th>
                                            <th scope="col">{t!(i18n, fb_end.family)}</th>
                                            <th scope="col">{t!(i18n, fb_end.result)}</th>
                                        </tr>
                                    </thead>
                                    <tbody>
                                        {e.standings
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
                                            .collect_view()}
                                    </tbody>
                                </table>
                            </div>
                            <div class="end-actions">
                                <button type="button" class="primary" on:click=move |_| store.fb.play_again(store)>
                                    {t!(i18n, end.play_again)}
                                </button>
                                <button type="button" on:click=move |_| store.show_start()>
                                    {t!(i18n, end.new_game)}
                                </button>
                            </div>
                        </section>
                    }
                })
        }}
    }
}
