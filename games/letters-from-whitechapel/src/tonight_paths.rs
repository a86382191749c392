//! Jack's paths tonight as the public record allows them (WC11.1): the tracker's states after
//! every step of the record, kept so that a whole path can be drawn uniformly among all the
//! paths the record allows (the tracker's prior, WC11.1.1) — its end first, weighted by the
//! paths that reach it, then each step back among the states that lead there. The police's
//! worlds for the bots' search are built on such paths ([`crate::JackGuess`]).

use crate::board::Board;
use crate::node::Circle;
use crate::public_step::PublicStep;
use crate::result::EntryKind;
use crate::sets::{CircleSet, CrossingSet};
use crate::tracker::{ends, searched, visit};
use crate::word_hash::WordMap;

/// A tracker state: where Jack stands and the searched circles his path has visited.
type State = (Circle, CircleSet);

#[derive(Clone, Debug)]
pub struct TonightPaths {
    /// The circles searched tonight (`Q`).
    searched: CircleSet,
    /// Tonight's record.
    steps: Vec<PublicStep>,
    /// The states after each step, with their numbers of paths.
    layers: Vec<WordMap<State, u64>>,
}

/// One path drawn: the crime scene Jack stood on when the hunt began and the circle of each of
/// tonight's sheet entries after the kills, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawnPath {
    pub start: Circle,
    pub path: Vec<Circle>,
}

impl TonightPaths {
    /// The paths of tonight's record `steps`, which begins with the kill; `None` for a record
    /// that does not, one no path agrees with, or one whose states over all its steps pass
    /// `cap` (the memory the layers would take).
    pub fn follow(board: &Board, steps: &[PublicStep], cap: usize) -> Option<TonightPaths> {
        let searched = searched(steps);
        let Some(PublicStep::Kill { circles }) = steps.first() else {
            return None;
        };
        let all: Vec<Circle> = circles.iter().flatten().copied().collect();
        let v = visit(&searched, CircleSet::EMPTY, &all);
        let mut layers: Vec<WordMap<State, u64>> = vec![all.iter().map(|p| ((*p, v), 1)).collect()];
        let mut held = layers[0].len();
        for step in &steps[1..] {
            let states = layers.last()?;
            let next: WordMap<State, u64> = match *step {
                PublicStep::Move { kind, policemen } => {
                    let mut next =
                        WordMap::with_capacity_and_hasher(states.len(), Default::default());
                    for (&(p, v), &paths) in states {
                        for (through, end) in ends(board, p, kind, &policemen) {
                            let visited = visit(&searched, v, &[through, end]);
                            *next.entry((end, visited)).or_default() += paths;
                        }
                    }
                    next
                }
                PublicStep::Search { circle, clue } => states
                    .iter()
                    .filter(|((_, v), _)| v.contains(circle) == clue)
                    .map(|(s, n)| (*s, *n))
                    .collect(),
                PublicStep::FailedArrest { circle } => states
                    .iter()
                    .filter(|((p, _), _)| *p != circle)
                    .map(|(s, n)| (*s, *n))
                    .collect(),
                PublicStep::Kill { .. } | PublicStep::Escape => return None,
            };
            held += next.len();
            if held > cap {
                return None;
            }
            layers.push(next);
        }
        if layers.last()?.is_empty() {
            return None;
        }
        Some(TonightPaths {
            searched,
            steps: steps.to_vec(),
            layers,
        })
    }

    /// The number of paths the record allows.
    pub fn count(&self) -> u64 {
        self.layers.last().map_or(0, |l| l.values().sum())
    }

    /// Where Jack can be now, with the number of paths that end on each.
    pub fn ends(&self) -> Vec<(Circle, u64)> {
        let mut by_circle: WordMap<Circle, u64> = WordMap::default();
        for ((p, _), n) in self.layers.last().into_iter().flatten() {
            *by_circle.entry(*p).or_default() += n;
        }
        let mut ends: Vec<(Circle, u64)> = by_circle.into_iter().collect();
        ends.sort_unstable();
        ends
    }

    /// A path drawn uniformly among those the record allows that end on `end` (among all of
    /// them for `None`); `below(n)` is a number drawn uniformly in `0..n`. `None` if no path
    /// ends there.
    pub fn draw(
        &self,
        board: &Board,
        end: Option<Circle>,
        below: &mut impl FnMut(u64) -> u64,
    ) -> Option<DrawnPath> {
        let last = self.layers.last()?;
        let mut state = pick(
            last.iter()
                .filter(|((p, _), _)| end.is_none_or(|e| *p == e))
                .map(|(s, n)| (*s, *n)),
            below,
        )?;
        let mut backwards: Vec<Circle> = Vec::new();
        for i in (1..self.steps.len()).rev() {
            let PublicStep::Move { kind, policemen } = self.steps[i] else {
                continue;
            };
            let before = &self.layers[i - 1];
            let (end, visited) = state;
            let choices = self.leading_to(board, before, end, visited, kind, &policemen);
            let (previous, through) =
                pick(choices.into_iter().map(|(s, t, n)| ((s, t), n)), below)?;
            backwards.push(end);
            if kind == EntryKind::Coach {
                backwards.push(through);
            }
            state = previous;
        }
        backwards.reverse();
        Some(DrawnPath {
            start: state.0,
            path: backwards,
        })
    }

    /// The states of `before` from which a move of `kind` leads to (`end`, `visited`), each with
    /// the circle the move passes first and its number of paths.
    fn leading_to(
        &self,
        board: &Board,
        before: &WordMap<State, u64>,
        end: Circle,
        visited: CircleSet,
        kind: EntryKind,
        policemen: &CrossingSet,
    ) -> Vec<(State, Circle, u64)> {
        let starts: CircleSet = before.keys().map(|(p, _)| *p).collect();
        let mut choices = Vec::new();
        for p in starts.members() {
            for (through, e) in ends(board, p, kind, policemen) {
                if e != end {
                    continue;
                }
                let passed: Vec<Circle> = [through, end]
                    .into_iter()
                    .filter(|c| self.searched.contains(*c))
                    .collect();
                if passed.iter().any(|c| !visited.contains(*c)) {
                    continue;
                }
                let mut earlier: Vec<CircleSet> = Vec::new();
                for mask in 0..(1u8 << passed.len()) {
                    let mut v = visited;
                    for (bit, c) in passed.iter().enumerate() {
                        if mask & (1 << bit) != 0 {
                            v.remove(*c);
                        }
                    }
                    if !earlier.contains(&v) {
                        earlier.push(v);
                    }
                }
                for v in earlier {
                    if let Some(n) = before.get(&(p, v)) {
                        choices.push(((p, v), through, *n));
                    }
                }
            }
        }
        choices
    }
}

/// One of `weighted` drawn in proportion to its weight.
fn pick<T>(
    weighted: impl Iterator<Item = (T, u64)>,
    below: &mut impl FnMut(u64) -> u64,
) -> Option<T> {
    let mut all: Vec<(T, u64)> = weighted.collect();
    let total: u64 = all.iter().map(|(_, n)| *n).sum();
    if total == 0 {
        return None;
    }
    let mut at = below(total);
    let index = all.iter().position(|(_, n)| {
        if at < *n {
            true
        } else {
            at -= n;
            false
        }
    })?;
    Some(all.swap_remove(index).0)
}
