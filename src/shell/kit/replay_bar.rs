//! The bar of a replay, for either game: where the replay stands, the steps through it, the
//! jump list, the hand shown (any seat's once the game is over) and the way out. The game's
//! replay screen gives it the values and what each control does.

use leptos::prelude::*;

use crate::shell::kit::replay_cursor::ReplayPosition;
use crate::shell::language::*;

/// The replay's bar. `marks` are the jump list's entries, each with the point it jumps to;
/// `names` the seats' names for the choice of the hand shown (none: a game with no hands
/// to choose between, and no note about them); `go` shows a point,
/// `show_seat` a seat's hand and `close` leaves the replay. `children` come after the hand's
/// choice once the game is over.
#[component]
pub fn ReplayBar(
    #[prop(into)] position: Signal<ReplayPosition>,
    #[prop(into)] marks: Signal<Vec<(String, usize)>>,
    #[prop(into)] names: Signal<Vec<String>>,
    #[prop(into)] go: Callback<usize>,
    #[prop(into)] show_seat: Callback<usize>,
    #[prop(into)] close: Callback<()>,
    #[prop(optional)] children: Option<ChildrenFn>,
) -> impl IntoView {
    let i18n = use_i18n();
    let at = move || position.get().at;
    let len = move || position.get().len;
    let step = move |to: usize| go.run(to);
    view! {
        <section class="panel replay-bar" aria-labelledby="replay-heading">
            <h2 id="replay-heading">{t!(i18n, replay.heading)}</h2>
            <p class="replay-position" aria-live="polite">
                {move || t_string!(i18n, replay.position, at = at(), total = len()).to_string()}
            </p>
            <div class="replay-steps" role="group" aria-label=move || t_string!(i18n, replay.steps)>
                <button type="button" disabled=move || { at() == 0 } on:click=move |_| step(0)>
                    <span aria-hidden="true">"« "</span>
                    {t!(i18n, replay.start)}
                </button>
                <button
                    type="button"
                    disabled=move || { at() == 0 }
                    on:click=move |_| step(at().saturating_sub(1))
                >
                    <span aria-hidden="true">"◀ "</span>
                    {t!(i18n, replay.back)}
                </button>
                <button type="button" disabled=move || { at() >= len() } on:click=move |_| step(at() + 1)>
                    {t!(i18n, replay.forward)}
                    <span aria-hidden="true">" ▶"</span>
                </button>
                <button type="button" disabled=move || { at() >= len() } on:click=move |_| step(len())>
                    {t!(i18n, replay.end)}
                    <span aria-hidden="true">" »"</span>
                </button>
            </div>
            <label class="replay-jump">
                <span>{t!(i18n, replay.jump)}</span>
                <select on:change=move |ev| {
                    let chosen = event_target_value(&ev).parse::<usize>().ok();
                    if let Some(to) = chosen.and_then(|i| marks.with_untracked(|m| m.get(i).map(|m| m.1))) {
                        step(to);
                    }
                }>
                    {move || {
                        let current = position.get().mark;
                        marks
                            .get()
                            .into_iter()
                            .enumerate()
                            .map(|(i, (label, _))| {
                                view! {
                                    <option value=i.to_string() selected=current == Some(i)>
                                        {label}
                                    </option>
                                }
                            })
                            .collect_view()
                    }}
                </select>
            </label>
            {move || {
                let p = position.get();
                let seats = names.get();
                if p.finished {
                    view! {
                        {(!seats.is_empty())
                            .then(|| {
                                view! {
                                    <label class="replay-seat">
                                        <span>{t!(i18n, replay.hand_of)}</span>
                                        <select on:change=move |ev| {
                                            if let Ok(i) = event_target_value(&ev).parse::<usize>() {
                                                show_seat.run(i);
                                            }
                                        }>
                                            {seats
                                                .into_iter()
                                                .enumerate()
                                                .map(|(i, name)| {
                                                    view! {
                                                        <option value=i.to_string() selected=p.seat == Some(i)>
                                                            {name}
                                                        </option>
                                                    }
                                                })
                                                .collect_view()}
                                        </select>
                                    </label>
                                }
                            })}
                        {children.clone().map(|c| c())}
                    }
                        .into_any()
                } else if seats.is_empty() {
                    ().into_any()
                } else {
                    view! { <p class="replay-hidden">{t!(i18n, replay.hidden)}</p> }.into_any()
                }
            }}
            <button type="button" class="replay-close" on:click=move |_| close.run(())>
                {t!(i18n, replay.close)}
            </button>
        </section>
    }
}
