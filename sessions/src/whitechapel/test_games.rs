//! Games of Letters from Whitechapel played to a point, for the tests of the sessions and of
//! the page.

use table_bots::whitechapel::WcLevel;
use wc_engine::{Answer, GameConfig};

use super::seats::{WcSeat, WcSeatKind};
use super::session::WcSession;

/// `n` seats, those in `people` persons, the others Random bots. Seat 0 plays Jack.
pub fn seats(n: usize, people: &[usize]) -> Vec<WcSeat> {
    (0..n)
        .map(|i| {
            let kind = if people.contains(&i) {
                WcSeatKind::Human
            } else {
                WcSeatKind::Bot(WcLevel::Random)
            };
            WcSeat::new(format!("Seat {i}"), kind)
        })
        .collect()
}

/// A game of `n` seats (seat 0, Jack, a person) after `steps` answers, each the legal answer
/// at `pick(step, count)` of the `count` listed.
pub fn played_with(
    n: usize,
    seed: u64,
    steps: usize,
    pick: impl Fn(usize, usize) -> usize,
) -> WcSession {
    let mut s = WcSession::new(GameConfig::new(n, seed), seats(n, &[0])).expect("setup");
    for step in 0..steps {
        let Some(d) = s.game().pending() else { break };
        let legal = s.game().legal_answers();
        let answer: Answer = legal[pick(step, legal.len()) % legal.len()].clone();
        s.play(d.seat, answer).expect("listed");
    }
    s
}

/// A game of `n` seats (seat 0, Jack, a person) after `steps` first legal answers.
pub fn played(n: usize, seed: u64, steps: usize) -> WcSession {
    played_with(n, seed, steps, |_, _| 0)
}
