//! The Strong police's model of how Jack moves: tonight's public record followed as the tracker
//! follows it (WC11.1), each of Jack's possible moves weighted by how likely a Jack going home
//! would make it — the Heuristic Jack's judgement of it (WC11.3), softened and mixed with a
//! choice at random so that a Jack who plays otherwise is still followed. One such Jack is
//! followed for each of the likeliest hideouts and one wanders aimlessly; how well each explains
//! the record weighs both where Jack is and where he lives. It reads nothing but the record,
//! the policemen it names and the move track.

use std::collections::HashMap;

use wc_engine::{
    board, jack_move_ends, jack_moves, searched_circles, visited_with, Circle, CircleSet,
    CrossingSet, EntryKind, JackMove, JackPosition, PublicStep, View,
};

use super::belief::normalise;
use super::jack::{bearing, homeward};
use super::outlook::{Outlook, CIRCLE_NUMBERS, KINDS};

/// How sharply the modelled Jack prefers his better moves: a move better by one of the
/// Heuristic's units is `e^(1/TEMPERATURE)` times likelier.
const TEMPERATURE: f64 = 1.0;

/// The share of each of his choices the modelled Jack makes at random among his legal moves.
const STRAY: f64 = 0.1;

/// The prior weight of a Jack who moves at random, beside that of the hideouts not modelled.
const AIMLESS: f64 = 0.05;

/// How much the escape outweighs his best other move: the Heuristic takes it whenever he can.
const ESCAPE_LEAD: f64 = 20.0;

/// The hideouts modelled, the likeliest first.
pub(super) const MODELLED_HOMES: usize = 12;

/// The most states the model follows; past it the police keep their belief as it is.
const STATE_CAP: usize = 100_000;

/// Where the modelled Jack is and where he lives.
pub(super) struct Modelled {
    /// Jack's weight on each circle where he can be, summing to 1.
    pub(super) positions: Vec<(Circle, f64)>,
    /// The weight of each of `homes` (the hideouts given) after the record, summing to 1.
    pub(super) homes: Vec<(Circle, f64)>,
}

/// What the police know of one of Jack's moves: what his choice depended on.
struct MoveContext {
    kind: EntryKind,
    /// Whether the move declared the escape.
    escape: bool,
    /// Where his move began, with everything but his circle and hideout.
    position: JackPosition,
    outlook: Outlook,
}

/// One modelled Jack: where he lives (`None`: he moves at random), his prior weight, his weight
/// on each of the tracker's states and the log of how likely he made the record so far.
struct Follower {
    home: Option<Circle>,
    prior: f64,
    weights: Vec<f64>,
    log_likelihood: f64,
}

/// The model of `view`'s record, `homes` being every hideout candidate with its prior weight;
/// `None` before the kill, past the cap of states, or where the record explains none of the
/// Jacks modelled.
pub(super) fn model(view: &View, homes: &[(Circle, f64)]) -> Option<Modelled> {
    let searched = searched_circles(&view.tonight);
    let visit = |v: CircleSet, circles: &[Circle]| visited_with(&searched, v, circles);
    let mut ranked: Vec<(Circle, f64)> = homes.to_vec();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let modelled = &ranked[..ranked.len().min(MODELLED_HOMES)];
    let aimless_prior = AIMLESS + ranked[modelled.len()..].iter().map(|(_, w)| w).sum::<f64>();
    let mut followers: Vec<Follower> = modelled
        .iter()
        .map(|(h, w)| (Some(*h), *w))
        .chain(std::iter::once((None, aimless_prior)))
        .map(|(home, prior)| Follower {
            home,
            prior,
            weights: Vec::new(),
            log_likelihood: 0.0,
        })
        .collect();
    // The tracker's states (WC11.1.1) with their numbers of paths, which every follower weighs.
    let mut states: Vec<(Circle, CircleSet)> = Vec::new();
    let mut paths: Vec<u64> = Vec::new();
    let mut made = view.moves.iter().enumerate();
    for (i, step) in view.tonight.iter().enumerate() {
        let mut from: Vec<usize> = Vec::new();
        match *step {
            PublicStep::Kill { circles } => {
                states = circles
                    .iter()
                    .flatten()
                    .map(|c| (*c, visit(CircleSet::EMPTY, &[*c])))
                    .collect();
                paths = vec![1; states.len()];
                for f in &mut followers {
                    f.weights = vec![1.0; states.len()];
                }
            }
            PublicStep::Move { kind, policemen } => {
                let (index, seen) = made.next()?;
                let spaces = if kind == EntryKind::Coach { 2 } else { 1 };
                let later = &view.moves[index..];
                let used = |k: EntryKind| later.iter().filter(|m| m.kind == k).count() as u8;
                let context = MoveContext {
                    kind,
                    escape: view.tonight.get(i + 1) == Some(&PublicStep::Escape),
                    position: JackPosition {
                        at: Circle(0),
                        hideout: Circle(0),
                        policemen,
                        coaches: view.coaches + used(EntryKind::Coach),
                        alleys: view.alleys + used(EntryKind::Alley),
                        pawn: seen.space.checked_sub(spaces)?,
                    },
                    outlook: outlook(&states, &paths, policemen),
                };
                let mut listed: Vec<Option<Vec<(JackMove, f64)>>> = vec![None; CIRCLE_NUMBERS];
                let mut next: HashMap<(Circle, CircleSet), usize> = HashMap::new();
                let mut next_states: Vec<(Circle, CircleSet)> = Vec::new();
                let mut next_paths: Vec<u64> = Vec::new();
                // Each step of a path: the state it leaves, the state it reaches, and its place
                // among the moves listed from the circle left.
                let mut steps: Vec<(usize, usize, usize)> = Vec::new();
                for (s, (p, v)) in states.iter().enumerate() {
                    let moves =
                        listed[usize::from(p.0)].get_or_insert_with(|| bearings(*p, &context));
                    for (j, (m, _)) in moves.iter().enumerate() {
                        if m.kind() != kind {
                            continue;
                        }
                        let passed = match *m {
                            JackMove::Coach { first, second } => visit(*v, &[first, second]),
                            _ => visit(*v, &[m.end()]),
                        };
                        let to = *next.entry((m.end(), passed)).or_insert_with(|| {
                            next_states.push((m.end(), passed));
                            next_paths.push(0);
                            next_states.len() - 1
                        });
                        next_paths[to] += paths[s];
                        steps.push((s, to, j));
                    }
                }
                if next_states.len() > STATE_CAP {
                    return None;
                }
                for f in &mut followers {
                    let mut chances: Vec<Option<Vec<f64>>> = vec![None; CIRCLE_NUMBERS];
                    let mut weights = vec![0.0; next_states.len()];
                    for &(s, to, j) in &steps {
                        let p = states[s].0;
                        let chance = chances[usize::from(p.0)].get_or_insert_with(|| {
                            let moves = listed[usize::from(p.0)].as_deref().unwrap_or_default();
                            chances_of(moves, &context, f.home)
                        });
                        weights[to] += f.weights[s] * chance[j];
                    }
                    f.weights = weights;
                }
                states = next_states;
                paths = next_paths;
            }
            PublicStep::Search { circle, clue } => {
                from = (0..states.len())
                    .filter(|s| states[*s].1.contains(circle) == clue)
                    .collect();
            }
            PublicStep::FailedArrest { circle } => {
                from = (0..states.len())
                    .filter(|s| states[*s].0 != circle)
                    .collect();
            }
            PublicStep::Escape => {}
        }
        if matches!(
            step,
            PublicStep::Search { .. } | PublicStep::FailedArrest { .. }
        ) {
            states = from.iter().map(|s| states[*s]).collect();
            paths = from.iter().map(|s| paths[*s]).collect();
            for f in &mut followers {
                f.weights = from.iter().map(|s| f.weights[*s]).collect();
            }
        }
        for f in &mut followers {
            let total: f64 = f.weights.iter().sum();
            if total > 0.0 {
                f.log_likelihood += total.ln();
                f.weights.iter_mut().for_each(|w| *w /= total);
            } else {
                f.log_likelihood = f64::NEG_INFINITY;
            }
        }
        followers.retain(|f| f.log_likelihood.is_finite());
    }
    if view.moves.len()
        != view
            .tonight
            .iter()
            .filter(|s| matches!(s, PublicStep::Move { .. }))
            .count()
    {
        return None;
    }
    let most = followers
        .iter()
        .map(|f| f.log_likelihood)
        .fold(f64::NEG_INFINITY, f64::max);
    if !most.is_finite() || states.is_empty() {
        return None;
    }
    let mut at = vec![0.0; CIRCLE_NUMBERS];
    let mut posterior: HashMap<Option<Circle>, f64> = HashMap::new();
    for f in &followers {
        let weight = f.prior * (f.log_likelihood - most).exp();
        posterior.insert(f.home, weight);
        for ((p, _), w) in states.iter().zip(&f.weights) {
            at[usize::from(p.0)] += weight * w;
        }
    }
    let aimless = posterior.get(&None).copied().unwrap_or(0.0) / aimless_prior;
    let mut home_weights: Vec<(Circle, f64)> = homes
        .iter()
        .map(|(h, prior)| {
            let w = if modelled.iter().any(|(m, _)| m == h) {
                posterior.get(&Some(*h)).copied().unwrap_or(0.0)
            } else {
                prior * aimless
            };
            (*h, w)
        })
        .collect();
    let circles: CircleSet = states.iter().map(|(p, _)| *p).collect();
    let mut positions: Vec<(Circle, f64)> = circles
        .members()
        .map(|c| (c, at[usize::from(c.0)]))
        .collect();
    if normalise(&mut positions) <= 0.0 || normalise(&mut home_weights) <= 0.0 {
        return None;
    }
    Some(Modelled {
        positions,
        homes: home_weights,
    })
}

/// The Heuristic Jack's outlook (WC11.3) from the tracker's `states` with their `paths`: where
/// a move of each type would leave him, the policemen on `policemen`.
fn outlook(states: &[(Circle, CircleSet)], paths: &[u64], policemen: CrossingSet) -> Outlook {
    let board = board();
    let spreads = KINDS.map(|kind| {
        let mut by_number = vec![0u64; CIRCLE_NUMBERS];
        for ((p, _), n) in states.iter().zip(paths) {
            for (_, e) in jack_move_ends(board, *p, kind, &policemen) {
                by_number[usize::from(e.0)] += n;
            }
        }
        by_number
    });
    Outlook::of_paths(policemen, spreads)
}

/// Jack's legal moves from `at` at `context`, none of them the escape, each with the part of
/// its value that does not depend on his home.
fn bearings(at: Circle, context: &MoveContext) -> Vec<(JackMove, f64)> {
    let position = JackPosition {
        at,
        hideout: at,
        ..context.position
    };
    jack_moves(board(), &position)
        .into_iter()
        .map(|m| (m, bearing(&m, &context.outlook)))
        .collect()
}

/// For each of `listed` (the moves from one circle, none the escape, with their bearings), the
/// chance that the Jack living on `home` (at random for `None`) makes it at `context` as the
/// record shows it: of the record's type, and onto home with the escape declared when the
/// record declares it. A walk onto home may also declare the escape; on the last space it must.
fn chances_of(listed: &[(JackMove, f64)], context: &MoveContext, home: Option<Circle>) -> Vec<f64> {
    let left = i32::from(context.position.spaces_left());
    let onto_home = |m: &JackMove| matches!(m, JackMove::Walk { to, .. } if Some(*to) == home);
    let escape_listed = listed.iter().any(|(m, _)| onto_home(m));
    let mut values: Vec<Option<f64>> = listed
        .iter()
        .map(|(m, b)| match home {
            Some(_) if onto_home(m) && left <= 1 => None,
            Some(h) => Some(homeward(m, h, left).map_or_else(|lost| lost, |v| v + b)),
            None => Some(0.0),
        })
        .collect();
    let best = values
        .iter()
        .flatten()
        .fold(f64::NEG_INFINITY, |a, b| a.max(*b));
    let best = if best.is_finite() { best } else { 0.0 };
    let escape = escape_listed.then_some(best + ESCAPE_LEAD);
    let count = values.iter().flatten().count() + usize::from(escape.is_some());
    if count == 0 {
        return vec![0.0; listed.len()];
    }
    let top = values
        .iter()
        .flatten()
        .chain(escape.iter())
        .fold(f64::NEG_INFINITY, |a, b| a.max(*b));
    let soft = |v: f64| ((v - top) / TEMPERATURE).exp();
    let sum: f64 = values
        .iter()
        .flatten()
        .chain(escape.iter())
        .map(|v| soft(*v))
        .sum();
    let uniform = 1.0 / count as f64;
    let chance = |v: Option<f64>| match (home, v) {
        (_, None) => 0.0,
        (Some(_), Some(v)) => (1.0 - STRAY) * soft(v) / sum + STRAY * uniform,
        (None, Some(_)) => uniform,
    };
    let escape_chance = chance(escape);
    listed
        .iter()
        .zip(values.iter_mut())
        .map(|((m, _), v)| {
            if m.kind() != context.kind {
                0.0
            } else if context.escape {
                if onto_home(m) {
                    escape_chance
                } else {
                    0.0
                }
            } else {
                chance(*v)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use wc_engine::{GameConfig, GameState, Tracker, Viewer, DEFAULT_CAP};

    use super::super::arena::viewer_of;
    use super::super::belief::Belief;
    use super::super::hideouts::HideoutCandidates;
    use super::super::{HeuristicJack, HeuristicPolice, WcBot};
    use super::*;

    /// Over games of the Heuristic Jack against the Heuristic police, at each police decision of
    /// the hunt: the model weighs every circle the tracker allows and no other, Jack's own among
    /// them, and it puts a fifth more weight on Jack's circle than the Heuristic's belief does.
    #[test]
    fn the_model_finds_a_homebound_jack_and_rules_nothing_out() {
        let (mut plain, mut modelled, mut positions) = (0.0, 0.0, 0);
        for seed in 60..64 {
            let (mut game, _) = GameState::new(GameConfig::new(2, seed)).expect("setup");
            let mut jack = HeuristicJack::new(seed);
            let mut police = HeuristicPolice::new();
            let mut candidates = HideoutCandidates::default();
            while let Some(d) = game.pending() {
                let viewer = viewer_of(&game, d.seat);
                let view = game.view(viewer, Some(d.seat));
                if viewer == Viewer::Police && !view.tonight.is_empty() {
                    let at = game.jack_position().expect("the hunt");
                    let h = candidates.of(&view);
                    let belief = Belief::new(&view, &h);
                    let tracked = Tracker::follow(board(), &view.tonight, DEFAULT_CAP);
                    if tracked.home().is_none() {
                        let sharper = Belief::new(&view, &h).modelled(&view);
                        let weighed: CircleSet =
                            sharper.positions.iter().map(|(c, _)| *c).collect();
                        assert_eq!(weighed, tracked.positions(), "seed {seed}");
                        assert!(sharper.share(at) > 0.0, "seed {seed}: Jack on {at}");
                        plain += belief.share(at);
                        modelled += sharper.share(at);
                        positions += 1;
                    }
                }
                let answer = if viewer == Viewer::Jack {
                    jack.act(&view)
                } else {
                    police.act(&view)
                };
                game.apply(d.seat, answer).expect("a listed answer");
            }
        }
        let (plain, modelled) = (plain / positions as f64, modelled / positions as f64);
        assert!(positions > 100, "only {positions} positions");
        assert!(
            modelled > 1.2 * plain,
            "plain {plain:.3}, modelled {modelled:.3}"
        );
    }
}
