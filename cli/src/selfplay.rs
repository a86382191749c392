//! `np selfplay`: games between random bots, with optional checking of every step.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::ExitCode;
use std::time::Instant;

use np_bots::{Bot, RandomBot};
use np_engine::{Action, GameConfig, GameState, PlayerId};
use serde_json::json;

/// A game longer than this many decisions counts as a failure (a stuck game).
const MAX_DECISIONS: u64 = 200_000;

pub struct Options {
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    pub check: bool,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        players: 4,
        games: 1,
        seed: 1,
        check: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut num = |name: &str| -> Result<u64, String> {
            it.next()
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("{name} needs a whole number"))
        };
        match a.as_str() {
            "--players" => o.players = num("--players")? as usize,
            "--games" => o.games = num("--games")?,
            "--seed" => o.seed = num("--seed")?,
            "--check" => o.check = true,
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !(3..=5).contains(&o.players) {
        return Err("--players must be 3, 4 or 5".into());
    }
    Ok(o)
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
/// §15 invariants and that every listed legal answer is accepted by a clone.
pub fn play(players: usize, seed: u64, check: bool) -> GameResult {
    let mut result = GameResult {
        seed,
        winner: None,
        respect: Vec::new(),
        decisions: 0,
        failure: None,
    };
    let mut game = match GameState::new(GameConfig::new(players, seed)) {
        Ok(g) => g,
        Err(e) => {
            result.failure = Some(format!("setup: {e:?}"));
            return result;
        }
    };
    let mut bots: Vec<RandomBot> = (0..players)
        .map(|i| RandomBot::new(seed.wrapping_mul(31).wrapping_add(i as u64 + 1)))
        .collect();
    let mut step = 0u64;
    while let Some(d) = game.pending().cloned() {
        let view = game.view(d.seat);
        let action = bots[d.seat.index()].act(&view);
        let is_answer = matches!(action, Action::Answer(_));
        let before = game.clone();
        match game.apply(d.seat, action.clone()) {
            Ok(_) => {}
            Err(e) if is_answer => {
                result.failure = Some(format!(
                    "step {step}: listed answer rejected: {e:?} {action:?}"
                ));
                break;
            }
            Err(_) => {
                // A free operation the bot could not make; it must leave the state untouched.
                if game != before {
                    result.failure =
                        Some(format!("step {step}: rejected action changed the state"));
                    break;
                }
            }
        }
        step += 1;
        if check {
            if let Err(inv) = game.check_invariants() {
                result.failure = Some(format!("step {step}: invariant {inv:?}"));
                break;
            }
            if let Some(d) = game.pending() {
                for a in game.legal_answers() {
                    let mut clone = game.clone();
                    if let Err(e) = clone.apply(d.seat, Action::Answer(a.clone())) {
                        result.failure = Some(format!("step {step}: listed {a:?} rejected: {e:?}"));
                        break;
                    }
                    if let Err(inv) = clone.check_invariants() {
                        result.failure =
                            Some(format!("step {step}: after {a:?}: invariant {inv:?}"));
                        break;
                    }
                }
                if result.failure.is_some() {
                    break;
                }
            }
        }
        if game.decisions_answered() > MAX_DECISIONS {
            result.failure = Some(format!(
                "step {step}: no end after {MAX_DECISIONS} decisions"
            ));
            break;
        }
    }
    result.decisions = game.decisions_answered();
    result.respect = game.players().iter().map(|p| p.respect).collect();
    result.winner = game.ranking().first().copied();
    result
}

pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let o = parse(args)?;
    let start = Instant::now();
    let mut failures = 0u64;
    let mut decisions = 0u64;
    let mut wins = vec![0u64; o.players];
    for i in 0..o.games {
        let seed = o.seed.wrapping_add(i);
        let r =
            catch_unwind(AssertUnwindSafe(|| play(o.players, seed, o.check))).unwrap_or_else(|p| {
                let msg = p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                GameResult {
                    seed,
                    winner: None,
                    respect: Vec::new(),
                    decisions: 0,
                    failure: Some(format!("panic: {msg}")),
                }
            });
        if let Some(f) = &r.failure {
            failures += 1;
            eprintln!("seed {seed}: {f}");
        }
        if let Some(w) = r.winner {
            wins[w.index()] += 1;
        }
        decisions += r.decisions;
        println!(
            "{}",
            json!({
                "seed": r.seed,
                "winner": r.winner.map(|w| w.0),
                "respect": r.respect,
                "decisions": r.decisions,
                "ok": r.failure.is_none(),
            })
        );
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!(
        "{}",
        json!({
            "games": o.games,
            "players": o.players,
            "check": o.check,
            "failures": failures,
            "games_per_sec": (o.games as f64 / secs * 10.0).round() / 10.0,
            "decisions_per_game": if o.games > 0 { decisions as f64 / o.games as f64 } else { 0.0 },
            "wins_by_seat": wins,
        })
    );
    Ok(if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
