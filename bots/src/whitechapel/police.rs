//! The heuristic police (WC11.2), for every police seat: the tracker of WC11.1 run on the
//! public record and the hideout candidates across nights give a belief of where Jack is and
//! where he lives; policemen move to cover the heaviest circles and the routes from them to the
//! likely hideouts, arrest when one circle carries enough of the weight and otherwise search
//! the circles that split the states most evenly; patrols go near the likely hideouts and the
//! women, and the wretched move away from the likely hideouts.

use wc_engine::{board, Answer, Circle, CircleSet, Crossing, DecisionKind, PoliceAction, View};

use super::belief::Belief;
use super::distances::distances;
use super::hideouts::HideoutCandidates;
use super::WcBot;

/// An arrest is made on a circle with at least this share of Jack's weight.
pub(super) const ARREST_SHARE: f64 = 0.3;

/// A search is worth it when either answer keeps at least this share of the weight out.
const USEFUL_SPLIT: f64 = 0.04;

/// How much blocking Jack's routes home counts beside covering his circles.
const BLOCK_WEIGHT: f64 = 0.6;

#[derive(Clone, Debug, Default)]
pub struct HeuristicPolice {
    hideouts: HideoutCandidates,
}

impl HeuristicPolice {
    pub fn new() -> HeuristicPolice {
        HeuristicPolice::default()
    }

    /// What the police believe of Jack from `view` (WC11.2).
    pub(super) fn belief(&mut self, view: &View) -> Belief {
        Belief::new(view, &self.hideouts.of(view))
    }

    /// The answer to `view`'s decision for the police who believe `belief`.
    pub(super) fn answer(view: &View, belief: &Belief) -> Answer {
        let kind = view.pending.map(|d| d.kind);
        let chosen = match kind {
            Some(DecisionKind::PatrolPlace) => {
                best(&view.answers, |a| patrol_value(a, view, belief))
            }
            Some(DecisionKind::WretchedMove) => best(&view.answers, |a| match a {
                Answer::MoveWretched { from, to } => {
                    belief.distance_home(*to) - belief.distance_home(*from)
                }
                _ => 0.0,
            }),
            Some(DecisionKind::PoliceMove { .. }) => HeuristicPolice::moves_ranked(view, belief)
                .into_iter()
                .next(),
            Some(DecisionKind::PoliceAction { .. } | DecisionKind::SearchMore { .. }) => {
                action(&view.answers, belief)
            }
            _ => None,
        };
        chosen.unwrap_or_else(|| view.answers[0].clone())
    }

    /// The answers to a policeman's move, best first by their worth for the police who believe
    /// `belief`; the listed order among equals.
    pub(super) fn moves_ranked(view: &View, belief: &Belief) -> Vec<Answer> {
        let Some(DecisionKind::PoliceMove { policeman }) = view.pending.map(|d| d.kind) else {
            return view.answers.clone();
        };
        let others: Vec<Crossing> = view
            .policemen
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != policeman.index())
            .filter_map(|(_, x)| *x)
            .collect();
        let mut ranked: Vec<(f64, &Answer)> = view
            .answers
            .iter()
            .map(|a| match a {
                Answer::MoveTo(x) => (move_value(*x, &others, belief), a),
                _ => (f64::MIN, a),
            })
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
        ranked.into_iter().map(|(_, a)| a.clone()).collect()
    }
}

impl WcBot for HeuristicPolice {
    fn act(&mut self, view: &View) -> Answer {
        let belief = self.belief(view);
        HeuristicPolice::answer(view, &belief)
    }
}

/// The answer of highest value; the first listed among equals.
fn best(answers: &[Answer], value: impl Fn(&Answer) -> f64) -> Option<Answer> {
    let mut top: Option<(&Answer, f64)> = None;
    for a in answers {
        let v = value(a);
        if top.is_none_or(|(_, t)| v > t) {
            top = Some((a, v));
        }
    }
    top.map(|(a, _)| a.clone())
}

/// A crossing's worth for a policeman's token: near the likely hideouts and the women.
fn crossing_worth(x: Crossing, view: &View, belief: &Belief) -> f64 {
    let d = distances();
    let homes: f64 = belief
        .homes
        .iter()
        .map(|(h, w)| w * (-f64::from(d.crossing_to(x, *h)) / 2.0).exp())
        .sum();
    let women: f64 = view
        .women
        .iter()
        .map(|(c, _)| (-f64::from(d.crossing_to(x, *c)) / 2.0).exp())
        .sum::<f64>()
        / view.women.len().max(1) as f64;
    homes + 0.5 * women
}

fn patrol_value(answer: &Answer, view: &View, belief: &Belief) -> f64 {
    match answer {
        Answer::Patrols { policemen, .. } => policemen
            .iter()
            .map(|x| crossing_worth(*x, view, belief))
            .sum(),
        _ => f64::MIN,
    }
}

/// A policeman's worth on `x`: Jack's weight on the circles next to it (half where another
/// policeman already stands next to them), and the routes home from Jack's circles it lies on.
fn move_value(x: Crossing, others: &[Crossing], belief: &Belief) -> f64 {
    let board = board();
    let d = distances();
    let covered: CircleSet = others
        .iter()
        .flat_map(|o| board.circles_next_to(*o).members())
        .collect();
    let cover: f64 = board
        .circles_next_to(x)
        .members()
        .map(|c| {
            let w = belief.share(c);
            if covered.contains(c) {
                w / 2.0
            } else {
                w
            }
        })
        .sum();
    let block: f64 = belief
        .positions
        .iter()
        .map(|(p, pw)| {
            pw * belief
                .homes
                .iter()
                .filter(|(h, _)| d.crossing_to(x, *p) + d.crossing_to(x, *h) <= d.between(*p, *h))
                .map(|(_, hw)| hw)
                .sum::<f64>()
        })
        .sum();
    let approach: f64 = belief
        .positions
        .iter()
        .map(|(p, w)| w * f64::from(d.crossing_to(x, *p)))
        .sum();
    cover + BLOCK_WEIGHT * block - 0.01 * approach
}

/// A search or an arrest: the arrest when its circle carries enough weight, else the search
/// that splits the weight most evenly, else the likeliest arrest.
fn action(answers: &[Answer], belief: &Belief) -> Option<Answer> {
    let mut arrest: Option<(Circle, f64)> = None;
    let mut search: Option<(Circle, f64)> = None;
    for a in answers {
        match a {
            Answer::Police(PoliceAction::Arrest(c)) => {
                let w = belief.share(*c);
                if arrest.is_none_or(|(_, t)| w > t) {
                    arrest = Some((*c, w));
                }
            }
            Answer::Police(PoliceAction::Search(c)) => {
                let yes = belief.visited_share(*c);
                let split = yes.min(1.0 - yes);
                if search.is_none_or(|(_, t)| split > t) {
                    search = Some((*c, split));
                }
            }
            _ => {}
        }
    }
    let stop = answers
        .iter()
        .find(|a| matches!(a, Answer::Police(PoliceAction::Stop)))
        .cloned();
    match (arrest, search) {
        (Some((c, w)), _) if w >= ARREST_SHARE => Some(Answer::Police(PoliceAction::Arrest(c))),
        (_, Some((c, s))) if s >= USEFUL_SPLIT => Some(Answer::Police(PoliceAction::Search(c))),
        _ if stop.is_some() => stop,
        (Some((c, w)), _) if w > 0.0 => Some(Answer::Police(PoliceAction::Arrest(c))),
        _ => None,
    }
}
