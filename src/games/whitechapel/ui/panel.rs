//! The decision panel: what the side on the screen is asked, the picks that are words (walk,
//! alley, coach, search, arrest, wait …), the answer built so far with Back and Confirm; or who
//! is deciding while it is not the screen's to answer.

use leptos::prelude::*;
use wc_engine::{DecisionKind, View};

use super::prompt::{pick_label, prompt};
use crate::games::whitechapel::model::{Narrowing, Pick};
use crate::games::whitechapel::store::WcStore;
use crate::games::whitechapel::words::{t, t_string, tr, WcWords};
use crate::shell::kit::{focus_decision, CoachCard};
use crate::shell::language::use_i18n;

#[component]
pub fn WcPanel() -> impl IntoView {
    let store = WcStore::get();
    let i18n = use_i18n();
    let names = Memo::new(move |_| {
        store
            .session
            .with(|s| s.as_ref().map(|s| s.names()))
            .unwrap_or_default()
    });
    let view = Memo::new(move |_| store.view());
    let deciding = move || {
        view.with(|v| {
            let v = v.as_ref()?;
            (!v.answers.is_empty()).then_some(v.pending?)
        })
    };
    let waiting = move || {
        let locale = i18n.get_locale();
        let names = names.get();
        let words = WcWords::new(locale, &names);
        view.with(|v| {
            let d = v.as_ref()?.pending?;
            v.as_ref()?
                .answers
                .is_empty()
                .then(|| tr!(locale, panel.thinking, name = words.name(d.seat)))
        })
    };
    // Who decides, when several people share the device.
    let people = Memo::new(move |_| {
        store.session.with(|s| {
            s.as_ref().map_or(0, |s| {
                s.seats().iter().filter(|p| p.kind.is_human()).count()
            })
        })
    });
    let asked = move |v: &View, names: &[String], locale| {
        let words = WcWords::new(locale, names);
        let d = v.pending.filter(|_| people.get() > 1)?;
        Some(tr!(locale, panel.asked, name = words.name(d.seat)))
    };
    let step = move || {
        let locale = i18n.get_locale();
        let names = names.get();
        let words = WcWords::new(locale, &names);
        let d = deciding()?;
        let (text, words_offered, chosen, can_back, who) = store.narrowing.with(|n| {
            let n: &Narrowing = n.as_ref()?;
            let text = view.with(|v| v.as_ref().map(|v| prompt(&words, v, d.kind, n)))?;
            let offered: Vec<(Pick, String)> = n
                .options()
                .into_iter()
                .filter_map(|p| Some((p, pick_label(&words, p)?)))
                .collect();
            let from = match d.kind {
                DecisionKind::PoliceMove { policeman } => {
                    view.with(|v| v.as_ref().and_then(|v| v.policemen[policeman.index()]))
                }
                _ => None,
            };
            let chosen = n.complete().map(|a| words.answer(&a, from));
            let who = view.with(|v| v.as_ref().and_then(|v| asked(v, &names, locale)));
            Some((text, offered, chosen, n.can_back(), who))
        })?;
        let refusal = store
            .refusal
            .get()
            .map(|e| tr!(locale, panel.refused, reason = words.action_error(&e)));
        let no_words = words_offered.is_empty();
        Some(view! {
            <p class="asked">{who}</p>
            <p class="prompt">{text}</p>
            <fieldset class="picks" class:empty=no_words>
                {words_offered
                    .into_iter()
                    .map(|(pick, label)| {
                        view! {
                            <button
                                type="button"
                                on:click=move |_| {
                                    store.choose(pick);
                                    focus_decision();
                                }
                            >
                                {label}
                            </button>
                        }
                    })
                    .collect_view()}
            </fieldset>
            {chosen
                .map(|answer| {
                    view! {
                        <div class="confirm">
                            <p class="chosen">{tr!(locale, panel.chosen, answer = answer)}</p>
                            <button
                                type="button"
                                class="primary"
                                on:click=move |_| {
                                    store.submit();
                                    focus_decision();
                                }
                            >
                                {t!(i18n, panel.confirm)}
                            </button>
                        </div>
                    }
                })}
            {can_back
                .then(|| {
                    view! {
                        <button type="button" class="back" on:click=move |_| store.back()>
                            {t!(i18n, panel.back)}
                        </button>
                    }
                })}
            {refusal.map(|r| view! { <p class="refusal" role="alert">{r}</p> })}
        })
    };
    view! {
        <section id="decision" class="panel decision" tabindex="-1" aria-labelledby="decision-heading">
            <h2 id="decision-heading">
                {move || {
                    if deciding().is_some() {
                        t_string!(i18n, panel.your_decision)
                    } else {
                        t_string!(i18n, panel.waiting_heading)
                    }
                }}
            </h2>
            <CoachCard />
            {step}
            {move || waiting().map(|w| view! { <p class="thinking" aria-live="polite">{w}</p> })}
        </section>
    }
}
