//! Whole games between bots, checked if asked: after every answer the invariants of WC12 hold,
//! and every listed answer is accepted on a copy of the game (WC8.1.2).

use std::panic::{catch_unwind, AssertUnwindSafe};

use wc_engine::{GameConfig, GameState, Seat, Side, Viewer};

use super::{RandomBot, WcBot};
use crate::panic_message::panic_message;

/// How a game between bots went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReport {
    pub seed: u64,
    /// The winning side; `None` if the game failed.
    pub winner: Option<Side>,
    pub nights: usize,
    /// The decisions the bots answered.
    pub decisions: u64,
    /// What went wrong, if anything.
    pub failure: Option<String>,
}

/// The side a seat plays.
pub fn viewer_of(game: &GameState, seat: Seat) -> Viewer {
    if seat == game.jack_seat() {
        Viewer::Jack
    } else {
        Viewer::Police
    }
}

/// Plays a game of random bots in every seat; with `check`, checks it at every step.
pub fn play(config: &GameConfig, check: bool) -> GameReport {
    let seed = config.seed;
    catch_unwind(AssertUnwindSafe(|| play_unguarded(config, check))).unwrap_or_else(|panic| {
        let what = panic_message(panic.as_ref());
        GameReport {
            seed,
            winner: None,
            nights: 0,
            decisions: 0,
            failure: Some(format!("panic: {what}")),
        }
    })
}

fn play_unguarded(config: &GameConfig, check: bool) -> GameReport {
    let mut report = GameReport {
        seed: config.seed,
        winner: None,
        nights: 0,
        decisions: 0,
        failure: None,
    };
    let mut game = match GameState::new(config.clone()) {
        Ok((game, _)) => game,
        Err(e) => {
            report.failure = Some(format!("setup refused: {e:?}"));
            return report;
        }
    };
    let mut bots: Vec<RandomBot> = (0..config.players as u64)
        .map(|i| RandomBot::new(config.seed.wrapping_mul(31).wrapping_add(i)))
        .collect();
    while let Some(d) = game.pending() {
        let view = game.view(viewer_of(&game, d.seat), Some(d.seat));
        if check {
            if let Some(failure) = check_step(&game, &view.answers) {
                report.failure = Some(failure);
                return report;
            }
        }
        let answer = bots[usize::from(d.seat.0)].act(&view);
        if let Err(e) = game.apply(d.seat, answer.clone()) {
            report.failure = Some(format!("{answer:?} refused: {e:?}"));
            return report;
        }
        report.decisions += 1;
    }
    if check {
        if let Err(rule) = game.check_invariants() {
            report.failure = Some(format!("after the end: {rule} broken"));
        }
    }
    let result = game.result();
    report.winner = result.map(|r| r.winner);
    report.nights = result.map_or(0, |r| r.nights.len());
    report
}

/// The invariants hold, and every listed answer is accepted on a copy with the invariants
/// holding after it.
fn check_step(game: &GameState, answers: &[wc_engine::Answer]) -> Option<String> {
    if let Err(rule) = game.check_invariants() {
        return Some(format!("{rule} broken"));
    }
    let seat = game.pending()?.seat;
    for answer in answers {
        let mut copy = game.clone();
        if let Err(e) = copy.apply(seat, answer.clone()) {
            return Some(format!("listed {answer:?} refused: {e:?}"));
        }
        if let Err(rule) = copy.check_invariants() {
            return Some(format!("{rule} broken after {answer:?}"));
        }
    }
    None
}
