//! Games played to a point for the tests: a small seeded generator, answers picked from the
//! legal ones, and a Jack who heads home.
//!
//! Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use wc_engine::{Answer, DecisionKind, GameConfig, GameState};

/// A small seeded generator (splitmix64), so a failing game replays.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n.max(1) as u64) as usize
    }
}

/// Whether the game waits on a decision of the hunt that has worlds.
pub fn in_the_hunt(game: &GameState) -> bool {
    matches!(
        game.pending().map(|d| d.kind),
        Some(
            DecisionKind::JackMove
                | DecisionKind::PoliceMove { .. }
                | DecisionKind::PoliceAction { .. }
        )
    )
}

/// A new game of `players` players dealt with `seed`.
pub fn new_game(players: usize, seed: u64) -> GameState {
    GameState::new(GameConfig::new(players, seed))
        .expect("a game of 2 to 6")
        .0
}

/// The normal moves it takes from each circle to `home`, ignoring policemen.
pub fn steps_to(home: wc_engine::Circle) -> Vec<u32> {
    let board = wc_engine::board();
    let mut steps = vec![u32::MAX; 196];
    steps[usize::from(home.0)] = 0;
    let mut queue = std::collections::VecDeque::from([home]);
    while let Some(c) = queue.pop_front() {
        for d in board
            .normal_moves(c, &wc_engine::CrossingSet::EMPTY)
            .members()
        {
            if steps[usize::from(d.0)] == u32::MAX {
                steps[usize::from(d.0)] = steps[usize::from(c.0)] + 1;
                queue.push_back(d);
            }
        }
    }
    steps
}

/// A Jack who heads home: among his moves, one that ends nearest the hideout, declaring the
/// escape when he can; other decisions answered by `rng`.
pub fn homing_pick(game: &GameState, legal: &[Answer], rng: &mut Rng) -> usize {
    let (Some(d), Some(home)) = (game.pending(), game.hideout()) else {
        return rng.below(legal.len());
    };
    if d.kind != wc_engine::DecisionKind::JackMove {
        return rng.below(legal.len());
    }
    let steps = steps_to(home);
    let cost = |a: &Answer| match a {
        Answer::Jack(wc_engine::JackMove::Walk { declare: true, .. }) => 0,
        Answer::Jack(m) => 1 + steps[usize::from(m.end().0)],
        _ => u32::MAX,
    };
    let best = legal.iter().map(cost).min().unwrap_or(0);
    let ties: Vec<usize> = (0..legal.len())
        .filter(|i| cost(&legal[*i]) == best)
        .collect();
    ties[rng.below(ties.len())]
}

pub mod drive;
