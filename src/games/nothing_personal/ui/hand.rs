//! The viewer's influence cards. They are only in the page while their owner holds the device.

use leptos::prelude::*;

use super::{current_view, offered_now, sight, with_words, ChoiceButton, InfoButton};
use crate::games::nothing_personal::lesson::HAND_MARK;
use crate::games::nothing_personal::model::{CardModel, HandModel};
use crate::games::nothing_personal::store::Details;
use crate::games::nothing_personal::words::{t, t_string};
use crate::shell::kit::coach_mark;
use crate::shell::language::use_i18n;

#[component]
pub fn Hand() -> impl IntoView {
    let i18n = use_i18n();
    let hand = Memo::new(move |_| {
        let view = current_view()?;
        let offered = offered_now();
        let visible = sight().seat() == Some(view.seat);
        with_words(|w, _| HandModel::new(&view, w, &offered, visible))
    });
    view! {
        <Show when=move || sight().seat().is_some()>
            <section class="hand" aria-labelledby="hand-heading" data-coach=coach_mark(HAND_MARK.into())>
                <h2 id="hand-heading">
                    {move || {
                        let name = sight().seat().and_then(|p| with_words(|w, _| w.name(p))).unwrap_or_default();
                        t_string!(i18n, shell.hand.heading, name = name).to_string()
                    }}
                </h2>
                {move || {
                    let cards = hand.get().map(|h| h.cards).unwrap_or_default();
                    if cards.is_empty() {
                        view! { <p class="empty">{t!(i18n, shell.hand.empty)}</p> }.into_any()
                    } else {
                        view! {
                            <ul class="cards">
                                {cards.into_iter().map(|c| view! { <Card c /> }).collect_view()}
                            </ul>
                        }
                            .into_any()
                    }
                }}
            </section>
        </Show>
    }
}

#[component]
fn Card(c: CardModel) -> impl IntoView {
    let i18n = use_i18n();
    let id = c.id;
    let playable = c.choice.is_some();
    view! {
        <li class="influence" class:playable=playable>
            <div class="card-top">
                <h3 class="card-name">{c.name.clone()}</h3>
                <InfoButton details=Details::Card(id) label=c.details.clone() />
            </div>
            <ul class="summary">{c.summary.into_iter().map(|s| view! { <li>{s}</li> }).collect_view()}</ul>
            {c.choice.map(|choice| {
                let text = t_string!(i18n, hand.pick).to_string();
                let label = t_string!(i18n, hand.pick_card, card = choice.label.clone()).to_string();
                view! { <ChoiceButton choice=crate::games::nothing_personal::model::ChoiceModel { label, ..choice } class="target" text /> }
            })}
        </li>
    }
}
