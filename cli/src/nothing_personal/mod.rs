//! Nothing Personal on the command line: self-play, the arena, saves, replays and scenarios.

mod arena;
mod replay;
mod save;
mod scenario;
mod selfplay;
mod sets;

use crate::cli_game::{CliGame, Outcome};

pub const GAME: CliGame = CliGame {
    name: "nothing-personal",
    usage: "  table selfplay --players N --games G --seed S [--check] [--sets historical,designers,young-turks]
  table arena --bots B1,B2,B3[,B4[,B5]] --games G --seed S [--check] [--sets …]   (bots: random, heuristic, strong, oracle)
  table save --players N --seed S --until DECISION [--skip K] [--sets …]
  table replay FILE
  table scenario FILE",
    run,
};

fn run(command: &str, args: &[String]) -> Option<Outcome> {
    Some(match command {
        "selfplay" => selfplay::run(args),
        "arena" => arena::run(args),
        "save" => save::run(args),
        "replay" => replay::run(args),
        "scenario" => scenario::run(args),
        _ => return None,
    })
}
