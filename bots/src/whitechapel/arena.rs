//! Whole games between bots, checked if asked: after every answer the invariants of WC12 hold,
//! and every listed answer is accepted on a copy of the game (WC8.1.2).

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

use wc_engine::{Cause, GameConfig, GameState, Seat, Side, Viewer};

use super::{OraclePolice, WcBot, WcLevel};
use crate::panic_message::panic_message;

/// The levels of a game's two sides; the police's plays every police seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sides {
    pub jack: WcLevel,
    pub police: Police,
}

/// The police of an arena game: a level of the ladder, or the oracle ([`OraclePolice`]),
/// told where Jack stands, to measure what not knowing it costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Police {
    Level(WcLevel),
    Oracle,
}

impl Police {
    pub const ORACLE: &'static str = "oracle";

    pub fn name(self) -> &'static str {
        match self {
            Police::Level(level) => level.name(),
            Police::Oracle => Police::ORACLE,
        }
    }

    pub fn from_name(name: &str) -> Option<Police> {
        if name == Police::ORACLE {
            Some(Police::Oracle)
        } else {
            WcLevel::from_name(name).map(Police::Level)
        }
    }
}

/// The police's bot in an arena game.
enum PoliceBot {
    Fair(Box<dyn WcBot>),
    Oracle(OraclePolice),
}

/// How a game between bots went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReport {
    pub seed: u64,
    /// The winning side; `None` if the game failed.
    pub winner: Option<Side>,
    /// How the game ended (WC6.5.1); `None` if it failed.
    pub cause: Option<Cause>,
    pub nights: usize,
    /// The decisions the bots answered.
    pub decisions: u64,
    /// What went wrong, if anything.
    pub failure: Option<String>,
    /// The time each decision of Jack's and of the police's took their bots.
    pub jack_times: Vec<Duration>,
    pub police_times: Vec<Duration>,
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
    let random = Sides {
        jack: WcLevel::Random,
        police: Police::Level(WcLevel::Random),
    };
    play_sides(config, random, check)
}

/// Plays a game of `sides`' bots: one bot for Jack's seat, and one for every police seat,
/// which share all they know (WC9.3.2); with `check`, checks it at every step.
pub fn play_sides(config: &GameConfig, sides: Sides, check: bool) -> GameReport {
    let seed = config.seed;
    catch_unwind(AssertUnwindSafe(|| play_unguarded(config, sides, check))).unwrap_or_else(
        |panic| {
            let what = panic_message(panic.as_ref());
            GameReport {
                seed,
                winner: None,
                cause: None,
                nights: 0,
                decisions: 0,
                failure: Some(format!("panic: {what}")),
                jack_times: Vec::new(),
                police_times: Vec::new(),
            }
        },
    )
}

fn play_unguarded(config: &GameConfig, sides: Sides, check: bool) -> GameReport {
    let mut report = GameReport {
        seed: config.seed,
        winner: None,
        cause: None,
        nights: 0,
        decisions: 0,
        failure: None,
        jack_times: Vec::new(),
        police_times: Vec::new(),
    };
    let mut game = match GameState::new(config.clone()) {
        Ok((game, _)) => game,
        Err(e) => {
            report.failure = Some(format!("setup refused: {e:?}"));
            return report;
        }
    };
    let jack_seat = game.jack_seat();
    let bot_seed = |i: u64| config.seed.wrapping_mul(31).wrapping_add(i);
    let mut jack = sides.jack.bot(bot_seed(u64::from(jack_seat.0)), Side::Jack);
    let police_seat = (0..config.players as u8)
        .map(Seat)
        .find(|s| *s != jack_seat)
        .unwrap_or(jack_seat);
    let mut police = match sides.police {
        Police::Level(level) => {
            PoliceBot::Fair(level.bot(bot_seed(u64::from(police_seat.0)), Side::Police))
        }
        Police::Oracle => PoliceBot::Oracle(OraclePolice::new()),
    };
    while let Some(d) = game.pending() {
        let viewer = viewer_of(&game, d.seat);
        let view = game.view(viewer, Some(d.seat));
        if check {
            if let Some(failure) = check_step(&game, &view.answers) {
                report.failure = Some(failure);
                return report;
            }
        }
        let start = Instant::now();
        let answer = match viewer {
            Viewer::Jack => jack.act(&view),
            _ => match &mut police {
                PoliceBot::Fair(bot) => bot.act(&view),
                PoliceBot::Oracle(oracle) => oracle.act_told(&view, game.jack_position()),
            },
        };
        let took = start.elapsed();
        match viewer {
            Viewer::Jack => report.jack_times.push(took),
            _ => report.police_times.push(took),
        }
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
    report.cause = result.map(|r| r.cause);
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
