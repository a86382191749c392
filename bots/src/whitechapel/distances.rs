//! Distances on the board in normal moves, blocks ignored: between circles, and from a crossing
//! to a circle (through the circles next to the crossing). Computed once for the board.

use std::collections::VecDeque;
use std::sync::OnceLock;

use wc_engine::{board, Circle, Crossing, CrossingSet};

/// Farther than any two circles of the board.
pub const FAR: u8 = 60;

const NODES: usize = 256;

pub struct Distances {
    circles: Vec<u8>,
    from_crossing: Vec<u8>,
}

/// The board's distances.
pub fn distances() -> &'static Distances {
    static DISTANCES: OnceLock<Distances> = OnceLock::new();
    DISTANCES.get_or_init(Distances::build)
}

impl Distances {
    fn build() -> Distances {
        let board = board();
        let mut circles = vec![FAR; NODES * NODES];
        for from in board.circles() {
            let row = &mut circles[usize::from(from.0) * NODES..][..NODES];
            row[usize::from(from.0)] = 0;
            let mut queue = VecDeque::from([from]);
            while let Some(c) = queue.pop_front() {
                let d = row[usize::from(c.0)];
                for next in board.normal_moves(c, &CrossingSet::EMPTY).members() {
                    if row[usize::from(next.0)] == FAR {
                        row[usize::from(next.0)] = d + 1;
                        queue.push_back(next);
                    }
                }
            }
        }
        let mut from_crossing = vec![FAR; NODES * NODES];
        for x in board.crossings() {
            for near in board.circles_next_to(x).members() {
                for to in board.circles() {
                    let d = circles[usize::from(near.0) * NODES + usize::from(to.0)];
                    let slot = &mut from_crossing[usize::from(x.0) * NODES + usize::from(to.0)];
                    *slot = (*slot).min(d);
                }
            }
        }
        Distances {
            circles,
            from_crossing,
        }
    }

    /// Normal moves from `a` to `b`.
    pub fn between(&self, a: Circle, b: Circle) -> u8 {
        self.circles[usize::from(a.0) * NODES + usize::from(b.0)]
    }

    /// Normal moves to `c` from the nearest circle next to `x` (`FAR` if none is).
    pub fn crossing_to(&self, x: Crossing, c: Circle) -> u8 {
        self.from_crossing[usize::from(x.0) * NODES + usize::from(c.0)]
    }
}
