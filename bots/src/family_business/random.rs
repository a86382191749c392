//! The random bot: uniform among the listed legal answers.

use fb_engine::{Answer, View};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use super::FbBot;

#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl FbBot for RandomBot {
    fn act(&mut self, view: &View) -> Answer {
        let n = view.legal.len().max(1) as u64;
        view.legal[(self.rng.next_u64() % n) as usize]
    }
}
