//! The decision panel: whose decision it is and what, in words, with the How to play section
//! of its rule and the game's terms explained; for the viewer's own decision the picks of the
//! step (cards, targets, counters, mobsters), what was picked so far, Back, and for a play the
//! whole play in words with Confirm; the engine's refusal in words; a bot's "thinking"; in a
//! counter window's sweep, the bot considering a counter, whether the engine asks it or not
//! (FB12.4).

use fb_engine::Card;
use leptos::prelude::*;

use super::{current_view, with_words, PickButton};
use crate::games::family_business::guide;
use crate::games::family_business::model::{FbPanelModel, Pick};
use crate::games::family_business::next::Next;
use crate::games::family_business::store::FbStore;
use crate::games::family_business::words::t_string;
use crate::shell::kit::{Explained, OwnAnswer, PanelFrame};
use crate::shell::language::use_i18n;

#[component]
pub fn FbPanel() -> impl IntoView {
    let fb = FbStore::get();
    let i18n = use_i18n();
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
        with_words(|w, _| t_string!(i18n, shell.panel.thinking, name = w.name(seat)).to_string())
    });
    let refusal = move || {
        let e = fb.refusal.get()?;
        with_words(|w, _| w.action_error(&e))
    };
    let glossary = Memo::new(move |_| guide::glossary(i18n.get_locale()));
    view! {
        <PanelFrame
            status=move || panel.get().map(|p| p.status).unwrap_or_default()
            context=move || Vec::from_iter(panel.get().and_then(|p| p.context))
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
                                odds=None
                                can_back=p.can_back
                                on_confirm=move |_| fb.submit()
                                on_back=move |_| fb.back()
                            >
                                {p.step
                                    .map(|step| {
                                        view! {
                                            <fieldset class="step">
                                                <legend>
                                                    <Explained text=step.prompt terms=glossary />
                                                </legend>
                                                <div class="choices">
                                                    {step
                                                        .choices
                                                        .into_iter()
                                                        .map(|choice| match card_rules(choice.pick) {
                                                            Some(rules) => {
                                                                let name = choice.label.clone();
                                                                view! {
                                                                    <PickButton choice>
                                                                        <span class="name">{name}</span>
                                                                        <span class="rules">{rules}</span>
                                                                    </PickButton>
                                                                }
                                                                    .into_any()
                                                            }
                                                            None => view! { <PickButton choice /> }.into_any(),
                                                        })
                                                        .collect_view()}
                                                </div>
                                            </fieldset>
                                        }
                                    })}
                            </OwnAnswer>
                        }
                    })
            }
            refusal
        />
    }
}

/// The rules text of the card a pick plays or counters with, so that it is read where it is
/// chosen.
fn card_rules(pick: Pick) -> Option<String> {
    match pick {
        Pick::Card(Card::Action(kind)) | Pick::Counter(kind) => {
            with_words(|w, _| w.card_text(kind))
        }
        _ => None,
    }
}
