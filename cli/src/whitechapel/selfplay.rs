//! `table selfplay --game whitechapel`.

use std::process::ExitCode;
use std::time::Instant;

use serde_json::json;
use table_bots::whitechapel::arena::play;
use wc_engine::{GameConfig, Side};

use super::{parse, GAME};
use crate::cli_game::exit_code;

/// `table selfplay --game whitechapel`: games between random bots on both sides.
pub(super) fn run(args: &[String]) -> Result<ExitCode, String> {
    let o = parse(args)?;
    let start = Instant::now();
    let (mut failures, mut decisions, mut jack, mut nights) = (0u64, 0u64, 0u64, 0u64);
    for i in 0..o.games {
        let seed = o.seed.wrapping_add(i);
        let r = play(&GameConfig::new(o.players, seed), o.check);
        if let Some(f) = &r.failure {
            failures += 1;
            eprintln!("seed {seed}: {f}");
        }
        decisions += r.decisions;
        nights += r.nights as u64;
        jack += u64::from(r.winner == Some(Side::Jack));
        println!(
            "{}",
            json!({
                "seed": seed,
                "winner": r.winner.map(|w| format!("{w:?}")),
                "nights": r.nights,
                "decisions": r.decisions,
                "ok": r.failure.is_none(),
            })
        );
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let per_game = |n: u64| {
        if o.games > 0 {
            n as f64 / o.games as f64
        } else {
            0.0
        }
    };
    println!(
        "{}",
        json!({
            "game": GAME.name,
            "games": o.games,
            "players": o.players,
            "check": o.check,
            "failures": failures,
            "games_per_sec": (o.games as f64 / secs * 10.0).round() / 10.0,
            "decisions_per_game": per_game(decisions),
            "nights_per_game": per_game(nights),
            "jack_wins": jack,
        })
    );
    Ok(exit_code(failures))
}
