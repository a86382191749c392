//! Nothing Personal as the Strong bot searches it ([`SearchGame`]). A search sees to the end of
//! the round its decision is in, or to the final scoring; a node adds answers in the
//! Heuristic's order (one step ahead, dice weighed), and a decision with more answers than the
//! Heuristic weighs is split into a head and the rest ([`split`]). Rollouts play the
//! Heuristic's way, roughly: most of the time the best of a few answers one step ahead,
//! otherwise one at random, and a shakedown for an ante that cannot be paid. Each seat's reward
//! is its standing ([`value`]), squashed to 0..1. The decisions the Heuristic answers by a rule
//! (a sealed petition, a deal, a shakedown for the ante) and those with one legal answer are
//! not searched.
//!
//! [`split`]: crate::nothing_personal::split
//! [`value`]: crate::nothing_personal::value

use np_engine::{Action, Answer, GameState, Phase, PlayerId};
use rand_chacha::ChaCha8Rng;
use rand_core::RngCore;

use crate::nothing_personal::free_operations::short_of_ante;
use crate::nothing_personal::heuristic::{self, candidate_indices, expected_standing};
use crate::nothing_personal::split::{self, head_steps, splits, Head};
use crate::nothing_personal::value::{standing, values};
use crate::search::{SearchGame, Step};

/// A standing of this many Respect is worth a reward of about 0.73 (a logistic curve).
const REWARD_SCALE: f64 = 4.0;
/// Answers a rollout weighs one step ahead at a decision (the first answer and others at
/// random).
const ROLLOUT_CANDIDATES: usize = 4;
/// In ten rollout decisions, how many take the best weighed answer rather than a random one.
const ROLLOUT_GREEDY_IN_TEN: u32 = 8;

/// The game searched from one decision, to the end of the round it is in.
pub(crate) struct NothingPersonal {
    round: u8,
}

impl NothingPersonal {
    /// The game searched from the decision pending in `world`.
    pub(crate) fn from_decision(world: &GameState) -> NothingPersonal {
        NothingPersonal {
            round: world.round(),
        }
    }
}

impl SearchGame for NothingPersonal {
    type World = GameState;
    type Seat = PlayerId;
    type Answer = Answer;
    type Action = Action;
    type Head = Head;

    const ROLLOUT_DECISIONS: usize = 600;

    /// The seat to answer while the round the search started in goes on.
    fn seat_to_answer(&self, world: &GameState) -> Option<PlayerId> {
        if world.round() != self.round
            || matches!(world.phase(), Phase::FinalScoring | Phase::GameOver)
        {
            return None;
        }
        world.pending().map(|d| d.seat)
    }

    fn seat_index(seat: PlayerId) -> usize {
        seat.index()
    }

    fn is_legal(&self, world: &GameState, seat: PlayerId, answer: &Answer) -> bool {
        world.check(seat, &Action::Answer(answer.clone())).is_ok()
    }

    fn answer_action(answer: Answer) -> Action {
        Action::Answer(answer)
    }

    fn apply(&self, world: &mut GameState, seat: PlayerId, action: Action) -> bool {
        world.apply_without_events(seat, action).is_ok()
    }

    /// Each seat's standing against the best other seat, squashed to 0..1.
    fn rewards(&self, world: &GameState) -> Vec<f64> {
        let v = values(world);
        (0..v.len())
            .map(|p| {
                let s = standing(&v, PlayerId(p as u8));
                1.0 / (1.0 + (-s / REWARD_SCALE).exp())
            })
            .collect()
    }

    /// The answers of `seat` in `world` as the Heuristic ranks them, best first.
    fn answer_order(&self, rng: &mut ChaCha8Rng, world: &GameState, seat: PlayerId) -> Vec<Answer> {
        let mut scored: Vec<(f64, Answer)> = candidate_indices(rng, world.legal_count())
            .into_iter()
            .filter_map(|i| world.legal_answer(i))
            .map(|a| (expected_standing(world, seat, &a), a))
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        scored.into_iter().map(|(_, a)| a).collect()
    }

    fn split_decision(
        &self,
        rng: &mut ChaCha8Rng,
        world: &GameState,
        seat: PlayerId,
    ) -> Option<Vec<Step<Head, Answer>>> {
        splits(world).then(|| head_steps(rng, world, seat))
    }

    fn answers_in_head(
        &self,
        rng: &mut ChaCha8Rng,
        world: &GameState,
        seat: PlayerId,
        head: Head,
        weighed: &[Answer],
    ) -> Vec<Answer> {
        split::answers_in_head(rng, world, seat, head, weighed)
    }

    /// The Heuristic's shakedown for the ante, quickly (the first card in hand), else
    /// [`rollout_answer`].
    fn rollout_action(
        &self,
        rng: &mut ChaCha8Rng,
        world: &GameState,
        seat: PlayerId,
    ) -> Option<Action> {
        if short_of_ante(world, seat) {
            return Some(Action::Shakedown(world.player(seat).hand[0]));
        }
        rollout_answer(rng, world, seat).map(Action::Answer)
    }

    /// The Heuristic's rules (a sealed petition, a deal, a shakedown for the ante), and a
    /// decision with one legal answer.
    fn answer_without_search(
        &self,
        rng: &mut ChaCha8Rng,
        world: &GameState,
        seat: PlayerId,
    ) -> Option<Action> {
        heuristic::answer_without_search(rng, world, seat).or_else(|| {
            (world.legal_count() <= 1)
                .then(|| Action::Answer(world.legal_answer(0).unwrap_or(Answer::Pass)))
        })
    }
}

/// A rollout's answer for `seat`: mostly the one of a few after which the seat stands best
/// (one step ahead, no dice weighed), otherwise one at random.
fn rollout_answer(rng: &mut ChaCha8Rng, world: &GameState, seat: PlayerId) -> Option<Answer> {
    let n = world.legal_count();
    let random = |rng: &mut ChaCha8Rng| (rng.next_u64() % n.max(1) as u64) as usize;
    if n <= 1 || rng.next_u32() % 10 >= ROLLOUT_GREEDY_IN_TEN {
        return world.legal_answer(random(rng));
    }
    let mut best: Option<(f64, Answer)> = None;
    for j in 0..ROLLOUT_CANDIDATES.min(n) {
        let i = if j == 0 { 0 } else { random(rng) };
        let Some(answer) = world.legal_answer(i) else {
            continue;
        };
        let mut w = world.clone();
        if w.apply_without_events(seat, Action::Answer(answer.clone()))
            .is_err()
        {
            continue;
        }
        let score = standing(&values(&w), seat);
        if best.as_ref().is_none_or(|(b, _)| score > *b) {
            best = Some((score, answer));
        }
    }
    best.map(|(_, a)| a)
}
