//! The Strong bot: single-observer information-set Monte Carlo tree search (Cowling, Powley and
//! Whitehouse 2012). Each iteration deals one world from what the seat knows, walks one tree
//! shared by all worlds — a node per sequence of answers, whoever gave them — choosing among
//! the answers legal in that world by their mean reward to the seat that answers and how often
//! they were available, adds one answer, plays on at random to the end of the round, and backs
//! up each seat's reward. Answers are added in the Heuristic's order and only as a node's
//! visits grow (progressive widening); a decision with many answers is split into smaller
//! choices, a head and the rest ([`split`]), each widened in the same way. Rollouts play the
//! Heuristic's way, roughly: most of the time the best of a few answers one step ahead,
//! otherwise one at random, and a shakedown for an ante that cannot be paid. A level is a
//! number of iterations, so a game replays from its seeds.
//!
//! [`split`]: crate::split

use np_engine::{Action, Answer, GameState, Knowledge, Phase, PlayerId};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::free_operations::short_of_ante;
use crate::heuristic::{answer_without_search, candidate_indices, expected_standing};
use crate::split::{answers_in_head, head_steps, splits, Head, Step};
use crate::value::{standing, values};
use crate::Bot;

/// Iterations of the level offered in the page.
pub const STRONG_ITERATIONS: u32 = 400;
/// The weight of exploration in the choice of a child (UCB1).
const EXPLORATION: f64 = 0.35;
/// Answers a node may have after `v` visits: `WIDEN_BASE + sqrt(v)`.
const WIDEN_BASE: f64 = 2.0;
/// A standing of this many Respect is worth a reward of about 0.73 (a logistic curve).
const REWARD_SCALE: f64 = 4.0;
/// Decisions played at most in a rollout.
const ROLLOUT_LIMIT: usize = 600;
/// Answers a rollout weighs one step ahead at a decision (the first answer and others at
/// random).
const ROLLOUT_CANDIDATES: usize = 4;
/// In ten rollout decisions, how many take the best weighed answer rather than a random one.
const ROLLOUT_GREEDY_IN_TEN: u32 = 8;

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct StrongBot {
    rng: ChaCha8Rng,
    iterations: u32,
}

struct Child {
    step: Step,
    seat: PlayerId,
    node: Option<usize>,
    visits: u32,
    available: u32,
    reward: f64,
}

#[derive(Default)]
struct Node {
    children: Vec<Child>,
    visits: u32,
    /// The choices to add, in the Heuristic's order (from the first world that reached here).
    order: Option<Vec<Step>>,
    /// The head whose answers are this node's choices, with the answers that weighed it.
    head: Option<(Head, Vec<Answer>)>,
}

impl StrongBot {
    pub fn new(seed: u64, iterations: u32) -> StrongBot {
        StrongBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            iterations,
        }
    }

    pub fn decide(&mut self, known: &Knowledge) -> Action {
        let first = known.world(self.rng.next_u64());
        self.search(known.seat(), first, |rng| known.world(rng.next_u64()))
    }

    /// The same search given the whole game, hidden cards and future dice included: every
    /// iteration plays in the real game. A cheat, for measuring what the fair bot's ignorance
    /// costs it (`np arena`'s `oracle`); no seat of a real game is ever given one.
    pub fn decide_seeing_everything(&mut self, game: &GameState) -> Action {
        let Some(seat) = game.pending().map(|d| d.seat) else {
            return Action::Answer(Answer::Pass);
        };
        self.search(seat, game.clone(), |_| game.clone())
    }

    /// The answer of `seat`, searched over `first` and then the worlds `deal` gives.
    fn search(
        &mut self,
        seat: PlayerId,
        first: GameState,
        mut deal: impl FnMut(&mut ChaCha8Rng) -> GameState,
    ) -> Action {
        if let Some(action) = answer_without_search(&mut self.rng, &first, seat) {
            return action;
        }
        if first.legal_count() <= 1 {
            return Action::Answer(first.legal_answer(0).unwrap_or(Answer::Pass));
        }
        let round = first.round();
        let mut tree = vec![Node::default()];
        for i in 0..self.iterations {
            let world = if i == 0 {
                first.clone()
            } else {
                deal(&mut self.rng)
            };
            self.iterate(&mut tree, world, round);
        }
        Action::Answer(
            most_visited(&tree, 0, seat)
                .or_else(|| first.legal_answer(0))
                .unwrap_or(Answer::Pass),
        )
    }

    /// One iteration in `world`: down the tree, one new answer, a rollout, the rewards back up.
    fn iterate(&mut self, tree: &mut Vec<Node>, mut world: GameState, round: u8) {
        let mut path: Vec<(usize, usize)> = Vec::new();
        let mut node = 0;
        while let Some(seat) = live_seat(&world, round) {
            if tree[node].order.is_none() {
                let order = match &tree[node].head {
                    Some((head, weighed)) => {
                        answers_in_head(&mut self.rng, &world, seat, *head, weighed)
                            .into_iter()
                            .map(Step::Answer)
                            .collect()
                    }
                    None if splits(&world) => head_steps(&mut self.rng, &world, seat),
                    None => heuristic_order(&mut self.rng, &world, seat),
                };
                tree[node].order = Some(order);
            }
            let legal: Vec<bool> = tree[node]
                .children
                .iter()
                .map(|c| c.seat == seat && available(&world, seat, &c.step))
                .collect();
            let widen = WIDEN_BASE + f64::from(tree[node].visits).sqrt();
            let stuck = !tree[node]
                .children
                .iter()
                .zip(&legal)
                .any(|(c, ok)| *ok && c.visits > 0);
            let fresh = if stuck || (tree[node].children.len() as f64) < widen {
                tree[node].order.as_ref().and_then(|order| {
                    order
                        .iter()
                        .find(|s| {
                            !tree[node].children.iter().any(|c| c.step.same(s))
                                && available(&world, seat, s)
                        })
                        .cloned()
                })
            } else {
                None
            };
            for (c, ok) in tree[node].children.iter_mut().zip(&legal) {
                if *ok {
                    c.available += 1;
                }
            }
            let added = matches!(fresh, Some(Step::Answer(_)));
            let pick = match fresh {
                Some(step) => {
                    tree[node].children.push(Child {
                        step,
                        seat,
                        node: None,
                        visits: 0,
                        available: 1,
                        reward: 0.0,
                    });
                    tree[node].children.len() - 1
                }
                None => match select(&tree[node].children, &legal) {
                    Some(i) => i,
                    None => break,
                },
            };
            let head = match &tree[node].children[pick].step {
                Step::Answer(answer) => {
                    if world
                        .apply_without_events(seat, Action::Answer(answer.clone()))
                        .is_err()
                    {
                        break;
                    }
                    None
                }
                Step::Head { head, weighed } => Some((*head, weighed.clone())),
            };
            path.push((node, pick));
            if added {
                break;
            }
            node = match tree[node].children[pick].node {
                Some(n) => n,
                None => {
                    tree.push(Node {
                        head,
                        ..Node::default()
                    });
                    let n = tree.len() - 1;
                    tree[node].children[pick].node = Some(n);
                    n
                }
            };
        }
        self.rollout(&mut world, round);
        let rewards = rewards(&world);
        for (n, c) in path {
            tree[n].visits += 1;
            let child = &mut tree[n].children[c];
            child.visits += 1;
            child.reward += rewards[child.seat.index()];
        }
    }

    /// Plays on to the end of the round, the Heuristic's way roughly.
    fn rollout(&mut self, world: &mut GameState, round: u8) {
        for _ in 0..ROLLOUT_LIMIT {
            let Some(seat) = live_seat(world, round) else {
                return;
            };
            // The Heuristic's shakedown for the ante, quickly: the first card in hand.
            let action = if short_of_ante(world, seat) {
                Action::Shakedown(world.player(seat).hand[0])
            } else {
                match self.rollout_answer(world, seat) {
                    Some(answer) => Action::Answer(answer),
                    None => return,
                }
            };
            if world.apply_without_events(seat, action).is_err() {
                return;
            }
        }
    }

    /// A rollout's answer for `seat`: mostly the one of a few after which the seat stands best
    /// (one step ahead, no dice weighed), otherwise one at random.
    fn rollout_answer(&mut self, world: &GameState, seat: PlayerId) -> Option<Answer> {
        let n = world.legal_count();
        let random = |rng: &mut ChaCha8Rng| (rng.next_u64() % n.max(1) as u64) as usize;
        if n <= 1 || self.rng.next_u32() % 10 >= ROLLOUT_GREEDY_IN_TEN {
            return world.legal_answer(random(&mut self.rng));
        }
        let mut best: Option<(f64, Answer)> = None;
        for j in 0..ROLLOUT_CANDIDATES.min(n) {
            let i = if j == 0 { 0 } else { random(&mut self.rng) };
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
}

impl Bot for StrongBot {
    fn act(&mut self, known: &Knowledge) -> Action {
        self.decide(known)
    }
}

/// The seat to answer while the round the search started in goes on.
fn live_seat(world: &GameState, round: u8) -> Option<PlayerId> {
    if world.round() != round || matches!(world.phase(), Phase::FinalScoring | Phase::GameOver) {
        return None;
    }
    world.pending().map(|d| d.seat)
}

/// The child to follow among those available in this world: UCB1 on the answering seat's
/// mean reward, counting how often each was available rather than the parent's visits.
fn select(children: &[Child], legal: &[bool]) -> Option<usize> {
    children
        .iter()
        .enumerate()
        .filter(|(i, c)| legal[*i] && c.visits > 0)
        .map(|(i, c)| {
            let mean = c.reward / f64::from(c.visits);
            let explore =
                EXPLORATION * (f64::from(c.available.max(1)).ln() / f64::from(c.visits)).sqrt();
            (i, mean + explore)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

/// The answers of `seat` in `world` as the Heuristic ranks them, best first.
fn heuristic_order(rng: &mut ChaCha8Rng, world: &GameState, seat: PlayerId) -> Vec<Step> {
    let mut scored: Vec<(f64, Answer)> = candidate_indices(rng, world.legal_count())
        .into_iter()
        .filter_map(|i| world.legal_answer(i))
        .map(|a| (expected_standing(world, seat, &a), a))
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().map(|(_, a)| Step::Answer(a)).collect()
}

/// Whether `step` can be taken by `seat` in `world`: its answer is legal, or one of the answers
/// that weighed its head is.
fn available(world: &GameState, seat: PlayerId, step: &Step) -> bool {
    let legal = |a: &Answer| world.check(seat, &Action::Answer(a.clone())).is_ok();
    match step {
        Step::Answer(answer) => legal(answer),
        Step::Head { weighed, .. } => weighed.iter().any(legal),
    }
}

/// The most visited answer of `seat` at `node`, into the most visited head if it is one.
fn most_visited(tree: &[Node], node: usize, seat: PlayerId) -> Option<Answer> {
    let best = tree[node]
        .children
        .iter()
        .filter(|c| c.seat == seat)
        .max_by(|a, b| a.visits.cmp(&b.visits).then(a.reward.total_cmp(&b.reward)))?;
    match &best.step {
        Step::Answer(answer) => Some(answer.clone()),
        Step::Head { weighed, .. } => best
            .node
            .and_then(|n| most_visited(tree, n, seat))
            .or_else(|| weighed.first().cloned()),
    }
}

/// Each seat's reward in `world`: its standing against the best other seat, squashed to 0–1.
fn rewards(world: &GameState) -> Vec<f64> {
    let v = values(world);
    (0..v.len())
        .map(|p| {
            let s = standing(&v, PlayerId(p as u8));
            1.0 / (1.0 + (-s / REWARD_SCALE).exp())
        })
        .collect()
}
