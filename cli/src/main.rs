//! `np`: self-play, saves of self-played games, replays and scenarios for the Nothing Personal
//! engine.

mod arena;
mod args;
mod save;
mod selfplay;

use std::process::ExitCode;

const USAGE: &str = "usage:
  np selfplay --players N --games G --seed S [--check] [--sets historical,designers,young-turks]
  np arena --bots B1,B2,B3[,B4[,B5]] --games G --seed S [--check] [--sets …]   (bots: random, heuristic, strong, oracle)
  np save --players N --seed S --until DECISION [--skip K] [--sets …]
  np replay FILE
  np scenario FILE";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("selfplay") => selfplay::run(&args[1..]),
        Some("arena") => arena::run(&args[1..]),
        Some("save") => save::run(&args[1..]),
        Some("replay") => replay(&args[1..]),
        Some("scenario") => scenario(&args[1..]),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::from(2)
        }
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
