//! The decision panel's frame, shared by the games: whose decision it is and what, a bot's
//! "thinking", the coach of a guided first game, the viewer's own answer being built, the
//! engine's refusal in words.

use leptos::prelude::*;

use super::{focus_decision, CoachCard};
use crate::shell::language::*;

/// The panel: its heading, the status announced politely, the coach's card during a lesson, the
/// context lines, the `thinking`
/// line, the viewer's `answer`, the `refusal`, then the game's own parts (`children`).
#[component]
pub fn PanelFrame(
    #[prop(into)] status: Signal<String>,
    #[prop(into)] context: Signal<Vec<String>>,
    #[prop(into)] thinking: Signal<Option<String>>,
    #[prop(into)] answer: ViewFn,
    #[prop(into)] refusal: Signal<Option<String>>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section id="decision" class="panel" tabindex="-1" aria-labelledby="decision-heading">
            <h2 id="decision-heading">{t!(i18n, panel.heading)}</h2>
            <p class="status" aria-live="polite">
                {move || status.get()}
            </p>
            <CoachCard />
            {move || {
                context
                    .get()
                    .into_iter()
                    .map(|c| view! { <p class="context">{c}</p> })
                    .collect_view()
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
            {move || answer.run()}
            {move || {
                refusal
                    .get()
                    .map(|r| {
                        view! {
                            <p class="refusal" role="alert">
                                {t_string!(i18n, panel.refused, reason = r).to_string()}
                            </p>
                        }
                    })
            }}
            {children.map(|c| c())}
        </section>
    }
}

/// The viewer's own answer being built: what was picked so far, the steps (`children`), the
/// whole answer in words with its `odds` and Confirm, and Back.
#[component]
pub fn OwnAnswer(
    made: Vec<String>,
    summary: Option<String>,
    odds: Option<String>,
    can_back: bool,
    #[prop(into)] on_confirm: Callback<()>,
    #[prop(into)] on_back: Callback<()>,
    children: Children,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        {(!made.is_empty())
            .then(|| {
                view! {
                    <ol class="made" aria-label=move || t_string!(i18n, panel.made)>
                        {made.iter().map(|m| view! { <li>{m.clone()}</li> }).collect_view()}
                    </ol>
                }
            })}
        {children()}
        {summary
            .map(|s| {
                view! {
                    <div class="confirm">
                        <p class="summary">{s}</p>
                        {odds.map(|o| view! { <p class="odds">{o}</p> })}
                        <button
                            type="button"
                            class="primary"
                            on:click=move |_| {
                                on_confirm.run(());
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
                    <button
                        type="button"
                        class="back"
                        on:click=move |_| {
                            on_back.run(());
                            focus_decision();
                        }
                    >
                        {t!(i18n, panel.back)}
                    </button>
                }
            })}
    }
}
