//! A window's question to the people sharing the device, in the decision panel's place: the
//! moment as everyone reads it, a button for each person who plays a card there and one for
//! nobody, and a bar that runs down while the game waits (docs/decisions.md, 66). Nothing in
//! it depends on a hand.

use leptos::prelude::*;
use np_engine::PlayerId;

use super::with_words;
use crate::games::nothing_personal::guide;
use crate::games::nothing_personal::model::QuestionModel;
use crate::games::nothing_personal::store::NpStore;
use crate::games::nothing_personal::words::t;
use crate::shell::kit::{focus_decision, PanelFrame};
use crate::shell::language::use_i18n;
use crate::shell::store::Speed;

#[component]
pub fn TableQuestion() -> impl IntoView {
    let store = NpStore::get();
    let i18n = use_i18n();
    let model = Memo::new(move |_| with_words(|w, s| QuestionModel::new(s, w)).flatten());
    let glossary = Memo::new(move |_| guide::glossary(i18n.get_locale()));
    let answer = move |claimed: Option<PlayerId>| {
        store.answer_the_table(claimed);
        focus_decision();
    };
    // The bar runs down in the time of `Speed::question` (style/main.css).
    let wait = move || match store.shell.speed.get() {
        Speed::Slow => "question-wait slow",
        Speed::Normal => "question-wait normal",
        Speed::Instant => "question-wait instant",
    };
    let nothing = move || None::<String>;
    let odds = move || -> Vec<String> { model.get().and_then(|q| q.odds).into_iter().collect() };
    view! {
        <PanelFrame
            status=move || model.get().map(|q| q.status).unwrap_or_default()
            context=odds
            section=move || model.get().map(|q| q.section)
            glossary
            thinking=nothing
            answer=move || {
                model
                    .get()
                    .map(|q| {
                        view! {
                            <div class=wait aria-hidden="true"></div>
                            <fieldset class="step question">
                                <legend>{t!(i18n, question.who)}</legend>
                                <div class="choices">
                                {q
                                    .people
                                    .into_iter()
                                    .map(|(seat, label)| {
                                        view! {
                                            <button type="button" class="choice" on:click=move |_| answer(Some(seat))>
                                                {label}
                                            </button>
                                        }
                                    })
                                    .collect_view()}
                                <button type="button" class="choice primary" on:click=move |_| answer(None)>
                                    {t!(i18n, question.nobody)}
                                </button>
                                </div>
                                <p class="hint">{t!(i18n, question.how)}</p>
                            </fieldset>
                        }
                    })
            }
            refusal=nothing
        />
    }
}
