//! The decision panel: whose decision it is and what, in words, announced politely, with the
//! How to play section of its rule and the game's terms explained; for the viewer's own
//! decision the choices of the answer being built, Back, Confirm with the odds of a Make a Move
//! or whack, the engine's refusal in words, and the free operations.

use leptos::prelude::*;
use np_engine::{Answer, DecisionKind, Pick, Slot};

use super::deals::Deals;
use super::raise::RaiseMoney;
use super::{current_view, with_words, ChoiceButton};
use crate::games::nothing_personal::guide;
use crate::games::nothing_personal::model::{
    Answered, ChoiceModel, Moment, OptionGroup, PanelModel,
};
use crate::games::nothing_personal::store::NpStore;
use crate::games::nothing_personal::words::{t, t_string};
use crate::shell::guide::Term;
use crate::shell::kit::{focus_decision, Explained, OwnAnswer, PanelFrame};
use crate::shell::language::use_i18n;

/// Above this many amounts, a number field replaces the buttons.
const AMOUNT_BUTTONS: usize = 12;

#[component]
pub fn Panel() -> impl IntoView {
    let store = NpStore::get();
    let i18n = use_i18n();
    let panel = Memo::new(move |_| {
        let view = current_view()?;
        store.builder.with(|b| {
            let odds = b.as_ref().and_then(|b| b.complete()).and_then(|a| {
                let d = view.pending.as_ref()?;
                let (DecisionKind::CrewAction { gangster, .. }
                | DecisionKind::BlackmailRequest { gangster, .. }) = d.kind
                else {
                    return None;
                };
                let choice = match a {
                    Answer::Crew(c) | Answer::Request { choice: c, .. } => c,
                    _ => return None,
                };
                store.session.with(|s| {
                    s.as_ref()
                        .and_then(|s| s.game().odds(d.seat, gangster, choice))
                })
            });
            with_words(|w, s| {
                if s.bot_in_window() {
                    return PanelModel::nobody_deciding(s.game(), w);
                }
                let answered = Answered::find(s.game());
                let moment = Moment::find(s.game());
                PanelModel::new(
                    &view,
                    w,
                    b.as_ref(),
                    odds,
                    answered.as_ref(),
                    moment.as_ref(),
                )
                .claimed_with(s.game().asked_for_nothing(), w)
            })
        })
    });
    // A bot thinking, by name; the bots of a window that asks them all, by nobody's.
    let thinking = Memo::new(move |_| {
        store.session.with(|s| {
            let s = s.as_ref()?;
            let d = s.game().pending()?;
            let seat = s.seat(d.seat)?;
            if seat.kind.is_human() {
                None
            } else if s.bot_in_window() {
                Some(t_string!(i18n, question.others).to_string())
            } else {
                Some(t_string!(i18n, shell.panel.thinking, name = seat.name.clone()).to_string())
            }
        })
    });
    let declines = move || {
        let viewer = store.viewer.get();
        store.session.with(|s| {
            s.as_ref()
                .zip(viewer)
                .and_then(|(s, p)| s.seat(p).map(|x| x.decline_windows))
                .unwrap_or(false)
        })
    };
    let refusal = move || {
        let e = store.refusal.get()?;
        with_words(|w, _| w.action_error(&e))
    };
    let glossary = Memo::new(move |_| guide::glossary(i18n.get_locale()));
    view! {
        <PanelFrame
            status=move || panel.get().map(|p| p.status).unwrap_or_default()
            context=move || panel.get().map(|p| p.context).unwrap_or_default()
            section=move || panel.get().and_then(|p| p.section)
            glossary
            thinking
            answer=move || {
                panel
                    .get()
                    .filter(|p| p.mine)
                    .map(|p| {
                        view! {
                            <OwnAnswer
                                made=p.made
                                summary=p.summary
                                odds=p.odds
                                can_back=p.can_back
                                on_confirm=move |_| store.submit()
                                on_back=move |_| store.back()
                            >
                                {p
                                    .groups
                                    .into_iter()
                                    .map(|g| view! { <Step g glossary /> })
                                    .collect_view()}
                            </OwnAnswer>
                        }
                    })
            }
            refusal
        >
            <Show when=move || panel.get().is_some_and(|p| p.mine)>
                <RaiseMoney />
                <label class="check preference">
                    <input
                        type="checkbox"
                        prop:checked=declines
                        on:change=move |ev| store.set_decline_windows(event_target_checked(&ev))
                    />
                    <span>{t!(i18n, panel.decline_windows)}</span>
                </label>
                <Deals />
            </Show>
        </PanelFrame>
    }
}

/// One step of the answer being built, with its choices; the terms of its question explain
/// themselves.
#[component]
fn Step(g: OptionGroup, #[prop(into)] glossary: Signal<Vec<Term>>) -> impl IntoView {
    let amounts = g.choices.len() > AMOUNT_BUTTONS
        && g.choices.iter().all(|c| matches!(c.pick, Pick::Amount(_)));
    view! {
        <fieldset class="step">
            <legend>
                <Explained text=g.prompt.clone() terms=glossary />
            </legend>
            {if amounts {
                view! { <AmountPicker choices=g.choices /> }.into_any()
            } else {
                view! {
                    <div class="choices">
                        {g
                            .choices
                            .into_iter()
                            .map(|c| {
                                let rules = card_rules(&c);
                                view! { <ChoiceButton choice=c rules /> }
                            })
                            .collect_view()}
                    </div>
                }
                    .into_any()
            }}
        </fieldset>
    }
}

/// The rules text of the card a choice plays, so that it is read where it is chosen.
fn card_rules(c: &ChoiceModel) -> Option<String> {
    match (c.slot, c.pick) {
        (Slot::Card, Pick::Card(card)) => with_words(|w, _| w.card_text(card)),
        _ => None,
    }
}

/// Many amounts: a number field between the least and the most offered, and buttons for a few.
#[component]
fn AmountPicker(choices: Vec<ChoiceModel>) -> impl IntoView {
    let store = NpStore::get();
    let i18n = use_i18n();
    let amount = |c: &ChoiceModel| match c.pick {
        Pick::Amount(n) => n,
        _ => 0,
    };
    let min = choices.iter().map(amount).min().unwrap_or(0);
    let max = choices.iter().map(amount).max().unwrap_or(0);
    let slot = choices.first().map(|c| c.slot);
    let value = RwSignal::new(min.to_string());
    let quick: Vec<ChoiceModel> = {
        let n = choices.len();
        [0, n / 4, n / 2, 3 * n / 4, n.saturating_sub(1)]
            .into_iter()
            .filter_map(|i| choices.get(i).cloned())
            .fold(Vec::new(), |mut v, c| {
                if !v.contains(&c) {
                    v.push(c);
                }
                v
            })
    };
    let offered: Vec<u32> = choices.iter().map(amount).collect();
    let valid = move || {
        value
            .get()
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|n| offered.contains(n))
    };
    let valid_for_click = valid.clone();
    view! {
        <div class="choices">
            {quick.into_iter().map(|c| view! { <ChoiceButton choice=c /> }).collect_view()}
        </div>
        <div class="amount">
            <label>
                <span>{move || t_string!(i18n, panel.amount_range, min = min, max = max).to_string()}</span>
                <input
                    type="number"
                    min=min
                    max=max
                    step="1"
                    prop:value=move || value.get()
                    on:input=move |ev| value.set(event_target_value(&ev))
                />
            </label>
            <button
                type="button"
                disabled=move || valid().is_none()
                on:click=move |_| {
                    if let (Some(n), Some(slot)) = (valid_for_click(), slot) {
                        store.choose(slot, Pick::Amount(n));
                        focus_decision();
                    }
                }
            >
                {t!(i18n, panel.set_amount)}
            </button>
        </div>
    }
}
