//! A policeman's action in the hunt (WC5.3): a search of the circles next to his crossing, one
//! after another while the answers are "no", or an arrest on one of them; a policeman next to
//! no circle can only pass.

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::node::{Circle, Crossing};
use crate::sets::CircleSet;

/// An answer to `POLICE_ACTION` or `SEARCH_MORE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PoliceAction {
    Search(Circle),
    Arrest(Circle),
    /// The only action of a policeman next to no circle (WC5.3.4).
    Pass,
    /// No more searching in this action (`SEARCH_MORE`).
    Stop,
}

/// The circles a policeman on `at` may search (WC5.3.2): those next to his crossing, but the
/// ones with a clue tonight, tonight's crime scenes (`excluded`) and those already named in this
/// action (`named`).
pub fn searchable(
    board: &Board,
    at: Crossing,
    excluded: &CircleSet,
    named: &CircleSet,
) -> CircleSet {
    board
        .circles_next_to(at)
        .members()
        .filter(|c| !excluded.contains(*c) && !named.contains(*c))
        .collect()
}

/// The answers to `POLICE_ACTION` for the policeman on `at` (WC5.3.1) in canonical order
/// (WC8.4): every `Search` by circle, then every `Arrest` by circle; `Pass` alone next to no
/// circle.
pub fn police_actions(board: &Board, at: Crossing, excluded: &CircleSet) -> Vec<PoliceAction> {
    let next = board.circles_next_to(at);
    if next.is_empty() {
        return vec![PoliceAction::Pass];
    }
    searchable(board, at, excluded, &CircleSet::EMPTY)
        .members()
        .map(PoliceAction::Search)
        .chain(next.members().map(PoliceAction::Arrest))
        .collect()
}

/// The answers to `SEARCH_MORE` after a "no" (WC5.3.2): every circle still searchable, then
/// `Stop`.
pub fn search_more(
    board: &Board,
    at: Crossing,
    excluded: &CircleSet,
    named: &CircleSet,
) -> Vec<PoliceAction> {
    searchable(board, at, excluded, named)
        .members()
        .map(PoliceAction::Search)
        .chain(std::iter::once(PoliceAction::Stop))
        .collect()
}
