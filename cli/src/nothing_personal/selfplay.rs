//! `table selfplay`: games between random bots, with optional checking of every step.

use std::process::ExitCode;
use std::time::Instant;

use np_engine::{CardSet, GameConfig};
use serde_json::json;
use table_bots::nothing_personal::arena::play_guarded;

use super::sets::{set_name, sets};
use crate::args::number;
use crate::cli_game::exit_code;

struct Options {
    players: usize,
    games: u64,
    seed: u64,
    check: bool,
    sets: Vec<CardSet>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        players: 4,
        games: 1,
        seed: 1,
        check: false,
        sets: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut num = |name: &str| number(&mut it, name);
        match a.as_str() {
            "--players" => o.players = num("--players")? as usize,
            "--games" => o.games = num("--games")?,
            "--seed" => o.seed = num("--seed")?,
            "--check" => o.check = true,
            "--sets" => o.sets = sets(&mut it, "--sets")?,
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !(3..=5).contains(&o.players) {
        return Err("--players must be 3, 4 or 5".into());
    }
    Ok(o)
}

pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let o = parse(args)?;
    let start = Instant::now();
    let mut failures = 0u64;
    let mut decisions = 0u64;
    let mut wins = vec![0u64; o.players];
    for i in 0..o.games {
        let seed = o.seed.wrapping_add(i);
        let config = GameConfig::new(o.players, seed).with_sets(&o.sets);
        let r = play_guarded(&config, o.check);
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
            "sets": o.sets.iter().map(|s| set_name(*s)).collect::<Vec<_>>(),
            "failures": failures,
            "games_per_sec": (o.games as f64 / secs * 10.0).round() / 10.0,
            "decisions_per_game": if o.games > 0 { decisions as f64 / o.games as f64 } else { 0.0 },
            "wins_by_seat": wins,
        })
    );
    Ok(exit_code(failures))
}
