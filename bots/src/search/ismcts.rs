//! The tree and its walk: single-observer information-set Monte Carlo tree search (Cowling,
//! Powley and Whitehouse 2012) over any [`SearchGame`].

use rand_chacha::ChaCha8Rng;

use super::game::{SearchGame, Step};

/// The weight of exploration in the choice of a child (UCB1).
const EXPLORATION: f64 = 0.35;
/// Answers a node may have after `v` visits: `WIDEN_BASE + sqrt(v)`.
const WIDEN_BASE: f64 = 2.0;

/// A step of game `G`.
type StepOf<G> = Step<<G as SearchGame>::Head, <G as SearchGame>::Answer>;

struct Child<G: SearchGame> {
    step: StepOf<G>,
    seat: G::Seat,
    node: Option<usize>,
    visits: u32,
    available: u32,
    reward: f64,
}

struct Node<G: SearchGame> {
    children: Vec<Child<G>>,
    visits: u32,
    /// The choices to add, best first (from the first world that reached here).
    order: Option<Vec<StepOf<G>>>,
    /// The head whose answers are this node's choices, with the answers that weighed it.
    head: Option<(G::Head, Vec<G::Answer>)>,
}

impl<G: SearchGame> Node<G> {
    fn new(head: Option<(G::Head, Vec<G::Answer>)>) -> Node<G> {
        Node {
            children: Vec::new(),
            visits: 0,
            order: None,
            head,
        }
    }
}

/// The action of `seat`: the game's answer without search if it has one, else the most
/// visited answer after `iterations` iterations, the first in `first` and the others in the
/// worlds `deal` gives; `None` if no answer of the seat was ever added to the root.
pub fn search<G: SearchGame>(
    game: &G,
    rng: &mut ChaCha8Rng,
    iterations: u32,
    seat: G::Seat,
    first: &G::World,
    mut deal: impl FnMut(&mut ChaCha8Rng) -> G::World,
) -> Option<G::Action> {
    if let Some(action) = game.answer_without_search(rng, first, seat) {
        return Some(action);
    }
    let mut tree = vec![Node::new(None)];
    for i in 0..iterations {
        let world = if i == 0 { first.clone() } else { deal(rng) };
        iterate(game, rng, &mut tree, world);
    }
    most_visited(&tree, 0, seat).map(G::answer_action)
}

/// One iteration in `world`: down the tree, one new answer, a rollout, the rewards back up.
fn iterate<G: SearchGame>(
    game: &G,
    rng: &mut ChaCha8Rng,
    tree: &mut Vec<Node<G>>,
    mut world: G::World,
) {
    let mut path: Vec<(usize, usize)> = Vec::new();
    let mut node = 0;
    while let Some(seat) = game.seat_to_answer(&world) {
        if tree[node].order.is_none() {
            let order = match &tree[node].head {
                Some((head, weighed)) => game
                    .answers_in_head(rng, &world, seat, *head, weighed)
                    .into_iter()
                    .map(Step::Answer)
                    .collect(),
                None => game.split_decision(rng, &world, seat).unwrap_or_else(|| {
                    game.answer_order(rng, &world, seat)
                        .into_iter()
                        .map(Step::Answer)
                        .collect()
                }),
            };
            tree[node].order = Some(order);
        }
        let legal: Vec<bool> = tree[node]
            .children
            .iter()
            .map(|c| c.seat == seat && available(game, &world, seat, &c.step))
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
                            && available(game, &world, seat, s)
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
                if !game.apply(&mut world, seat, G::answer_action(answer.clone())) {
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
                tree.push(Node::new(head));
                let n = tree.len() - 1;
                tree[node].children[pick].node = Some(n);
                n
            }
        };
    }
    rollout(game, rng, &mut world);
    let rewards = game.rewards(&world);
    for (n, c) in path {
        tree[n].visits += 1;
        let child = &mut tree[n].children[c];
        child.visits += 1;
        child.reward += rewards[G::seat_index(child.seat)];
    }
}

/// Plays on to the search's horizon by the game's rollout policy.
fn rollout<G: SearchGame>(game: &G, rng: &mut ChaCha8Rng, world: &mut G::World) {
    for _ in 0..G::ROLLOUT_DECISIONS {
        let Some(seat) = game.seat_to_answer(world) else {
            return;
        };
        let Some(action) = game.rollout_action(rng, world, seat) else {
            return;
        };
        if !game.apply(world, seat, action) {
            return;
        }
    }
}

/// The child to follow among those available in this world: UCB1 on the answering seat's
/// mean reward, counting how often each was available rather than the parent's visits.
fn select<G: SearchGame>(children: &[Child<G>], legal: &[bool]) -> Option<usize> {
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

/// Whether `step` can be taken by `seat` in `world`: its answer is legal, or one of the answers
/// that weighed its head is.
fn available<G: SearchGame>(game: &G, world: &G::World, seat: G::Seat, step: &StepOf<G>) -> bool {
    match step {
        Step::Answer(answer) => game.is_legal(world, seat, answer),
        Step::Head { weighed, .. } => weighed.iter().any(|a| game.is_legal(world, seat, a)),
    }
}

/// The most visited answer of `seat` at `node`, into the most visited head if it is one.
fn most_visited<G: SearchGame>(tree: &[Node<G>], node: usize, seat: G::Seat) -> Option<G::Answer> {
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

#[cfg(test)]
mod tests {
    use std::convert::Infallible;

    use rand_chacha::ChaCha8Rng;
    use rand_core::{RngCore, SeedableRng};

    use super::search;
    use crate::search::SearchGame;

    /// Nim with one pile between two seats: each takes one to three stones, and whoever takes
    /// the last one wins. The winning move leaves a multiple of four.
    struct Nim;

    #[derive(Clone)]
    struct Pile {
        stones: u32,
        to_move: usize,
    }

    impl SearchGame for Nim {
        type World = Pile;
        type Seat = usize;
        type Answer = u32;
        type Action = u32;
        type Head = Infallible;

        const ROLLOUT_DECISIONS: usize = 100;

        fn seat_to_answer(&self, world: &Pile) -> Option<usize> {
            (world.stones > 0).then_some(world.to_move)
        }

        fn seat_index(seat: usize) -> usize {
            seat
        }

        fn is_legal(&self, world: &Pile, seat: usize, take: &u32) -> bool {
            seat == world.to_move && (1..=3).contains(take) && *take <= world.stones
        }

        fn answer_action(take: u32) -> u32 {
            take
        }

        fn apply(&self, world: &mut Pile, seat: usize, take: u32) -> bool {
            if !self.is_legal(world, seat, &take) {
                return false;
            }
            world.stones -= take;
            world.to_move = 1 - world.to_move;
            true
        }

        /// The seat that took the last stone (the one not to move) wins.
        fn rewards(&self, world: &Pile) -> Vec<f64> {
            let mut rewards = vec![1.0; 2];
            rewards[world.to_move] = 0.0;
            rewards
        }

        fn answer_order(&self, _rng: &mut ChaCha8Rng, world: &Pile, _seat: usize) -> Vec<u32> {
            (1..=world.stones.min(3)).collect()
        }

        fn rollout_action(&self, rng: &mut ChaCha8Rng, world: &Pile, _seat: usize) -> Option<u32> {
            Some(1 + rng.next_u32() % world.stones.min(3))
        }
    }

    #[test]
    fn the_search_takes_what_leaves_a_multiple_of_four_in_a_game_that_does_not_split() {
        for seed in 0..4 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            for stones in [5, 6, 7, 9, 10, 11] {
                let pile = Pile { stones, to_move: 1 };
                let take = search(&Nim, &mut rng, 2000, 1, &pile, |_| pile.clone());
                assert_eq!(take, Some(stones % 4), "{stones} stones, seed {seed}");
            }
        }
    }
}
