//! The replay: the table as it stood after any move of a game, stepped through move by move or
//! jumped to the start of a phase, with the hands the replay may show.

use leptos::prelude::*;
use np_engine::{Phase, PlayerId};

use super::board::Board;
use super::dice::DiceTray;
use super::end::EndScreen;
use super::hand::Hand;
use super::language::*;
use super::log::GameLog;
use super::players::PlayerStrip;
use super::share::ShareReplay;
use super::{with_shown, with_words};
use crate::store::Store;
use crate::words::tr;

#[component]
pub fn ReplayScreen() -> impl IntoView {
    let over = Memo::new(move |_| with_shown(|s| s.game().is_over()).unwrap_or(false));
    Effect::new(move |_| window().scroll_to_with_x_and_y(0.0, 0.0));
    view! {
        <PlayerStrip />
        <main class="table replay" class:over=move || over.get()>
            <Show when=move || over.get()>
                <EndScreen />
            </Show>
            <Board />
            <ReplayBar />
            <DiceTray />
            <Hand />
            <GameLog />
        </main>
    }
}

/// Where the replay stands.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Position {
    at: usize,
    len: usize,
    mark: Option<usize>,
    finished: bool,
    seat: Option<PlayerId>,
}

#[component]
fn ReplayBar() -> impl IntoView {
    let store = expect_context::<Store>();
    let i18n = use_i18n();
    let position = Memo::new(move |_| {
        store.replay.with(|r| {
            r.as_ref().map(|r| Position {
                at: r.at(),
                len: r.moves(),
                mark: r.current_mark(),
                finished: r.finished(),
                seat: r.seat(),
            })
        })
    });
    let at = move || position.get().map_or(0, |p| p.at);
    let len = move || position.get().map_or(0, |p| p.len);
    let finished = move || position.get().is_some_and(|p| p.finished);
    // Each phase's start as the jump list names it, with where it begins.
    let marks = Memo::new(move |_| {
        let marks = store
            .replay
            .with(|r| r.as_ref().map(|r| r.marks().to_vec()))
            .unwrap_or_default();
        with_words(|w, _| {
            marks
                .iter()
                .map(|m| {
                    let label = if m.phase == Phase::Setup {
                        tr!(w, log.setup)
                    } else {
                        tr!(w, log.group, round = m.round, phase = w.phase(m.phase))
                    };
                    (label, m.at)
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    });
    let names = Memo::new(move |_| with_words(|_, s| s.names()).unwrap_or_default());
    let step = move |to: usize| store.replay_go(to);
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
                        let current = position.get().and_then(|p| p.mark);
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
                if finished() {
                    let shown = position.get().and_then(|p| p.seat);
                    view! {
                        <label class="replay-seat">
                            <span>{t!(i18n, replay.hand_of)}</span>
                            <select on:change=move |ev| {
                                if let Ok(i) = event_target_value(&ev).parse::<u8>() {
                                    store.replay_show_seat(PlayerId(i));
                                }
                            }>
                                {names
                                    .get()
                                    .into_iter()
                                    .enumerate()
                                    .map(|(i, name)| {
                                        view! {
                                            <option
                                                value=i.to_string()
                                                selected=shown == Some(PlayerId(i as u8))
                                            >
                                                {name}
                                            </option>
                                        }
                                    })
                                    .collect_view()}
                            </select>
                        </label>
                        <ShareReplay />
                    }
                        .into_any()
                } else {
                    view! { <p class="replay-hidden">{t!(i18n, replay.hidden)}</p> }.into_any()
                }
            }}
            <button type="button" class="replay-close" on:click=move |_| store.close_replay()>
                {t!(i18n, replay.close)}
            </button>
        </section>
    }
}
