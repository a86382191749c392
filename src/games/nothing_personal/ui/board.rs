//! The board: nine positions in four rows, the Associates, and what lies off the board. While an
//! answer is being built, the gangsters and markers it may pick are buttons.

use leptos::prelude::*;

use super::{current_view, offered_now, with_words, ChoiceButton, InfoButton};
use crate::games::nothing_personal::lesson::gangster_mark;
use crate::games::nothing_personal::model::{
    concerned, Answered, BoardModel, CoinModel, Concern, GangsterModel, MarkerModel, OffBoardModel,
    SpaceModel,
};
use crate::games::nothing_personal::store::{Details, NpStore};
use crate::games::nothing_personal::words::{t, t_string};
use crate::shell::kit::coach_mark;
use crate::shell::language::use_i18n;

#[component]
pub fn Board() -> impl IntoView {
    let i18n = use_i18n();
    let board = Memo::new(move |_| {
        let view = current_view()?;
        let offered = offered_now();
        with_words(|w, s| {
            let answered = Answered::find(s.game());
            let marks = concerned(view.pending.as_ref().map(|d| &d.kind), answered.as_ref());
            BoardModel::new(&view, w, &offered).concerning(&marks)
        })
    });
    view! {
        <section class="board" aria-label=move || t_string!(i18n, board.heading)>
            {move || {
                board
                    .get()
                    .map(|b| {
                        view! {
                            <div class="positions">
                                {b
                                    .rows
                                    .into_iter()
                                    .map(|row| {
                                        view! {
                                            <div class="row">
                                                {row.into_iter().map(|space| view! { <Space space /> }).collect_view()}
                                            </div>
                                        }
                                    })
                                    .collect_view()}
                            </div>
                            <section class="associates" aria-label=move || t_string!(i18n, board.associates)>
                                <div class="row">
                                    {b.associates.into_iter().map(|space| view! { <Space space /> }).collect_view()}
                                </div>
                            </section>
                            <OffBoard off=b.off />
                        }
                    })
            }}
        </section>
    }
}

#[component]
fn Space(space: SpaceModel) -> impl IntoView {
    let i18n = use_i18n();
    let SpaceModel {
        label,
        title,
        number,
        modifiers,
        gangster,
        choice,
        concern,
        ..
    } = space;
    let targeted = choice.is_some() || gangster.as_ref().is_some_and(|g| g.choice.is_some());
    let class = match concern {
        Some(Concern::Acting) => "space concerned acting",
        Some(Concern::Target) => "space concerned target",
        Some(Concern::Subject) => "space concerned subject",
        None => "space",
    };
    view! {
        <article class=class class:targeted=targeted aria-label=label>
            <header class="space-head">
                <h3>{title}</h3>
                {number.map(|n| view! { <span class="number" aria-hidden="true">{n}</span> })}
            </header>
            {concern.map(|c| view! { <ConcernBadge c /> })}
            {modifiers.map(|m| view! { <p class="modifiers">{m}</p> })}
            {match gangster {
                Some(g) => view! { <Gangster g /> }.into_any(),
                None => view! { <p class="vacant">{t!(i18n, board.vacant)}</p> }.into_any(),
            }}
            {choice.map(|choice| view! { <TargetButton choice /> })}
        </article>
    }
}

/// What the decision being answered has to do with this space, in a word: "Acting", "Target".
#[component]
fn ConcernBadge(c: Concern) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <p class="badge concern">
            {move || match c {
                Concern::Acting => t_string!(i18n, concern.acting),
                Concern::Target => t_string!(i18n, concern.target),
                Concern::Subject => t_string!(i18n, concern.subject),
            }}
        </p>
    }
}

#[component]
fn Gangster(g: GangsterModel) -> impl IntoView {
    let i18n = use_i18n();
    let id = g.id;
    view! {
        <div
            class=format!("gangster {}", g.type_class)
            class:sideways=g.sideways
            data-coach=coach_mark(gangster_mark(id))
        >
            <div class="gangster-top">
                <h4 class="gangster-name">{g.name.clone()}</h4>
                <InfoButton details=Details::Gangster(id) label=g.details.clone() />
            </div>
            <p class="type">{g.type_name.clone()}</p>
            <dl class="values">
                <div>
                    <dt>{t!(i18n, board.respect)}</dt>
                    <dd>{g.respect.clone()}</dd>
                </div>
                <div>
                    <dt>{t!(i18n, board.money)}</dt>
                    <dd>{g.money.clone()}</dd>
                </div>
            </dl>
            {if g.markers.is_empty() && g.coin.is_none() {
                view! { <p class="no-markers">{t!(i18n, board.no_markers)}</p> }.into_any()
            } else {
                view! {
                    <ul class="markers" aria-label=move || t_string!(i18n, board.markers)>
                        {g.markers.into_iter().map(|m| view! { <Marker m /> }).collect_view()}
                        {g.coin.map(|c| view! { <Coin c /> })}
                    </ul>
                }
                    .into_any()
            }}
            <p class="load" title=move || t_string!(i18n, board.threshold, count = g.threshold).to_string()>
                {format!("{} / {}", g.total, g.threshold)}
            </p>
            {g.omerta.then(|| view! { <p class="badge omerta">{t!(i18n, board.omerta_coin)}</p> })}
            {g.sideways.then(|| view! { <p class="badge sideways">{t!(i18n, board.sideways)}</p> })}
            {g.choice.map(|choice| view! { <TargetButton choice /> })}
        </div>
    }
}

/// The button that picks a gangster or an empty space on the board as the answer's next choice.
#[component]
fn TargetButton(choice: crate::games::nothing_personal::model::ChoiceModel) -> impl IntoView {
    let i18n = use_i18n();
    let text = t_string!(i18n, board.choose).to_string();
    let label = t_string!(i18n, board.choose_target, target = choice.label.clone()).to_string();
    view! { <ChoiceButton choice=crate::games::nothing_personal::model::ChoiceModel { label, ..choice } class="target" text /> }
}

#[component]
fn Marker(m: MarkerModel) -> impl IntoView {
    let class = format!("marker {}", m.tone.class());
    let chip = view! {
        <span class="letter" aria-hidden="true">{m.letter}</span>
        <span class="count" aria-hidden="true">{m.count}</span>
    };
    match m.choice {
        Some(c) => view! {
            <li class=class>
                <ChoiceButton choice=c class="marker-pick" text=m.label.clone() />
            </li>
        }
        .into_any(),
        None => view! {
            <li class=class title=m.label.clone() aria-label=m.label.clone()>
                {chip}
            </li>
        }
        .into_any(),
    }
}

#[component]
fn Coin(c: CoinModel) -> impl IntoView {
    let class = format!("coin blackmail {}", c.tone.class());
    match c.choice {
        Some(choice) => view! {
            <li class=class>
                <ChoiceButton choice class="marker-pick" text=c.label.clone() />
            </li>
        }
        .into_any(),
        None => view! {
            <li class=class title=c.label.clone() aria-label=c.label.clone()>
                <span class="letter" aria-hidden="true">{c.letter}</span>
                <span class="coin-mark" aria-hidden="true">"$"</span>
            </li>
        }
        .into_any(),
    }
}

#[component]
fn OffBoard(off: OffBoardModel) -> impl IntoView {
    let i18n = use_i18n();
    let store = NpStore::get();
    let gangster_list = move |list: Vec<
        crate::games::nothing_personal::model::OffBoardGangster,
    >| {
        if list.is_empty() {
            view! { <p class="empty">{t!(i18n, board.nobody)}</p> }.into_any()
        } else {
            view! {
                <ul>
                    {list
                        .into_iter()
                        .map(|(id, name, choice)| {
                            view! {
                                <li>
                                    {match choice {
                                        Some(c) => view! { <ChoiceButton choice=c class="target" /> }.into_any(),
                                        None => view! {
                                            <button
                                                type="button"
                                                class="link"
                                                on:click=move |_| store.details.set(Some(Details::Gangster(id)))
                                            >
                                                {name}
                                            </button>
                                        }
                                            .into_any(),
                                    }}
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            }
                .into_any()
        }
    };
    let discard_top = off.discard.last().cloned();
    view! {
        <section class="off-board" aria-label=move || t_string!(i18n, board.off_board)>
            <section class="zone prison" aria-label=move || t_string!(i18n, board.prison)>
                <h3>{t!(i18n, board.prison)}</h3>
                {gangster_list(off.prison)}
            </section>
            <section class="zone fishes" aria-label=move || t_string!(i18n, board.fishes)>
                <h3>{t!(i18n, board.fishes)}</h3>
                {gangster_list(off.fishes)}
            </section>
            <dl class="decks">
                <div>
                    <dt>{t!(i18n, board.gangster_deck)}</dt>
                    <dd>{move || t_string!(i18n, board.cards, count = off.gangster_deck).to_string()}</dd>
                </div>
                <div>
                    <dt>{t!(i18n, board.influence_deck)}</dt>
                    <dd>{move || t_string!(i18n, board.cards, count = off.influence_deck).to_string()}</dd>
                </div>
                <div>
                    <dt>{t!(i18n, board.discard)}</dt>
                    <dd>
                        {move || t_string!(i18n, board.cards, count = off.discard.len()).to_string()}
                        {discard_top.clone().map(|(id, name)| view! {
                            " · "
                            <button
                                type="button"
                                class="link"
                                on:click=move |_| store.details.set(Some(Details::Card(id)))
                            >
                                {name}
                            </button>
                        })}
                    </dd>
                </div>
                <div>
                    <dt>{t!(i18n, board.neutral_supply)}</dt>
                    <dd>{off.neutral}</dd>
                </div>
                <div>
                    <dt>{t!(i18n, board.blackmail_supply)}</dt>
                    <dd>{off.blackmail}</dd>
                </div>
                <div>
                    <dt>{t!(i18n, board.omerta_supply)}</dt>
                    <dd>{off.omerta}</dd>
                </div>
            </dl>
        </section>
    }
}
