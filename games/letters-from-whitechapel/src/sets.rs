//! Sets of circles and of crossings as bit sets: the answers of the board's relations, and the
//! crossings policemen block (WC1.4.2).

use crate::node::{Circle, Crossing};
use serde::{Deserialize, Serialize};

/// Words enough for numbers 0 to 255.
const WORDS: usize = 4;

macro_rules! node_set {
    ($name:ident, $node:ident, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub struct $name([u64; WORDS]);

        impl $name {
            pub const EMPTY: $name = $name([0; WORDS]);

            pub fn insert(&mut self, node: $node) {
                self.0[usize::from(node.0 / 64)] |= 1 << (node.0 % 64);
            }

            pub fn remove(&mut self, node: $node) {
                self.0[usize::from(node.0 / 64)] &= !(1 << (node.0 % 64));
            }

            pub fn contains(&self, node: $node) -> bool {
                self.0[usize::from(node.0 / 64)] & (1 << (node.0 % 64)) != 0
            }

            pub fn len(&self) -> usize {
                self.0.iter().map(|w| w.count_ones() as usize).sum()
            }

            pub fn is_empty(&self) -> bool {
                self.0.iter().all(|w| *w == 0)
            }

            /// The members in ascending order.
            pub fn members(self) -> impl Iterator<Item = $node> {
                (0..=u8::MAX).map($node).filter(move |n| self.contains(*n))
            }

            /// The members' numbers in ascending order.
            pub fn numbers(&self) -> Vec<u8> {
                self.members().map(|n| n.0).collect()
            }
        }

        impl FromIterator<$node> for $name {
            fn from_iter<I: IntoIterator<Item = $node>>(nodes: I) -> $name {
                let mut set = $name::EMPTY;
                for n in nodes {
                    set.insert(n);
                }
                set
            }
        }
    };
}

node_set!(CircleSet, Circle, "A set of numbered circles.");
node_set!(CrossingSet, Crossing, "A set of crossings.");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_holds_its_members_once_in_order() {
        let set: CircleSet = [Circle(195), Circle(1), Circle(64), Circle(1)]
            .into_iter()
            .collect();
        assert_eq!(set.numbers(), [1, 64, 195]);
        assert_eq!(set.len(), 3);
        assert!(set.contains(Circle(64)) && !set.contains(Circle(63)));
        assert!(CrossingSet::EMPTY.is_empty());
    }
}
