//! What Jack's moves weigh that depends only on the public record and the policemen (WC11.3):
//! the police tracker after one more move of each type, and how many policemen can reach each
//! circle. The Heuristic Jack draws it for his own move; the Strong police draw it once for
//! every world of theirs with the same record and policemen.

use wc_engine::{
    board, police_destinations, Circle, CircleSet, Crossing, CrossingSet, EntryKind, PublicStep,
    Tracker, DEFAULT_CAP,
};

/// The crossings each policeman can reach with his next move (two police steps), counted per
/// circle next to them.
fn danger(policemen: &CrossingSet) -> Vec<u8> {
    let board = board();
    let mut count = vec![0u8; CIRCLE_NUMBERS];
    for x in policemen.members() {
        let reach = police_destinations(board, x, &CrossingSet::EMPTY);
        let near: CircleSet = reach
            .members()
            .flat_map(|y: Crossing| board.circles_next_to(y).members())
            .collect();
        for c in near.members() {
            count[usize::from(c.0)] += 1;
        }
    }
    count
}

/// What Jack's moves weigh that depends only on the public record and the policemen: the
/// police tracker after a move of each type (walk, alley, coach), and each circle's danger.
pub(super) struct Outlook {
    /// The crossings with a policeman.
    pub(super) policemen: CrossingSet,
    spreads: Vec<Spread>,
    danger: Vec<u8>,
}

/// The police tracker after one more move of Jack's: how many circles he may be on, and the
/// paths that end on each.
pub(super) struct Spread {
    /// The circles Jack may be on.
    pub(super) positions: usize,
    total: f64,
    /// The paths that end on each circle, by its number.
    paths: Vec<u64>,
}

impl Spread {
    /// The spread of `paths`, the number of paths that end on each circle by its number.
    fn of(paths: Vec<u64>) -> Spread {
        let total: f64 = paths.iter().map(|n| *n as f64).sum();
        Spread {
            positions: paths.iter().filter(|n| **n > 0).count(),
            total: total.max(1.0),
            paths,
        }
    }

    /// The share of the paths that end on `c`.
    pub(super) fn share(&self, c: Circle) -> f64 {
        self.paths
            .get(usize::from(c.0))
            .map_or(0.0, |n| *n as f64 / self.total)
    }
}

impl Outlook {
    /// The outlook of a move after `tonight` with the policemen on `policemen`.
    pub(super) fn new(tonight: &[PublicStep], policemen: &[Option<Crossing>; 5]) -> Outlook {
        let tracker = Tracker::follow(board(), tonight, DEFAULT_CAP);
        let policemen: CrossingSet = policemen.iter().flatten().copied().collect();
        let paths = KINDS.map(|kind| {
            let mut tracker = tracker.clone();
            tracker.advance(board(), &PublicStep::Move { kind, policemen }, DEFAULT_CAP);
            let mut by_number = vec![0; CIRCLE_NUMBERS];
            for (c, n) in tracker.paths() {
                by_number[usize::from(c.0)] = n;
            }
            by_number
        });
        Outlook::of_paths(policemen, paths)
    }

    /// The outlook of a move with the policemen on `policemen` where the tracker after a move
    /// of each type (walk, alley, coach) has `paths` ending on each circle, by its number.
    pub(super) fn of_paths(policemen: CrossingSet, paths: [Vec<u64>; 3]) -> Outlook {
        Outlook {
            policemen,
            spreads: paths.into_iter().map(Spread::of).collect(),
            danger: danger(&policemen),
        }
    }

    /// The tracker after a move of type `kind`.
    pub(super) fn spread(&self, kind: EntryKind) -> &Spread {
        &self.spreads[KINDS.iter().position(|k| *k == kind).unwrap_or(0)]
    }

    /// How many policemen can reach a crossing next to `c` with their next move.
    pub(super) fn danger(&self, c: Circle) -> u8 {
        self.danger[usize::from(c.0)]
    }
}

/// The numbers a circle may have: the size of a table by circle.
pub(super) const CIRCLE_NUMBERS: usize = 256;

/// The types of Jack's moves, in the order of [`Outlook`]'s spreads.
pub(super) const KINDS: [EntryKind; 3] = [EntryKind::Walk, EntryKind::Alley, EntryKind::Coach];
