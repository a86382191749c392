//! One board per seat: family, Money, Respect, markers left in supply and hand size.

use leptos::prelude::*;

use crate::model::PlayerBoardModel;
use crate::stats::StatList;

/// The `Players` region with every seat's board, keyed by the whole model.
#[component]
pub fn PlayerBoards(players: Memo<Vec<PlayerBoardModel>>) -> impl IntoView {
    view! {
        <section class="players" aria-label="Players">
            <h2>"Families"</h2>
            <For
                each=move || players.get()
                key=|p| p.clone()
                children=|player| view! { <PlayerBoard player /> }
            />
        </section>
    }
}

#[component]
fn PlayerBoard(player: PlayerBoardModel) -> impl IntoView {
    let badges = [
        (player.ring, "badge ring", "Capo ring"),
        (player.to_act, "badge to-act", "To act"),
        (player.passed, "badge passed", "Passed"),
    ];
    view! {
        <section class=format!("player-board {}", player.tone.class()) aria-label=player.label>
            <header class="player-head">
                <span class="swatch" aria-hidden="true"></span>
                <h3>{player.player}</h3>
                <p class="family">{player.family}</p>
            </header>
            <ul class="badges">
                {badges
                    .into_iter()
                    .filter(|(shown, _, _)| *shown)
                    .map(|(_, class, text)| view! { <li class=class>{text}</li> })
                    .collect_view()}
            </ul>
            <StatList stats=player.stats class="stats" />
        </section>
    }
}
