//! The decision panel's frame, shared by the games: whose decision it is and what, a bot's
//! "thinking", the viewer's own answer being built, the engine's refusal in words. On a phone
//! it is a sheet at the bottom of the screen that folds down to its heading and status line.

use leptos::prelude::*;

use super::focus_decision;
use crate::shell::language::*;

/// The panel: its heading, the status announced politely, the context lines, the `thinking`
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
    let folded = RwSignal::new(false);
    view! {
        <section
            id="decision"
            class="panel"
            class:folded=move || folded.get()
            tabindex="-1"
            aria-labelledby="decision-heading"
        >
            <div class="panel-head">
                <h2 id="decision-heading">{t!(i18n, panel.heading)}</h2>
                <button
                    type="button"
                    class="sheet-toggle"
                    aria-expanded=move || if folded.get() { "false" } else { "true" }
                    aria-label=move || {
                        if folded.get() { t_string!(i18n, sheet.show) } else { t_string!(i18n, sheet.hide) }
                    }
                    on:click=move |_| folded.update(|f| *f = !*f)
                >
                    {move || {
                        if folded.get() { t_string!(i18n, sheet.show_short) } else { t_string!(i18n, sheet.hide_short) }
                    }}
                </button>
            </div>
            <p class="status" aria-live="polite">
                {move || status.get()}
            </p>
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
