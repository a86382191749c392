//! The police tracker (WC11.1): from tonight's public record alone, every state Jack can be in —
//! a circle he can stand on, with the searched circles his path has visited — and how many
//! paths lead to each. Above a cap of states it falls back, for the rest of the night, to a
//! sound superset of his positions (WC11.1.4).

use crate::board::Board;
use crate::node::Circle;
use crate::public_step::PublicStep;
use crate::result::EntryKind;
use crate::sets::{CircleSet, CrossingSet};
use crate::word_hash::WordMap;

/// The cap on states a host sets by default (WC11.1.4).
pub const DEFAULT_CAP: usize = 200_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tracker {
    /// The circles searched tonight (`Q`, WC11.1.1).
    searched: CircleSet,
    /// Each state (position, visited ∩ Q) with its number of paths; empty in the fallback.
    states: WordMap<(Circle, CircleSet), u64>,
    /// The positions only, once the cap was passed.
    fallback: Option<CircleSet>,
    /// Where Jack can be after his declared escape (WC11.1.2).
    home: Option<CircleSet>,
}

impl Tracker {
    /// The tracker after tonight's record `steps`, with at most `cap` states before it falls
    /// back. Every circle the record searches is in `Q` from the start: the same states as
    /// adding each when first searched and replaying the night (WC11.1.3).
    pub fn follow(board: &Board, steps: &[PublicStep], cap: usize) -> Tracker {
        let mut tracker = Tracker::start(steps);
        for step in steps {
            tracker.advance(board, step, cap);
        }
        tracker
    }

    /// The tracker before the first of `steps`, with every circle they search in `Q`: advanced
    /// through them one at a time it is, after each, the tracker of the steps so far (the
    /// circles searched later split its states but not its paths, WC11.1.3).
    pub fn start(steps: &[PublicStep]) -> Tracker {
        Tracker {
            searched: searched(steps),
            states: WordMap::default(),
            fallback: None,
            home: None,
        }
    }

    /// The tracker after one more step of the record, falling back past `cap` states.
    pub fn advance(&mut self, board: &Board, step: &PublicStep, cap: usize) {
        self.step(board, step);
        if self.fallback.is_none() && self.states.len() > cap {
            self.fallback = Some(self.positions());
            self.states.clear();
        }
    }

    fn step(&mut self, board: &Board, step: &PublicStep) {
        if let Some(positions) = &mut self.fallback {
            *positions = match *step {
                PublicStep::Kill { circles } => circles.iter().flatten().copied().collect(),
                PublicStep::Move { kind, policemen } => positions
                    .members()
                    .flat_map(|p| ends(board, p, kind, &policemen).into_iter().map(|(_, e)| e))
                    .collect(),
                PublicStep::Search {
                    circle,
                    clue: false,
                }
                | PublicStep::FailedArrest { circle } => {
                    positions.members().filter(|p| *p != circle).collect()
                }
                PublicStep::Search { clue: true, .. } => *positions,
                PublicStep::Escape => {
                    self.home = Some(*positions);
                    *positions
                }
            };
            return;
        }
        let states = std::mem::take(&mut self.states);
        self.states = match *step {
            PublicStep::Kill { circles } => {
                let all: Vec<Circle> = circles.iter().flatten().copied().collect();
                let v = visit(&self.searched, CircleSet::EMPTY, &all);
                all.iter().map(|p| ((*p, v), 1)).collect()
            }
            PublicStep::Move { kind, policemen } => {
                let mut next: WordMap<(Circle, CircleSet), u64> =
                    WordMap::with_capacity_and_hasher(states.len(), Default::default());
                for ((p, v), paths) in states {
                    for (through, end) in ends(board, p, kind, &policemen) {
                        let visited = visit(&self.searched, v, &[through, end]);
                        *next.entry((end, visited)).or_default() += paths;
                    }
                }
                next
            }
            PublicStep::Search { circle, clue } => states
                .into_iter()
                .filter(|((_, v), _)| v.contains(circle) == clue)
                .collect(),
            PublicStep::FailedArrest { circle } => states
                .into_iter()
                .filter(|((p, _), _)| *p != circle)
                .collect(),
            PublicStep::Escape => {
                self.home = Some(states.keys().map(|(p, _)| *p).collect());
                states
            }
        };
    }

    /// Where Jack can be now.
    pub fn positions(&self) -> CircleSet {
        match &self.fallback {
            Some(positions) => *positions,
            None => self.states.keys().map(|(p, _)| *p).collect(),
        }
    }

    /// How many states the tracker holds (0 in the fallback).
    pub fn state_count(&self) -> usize {
        self.states.len()
    }

    /// Whether it tracks every state exactly (it has not fallen back).
    pub fn exact(&self) -> bool {
        self.fallback.is_none()
    }

    /// Whether Jack can be in state (`position`, `visited` ∩ Q); in the fallback, whether he
    /// can stand on `position`.
    pub fn allows(&self, position: Circle, visited: &CircleSet) -> bool {
        match &self.fallback {
            Some(positions) => positions.contains(position),
            None => {
                let v = visit(
                    &self.searched,
                    CircleSet::EMPTY,
                    &visited.members().collect::<Vec<_>>(),
                );
                self.states.contains_key(&(position, v))
            }
        }
    }

    /// The number of paths that end on each circle where Jack can be: a prior uniform over
    /// paths (WC11.1.1); 1 for each position in the fallback.
    pub fn paths(&self) -> Vec<(Circle, u64)> {
        let mut by_circle: WordMap<Circle, u64> = WordMap::default();
        match &self.fallback {
            Some(positions) => {
                for p in positions.members() {
                    by_circle.insert(p, 1);
                }
            }
            None => {
                for ((p, _), n) in &self.states {
                    *by_circle.entry(*p).or_default() += n;
                }
            }
        }
        let mut paths: Vec<(Circle, u64)> = by_circle.into_iter().collect();
        paths.sort_unstable();
        paths
    }

    /// Where Jack can be after tonight's escape, once he has declared it (WC11.1.2).
    pub fn home(&self) -> Option<CircleSet> {
        self.home
    }
}

/// The circles `steps` search (`Q`, WC11.1.1).
pub fn searched(steps: &[PublicStep]) -> CircleSet {
    steps
        .iter()
        .filter_map(|s| match s {
            PublicStep::Search { circle, .. } => Some(*circle),
            _ => None,
        })
        .collect()
}

/// `v` with those of `circles` that are in `searched`.
pub fn visit(searched: &CircleSet, v: CircleSet, circles: &[Circle]) -> CircleSet {
    let mut v = v;
    for c in circles {
        if searched.contains(*c) {
            v.insert(*c);
        }
    }
    v
}

/// Where a move of `kind` from `p` can end while policemen stand on `policemen`, each with the
/// circle it passes first (a coach's first circle; the end itself otherwise).
pub fn ends(
    board: &Board,
    p: Circle,
    kind: EntryKind,
    policemen: &CrossingSet,
) -> Vec<(Circle, Circle)> {
    match kind {
        EntryKind::Walk => board
            .normal_moves(p, policemen)
            .members()
            .map(|q| (q, q))
            .collect(),
        EntryKind::Alley => board.alley_partners(p).members().map(|q| (q, q)).collect(),
        EntryKind::Coach => board.coach_pairs(p),
        EntryKind::Kill => Vec::new(),
    }
}

/// Jack's hideout candidates across the nights (WC11.1.5): every circle (every non-red one
/// under the host option) at first, then after each night only those where the night's
/// escape may have ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hideouts(CircleSet);

impl Hideouts {
    /// Before night 1: the circles the hideout may be on.
    pub fn new(board: &Board, no_red_hideout: bool) -> Hideouts {
        let red = board.red_circles();
        Hideouts(
            board
                .circles()
                .filter(|c| !(no_red_hideout && red.contains(*c)))
                .collect(),
        )
    }

    /// After a night whose escape left Jack on one of `home` (H ← H ∩ H_night).
    pub fn night_over(&mut self, home: &CircleSet) {
        self.0 = self.0.members().filter(|c| home.contains(*c)).collect();
    }

    pub fn candidates(&self) -> CircleSet {
        self.0
    }
}
