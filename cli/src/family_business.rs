//! Family Business on the command line (`table … --game family-business`): self-play, the
//! arena, saves, replays and scenarios.

use std::process::ExitCode;
use std::time::Instant;

use fb_engine::{GameConfig, GameState, PlayerId, Scenario, MAX_PLAYERS, MIN_PLAYERS};
use serde_json::json;
use table_bots::family_business::arena::{play, play_observed, FbLevel};

use crate::arena_summary::{ArenaSummary, Tallies};
use crate::args::{number, read};
use crate::cli_game::{exit_code, CliGame, Outcome};

pub const GAME: CliGame = CliGame {
    name: "family-business",
    usage: "  table selfplay --game family-business --players N --games G --seed S [--check] [--free-discard] [--advanced]
  table arena --game family-business --bots B1,B2[,…B6] --games G --seed S [--check] [--free-discard] [--advanced]   (bots: random, heuristic, strong)
  table save --game family-business --players N --seed S [--answers K] [--free-discard] [--advanced]
  table replay --game family-business FILE
  table scenario --game family-business FILE",
    run,
};

fn run(command: &str, args: &[String]) -> Option<Outcome> {
    Some(match command {
        "selfplay" => selfplay(args),
        "arena" => arena(args),
        "save" => save(args),
        "replay" => read(args).map(|text| replay(&text)),
        "scenario" => read(args).map(|text| scenario(&text)),
        _ => return None,
    })
}

struct Options {
    players: usize,
    bots: Vec<FbLevel>,
    games: u64,
    seed: u64,
    check: bool,
    free_discard: bool,
    advanced: bool,
}

fn parse(args: &[String], arena: bool) -> Result<Options, String> {
    let mut o = Options {
        players: 4,
        bots: Vec::new(),
        games: if arena { 4 } else { 1 },
        seed: 1,
        check: false,
        free_discard: false,
        advanced: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut num = |name: &str| number(&mut it, name);
        match a.as_str() {
            "--players" if !arena => o.players = num("--players")? as usize,
            "--games" => o.games = num("--games")?,
            "--seed" => o.seed = num("--seed")?,
            "--check" => o.check = true,
            "--free-discard" => o.free_discard = true,
            "--advanced" => o.advanced = true,
            "--bots" if arena => {
                let list = it
                    .next()
                    .ok_or("--bots needs a list such as heuristic,random")?;
                o.bots = list
                    .split(',')
                    .map(|name| {
                        FbLevel::from_name(name)
                            .ok_or_else(|| format!("--bots: unknown bot {name:?}"))
                    })
                    .collect::<Result<_, _>>()?;
                o.players = o.bots.len();
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&o.players) {
        let what = if arena {
            "--bots must list"
        } else {
            "--players must be"
        };
        return Err(format!("{what} 2 to 6 players"));
    }
    if !arena {
        o.bots = vec![FbLevel::Random; o.players];
    }
    Ok(o)
}

fn config(o: &Options, seed: u64) -> GameConfig {
    let mut config = GameConfig::new(o.players, seed);
    config.free_discard = o.free_discard;
    config.advanced = o.advanced;
    config
}

/// `table selfplay --game family-business`: games between random bots.
fn selfplay(args: &[String]) -> Result<ExitCode, String> {
    let o = parse(args, false)?;
    let start = Instant::now();
    let mut failures = 0u64;
    let mut decisions = 0u64;
    let mut firsts = vec![0u64; o.players];
    for i in 0..o.games {
        let seed = o.seed.wrapping_add(i);
        let r = play(&config(&o, seed), &o.bots, o.check);
        if let Some(f) = &r.failure {
            failures += 1;
            eprintln!("seed {seed}: {f}");
        }
        for p in r.firsts() {
            firsts[p.index()] += 1;
        }
        decisions += r.decisions;
        println!(
            "{}",
            json!({
                "seed": seed,
                "first": r.firsts().iter().map(|p| p.0).collect::<Vec<_>>(),
                "draw": r.firsts().len() > 1,
                "decisions": r.decisions,
                "ok": r.failure.is_none(),
            })
        );
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!(
        "{}",
        json!({
            "game": GAME.name,
            "games": o.games,
            "players": o.players,
            "check": o.check,
            "free_discard": o.free_discard,
            "advanced": o.advanced,
            "failures": failures,
            "games_per_sec": (o.games as f64 / secs * 10.0).round() / 10.0,
            "decisions_per_game": if o.games > 0 { decisions as f64 / o.games as f64 } else { 0.0 },
            "firsts_by_seat": firsts,
        })
    );
    Ok(exit_code(failures))
}

/// `table arena --game family-business`: seat-rotated games between bots of the ladder. Game k
/// is deal k / n, with the listed bots moved k mod n seats round the table. A draw shares
/// first place: each drawing bot counts a win (and a draw in its `draw_rate`).
fn arena(args: &[String]) -> Result<ExitCode, String> {
    let o = parse(args, true)?;
    let n = o.bots.len();
    let mut tallies = Tallies::default();
    let mut failures = 0u64;
    for k in 0..o.games {
        let seed = o.seed.wrapping_add(k / n as u64);
        let turn = (k % n as u64) as usize;
        let at_seat: Vec<FbLevel> = (0..n).map(|i| o.bots[(i + turn) % n]).collect();
        let mut timed = |seat: PlayerId, act: &mut dyn FnMut() -> fb_engine::Answer| {
            let start = Instant::now();
            let answer = act();
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            tallies.decision(at_seat[seat.index()].name(), ms);
            answer
        };
        let r = play_observed(&config(&o, seed), &at_seat, o.check, &mut timed);
        if let Some(f) = &r.failure {
            failures += 1;
            eprintln!("game {k} (seed {seed}): {f}");
        }
        let firsts = r.firsts();
        for (i, level) in at_seat.iter().enumerate() {
            let first = firsts.contains(&PlayerId(i as u8));
            let drew = first && firsts.len() > 1;
            tallies.game(
                level.name(),
                first,
                &[("draw_rate", f64::from(u8::from(drew)))],
            );
        }
        println!(
            "{}",
            json!({
                "game": k,
                "seed": seed,
                "bots": at_seat.iter().map(|l| l.name()).collect::<Vec<_>>(),
                "first": firsts.iter().map(|p| p.0).collect::<Vec<_>>(),
            })
        );
    }
    ArenaSummary {
        game: GAME.name,
        players: n,
        games: o.games,
        seed: o.seed,
        check: o.check,
        failures,
        options: json!({ "advanced": o.advanced, "free_discard": o.free_discard }),
        bots: tallies.bots(),
    }
    .print();
    Ok(exit_code(failures))
}

/// `table save --game family-business --players N --seed S [--answers K]`: the save of the game
/// `table selfplay` plays for this seed, after its first K recorded answers (all by default).
fn save(args: &[String]) -> Result<ExitCode, String> {
    let mut answers = u64::MAX;
    let mut rest = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--answers" => answers = number(&mut it, "--answers")?,
            _ => rest.push(a.clone()),
        }
    }
    let o = parse(&rest, false)?;
    let config = config(&o, o.seed);
    let mut game = GameState::new(config.clone()).map_err(|e| format!("{e:?}"))?;
    let mut bots: Vec<_> = (0..o.players)
        .map(|i| FbLevel::Random.bot(o.seed.wrapping_mul(31).wrapping_add(i as u64 + 1), &config))
        .collect();
    while (game.recorded().len() as u64) < answers {
        let Some(decision) = game.pending() else {
            break;
        };
        let answer = bots[decision.seat.index()].act(&game.view(Some(decision.seat)));
        game.apply(decision.seat, answer)
            .map_err(|e| format!("a bot's answer was refused: {e:?}"))?;
    }
    println!("{}", game.save());
    Ok(ExitCode::SUCCESS)
}

/// `table replay --game family-business FILE`: the saved game's final view, or its typed error.
fn replay(text: &str) -> ExitCode {
    match GameState::load(text) {
        Ok(game) => {
            println!(
                "{}",
                json!({ "view": game.view(None), "save": game.save() })
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("{}", json!({ "error": e }));
            ExitCode::from(1)
        }
    }
}

/// `table scenario --game family-business FILE`: runs a scenario and reports the first mismatch.
fn scenario(text: &str) -> ExitCode {
    match Scenario::parse(text).and_then(|s| s.run().map(|game| (s, game))) {
        Ok((s, game)) => {
            println!("{}", json!({ "rule": s.rule, "view": game.view(None) }));
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("{}", json!({ "error": format!("{e:?}") }));
            ExitCode::from(1)
        }
    }
}
