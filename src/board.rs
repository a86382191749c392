//! The board: nine positions in four rows and the three Associate spaces.

use leptos::prelude::*;

use crate::model::{BoardModel, GangsterModel, SpaceModel, Stat};
use crate::stats::StatList;

/// The `Board` region. Each space is keyed by its whole model, so a space re-renders exactly
/// when something on it changes.
#[component]
pub fn Board(board: Memo<BoardModel>) -> impl IntoView {
    view! {
        <section class="board" aria-label="Board">
            <h2 class="visually-hidden">"Board"</h2>
            <div class="positions">
                <For
                    each=move || board.get().rows
                    key=|row| row.clone()
                    children=|row| {
                        view! {
                            <div class="row">
                                {row.into_iter().map(|space| view! { <Space space /> }).collect_view()}
                            </div>
                        }
                    }
                />
            </div>
            <section class="associates" aria-label="Associates">
                <p class="group-label" aria-hidden="true">"Associates"</p>
                <div class="row">
                    <For
                        each=move || board.get().associates
                        key=|space| space.clone()
                        children=|space| view! { <Space space /> }
                    />
                </div>
            </section>
        </section>
    }
}

/// One position or Associate space, as an `<article>` named by its label.
#[component]
fn Space(space: SpaceModel) -> impl IntoView {
    let SpaceModel {
        label,
        title,
        tag,
        modifiers,
        gangster,
    } = space;
    let body = match gangster {
        Some(g) => view! { <Gangster g /> }.into_any(),
        None => view! {
            <p class="vacant">"Vacant"</p>
            {modifiers.map(|m| view! { <p class="modifiers">{m}</p> })}
        }
        .into_any(),
    };
    view! {
        <article class="space" aria-label=label>
            <header class="space-head">
                <h3>{title}</h3>
                {tag.map(|t| view! { <span class="tag">{t}</span> })}
            </header>
            {body}
        </article>
    }
}

/// A gangster card: name, type, values, markers and coins.
#[component]
fn Gangster(g: GangsterModel) -> impl IntoView {
    let values = vec![Stat::new("Respect", g.respect), Stat::new("Money", g.money)];
    let coins: Vec<(String, String)> = g
        .coin
        .map(|t| {
            (
                format!("coin {}", t.class()),
                format!("Blackmail coin ({})", t.name()),
            )
        })
        .into_iter()
        .chain(
            g.omerta
                .then(|| ("coin omerta".into(), "Omertà coin".into())),
        )
        .chain(
            g.sideways
                .then(|| ("coin sideways".into(), "Sideways".into())),
        )
        .collect();
    let markers = if g.markers.is_empty() {
        view! { <p class="no-markers">"No markers"</p> }.into_any()
    } else {
        view! {
            <ul class="markers" aria-label="Markers">
                {g
                    .markers
                    .iter()
                    .map(|m| view! { <li class=format!("marker {}", m.tone.class())>{m.label()}</li> })
                    .collect_view()}
            </ul>
        }
        .into_any()
    };
    view! {
        <div class=format!("gangster {}", g.type_class)>
            <h4 class="gangster-name">{g.name}</h4>
            <p class="type">{g.type_name}</p>
            <StatList stats=values class="values" />
            {markers}
            {(!coins.is_empty())
                .then(|| {
                    view! {
                        <ul class="coins">
                            {coins
                                .into_iter()
                                .map(|(class, text)| view! { <li class=class>{text}</li> })
                                .collect_view()}
                        </ul>
                    }
                })}
        </div>
    }
}
