//! The Strong bot of Family Business: the project's information-set search ([`search`]) over
//! worlds dealt from the seat's view ([`GameState::world`]). A search sees four rounds of turns
//! ahead, or to the end of the game if that comes first; a node adds its answers in the
//! Heuristic's order (one step ahead, the rest of the turn by the defaults), and rollouts play
//! the Heuristic's way on a few answers: the best of the first and two at random. (Measured in
//! docs/bots.md: rollouts half at random, or two rounds ahead, left the search no better than
//! the Heuristic.)
//! Each seat's reward is 1 for a win (shared in a draw), 0 for a loss, and otherwise its
//! standing ([`value::standing`]) squashed to 0..1. A level is a number of iterations, so a
//! game replays from its seeds.
//!
//! [`search`]: crate::search
//! [`value::standing`]: super::value::standing

use std::convert::Infallible;

use fb_engine::{Answer, GameConfig, GameState, Outcome, PlayerId, View};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use super::heuristic::after;
use super::value::standing;
use super::FbBot;
use crate::search::{search, SearchGame};

/// Iterations of the level offered in the page.
pub const FB_STRONG_ITERATIONS: u32 = 300;
/// Rounds of turns a search looks ahead.
const HORIZON_ROUNDS: u32 = 4;
/// A standing of this many mobsters is worth a reward of about 0.73 (a logistic curve).
const REWARD_SCALE: f64 = 2.0;
/// Answers a node weighs one step ahead before it widens; the rest follow in the listed order.
const ORDERED: usize = 12;
/// Answers a rollout weighs at a decision (the first answer and others at random).
const ROLLOUT_CANDIDATES: usize = 3;

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct StrongBot {
    rng: ChaCha8Rng,
    iterations: u32,
    config: GameConfig,
}

impl StrongBot {
    pub fn new(seed: u64, iterations: u32, config: GameConfig) -> StrongBot {
        StrongBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            iterations,
            config,
        }
    }
}

impl FbBot for StrongBot {
    fn act(&mut self, view: &View) -> Answer {
        let first_answer = view.legal[0];
        let (Some(seat), true) = (view.seat, view.legal.len() > 1) else {
            return first_answer;
        };
        let Some(first) = GameState::world(&self.config, view, self.rng.next_u64()) else {
            return first_answer;
        };
        let game = FamilyBusiness {
            last_turn: first.turn() + HORIZON_ROUNDS * view.seats.len() as u32,
        };
        let config = &self.config;
        let deal = |rng: &mut ChaCha8Rng| {
            GameState::world(config, view, rng.next_u64()).unwrap_or_else(|| first.clone())
        };
        search(&game, &mut self.rng, self.iterations, seat, &first, deal)
            .filter(|a| view.legal.contains(a))
            .unwrap_or(first_answer)
    }
}

/// The game searched from one decision, up to a last turn.
struct FamilyBusiness {
    last_turn: u32,
}

impl SearchGame for FamilyBusiness {
    type World = GameState;
    type Seat = PlayerId;
    type Answer = Answer;
    type Action = Answer;
    type Head = Infallible;

    const ROLLOUT_DECISIONS: usize = 400;

    fn seat_to_answer(&self, world: &GameState) -> Option<PlayerId> {
        if world.turn() > self.last_turn {
            return None;
        }
        world.pending().map(|d| d.seat)
    }

    fn seat_index(seat: PlayerId) -> usize {
        seat.index()
    }

    fn is_legal(&self, world: &GameState, seat: PlayerId, answer: &Answer) -> bool {
        world.check(seat, *answer).is_ok()
    }

    fn answer_action(answer: Answer) -> Answer {
        answer
    }

    fn apply(&self, world: &mut GameState, seat: PlayerId, action: Answer) -> bool {
        world.apply(seat, action).is_ok()
    }

    fn rewards(&self, world: &GameState) -> Vec<f64> {
        world
            .seats()
            .map(|p| match world.outcome() {
                Some(Outcome::Win(w)) => f64::from(u8::from(*w == p)),
                Some(Outcome::Draw(ps)) if ps.contains(&p) => 1.0 / ps.len() as f64,
                Some(Outcome::Draw(_)) => 0.0,
                None => 1.0 / (1.0 + (-standing(world, p) / REWARD_SCALE).exp()),
            })
            .collect()
    }

    /// The Heuristic's order of the first answers and some others at random; the rest after.
    fn answer_order(&self, rng: &mut ChaCha8Rng, world: &GameState, seat: PlayerId) -> Vec<Answer> {
        let mut answers = world.legal_answers();
        for i in (1..answers.len()).rev() {
            let j = 1 + (rng.next_u64() % i as u64) as usize;
            answers.swap(i, j);
        }
        let rest = answers.split_off(answers.len().min(ORDERED));
        let mut scored: Vec<(f64, Answer)> = answers
            .into_iter()
            .map(|a| (after(world, seat, a), a))
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        scored.into_iter().map(|(_, a)| a).chain(rest).collect()
    }

    fn rollout_action(
        &self,
        rng: &mut ChaCha8Rng,
        world: &GameState,
        seat: PlayerId,
    ) -> Option<Answer> {
        let answers = world.legal_answers();
        if answers.len() <= 1 {
            return answers.first().copied();
        }
        let n = answers.len() as u64;
        let mut best: Option<(f64, Answer)> = None;
        for k in 0..ROLLOUT_CANDIDATES.min(answers.len()) {
            let answer = if k == 0 {
                answers[0]
            } else {
                answers[(rng.next_u64() % n) as usize]
            };
            let score = after(world, seat, answer);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, answer));
            }
        }
        best.map(|(_, a)| a)
    }
}
