//! A policeman's move in the hunt (WC5.2.2): none, one or two police steps, passing other
//! policemen but never ending on one.

use crate::board::Board;
use crate::node::Crossing;
use crate::sets::CrossingSet;

/// The crossings the policeman on `from` may end on, his own included (staying), while the
/// other policemen stand on `others` (WC5.2.2); in canonical order as a set (WC8.4).
pub fn police_destinations(board: &Board, from: Crossing, others: &CrossingSet) -> CrossingSet {
    let mut reach = CrossingSet::EMPTY;
    reach.insert(from);
    for first in board.police_steps(from).members() {
        reach.insert(first);
        for second in board.police_steps(first).members() {
            reach.insert(second);
        }
    }
    reach
        .members()
        .filter(|x| *x == from || !others.contains(*x))
        .collect()
}
