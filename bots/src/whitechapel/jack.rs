//! The heuristic Jack (WC11.3): a hideout in a crowded quarter with many short routes among the
//! red circles, marked women near it and decoys far, the kill nearest home (a wait when home is
//! too far for the night's moves), and routes that stay home-bound with a margin while keeping
//! the police tracker's states (run on the public record, as the police see it) many and Jack's
//! circle away from what policemen can reach; coaches and alleys are kept for traps.

use wc_engine::{
    board, Answer, Circle, CrossingSet, DecisionKind, EntryKind, JackMove, View, LAST_SPACE,
};

use super::distances::{distances, FAR};
use super::outlook::Outlook;
use super::WcBot;
use crate::uniform::Uniform;

/// The hideout is drawn among this many of the best circles.
const HIDEOUT_CHOICES: usize = 8;

/// The spare moves Jack keeps on his way home.
const MARGIN: i32 = 2;

/// The cost of a coach and of an alley token, in the units of a move's value.
const COACH_COST: f64 = 2.5;
const ALLEY_COST: f64 = 2.0;

/// What the circle's danger costs: per policeman that can reach a crossing next to it.
const DANGER: f64 = 3.0;

/// What the tracker's spread counts in a move's value, per unit of the log of its positions.
const SPREAD: f64 = 2.0;

/// A hideout's worth per circle within two normal moves of it: a crowded quarter leaves the
/// police many circles where each night's escape may have ended (WC11.1.5).
const CROWD: f64 = 0.075;

#[derive(Clone, Debug)]
pub struct HeuristicJack {
    pick: Uniform,
}

impl HeuristicJack {
    pub fn new(seed: u64) -> HeuristicJack {
        HeuristicJack {
            pick: Uniform::new(seed),
        }
    }
}

impl WcBot for HeuristicJack {
    fn act(&mut self, view: &View) -> Answer {
        let kind = view.pending.map(|d| d.kind);
        let chosen = match (kind, view.hideout) {
            (Some(DecisionKind::JackHideout), _) => Some(self.hideout(view)),
            (Some(DecisionKind::WomenPlace), Some(home)) => best(&view.answers, |a| match a {
                Answer::Women { marked, unmarked } => {
                    let d = |c: &Circle| f64::from(distances().between(*c, home));
                    -marked.iter().map(d).sum::<f64>() + 0.3 * unmarked.iter().map(d).sum::<f64>()
                }
                _ => f64::MIN,
            }),
            (Some(DecisionKind::KillOrWait), Some(home)) => kill_or_wait(view, home),
            (Some(DecisionKind::PatrolReveal), Some(home)) => best(&view.answers, |a| match a {
                Answer::Reveal(x) => -f64::from(distances().crossing_to(*x, home)),
                _ => f64::MIN,
            }),
            (Some(DecisionKind::JackMove), Some(home)) => {
                moves_ranked(view, home).into_iter().next()
            }
            _ => None,
        };
        chosen.unwrap_or_else(|| view.answers[0].clone())
    }
}

impl HeuristicJack {
    /// Among the circles in a crowded quarter, near many red circles and with many ways out,
    /// one of the best.
    fn hideout(&mut self, view: &View) -> Answer {
        let board = board();
        let d = distances();
        let red = board.red_circles();
        let mut scored: Vec<(f64, &Answer)> = view
            .answers
            .iter()
            .map(|a| {
                let value = match a {
                    Answer::Hideout(h) => {
                        red.members()
                            .map(|r| (-f64::from(d.between(*h, r)) / 2.0).exp())
                            .sum::<f64>()
                            + 0.1 * board.normal_moves(*h, &CrossingSet::EMPTY).len() as f64
                            + CROWD
                                * board.circles().filter(|c| d.between(*h, *c) <= 2).count() as f64
                    }
                    _ => f64::MIN,
                };
                (value, a)
            })
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let choices = scored.len().min(HIDEOUT_CHOICES);
        scored[self.pick.index(choices)].1.clone()
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

/// The victim nearest home (for the double event, the second nearest home and the first far
/// from it); a wait while home is too far for the moves a kill would leave.
fn kill_or_wait(view: &View, home: Circle) -> Option<Answer> {
    let kill = kills_ranked(view, home).into_iter().next()?;
    let can_wait = view.answers.contains(&Answer::Wait);
    if can_wait && !in_time(view, home, &kill) {
        Some(Answer::Wait)
    } else {
        Some(kill)
    }
}

/// Whether `kill` leaves the moves home with a margin and a few more to spare.
pub(super) fn in_time(view: &View, home: Circle, kill: &Answer) -> bool {
    let from = match kill {
        Answer::Kill(c) | Answer::DoubleKill(_, c) => *c,
        _ => return false,
    };
    let moves_after_kill = i32::from(LAST_SPACE - view.time);
    i32::from(distances().between(from, home)) + MARGIN + 4 <= moves_after_kill
}

/// The kills best first: the victim nearest home (for the double event, the second nearest
/// home and the first far from it); the listed order among equals.
pub(super) fn kills_ranked(view: &View, home: Circle) -> Vec<Answer> {
    let d = |c: &Circle| f64::from(distances().between(*c, home));
    let mut ranked: Vec<(f64, &Answer)> = view
        .answers
        .iter()
        .filter_map(|a| match a {
            Answer::Kill(c) => Some((-d(c), a)),
            Answer::DoubleKill(a1, b) => Some((-d(b) + 0.1 * d(a1), a)),
            _ => None,
        })
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked.into_iter().map(|(_, a)| a.clone()).collect()
}

/// Jack's moves best first: home-bound with a margin, away from the policemen's reach, keeping
/// the tracker's states many and the tokens for when they are needed; the listed order among
/// equals. The escape alone whenever it is there.
pub(super) fn moves_ranked(view: &View, home: Circle) -> Vec<Answer> {
    moves_ranked_in(view, home, &Outlook::new(&view.tonight, &view.policemen))
}

/// [`moves_ranked`] with the outlook of `view`'s record and policemen.
pub(super) fn moves_ranked_in(view: &View, home: Circle, outlook: &Outlook) -> Vec<Answer> {
    let escape = Answer::Jack(JackMove::Walk {
        to: home,
        declare: true,
    });
    if view.answers.contains(&escape) {
        return vec![escape];
    }
    let left = i32::from(view.spaces_left().unwrap_or(0));
    let value = |a: &Answer| match a {
        Answer::Jack(m) => move_value(m, home, left, outlook),
        _ => f64::MIN,
    };
    let mut ranked: Vec<(f64, &Answer)> = view.answers.iter().map(|a| (value(a), a)).collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked.into_iter().map(|(_, a)| a.clone()).collect()
}

/// The Heuristic's value of a move `m` other than the escape, made with `left` move-track
/// spaces left, home being `home` and `outlook` the record's and the policemen's.
pub(super) fn move_value(m: &JackMove, home: Circle, left: i32, outlook: &Outlook) -> f64 {
    homeward(m, home, left).map_or_else(|lost| lost, |v| v + bearing(m, outlook))
}

/// The part of a move's value that depends on home: how far it leaves him and how short of his
/// margin; `Err` with the whole value of a move that walks onto home without the escape or
/// leaves him no time to get there.
pub(super) fn homeward(m: &JackMove, home: Circle, left: i32) -> Result<f64, f64> {
    if let JackMove::Walk { declare: false, to } = m {
        if *to == home {
            return Err(-500.0);
        }
    }
    let to_home = i32::from(distances().between(m.end(), home));
    let after = left - i32::from(m.spaces());
    if to_home == i32::from(FAR) || to_home > after {
        return Err(-1000.0 - f64::from(to_home));
    }
    let short = f64::from((MARGIN - (after - to_home)).max(0));
    Ok(-f64::from(to_home) - 3.0 * short)
}

/// The part of a move's value that does not depend on home: the policemen's reach of its
/// circle, the tracker's spread after it, its token and whether it leaves him boxed in.
pub(super) fn bearing(m: &JackMove, outlook: &Outlook) -> f64 {
    let kind = m.kind();
    let cost = match kind {
        EntryKind::Alley => ALLEY_COST,
        EntryKind::Coach => COACH_COST,
        EntryKind::Walk | EntryKind::Kill => 0.0,
    };
    let end = m.end();
    let spread = outlook.spread(kind);
    let positions = spread.positions.max(1) as f64;
    let threat = f64::from(outlook.danger(end)) * (0.3 + spread.share(end));
    let stuck = if board().normal_moves(end, &outlook.policemen).is_empty() {
        8.0
    } else {
        0.0
    };
    -DANGER * threat + SPREAD * positions.ln() - cost - stuck
}
