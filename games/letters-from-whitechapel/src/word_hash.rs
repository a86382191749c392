//! A fast hasher for the tracker's states, whose keys are a few machine words (a circle and a bit
//! set of circles): each word is mixed in with one wide multiplication whose two halves are
//! folded together, where the standard library's hasher runs SipHash over every byte. The keys come from the board and
//! the public record, never from an adversary, so no seed against collisions is needed, and the
//! tables iterate in the same order on every run.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A hash map keyed by words, with the [`WordHasher`].
pub type WordMap<K, V> = HashMap<K, V, BuildHasherDefault<WordHasher>>;

/// An odd constant with its bits spread out.
const SPREAD: u64 = 0x51_7c_c1_b7_27_22_0a_95;

#[derive(Clone, Copy, Debug, Default)]
pub struct WordHasher(u64);

impl WordHasher {
    /// Mixes `word` in: the 128-bit product's high half folded onto its low half, so that every
    /// bit of the word reaches every bit of the hash.
    fn add(&mut self, word: u64) {
        let product = u128::from(self.0 ^ word) * u128::from(SPREAD);
        self.0 = (product as u64) ^ ((product >> 64) as u64);
    }
}

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for chunk in &mut words {
            let mut word = [0; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = words.remainder();
        if !rest.is_empty() {
            let mut word = [0; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use std::hash::BuildHasher;

    use super::*;
    use crate::node::Circle;
    use crate::sets::CircleSet;

    fn hash(key: &(Circle, CircleSet)) -> u64 {
        BuildHasherDefault::<WordHasher>::default().hash_one(key)
    }

    #[test]
    fn equal_keys_hash_alike_and_near_keys_apart() {
        let set: CircleSet = [Circle(3), Circle(64), Circle(195)].into_iter().collect();
        assert_eq!(hash(&(Circle(1), set)), hash(&(Circle(1), set)));
        let mut hashes: Vec<u64> = (1..=195)
            .map(|c| hash(&(Circle(c), set)))
            .chain((1..=195).map(|c| {
                let mut other = set;
                other.insert(Circle(c));
                hash(&(Circle(1), other))
            }))
            .collect();
        hashes.sort_unstable();
        hashes.dedup();
        // 195 positions, and 192 sets that differ from `set` (3 of the insertions change nothing).
        assert_eq!(hashes.len(), 195 + 192);
    }
}
