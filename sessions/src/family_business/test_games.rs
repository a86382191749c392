//! Games of Family Business played to a point, for the tests of the sessions and of the page.

use fb_engine::GameConfig;
use table_bots::family_business::arena::FbLevel;

use super::seats::{FbSeat, FbSeatKind};
use super::session::FbSession;

/// Seat 0 and the seats in `people` persons, the others Random bots.
pub fn seats(n: usize, people: &[usize]) -> Vec<FbSeat> {
    seats_against(n, people, FbLevel::Random)
}

/// Seat 0 and the seats in `people` persons, the others bots of `level`.
pub fn seats_against(n: usize, people: &[usize], level: FbLevel) -> Vec<FbSeat> {
    (0..n)
        .map(|i| {
            let kind = if i == 0 || people.contains(&i) {
                FbSeatKind::Human
            } else {
                FbSeatKind::Bot(level)
            };
            FbSeat::new(format!("Seat {i}"), kind)
        })
        .collect()
}

/// A game of `n` seats (seat 0 a person) after `steps` first legal answers.
pub fn played(n: usize, seed: u64, steps: usize) -> FbSession {
    let mut s = FbSession::new(GameConfig::new(n, seed), seats(n, &[])).expect("setup");
    for _ in 0..steps {
        let Some(d) = s.game().pending() else { break };
        let answer = s.game().legal_answers()[0];
        s.play(d.seat, answer).expect("listed");
    }
    s
}
