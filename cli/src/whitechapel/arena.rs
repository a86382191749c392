//! `table arena --game whitechapel`: games between a level of Jack and a level of the police,
//! a line per game, then each side's wins with their Wilson interval and its bots' time per
//! decision as the last line.

use std::process::ExitCode;
use std::time::Duration;

use serde_json::{json, Value};
use table_bots::whitechapel::arena::{play_sides, Police, Sides};
use table_bots::whitechapel::WcLevel;
use wc_engine::{GameConfig, Side};

use super::parse;
use crate::args::take_option;
use crate::cli_game::exit_code;
use crate::stats::{percentile, wilson};

fn level(args: &mut Vec<String>, name: &str) -> Result<WcLevel, String> {
    let given = take_option(args, name)?.unwrap_or_else(|| "random".into());
    WcLevel::from_name(&given).ok_or_else(|| format!("{name} must be one of {}", ladder()))
}

/// The police of `--police`: a level, or the oracle told where Jack stands.
fn police(args: &mut Vec<String>) -> Result<Police, String> {
    let given = take_option(args, "--police")?.unwrap_or_else(|| "random".into());
    Police::from_name(&given)
        .ok_or_else(|| format!("--police must be one of {}, {}", ladder(), Police::ORACLE))
}

fn ladder() -> String {
    let names: Vec<&str> = WcLevel::ALL.iter().map(|l| l.name()).collect();
    names.join(", ")
}

/// One side's line of the summary.
fn side_summary(level: &str, games: u64, wins: u64, times: &mut [Duration]) -> Value {
    times.sort_unstable();
    let ms: Vec<f64> = times.iter().map(|t| t.as_secs_f64() * 1000.0).collect();
    let (ci_low, ci_high) = wilson(wins, games);
    json!({
        "level": level,
        "games": games,
        "wins": wins,
        "win_rate": if games > 0 { wins as f64 / games as f64 } else { 0.0 },
        "ci_low": ci_low,
        "ci_high": ci_high,
        "decision_ms_p50": percentile(&ms, 0.5),
        "decision_ms_p95": percentile(&ms, 0.95),
    })
}

pub(super) fn run(args: &[String]) -> Result<ExitCode, String> {
    let mut args = args.to_vec();
    let sides = Sides {
        jack: level(&mut args, "--jack")?,
        police: police(&mut args)?,
    };
    let o = parse(&args)?;
    let (mut failures, mut jack_wins, mut police_wins) = (0u64, 0u64, 0u64);
    let (mut jack_times, mut police_times) = (Vec::new(), Vec::new());
    for i in 0..o.games {
        let seed = o.seed.wrapping_add(i);
        let r = play_sides(&GameConfig::new(o.players, seed), sides, o.check);
        if let Some(f) = &r.failure {
            failures += 1;
            eprintln!("seed {seed}: {f}");
        }
        jack_wins += u64::from(r.winner == Some(Side::Jack));
        police_wins += u64::from(r.winner == Some(Side::Police));
        println!(
            "{}",
            json!({
                "seed": seed,
                "winner": r.winner.map(|w| format!("{w:?}")),
                "cause": r.cause.map(|c| c.to_string()),
                "nights": r.nights,
                "decisions": r.decisions,
                "ok": r.failure.is_none(),
            })
        );
        jack_times.extend(r.jack_times);
        police_times.extend(r.police_times);
    }
    println!(
        "{}",
        json!({
            "jack": side_summary(sides.jack.name(), o.games, jack_wins, &mut jack_times),
            "police": side_summary(sides.police.name(), o.games, police_wins, &mut police_times),
        })
    );
    Ok(exit_code(failures))
}
