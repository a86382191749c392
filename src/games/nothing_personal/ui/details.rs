//! The details panel of a gangster or influence card: its full rules text from the card data,
//! in the chosen language. It closes with its button or Escape.

use leptos::prelude::*;
use np_engine::base_cards;

use crate::games::nothing_personal::model::card_summary;
use crate::games::nothing_personal::store::{Details as Shown, NpStore};
use crate::games::nothing_personal::words::Words;
use crate::games::nothing_personal::words::{t, t_string, tr};
use crate::shell::language::use_i18n;

#[component]
pub fn Details() -> impl IntoView {
    let store = NpStore::get();
    let i18n = use_i18n();
    let content = Memo::new(move |_| {
        // Under the hand-off screen nothing of the last person's hand may stay in view.
        if store.handoff().is_some() {
            return None;
        }
        let shown = store.details.get()?;
        let cards = base_cards().ok()?;
        let words = Words {
            locale: i18n.get_locale(),
            names: &[],
            cards,
        };
        Some(match shown {
            Shown::Gangster(g) => {
                let card = cards.gangster(g);
                let mut lines = vec![
                    words.gangster_type(card.gtype),
                    format!(
                        "{}: {}",
                        t_string!(i18n, board.respect),
                        value(card.card_respect, &words)
                    ),
                    format!(
                        "{}: {}",
                        t_string!(i18n, board.money),
                        value(card.card_money, &words)
                    ),
                ];
                if let Some(t) = card.prison_threshold {
                    lines.push(t_string!(i18n, board.threshold, count = t).to_string());
                }
                (
                    t_string!(i18n, details.gangster).to_string(),
                    words.gangster(g),
                    lines,
                    words.gangster_text(g),
                )
            }
            Shown::Card(c) => (
                t_string!(i18n, details.influence).to_string(),
                words.card(c),
                card_summary(&words, c),
                words.card_text(c),
            ),
        })
    });
    let close = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if content.get().is_some() {
            if let Some(b) = close.get() {
                let _ = b.focus();
            }
        }
    });
    view! {
        {move || {
            content
                .get()
                .map(|(kind, name, lines, text)| {
                    view! {
                        <div
                            class="details"
                            role="dialog"
                            aria-labelledby="details-name"
                            on:keydown=move |ev| {
                                if ev.key() == "Escape" {
                                    store.details.set(None);
                                }
                            }
                        >
                            <p class="kind">{kind}</p>
                            <h2 id="details-name">{name}</h2>
                            <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                            <p class="text">{text}</p>
                            <button type="button" node_ref=close on:click=move |_| store.details.set(None)>
                                {t!(i18n, shell.details.close)}
                            </button>
                        </div>
                    }
                })
        }}
    }
}

fn value(v: np_engine::CardValue, words: &Words) -> String {
    match v {
        np_engine::CardValue::Fixed(n) => n.to_string(),
        np_engine::CardValue::Rolled(_) => tr!(words.locale, board.rolled),
    }
}
