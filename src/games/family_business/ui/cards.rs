//! The list of the deck's cards (FB1.3.2, FB1.4): each action card kind's class, count and rule
//! in short, with the note that the counts are provisional (FB1.3.7); with the advanced variant
//! the ten ability cards, seven of them marked provisional (FB13.2.1). It closes with its
//! button or Escape.

use leptos::prelude::*;

use super::with_words;
use crate::games::family_business::model::CardsModel;
use crate::games::family_business::store::FbStore;
use crate::games::family_business::words::{t, t_string};
use crate::shell::language::use_i18n;

#[component]
pub fn CardsDialog() -> impl IntoView {
    let store = FbStore::get();
    let i18n = use_i18n();
    let cards = Memo::new(move |_| {
        if !store.cards_open.get() {
            return None;
        }
        with_words(|w, s| CardsModel::new(w, s.game().config().advanced))
    });
    let close = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if cards.with(Option::is_some) {
            if let Some(b) = close.get() {
                let _ = b.focus();
            }
        }
    });
    view! {
        {move || {
            cards
                .get()
                .map(|c| {
                    view! {
                        <div
                            class="details fb-cards"
                            role="dialog"
                            aria-labelledby="fb-cards-heading"
                            on:keydown=move |ev| {
                                if ev.key() == "Escape" {
                                    store.cards_open.set(false);
                                }
                            }
                        >
                            <h2 id="fb-cards-heading">{t!(i18n, cards_dialog.heading)}</h2>
                            {c.provisional
                                .then(|| {
                                    view! { <p class="provisional">{t!(i18n, cards_dialog.provisional)}</p> }
                                })}
                            <div class="table-scroll">
                                <table>
                                    <thead>
                                        <tr>
                                            <th scope="col">{t!(i18n, cards_dialog.card)}</th>
                                            <th scope="col">{t!(i18n, cards_dialog.count)}</th>
                                            <th scope="col">{t!(i18n, cards_dialog.effect)}</th>
                                        </tr>
                                    </thead>
                                    <tbody>
                                        {c.kinds
                                            .into_iter()
                                            .map(|k| {
                                                view! {
                                                    <tr>
                                                        <th scope="row">
                                                            {k.name}
                                                            <span class="card-class">{k.class}</span>
                                                        </th>
                                                        <td class="count">{k.count}</td>
                                                        <td>{k.text}</td>
                                                    </tr>
                                                }
                                            })
                                            .collect_view()}
                                    </tbody>
                                    {(!c.abilities.is_empty())
                                        .then(|| {
                                            let class = c.ability_class.clone();
                                            view! {
                                                <tbody class="abilities">
                                                    <tr>
                                                        <th scope="colgroup" colspan="3">{t!(i18n, cards_dialog.abilities)}</th>
                                                    </tr>
                                                    {c.abilities
                                                        .into_iter()
                                                        .map(|a| {
                                                            view! {
                                                                <tr>
                                                                    <th scope="row">
                                                                        {a.name}
                                                                        <span class="card-class">{class.clone()}</span>
                                                                    </th>
                                                                    <td class="count">1</td>
                                                                    <td>
                                                                        {a.text}
                                                                        {a.provisional.then(|| view! { <span class="provisional-text">{t!(i18n, words.provisional)}</span> })}
                                                                    </td>
                                                                </tr>
                                                            }
                                                        })
                                                        .collect_view()}
                                                </tbody>
                                            }
                                        })}
                                </table>
                            </div>
                            <p class="total">{move || t_string!(i18n, cards_dialog.total, count = c.total).to_string()}</p>
                            <button type="button" node_ref=close on:click=move |_| store.cards_open.set(false)>
                                {t!(i18n, shell.details.close)}
                            </button>
                        </div>
                    }
                })
        }}
    }
}
