//! Games between random bots with optional checking of every step (`table selfplay`), also played
//! one step at a time (`table save`).

use std::panic::{catch_unwind, AssertUnwindSafe};

use np_engine::{
    Action, ActionError, Answer, Event, GameConfig, GameState, Monitor, PlayerId, SetupError,
};

use super::RandomBot;
use crate::panic_message::panic_message;

/// A game longer than this many decisions counts as a failure (a stuck game).
pub const MAX_DECISIONS: u64 = 200_000;
/// Listed answers a checked game applies on a clone at most per decision: validating each
/// answer of a list of thousands against that list made checking cost its square.
pub const APPLIED_PER_DECISION: usize = 64;

/// A game between random bots, set up as `table selfplay` sets up the game of a seed: the same
/// seed plays the same game, one [`Table::step`] at a time.
pub struct Table {
    game: GameState,
    bots: Vec<RandomBot>,
}

/// One action taken by the bot of the pending seat, and what applying it gave.
pub struct Step {
    pub seat: PlayerId,
    pub action: Action,
    /// The events of the applied action, or why it was rejected (the state is then unchanged).
    pub outcome: Result<Vec<Event>, ActionError>,
}

impl Table {
    /// The game of `players` seats and `seed`, with one random bot per seat.
    ///
    /// # Errors
    /// The [`SetupError`] of an impossible configuration.
    pub fn new(players: usize, seed: u64) -> Result<Table, SetupError> {
        Self::with_config(GameConfig::new(players, seed))
    }

    /// The game of `config`, with one random bot per seat.
    ///
    /// # Errors
    /// The [`SetupError`] of an impossible configuration.
    pub fn with_config(config: GameConfig) -> Result<Table, SetupError> {
        let (players, seed) = (config.players, config.seed);
        let game = GameState::new(config)?;
        let bots = (0..players)
            .map(|i| RandomBot::new(seed.wrapping_mul(31).wrapping_add(i as u64 + 1)))
            .collect();
        Ok(Table { game, bots })
    }

    pub fn game(&self) -> &GameState {
        &self.game
    }

    /// Lets the bot of the pending seat act once and applies its action; `None` once the game
    /// is over.
    pub fn step(&mut self) -> Option<Step> {
        let (seat, action) = self.decide()?;
        let outcome = self.game.apply(seat, action.clone());
        Some(Step {
            seat,
            action,
            outcome,
        })
    }

    /// The same step for a caller that reads neither the action nor its events.
    pub fn advance(&mut self) -> Option<Result<(), Refusal>> {
        let (seat, action) = self.decide()?;
        let answer = matches!(action, Action::Answer(_));
        Some(
            self.game
                .apply_without_events(seat, action)
                .map_err(|error| Refusal { answer, error }),
        )
    }

    fn decide(&mut self) -> Option<(PlayerId, Action)> {
        let seat = self.game.pending()?.seat;
        Some((
            seat,
            self.bots[seat.index()].decide(&self.game.glance(seat)),
        ))
    }
}

/// An action the rules refused (an answer, or a free operation), and why.
pub struct Refusal {
    pub answer: bool,
    pub error: ActionError,
}

/// The outcome of one game.
pub struct GameResult {
    pub seed: u64,
    pub winner: Option<PlayerId>,
    pub respect: Vec<u32>,
    pub decisions: u64,
    pub failure: Option<String>,
}

/// Plays one game between random bots. With `check`, after every applied action it checks the
/// §15 invariants and that the listed legal answers are accepted ([`check_listed`]).
pub fn play(config: &GameConfig, check: bool) -> GameResult {
    let mut result = GameResult {
        seed: config.seed,
        winner: None,
        respect: Vec::new(),
        decisions: 0,
        failure: None,
    };
    let mut table = match Table::with_config(config.clone()) {
        Ok(t) => t,
        Err(e) => {
            result.failure = Some(format!("setup: {e:?}"));
            return result;
        }
    };
    let mut monitor = Monitor::new(table.game());
    // The events of the last action, read by the checks only.
    let mut events = Vec::new();
    let mut step = 0u64;
    loop {
        // Checking tries every action on the game itself, to see a refused one change nothing.
        let before = check.then(|| table.game().clone());
        // Checking keeps the refused action itself, to name it in the failure.
        let mut refused = String::new();
        let taken = if check {
            table.step().map(|s| match s.outcome {
                Ok(ev) => {
                    events = ev;
                    Ok(())
                }
                Err(error) => {
                    refused = format!(" {:?}", s.action);
                    Err(Refusal {
                        answer: matches!(s.action, Action::Answer(_)),
                        error,
                    })
                }
            })
        } else {
            table.advance()
        };
        let Some(outcome) = taken else {
            break;
        };
        let game = table.game();
        match outcome {
            Ok(()) => {}
            Err(Refusal {
                answer: true,
                error,
            }) => {
                result.failure = Some(format!(
                    "step {step}: listed answer rejected: {error:?}{refused}"
                ));
                break;
            }
            Err(_) => {
                events.clear();
                // A free operation the bot could not make; it must leave the state untouched.
                if before.as_ref().is_some_and(|b| b != game) {
                    result.failure =
                        Some(format!("step {step}: rejected action changed the state"));
                    break;
                }
            }
        }
        step += 1;
        if check {
            if let Err(inv) = monitor.observe(game, &events) {
                result.failure = Some(format!("step {step}: invariant {inv:?}"));
                break;
            }
            if let Err(failure) = check_listed(game) {
                result.failure = Some(format!("step {step}: {failure}"));
                break;
            }
        }
        if game.decisions_answered() > MAX_DECISIONS {
            result.failure = Some(format!(
                "step {step}: no end after {MAX_DECISIONS} decisions"
            ));
            break;
        }
    }
    let game = table.game();
    result.decisions = game.decisions_answered();
    result.respect = game.players().iter().map(|p| p.respect).collect();
    result.winner = game.ranking().first().copied();
    result
}

/// The listed answers of the pending decision — every one, or an even sample of a long list —
/// are accepted by a clone, which then keeps every §15 invariant.
pub fn check_listed(game: &GameState) -> Result<(), String> {
    let Some(seat) = game.pending().map(|d| d.seat) else {
        return Ok(());
    };
    let listed = game.legal_answers();
    for a in applied_sample(&listed) {
        let mut clone = game.clone();
        if let Err(e) = clone.apply(seat, Action::Answer(a.clone())) {
            return Err(format!("listed {a:?} rejected: {e:?}"));
        }
        if let Err(inv) = clone.check_invariants() {
            return Err(format!("after {a:?}: invariant {inv:?}"));
        }
    }
    Ok(())
}

/// The listed answers a checked game applies on a clone at a decision: all of them up to
/// [`APPLIED_PER_DECISION`], otherwise that many spread evenly from the first to the last.
fn applied_sample(listed: &[Answer]) -> impl Iterator<Item = &Answer> {
    let n = listed.len();
    let count = n.min(APPLIED_PER_DECISION);
    (0..count).map(move |i| {
        let index = if n <= APPLIED_PER_DECISION {
            i
        } else {
            i * (n - 1) / (APPLIED_PER_DECISION - 1)
        };
        &listed[index]
    })
}

/// Plays one game and turns a panic into a failure.
pub fn play_guarded(config: &GameConfig, check: bool) -> GameResult {
    catch_unwind(AssertUnwindSafe(|| play(config, check))).unwrap_or_else(|p| {
        let msg = panic_message(p.as_ref());
        GameResult {
            seed: config.seed,
            winner: None,
            respect: Vec::new(),
            decisions: 0,
            failure: Some(format!("panic: {msg}")),
        }
    })
}
