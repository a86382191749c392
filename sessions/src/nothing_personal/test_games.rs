//! Games of Nothing Personal played to a point, for the tests of the sessions and of the page.

use np_engine::GameConfig;
use table_bots::nothing_personal::{Bot, Level, RandomBot};

use super::seats::{asked_in_every_window, Seat, SeatKind};
use super::session::Session;

/// Seat 0 a person, the others Random bots.
pub fn seats(n: usize) -> Vec<Seat> {
    seats_against(n, Level::Random)
}

/// Seat 0 a person, the others bots of `level`.
pub fn seats_against(n: usize, level: Level) -> Vec<Seat> {
    (0..n)
        .map(|i| {
            let kind = if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Bot(level)
            };
            Seat::new(format!("Seat {i}"), kind)
        })
        .collect()
}

/// Four seats: people at 0 and 2 sharing the device, bots of `level` at 1 and 3.
pub fn two_people_against(level: Level) -> Vec<Seat> {
    (0..4)
        .map(|i| {
            let kind = if i % 2 == 0 {
                SeatKind::Human
            } else {
                SeatKind::Bot(level)
            };
            Seat::new(format!("Seat {i}"), kind)
        })
        .collect()
}

/// A game of `n` seats after `steps` moves of Random bots (seat 0's too).
pub fn played(n: usize, seed: u64, steps: usize) -> Session {
    let mut s = Session::new(GameConfig::new(n, seed), seats(n)).expect("setup");
    let mut bots: Vec<RandomBot> = (0..n).map(|i| RandomBot::new(seed + i as u64)).collect();
    for _ in 0..steps {
        let Some(d) = s.game().pending().cloned() else {
            break;
        };
        let action = bots[d.seat.index()].act(&s.game().knowledge(d.seat));
        let _ = s.play(d.seat, action);
    }
    s
}

/// A new game of `seats` as the page sets it up, asking in every response window the seats it
/// asks so (docs/decisions.md, 66 and 67).
pub fn as_the_page_starts(seats: Vec<Seat>, seed: u64) -> Session {
    let config = GameConfig {
        asked_in_every_window: asked_in_every_window(&seats),
        ..GameConfig::new(seats.len(), seed)
    };
    Session::new(config, seats).expect("setup")
}
