//! The Strong police: the Heuristic's judgement on a sharper belief, and the project's
//! information-set search ([`search`]) over worlds drawn from it for each policeman's move.
//!
//! The belief is the Heuristic's sharpened by a model of how Jack moves (`jack_model`): the
//! tracker's states (WC11.1) weighted by how likely a Jack going home to each of the likeliest
//! hideouts would have made tonight's record. Every answer of the police is the Heuristic's on
//! that belief, but a policeman's move, which the search weighs among the Heuristic's best.
//! Each world takes one of Jack's paths tonight, its end drawn by the belief and the path
//! uniformly among those ending there (WC11.1.1), and a hideout among the candidates he can
//! still reach, by the belief's weights. In the world the other policemen move as the
//! Heuristic moves them and each acts on the same belief: an arrest where a circle next to him
//! carries enough of Jack's weight, else a search of the likeliest circle. Jack then moves as
//! the Heuristic Jack would; the costly part of his judgement, the tracker, depends on the
//! public record and the policemen alone, so it is shared by every world with the same record.
//! The world is worth an arrest to the police, or after Jack's move how likely they are to
//! arrest him on the next round and how tight his way home is; a move earns a little more the
//! higher the Heuristic ranks it, so that near ties keep the Heuristic's order.
//!
//! [`search`]: crate::search

use std::cell::RefCell;
use std::convert::Infallible;
use std::rc::Rc;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use wc_engine::{
    board, Answer, Circle, CircleSet, Crossing, CrossingSet, DecisionKind, GameState, JackGuess,
    JackMove, PoliceAction, Policeman, PublicStep, Seat, Side, TonightPaths, View, Viewer,
    WORLD_JACK, WORLD_POLICE,
};

use super::belief::Belief;
use super::distances::distances;
use super::jack::moves_ranked_in;
use super::outlook::Outlook;
use super::police::ARREST_SHARE;
use super::{HeuristicPolice, WcBot};
use crate::search::{search, SearchGame};

/// Iterations of the Strong level.
pub const WC_STRONG_ITERATIONS: u32 = 200;
/// The Heuristic's best moves the search weighs.
const ROOT_CHOICES: usize = 5;
/// The states the tracker may keep over tonight's steps to draw paths; past it the Heuristic
/// answers.
const PATHS_CAP: usize = 300_000;
/// Draws of a world before the Heuristic answers instead.
const DRAWS: u32 = 20;
/// What the Heuristic's order adds to a move's worth, for its first, so that the search leaves
/// its order only for a clearly better move.
const PREFER: f64 = 0.02;
/// What a tight way home counts beside the next round's arrest.
const TRAP_WEIGHT: f64 = 0.5;

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
        let belief = self.police.belief(view).modelled(view);
        let heuristic = HeuristicPolice::answer(view, &belief);
        let Some(DecisionKind::PoliceMove { policeman }) = view.pending.map(|d| d.kind) else {
            return heuristic;
        };
        if view.answers.len() <= 1 || belief.positions.is_empty() {
            return heuristic;
        }
        let Some(paths) = TonightPaths::follow(board(), &view.tonight, PATHS_CAP) else {
            return heuristic;
        };
        let Some(first) = (0..DRAWS).find_map(|_| world(view, &paths, &belief, &mut self.rng))
        else {
            return heuristic;
        };
        let game = Round {
            night: view.night,
            round: view.round,
            acting: policeman,
            choices: HeuristicPolice::moves_ranked(view, &belief)
                .into_iter()
                .take(ROOT_CHOICES)
                .collect(),
            belief: &belief,
            later_moves: RefCell::new(Vec::new()),
            outlooks: RefCell::new(Vec::new()),
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
        choice: None,
    })
}

/// A world of the search: one game the police cannot tell from theirs.
#[derive(Clone, Debug)]
pub struct HuntWorld {
    game: GameState,
    /// The place among the choices of the move searched, once it is made.
    choice: Option<usize>,
}

/// The rest of the round from one policeman's move, searched by the police: the tree holds
/// that move, and everything after it until Jack's next move is played in the world.
struct Round<'a> {
    night: u8,
    round: u8,
    acting: Policeman,
    /// The Heuristic's best moves for the policeman searched, best first.
    choices: Vec<Answer>,
    /// The police's belief now; nothing is revealed until their actions.
    belief: &'a Belief,
    /// The other policemen's moves in the world, by the policeman and where the policemen
    /// stand.
    later_moves: RefCell<Vec<(Placing, Answer)>>,
    /// Jack's outlook by what it is drawn from.
    outlooks: RefCell<Vec<(Seen, Rc<Outlook>)>>,
}

/// A policeman to move and where the policemen stand.
type Placing = (Policeman, [Option<Crossing>; 5]);

/// What Jack's outlook is drawn from: the public record and the policemen before his move.
type Seen = (Vec<PublicStep>, [Option<Crossing>; 5]);

impl Round<'_> {
    /// Whether `world` waits for the decision searched.
    fn at_choice(&self, world: &HuntWorld) -> bool {
        !world.game.is_over()
            && world.game.night() == self.night
            && world.game.round() == self.round
            && world.game.pending().map(|d| d.kind)
                == Some(DecisionKind::PoliceMove {
                    policeman: self.acting,
                })
    }

    /// The decisions of `world` answered in it up to Jack's next move or the night's end;
    /// `false` if one is refused.
    fn answer_in_world(&self, world: &mut HuntWorld) -> bool {
        while !world.game.is_over() && world.game.night() == self.night {
            let Some(d) = world.game.pending() else {
                return true;
            };
            let answer = match d.kind {
                DecisionKind::JackMove => return true,
                DecisionKind::PoliceMove { policeman } => self.later_move(&world.game, policeman),
                _ => self.police_acting(&world.game),
            };
            if world.game.apply(d.seat, answer).is_err() {
                return false;
            }
        }
        true
    }

    /// The move of `policeman`: the Heuristic's on the police's belief.
    fn later_move(&self, game: &GameState, policeman: Policeman) -> Answer {
        let at = (policeman, game.policemen());
        if let Some((_, a)) = self.later_moves.borrow().iter().find(|(p, _)| *p == at) {
            return a.clone();
        }
        let view = game.view(Viewer::Police, Some(WORLD_POLICE));
        let answer = HeuristicPolice::moves_ranked(&view, self.belief)
            .into_iter()
            .next()
            .unwrap_or_else(|| view.answers[0].clone());
        self.later_moves.borrow_mut().push((at, answer.clone()));
        answer
    }

    /// A policeman's search or arrest on the police's belief: the arrest of the heaviest
    /// circle next to him when it carries enough of Jack's weight, else one search of the
    /// heaviest he may search.
    fn police_acting(&self, game: &GameState) -> Answer {
        let answers = game.legal_answers();
        let weight = |a: &Answer| match a {
            Answer::Police(PoliceAction::Arrest(c) | PoliceAction::Search(c)) => {
                self.belief.share(*c)
            }
            _ => -1.0,
        };
        let heaviest = |arrest: bool| {
            answers
                .iter()
                .filter(|a| {
                    matches!(
                        (a, arrest),
                        (Answer::Police(PoliceAction::Arrest(_)), true)
                            | (Answer::Police(PoliceAction::Search(_)), false)
                    )
                })
                .max_by(|a, b| weight(a).total_cmp(&weight(b)))
                .cloned()
        };
        let stop = answers
            .iter()
            .find(|a| matches!(a, Answer::Police(PoliceAction::Stop | PoliceAction::Pass)))
            .cloned();
        heaviest(true)
            .filter(|a| weight(a) >= ARREST_SHARE)
            .or(stop)
            .or_else(|| heaviest(false))
            .unwrap_or_else(|| answers[0].clone())
    }

    /// Jack's outlook in `game` before his move, shared by the worlds with the same record and
    /// policemen.
    fn outlook(&self, view: &View) -> Rc<Outlook> {
        let mut outlooks = self.outlooks.borrow_mut();
        if let Some((_, o)) = outlooks
            .iter()
            .find(|((r, p), _)| *p == view.policemen && *r == view.tonight)
        {
            return o.clone();
        }
        let outlook = Rc::new(Outlook::new(&view.tonight, &view.policemen));
        outlooks.push(((view.tonight.clone(), view.policemen), outlook.clone()));
        outlook
    }

    /// The police's worth of `world` where Jack is to move: he moves as the Heuristic Jack;
    /// then how likely the police arrest him on the next round (a policeman can reach him and
    /// his circle carries weight), and how tight his way home is past the policemen.
    fn worth_before_jack(&self, world: &HuntWorld) -> f64 {
        let game = &world.game;
        let (Some(home), Some(at_space)) = (game.hideout(), game.pawn()) else {
            return 0.5;
        };
        let view = game.view(Viewer::Jack, Some(WORLD_JACK));
        let outlook = self.outlook(&view);
        let Some(Answer::Jack(m)) = moves_ranked_in(&view, home, &outlook).into_iter().next()
        else {
            return 1.0;
        };
        if let JackMove::Walk { declare: true, .. } = m {
            return 0.0;
        }
        let end = m.end();
        let capture = if outlook.danger(end) > 0 {
            (outlook.spread(m.kind()).share(end) / ARREST_SHARE).min(1.0)
        } else {
            0.0
        };
        let left = i32::from(wc_engine::LAST_SPACE) - i32::from(at_space) - i32::from(m.spaces());
        let trap = match walks_home(end, home, &game.policemen_crossings(), left) {
            None => 1.0,
            Some(walks) => (-f64::from(left - walks) / 2.0).exp(),
        };
        capture + (1.0 - capture) * TRAP_WEIGHT * trap
    }
}

/// The fewest normal moves from `from` to `home` past the policemen on `blocked`, if there are
/// at most `most`.
fn walks_home(from: Circle, home: Circle, blocked: &CrossingSet, most: i32) -> Option<i32> {
    let board = board();
    let mut seen = CircleSet::EMPTY;
    seen.insert(from);
    let mut frontier = vec![from];
    for walks in 0..=most {
        if frontier.contains(&home) {
            return Some(walks);
        }
        let mut next = Vec::new();
        for c in frontier {
            for n in board.normal_moves(c, blocked).members() {
                if !seen.contains(n) {
                    seen.insert(n);
                    next.push(n);
                }
            }
        }
        if next.is_empty() {
            return None;
        }
        frontier = next;
    }
    None
}

impl SearchGame for Round<'_> {
    type World = HuntWorld;
    type Seat = Seat;
    type Answer = Answer;
    type Action = Answer;
    type Head = Infallible;

    const ROLLOUT_DECISIONS: usize = 0;

    fn seat_to_answer(&self, world: &HuntWorld) -> Option<Seat> {
        self.at_choice(world).then_some(WORLD_POLICE)
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
        if self.at_choice(world) {
            world.choice = self.choices.iter().position(|a| *a == action);
        }
        world.game.apply(seat, action).is_ok() && self.answer_in_world(world)
    }

    /// The police's reward is 1 for an arrest, 0 for Jack home, else their worth of the world
    /// before Jack's move; Jack's the rest.
    fn rewards(&self, world: &HuntWorld) -> Vec<f64> {
        let police = match world.game.result() {
            Some(result) => f64::from(u8::from(result.winner == Side::Police)),
            None if world.game.night() != self.night => 0.0,
            None => self.worth_before_jack(world),
        };
        let rank = world.choice.unwrap_or(ROOT_CHOICES) as f64;
        let police = (police + PREFER * (1.0 - rank / ROOT_CHOICES as f64)).min(1.0);
        vec![1.0 - police, police]
    }

    /// The Heuristic's best moves.
    fn answer_order(&self, _rng: &mut ChaCha8Rng, _world: &HuntWorld, _seat: Seat) -> Vec<Answer> {
        self.choices.clone()
    }

    fn rollout_action(
        &self,
        _rng: &mut ChaCha8Rng,
        _world: &HuntWorld,
        _seat: Seat,
    ) -> Option<Answer> {
        None
    }
}
