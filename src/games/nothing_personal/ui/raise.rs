//! Shakedowns offered in the panel when the viewer's decision has one answer as things stand
//! but selling cards could open others (R12.2.2, R11.1.2): the way to the other answers is on
//! the panel itself, not folded away with the deals.

use leptos::prelude::*;
use np_engine::{Action, CardId};

use super::{current_view, with_words};
use crate::games::nothing_personal::session::Answerer;
use crate::games::nothing_personal::store::NpStore;
use crate::games::nothing_personal::words::{t, t_string};
use crate::shell::kit::focus_decision;
use crate::shell::language::use_i18n;

/// The cards the viewer may shake down, with their names, when their decision has one legal
/// answer, is theirs to answer, and selling could open another (not in a window they claimed
/// with nothing that fits there).
fn offered() -> Vec<(CardId, String)> {
    let Some(view) = current_view() else {
        return Vec::new();
    };
    with_words(|w, s| {
        let theirs = s.to_answer() == Some((view.seat, Answerer::Person));
        if !theirs || s.game().legal_count() != 1 || s.only_answer().is_some() {
            return Vec::new();
        }
        let mut cards: Vec<(CardId, String)> = Vec::new();
        for c in view.hand.iter().filter(|c| !view.drawn_to_give.contains(c)) {
            if cards.iter().all(|(seen, _)| seen != c) {
                cards.push((*c, w.card(*c)));
            }
        }
        cards
    })
    .unwrap_or_default()
}

#[component]
pub fn RaiseMoney() -> impl IntoView {
    let store = NpStore::get();
    let i18n = use_i18n();
    let cards = Memo::new(move |_| offered());
    view! {
        <Show when=move || cards.with(|c| !c.is_empty())>
            <fieldset class="step raise">
                <legend>{t!(i18n, panel.raise_money)}</legend>
                <div class="choices">
                    {move || {
                        cards
                            .get()
                            .into_iter()
                            .map(|(c, name)| {
                                view! {
                                    <button
                                        type="button"
                                        class="choice"
                                        on:click=move |_| {
                                            let _ = store.free_op(Action::Shakedown(c));
                                            focus_decision();
                                        }
                                    >
                                        {t_string!(i18n, deals.shake_card, card = name).to_string()}
                                    </button>
                                }
                            })
                            .collect_view()
                    }}
                </div>
            </fieldset>
        </Show>
    }
}
