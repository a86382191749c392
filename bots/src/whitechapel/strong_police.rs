//! The Strong police: the project's information-set search ([`search`]) over worlds drawn from
//! the public record. Each world takes one of Jack's paths tonight, drawn in proportion to the
//! Heuristic's weight on where it ends (its number of paths and how well it reaches the likely
//! hideouts, WC11.1.1, WC11.2), the path drawn uniformly among those ending there, and a
//! hideout among the candidates he can still reach, by the Heuristic's weights. The search
//! plays to the end of the night. Its tree branches on the policemen's moves: at the decision
//! searched the Heuristic's best few, deeper the moves nearest the world's Jack first. Every
//! other decision is answered in the world: Jack's by a homing rule that keeps clear of the
//! policemen, the police's searches and arrests by arresting the world's Jack now and then when
//! he stands next to one (a search tells nothing in a world whose path is known). Past the
//! tree the policemen step towards the world's Jack or at random. The search is asked only for
//! a policeman's move; the police's other decisions are the Heuristic's.
//!
//! [`search`]: crate::search

use std::convert::Infallible;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use wc_engine::{
    board, Answer, Circle, DecisionKind, GameState, JackGuess, JackMove, PoliceAction, Seat, Side,
    TonightPaths, View, WORLD_POLICE,
};

use super::belief::Belief;
use super::distances::distances;
use super::{HeuristicPolice, WcBot};
use crate::search::{search, SearchGame};

/// Iterations of the Strong level.
pub const WC_STRONG_ITERATIONS: u32 = 200;
/// The Heuristic's best moves the search weighs at the decision searched.
const ROOT_CHOICES: usize = 5;
/// The states the tracker may keep over tonight's steps to draw paths; past it the Heuristic
/// answers.
const PATHS_CAP: usize = 300_000;
/// Draws of a world before the Heuristic answers instead.
const DRAWS: u32 = 20;
/// How often a policeman past the tree steps towards the world's Jack rather than at random.
const CLOSE_IN: u64 = 2;
/// How often a policeman past the tree next to the world's Jack arrests him: one in this many.
const ARREST_ODDS: u64 = 3;
/// What a circle a policeman can reach next costs the world's Jack, in moves home.
const DANGER: i32 = 2;

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct StrongPolice {
    police: HeuristicPolice,
    rng: ChaCha8Rng,
    iterations: u32,
}

impl StrongPolice {
    pub fn new(seed: u64, iterations: u32) -> StrongPolice {
        StrongPolice {
            police: HeuristicPolice::new(),
            rng: ChaCha8Rng::seed_from_u64(seed),
            iterations,
        }
    }
}

impl WcBot for StrongPolice {
    fn act(&mut self, view: &View) -> Answer {
        let belief = self.police.belief(view);
        let heuristic = HeuristicPolice::answer(view, &belief);
        let Some(DecisionKind::PoliceMove { policeman }) = view.pending.map(|d| d.kind) else {
            return heuristic;
        };
        if view.answers.len() <= 1 {
            return heuristic;
        }
        let Some(paths) = TonightPaths::follow(board(), &view.tonight, PATHS_CAP) else {
            return heuristic;
        };
        let Some(first) = (0..DRAWS).find_map(|_| world(view, &paths, &belief, &mut self.rng))
        else {
            return heuristic;
        };
        let game = Hunt {
            night: view.night,
            round: view.round,
            policeman_moves: HeuristicPolice::moves_ranked(view, &belief),
            acting: policeman,
        };
        let deal = |rng: &mut ChaCha8Rng| {
            (0..DRAWS)
                .find_map(|_| world(view, &paths, &belief, rng))
                .unwrap_or_else(|| first.clone())
        };
        search(
            &game,
            &mut self.rng,
            self.iterations,
            WORLD_POLICE,
            &first,
            deal,
        )
        .filter(|a| view.answers.contains(a))
        .unwrap_or(heuristic)
    }
}

/// A number below `n` (0 when `n` is 0).
fn below(rng: &mut ChaCha8Rng, n: u64) -> u64 {
    rng.next_u64() % n.max(1)
}

/// One of `weighted` drawn in proportion to its weight.
fn weighted(rng: &mut ChaCha8Rng, weighted: &[(Circle, f64)]) -> Option<Circle> {
    let total: f64 = weighted.iter().map(|(_, w)| w).sum();
    if total <= 0.0 {
        return None;
    }
    let mut at = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (c, w) in weighted {
        if at < *w {
            return Some(*c);
        }
        at -= w;
    }
    weighted.last().map(|(c, _)| *c)
}

/// A world of the police's `view`: where Jack is by the belief, a path there, a hideout he can
/// reach from it; `None` if the draw makes none.
fn world(
    view: &View,
    paths: &TonightPaths,
    belief: &Belief,
    rng: &mut ChaCha8Rng,
) -> Option<HuntWorld> {
    let end = weighted(rng, &belief.positions)?;
    let drawn = paths.draw(board(), Some(end), &mut |n| below(rng, n))?;
    let left = view.spaces_left()?;
    let d = distances();
    let reachable: Vec<(Circle, f64)> = belief
        .home_weights()
        .iter()
        .filter(|(h, _)| d.between(end, *h) <= left)
        .copied()
        .collect();
    let hideout = weighted(rng, &reachable).or_else(|| weighted(rng, belief.home_weights()))?;
    let guess = JackGuess {
        hideout,
        start: drawn.start,
        path: drawn.path,
    };
    Some(HuntWorld {
        game: GameState::world(board(), view, Some(&guess))?,
        chance: ChaCha8Rng::seed_from_u64(rng.next_u64()),
    })
}

/// A world of the search: the game, and the chance its policemen past the tree draw from.
#[derive(Clone, Debug)]
pub struct HuntWorld {
    game: GameState,
    chance: ChaCha8Rng,
}

/// Tonight's hunt from one policeman's move, searched by the police: the tree branches on the
/// policemen's moves, and every other decision is answered in the world, Jack's by
/// [`homing_jack`] and the police's searches and arrests by [`police_acting`].
struct Hunt {
    night: u8,
    round: u8,
    acting: wc_engine::Policeman,
    /// The moves of the decision searched, best first by the Heuristic.
    policeman_moves: Vec<Answer>,
}

impl Hunt {
    /// Whether `world` is still in the night searched.
    fn tonight(&self, world: &HuntWorld) -> bool {
        !world.game.is_over() && world.game.night() == self.night
    }

    /// The decisions of `world` answered in it, up to the next policeman's move or the night's
    /// end; `false` if one is refused.
    fn answer_in_world(&self, world: &mut HuntWorld) -> bool {
        while self.tonight(world) {
            let Some(d) = world.game.pending() else {
                return true;
            };
            let answer = match d.kind {
                DecisionKind::PoliceMove { .. } => return true,
                DecisionKind::JackMove => homing_jack(&world.game),
                _ => police_acting(&world.game, &mut world.chance),
            };
            if world.game.apply(d.seat, answer).is_err() {
                return false;
            }
        }
        true
    }
}

impl SearchGame for Hunt {
    type World = HuntWorld;
    type Seat = Seat;
    type Answer = Answer;
    type Action = Answer;
    type Head = Infallible;

    const ROLLOUT_DECISIONS: usize = 100;

    fn seat_to_answer(&self, world: &HuntWorld) -> Option<Seat> {
        if !self.tonight(world) {
            return None;
        }
        world.game.pending().map(|d| d.seat)
    }

    fn seat_index(seat: Seat) -> usize {
        usize::from(seat.0)
    }

    fn is_legal(&self, world: &HuntWorld, _seat: Seat, answer: &Answer) -> bool {
        world.game.check(answer).is_ok()
    }

    fn answer_action(answer: Answer) -> Answer {
        answer
    }

    fn apply(&self, world: &mut HuntWorld, seat: Seat, action: Answer) -> bool {
        world.game.apply(seat, action).is_ok() && self.answer_in_world(world)
    }

    /// Jack's reward is 1 for a night he gets home, the police's for a night they end the game.
    fn rewards(&self, world: &HuntWorld) -> Vec<f64> {
        let jack = match world.game.result() {
            Some(result) => f64::from(u8::from(result.winner == Side::Jack)),
            None if world.game.night() != self.night => 1.0,
            None => 0.5,
        };
        vec![jack, 1.0 - jack]
    }

    /// At the decision searched, the Heuristic's best moves; deeper, the moves nearest the
    /// world's Jack first.
    fn answer_order(&self, _rng: &mut ChaCha8Rng, world: &HuntWorld, _seat: Seat) -> Vec<Answer> {
        let pending = world.game.pending().map(|d| d.kind);
        if pending
            == Some(DecisionKind::PoliceMove {
                policeman: self.acting,
            })
            && world.game.round() == self.round
        {
            return self
                .policeman_moves
                .iter()
                .take(ROOT_CHOICES)
                .cloned()
                .collect();
        }
        let mut answers = world.game.legal_answers();
        if let Some(at) = world.game.jack_position() {
            answers.sort_by_key(|a| match a {
                Answer::MoveTo(x) => distances().crossing_to(*x, at),
                _ => u8::MAX,
            });
        }
        answers
    }

    /// A policeman's move past the tree: towards the world's Jack, or at random.
    fn rollout_action(
        &self,
        rng: &mut ChaCha8Rng,
        world: &HuntWorld,
        _seat: Seat,
    ) -> Option<Answer> {
        let answers = world.game.legal_answers();
        let closer = match (world.game.jack_position(), below(rng, CLOSE_IN)) {
            (Some(at), 0) => answers
                .iter()
                .min_by_key(|a| match a {
                    Answer::MoveTo(x) => distances().crossing_to(*x, at),
                    _ => u8::MAX,
                })
                .cloned(),
            _ => None,
        };
        closer.or_else(|| {
            answers
                .get(below(rng, answers.len() as u64) as usize)
                .cloned()
        })
    }
}

/// A policeman's search or arrest in a world: now and then the arrest of the world's Jack when
/// he stands next to him, else no search (it tells nothing in a world whose path is known).
fn police_acting(world: &GameState, chance: &mut ChaCha8Rng) -> Answer {
    let answers = world.legal_answers();
    let arrest = world
        .jack_position()
        .map(|at| Answer::Police(PoliceAction::Arrest(at)));
    if let Some(a) = arrest.filter(|a| answers.contains(a)) {
        if below(chance, ARREST_ODDS) == 0 {
            return a;
        }
    }
    answers
        .iter()
        .find(|a| matches!(a, Answer::Police(PoliceAction::Pass | PoliceAction::Stop)))
        .or_else(|| {
            answers
                .iter()
                .find(|a| !matches!(a, Answer::Police(PoliceAction::Arrest(_))))
        })
        .unwrap_or(&answers[0])
        .clone()
}

/// Jack in a world: the escape when he can make it, else the move that ends nearest home with
/// time to spare for it, away from the circles next to a policeman, coaches and alleys only
/// when they are worth a move each.
fn homing_jack(world: &GameState) -> Answer {
    let answers = world.legal_answers();
    let Some(home) = world.hideout() else {
        return answers[0].clone();
    };
    let d = distances();
    let left =
        i32::from(wc_engine::LAST_SPACE) - i32::from(world.pawn().unwrap_or(wc_engine::LAST_SPACE));
    let policemen: Vec<wc_engine::Crossing> = world.policemen().iter().flatten().copied().collect();
    let value = |a: &Answer| -> i32 {
        let Answer::Jack(m) = a else {
            return i32::MIN;
        };
        if let JackMove::Walk { declare: true, .. } = m {
            return i32::MAX;
        }
        let end = m.end();
        let to_home = i32::from(d.between(end, home));
        if to_home > left - i32::from(m.spaces()) {
            return -1000 - to_home;
        }
        let near = policemen
            .iter()
            .filter(|x| d.crossing_to(**x, end) == 0)
            .count() as i32;
        let cost = match m {
            JackMove::Walk { .. } => 0,
            JackMove::Alley { .. } => 1,
            JackMove::Coach { .. } => 2,
        };
        -to_home - DANGER * near - cost
    };
    answers
        .iter()
        .max_by_key(|a| value(a))
        .cloned()
        .unwrap_or_else(|| answers[0].clone())
}
