//! The hand of the person holding the device (in a replay, of the seat it shows): each card's
//! name, class and rule in short (an ability card's marked provisional where FB13.2.1 says so),
//! a button for each card the step offers, and the cards picked for the Butcher's discard
//! (FB13.3.4). It is only in the page while its owner holds the device (FB12.4.2).

use leptos::prelude::*;

use super::{current_view, narrowing_with, offered_now, shown_seat, with_words, PickButton};
use crate::games::family_business::lesson::HAND_MARK;
use crate::games::family_business::model::{FbCardModel, FbHandModel, Narrowing};
use crate::games::family_business::words::{t, t_string};
use crate::shell::kit::coach_mark;
use crate::shell::language::use_i18n;

#[component]
pub fn FbHand() -> impl IntoView {
    let i18n = use_i18n();
    let hand = Memo::new(move |_| {
        let view = current_view()?;
        view.seat?;
        let offered = offered_now();
        let butchered = narrowing_with(Narrowing::butchered).flatten();
        with_words(|w, _| FbHandModel::new(&view, w, &offered, butchered.as_deref()))
    });
    let owner = move || {
        shown_seat()
            .and_then(|p| with_words(|w, _| w.name(p)))
            .unwrap_or_default()
    };
    view! {
        <Show when=move || hand.with(Option::is_some)>
            <section class="hand fb-hand" aria-labelledby="hand-heading" data-coach=coach_mark(HAND_MARK.into())>
                <h2 id="hand-heading">{move || t_string!(i18n, shell.hand.heading, name = owner()).to_string()}</h2>
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
fn Card(c: FbCardModel) -> impl IntoView {
    let i18n = use_i18n();
    let playable = c.choice.is_some();
    let chosen = c.chosen;
    let class = match c.card {
        fb_engine::Card::Action(kind) => match kind.class() {
            fb_engine::Class::Attack => "influence fb-card attack",
            fb_engine::Class::Rescue => "influence fb-card rescue",
            fb_engine::Class::Counter => "influence fb-card counter",
        },
        fb_engine::Card::Ability(_) => "influence fb-card ability",
    };
    view! {
        <li class=class class:playable=playable class:chosen=chosen>
            <div class="card-top">
                <h3 class="card-name">{c.name.clone()}</h3>
            </div>
            <p class="card-class">{c.class.clone()}</p>
            <p class="card-text">{c.text.clone()}</p>
            {c.provisional.then(|| view! { <p class="provisional-text">{t!(i18n, words.provisional)}</p> })}
            {chosen.then(|| view! { <p class="badge to-discard">{t!(i18n, panel.to_discard)}</p> })}
            {c.choice.map(|(choice, text)| view! { <PickButton choice class="target" text /> })}
        </li>
    }
}
