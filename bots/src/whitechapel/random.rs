//! The random bot, for either side: uniform among the legal answers of its view.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use wc_engine::{Answer, View};

use super::WcBot;

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

impl WcBot for RandomBot {
    fn act(&mut self, view: &View) -> Answer {
        let n = view.answers.len().max(1) as u64;
        view.answers[(self.rng.next_u64() % n) as usize].clone()
    }
}
