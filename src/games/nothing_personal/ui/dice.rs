//! The dice tray: the last roll, or the roll a reroll or a response window answers, briefly
//! animated (not under `prefers-reduced-motion`, see the style sheet).

use leptos::prelude::*;

use super::with_words;
use crate::games::nothing_personal::model::TrayModel;
use crate::games::nothing_personal::words::t_string;
use crate::shell::language::use_i18n;

#[component]
pub fn DiceTray() -> impl IntoView {
    let i18n = use_i18n();
    let tray = Memo::new(move |_| {
        with_words(|w, s| TrayModel::new(s.log(), s.game().pending().map(|d| &d.kind), w))
    });
    view! {
        <section class="dice" aria-label=move || t_string!(i18n, dice.latest)>
            {move || match tray.get().map(|t| (t.roll, t.empty)) {
                Some((Some(d), _)) => {
                    let class = match d.die {
                        np_engine::Die::Move => "die move",
                        np_engine::Die::Whack => "die whack",
                        np_engine::Die::Number => "die number",
                    };
                    view! {
                        // A new key per roll restarts the roll animation.
                        <div class=class data-roll=d.index.to_string() aria-hidden="true">{d.face.clone()}</div>
                        <p>
                            <span class="roll-text">{d.text}</span>
                            " · "
                            <span class="purpose">{d.purpose}</span>
                        </p>
                    }
                        .into_any()
                }
                Some((None, empty)) => view! { <p class="empty">{empty}</p> }.into_any(),
                None => ().into_any(),
            }}
        </section>
    }
}
