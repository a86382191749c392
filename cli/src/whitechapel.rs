//! Letters from Whitechapel on the command line (`table … --game whitechapel`): self-play,
//! saves and replays.

use std::process::ExitCode;
use std::time::Instant;

use serde_json::json;
use table_bots::whitechapel::arena::{play, viewer_of};
use table_bots::whitechapel::{RandomBot, WcBot};
use wc_engine::{GameConfig, GameState, SaveError, SaveFile, Side};

use crate::args::{number, read};
use crate::cli_game::{exit_code, CliGame, Outcome};

pub const GAME: CliGame = CliGame {
    name: "whitechapel",
    usage: "  table selfplay --game whitechapel --players N --games G --seed S [--check]
  table save --game whitechapel --players N --seed S [--answers K]
  table replay --game whitechapel FILE",
    run,
};

fn run(command: &str, args: &[String]) -> Option<Outcome> {
    Some(match command {
        "selfplay" => selfplay(args),
        "save" => save(args),
        "replay" => read(args).map(|text| replay(&text)),
        _ => return None,
    })
}

struct Options {
    players: usize,
    games: u64,
    seed: u64,
    check: bool,
    answers: u64,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        players: 4,
        games: 1,
        seed: 1,
        check: false,
        answers: u64::MAX,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut num = |name: &str| number(&mut it, name);
        match a.as_str() {
            "--players" => o.players = num("--players")? as usize,
            "--games" => o.games = num("--games")?,
            "--seed" => o.seed = num("--seed")?,
            "--answers" => o.answers = num("--answers")?,
            "--check" => o.check = true,
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !(2..=6).contains(&o.players) {
        return Err("--players must be 2 to 6 players".into());
    }
    Ok(o)
}

/// `table selfplay --game whitechapel`: games between random bots on both sides.
fn selfplay(args: &[String]) -> Result<ExitCode, String> {
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

/// `table save --game whitechapel --players N --seed S [--answers K]`: the save of a game of
/// random bots after its first K recorded answers (all by default).
fn save(args: &[String]) -> Result<ExitCode, String> {
    let o = parse(args)?;
    let (mut game, _) =
        GameState::new(GameConfig::new(o.players, o.seed)).map_err(|e| format!("{e:?}"))?;
    let mut bots: Vec<RandomBot> = (0..o.players as u64)
        .map(|i| RandomBot::new(o.seed.wrapping_mul(31).wrapping_add(i)))
        .collect();
    while (game.recorded().len() as u64) < o.answers {
        let Some(d) = game.pending() else {
            break;
        };
        let view = game.view(viewer_of(&game, d.seat), Some(d.seat));
        let answer = bots[usize::from(d.seat.0)].act(&view);
        game.apply(d.seat, answer)
            .map_err(|e| format!("a bot's answer was refused: {e:?}"))?;
    }
    println!("{}", game.save().to_json());
    Ok(ExitCode::SUCCESS)
}

/// `table replay --game whitechapel FILE`: where the saved game stands, or its typed error.
fn replay(text: &str) -> ExitCode {
    match SaveFile::parse(text).and_then(|s| s.replay()) {
        Ok((game, log)) => {
            println!(
                "{}",
                json!({
                    "night": game.night(),
                    "round": game.round(),
                    "pending": game.pending().map(|d| json!({ "type": d.kind.name(), "seat": d.seat.0 })),
                    "winner": game.result().map(|r| format!("{:?}", r.winner)),
                    "cause": game.result().map(|r| format!("{:?}", r.cause)),
                    "answers": game.recorded().len(),
                    "events": log.len(),
                })
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            println!("{}", json!({ "error": describe(&e) }));
            ExitCode::from(1)
        }
    }
}

fn describe(error: &SaveError) -> String {
    match error {
        SaveError::Malformed { reason } => format!("not a save: {reason}"),
        SaveError::UnknownVersion { version } => format!(
            "unknown version: format {}, rules {}, map {}",
            version.format, version.rules, version.map
        ),
        SaveError::Setup(e) => format!("the configuration makes no game: {e:?}"),
        SaveError::NotPending { index } => {
            format!("answer {index} is not of the decision pending then")
        }
        SaveError::Rejected { index, error } => format!("answer {index} is refused: {error:?}"),
    }
}
