//! The Heuristic bot: one step ahead in a world dealt from its view. Each answer is applied
//! and the rest of the turn is played out by the defaults (no counters from others, first
//! picks), up to the next turn's war kills; the answer after which the seat stands best
//! ([`value::standing`]) is played. So it attacks the leader, keeps its counters for plays
//! that would list its own mobsters nearest the wall, and plays Mob War, Ambush and rescues
//! when they move the war's kills from its own mobsters onto others'.
//!
//! [`value::standing`]: super::value::standing

use fb_engine::{Answer, GameConfig, GameState, PlayerId, View};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use super::value::standing;
use super::FbBot;

#[derive(Clone, Debug)]
pub struct HeuristicBot {
    rng: ChaCha8Rng,
    config: GameConfig,
}

impl HeuristicBot {
    pub fn new(seed: u64, config: GameConfig) -> HeuristicBot {
        HeuristicBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            config,
        }
    }
}

/// The seat's standing after `answer` and the rest of the turn by the defaults.
pub fn after(world: &GameState, seat: PlayerId, answer: Answer) -> f64 {
    let mut game = world.clone();
    if game.apply(seat, answer).is_err() {
        return f64::NEG_INFINITY;
    }
    let turn = world.turn();
    while let Some(decision) = game.pending() {
        if game.turn() != turn {
            break;
        }
        let default = game.legal_answers()[0];
        if game.apply(decision.seat, default).is_err() {
            break;
        }
    }
    standing(&game, seat)
}

impl FbBot for HeuristicBot {
    fn act(&mut self, view: &View) -> Answer {
        let first = view.legal[0];
        let Some(seat) = view.seat else {
            return first;
        };
        let Some(world) = GameState::world(&self.config, view, self.rng.next_u64()) else {
            return first;
        };
        let mut best = (f64::NEG_INFINITY, first);
        for answer in &view.legal {
            let score = after(&world, seat, *answer);
            if score > best.0 {
                best = (score, *answer);
            }
        }
        best.1
    }
}
