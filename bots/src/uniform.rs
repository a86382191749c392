//! A seeded uniform choice among a list's entries, for the random bots of every game.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

#[derive(Clone, Debug)]
pub struct Uniform {
    rng: ChaCha8Rng,
}

impl Uniform {
    pub fn new(seed: u64) -> Uniform {
        Uniform {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// An index below `n` (0 when `n` is 0), each equally likely.
    pub fn index(&mut self, n: usize) -> usize {
        (self.rng.next_u64() % n.max(1) as u64) as usize
    }
}
