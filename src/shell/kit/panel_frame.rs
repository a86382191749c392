//! The decision panel's frame, shared by the games: whose decision it is and what, a bot's
//! "thinking", the coach of a guided first game, the viewer's own answer being built, the
//! engine's refusal in words, and help where the decision is: "What is this?" opens the game's
//! How to play at the decision's section, and the terms of the status and context lines explain
//! themselves. On a phone it is a sheet at the bottom of the screen that folds down to its
//! heading and status line.

use leptos::prelude::*;

use super::{focus_decision, CoachCard, Explained};
use crate::shell::guide::Term;
use crate::shell::language::*;
use crate::shell::store::{Screen, Shell};

/// The panel: its heading with "What is this?" (opening How to play at `section`), the status
/// announced politely, the coach's card during a lesson, the context lines (their terms of the
/// `glossary` explained), the `thinking` line, the viewer's `answer`, the `refusal`, then the
/// game's own parts (`children`).
#[component]
pub fn PanelFrame(
    #[prop(into)] status: Signal<String>,
    #[prop(into)] context: Signal<Vec<String>>,
    /// The How to play section of the decision shown.
    #[prop(into)]
    section: Signal<Option<&'static str>>,
    /// The game's terms, in the page's language.
    #[prop(into)]
    glossary: Signal<Vec<Term>>,
    #[prop(into)] thinking: Signal<Option<String>>,
    #[prop(into)] answer: ViewFn,
    #[prop(into)] refusal: Signal<Option<String>>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let i18n = use_i18n();
    let shell = Shell::get();
    // The game shown is read when asked, not followed: leaving the table for another screen
    // takes this panel away.
    let open = move |section| {
        if let Screen::Table(game) | Screen::Replay(game) = shell.screen.get_untracked() {
            shell.open_guide(game, Some(section));
        }
    };
    let help = move || {
        let section = section.get()?;
        Some(view! {
            <button type="button" class="what-is-this" on:click=move |_| open(section)>
                {t!(i18n, guide.what_is_this)}
            </button>
        })
    };
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
                {help}
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
                <Explained text=status terms=glossary />
            </p>
            <CoachCard />
            {move || {
                context
                    .get()
                    .into_iter()
                    .map(|c| view! { <p class="context"><Explained text=c terms=glossary /></p> })
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
