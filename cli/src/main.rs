//! `table`: self-play, saves of self-played games, replays and scenarios for the Nothing Personal
//! engine, and with `--game family-business` for the Family Business engine.

mod arena;
mod args;
mod family_business;
mod save;
mod selfplay;

use std::process::ExitCode;

const USAGE: &str = "usage:
  table selfplay --players N --games G --seed S [--check] [--sets historical,designers,young-turks]
  table arena --bots B1,B2,B3[,B4[,B5]] --games G --seed S [--check] [--sets …]   (bots: random, heuristic, strong, oracle)
  table save --players N --seed S --until DECISION [--skip K] [--sets …]
  table replay FILE
  table scenario FILE
  table selfplay --game family-business --players N --games G --seed S [--check] [--free-discard] [--advanced]
  table arena --game family-business --bots B1,B2[,…B6] --games G --seed S [--check]   (bots: random, heuristic)
  table save --game family-business --players N --seed S [--answers K]
  table replay --game family-business FILE
  table scenario --game family-business FILE";

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let game = match args.iter().position(|a| a == "--game") {
        Some(at) if at + 1 < args.len() => {
            let name = args.remove(at + 1);
            args.remove(at);
            Some(name)
        }
        Some(_) => return usage_error("--game needs a name: nothing-personal or family-business"),
        None => None,
    };
    let result = match game.as_deref() {
        None | Some("nothing-personal") => nothing_personal(&args),
        Some(family_business::NAME) => family_business(&args),
        Some(other) => Err(format!("--game: unknown game {other:?}")),
    };
    match result {
        Ok(code) => code,
        Err(msg) => usage_error(&msg),
    }
}

fn usage_error(msg: &str) -> ExitCode {
    eprintln!("{msg}");
    ExitCode::from(2)
}

fn family_business(args: &[String]) -> Result<ExitCode, String> {
    match args.first().map(String::as_str) {
        Some("selfplay") => family_business::selfplay(&args[1..]),
        Some("arena") => family_business::arena(&args[1..]),
        Some("save") => family_business::save(&args[1..]),
        Some("replay") => Ok(family_business::replay(&read(&args[1..])?)),
        Some("scenario") => Ok(family_business::scenario(&read(&args[1..])?)),
        _ => Err(USAGE.to_string()),
    }
}

fn nothing_personal(args: &[String]) -> Result<ExitCode, String> {
    match args.first().map(String::as_str) {
        Some("selfplay") => selfplay::run(&args[1..]),
        Some("arena") => arena::run(&args[1..]),
        Some("save") => save::run(&args[1..]),
        Some("replay") => replay(&args[1..]),
        Some("scenario") => scenario(&args[1..]),
        _ => Err(USAGE.to_string()),
    }
}

fn read(args: &[String]) -> Result<String, String> {
    let path = args.first().ok_or_else(|| USAGE.to_string())?;
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))
}

fn replay(args: &[String]) -> Result<ExitCode, String> {
    let text = read(args)?;
    match np_engine::SaveFile::load(&text) {
        Ok(state) => {
            println!("{}", state.to_json());
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            println!("{}", serde_json::json!({ "error": e }));
            Ok(ExitCode::from(1))
        }
    }
}

fn scenario(args: &[String]) -> Result<ExitCode, String> {
    let text = read(args)?;
    let out = np_engine::run_scenario(&text);
    let failed = out.get("error").is_some();
    println!("{out}");
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
