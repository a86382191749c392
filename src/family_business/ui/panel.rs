//! The decision panel: whose decision it is and what, in words; for the viewer's own decision
//! the picks of the step (cards, targets, counters, mobsters), what was picked so far, Back,
//! and for a play the whole play in words with Confirm; the engine's refusal in words; a bot's
//! "thinking"; in a counter window's sweep, the bot considering a counter, whether the engine
//! asks it or not (FB12.4).

use leptos::prelude::*;

use super::{current_view, with_words, PickButton};
use crate::family_business::model::FbPanelModel;
use crate::family_business::next::Next;
use crate::store::Store;
use crate::ui::focus_decision;
use crate::ui::language::*;

#[component]
pub fn FbPanel() -> impl IntoView {
    let store = expect_context::<Store>();
    let i18n = use_i18n();
    let fb = store.fb;
    let panel = Memo::new(move |_| {
        let view = current_view()?;
        let next = fb.next();
        let mine = matches!(next, Some(Next::Person(_)));
        fb.narrowing.with(|n| {
            with_words(|w, _| match next {
                Some(Next::Considering { seat, .. }) => FbPanelModel::considering(&view, w, seat),
                _ => FbPanelModel::new(&view, w, n.as_ref().filter(|_| mine)),
            })
        })
    });
    let thinking = Memo::new(move |_| {
        let Some(Next::Bot(seat)) = fb.next() else {
            return None;
        };
        with_words(|w, _| t_string!(i18n, panel.thinking, name = w.name(seat)).to_string())
    });
    let refusal = move || {
        let e = fb.refusal.get()?;
        with_words(|w, _| w.action_error(&e))
    };
    view! {
        <section id="decision" class="panel" tabindex="-1" aria-labelledby="decision-heading">
            <h2 id="decision-heading">{t!(i18n, panel.heading)}</h2>
            <p class="status" aria-live="polite">
                {move || panel.get().map(|p| p.status).unwrap_or_default()}
            </p>
            {move || {
                panel
                    .get()
                    .and_then(|p| p.context)
                    .map(|c| view! { <p class="context">{c}</p> })
            }}
            {move || {
                thinking
                    .get()
                    .map(|text| {
                        view! {
                            <p class="thinking">
                                <span class="spinner" aria-hidden="true"></span>
                                {text}
                            </p>
                        }
                    })
            }}
            {move || {
                panel
                    .get()
                    .filter(|p| p.mine)
                    .map(|p| {
                        view! {
                            {(!p.made.is_empty())
                                .then(|| {
                                    view! {
                                        <ol class="made" aria-label=move || t_string!(i18n, panel.made)>
                                            {p.made.iter().map(|m| view! { <li>{m.clone()}</li> }).collect_view()}
                                        </ol>
                                    }
                                })}
                            {p.step
                                .map(|step| {
                                    view! {
                                        <fieldset class="step">
                                            <legend>{step.prompt}</legend>
                                            <div class="choices">
                                                {step
                                                    .choices
                                                    .into_iter()
                                                    .map(|choice| view! { <PickButton choice /> })
                                                    .collect_view()}
                                            </div>
                                        </fieldset>
                                    }
                                })}
                            {p.summary
                                .map(|summary| {
                                    view! {
                                        <div class="confirm">
                                            <p class="summary">{summary}</p>
                                            <button
                                                type="button"
                                                class="primary"
                                                on:click=move |_| {
                                                    fb.submit(store);
                                                    focus_decision();
                                                }
                                            >
                                                {t!(i18n, panel.confirm)}
                                            </button>
                                        </div>
                                    }
                                })}
                            {p.can_back
                                .then(|| {
                                    view! {
                                        <button
                                            type="button"
                                            class="back"
                                            on:click=move |_| {
                                                fb.back();
                                                focus_decision();
                                            }
                                        >
                                            {t!(i18n, panel.back)}
                                        </button>
                                    }
                                })}
                        }
                    })
            }}
            {move || {
                refusal()
                    .map(|r| {
                        view! {
                            <p class="refusal" role="alert">
                                {t_string!(i18n, panel.refused, reason = r).to_string()}
                            </p>
                        }
                    })
            }}
        </section>
    }
}
