//! Letters from Whitechapel on the command line (`table … --game whitechapel`): self-play,
//! arenas, saves and replays.

mod arena;
mod replay;
mod save;
mod scenario;
mod selfplay;

use crate::args::{number, read};
use crate::cli_game::{CliGame, Outcome};

pub const GAME: CliGame = CliGame {
    name: "whitechapel",
    usage: "  table selfplay --game whitechapel --players N --games G --seed S [--check]
  table arena --game whitechapel --jack LEVEL --police LEVEL --players N --games G --seed S [--check]
    (LEVEL: random, heuristic, strong; the police also oracle, the heuristic police told where Jack is)
  table save --game whitechapel --players N --seed S [--answers K]
  table replay --game whitechapel FILE
  table scenario --game whitechapel FILE",
    run,
};

fn run(command: &str, args: &[String]) -> Option<Outcome> {
    Some(match command {
        "selfplay" => selfplay::run(args),
        "arena" => arena::run(args),
        "save" => save::run(args),
        "replay" => read(args).map(|text| replay::run(&text)),
        "scenario" => read(args).map(|text| scenario::run(&text)),
        _ => return None,
    })
}

/// The options of the game's commands.
pub(super) struct Options {
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    pub check: bool,
    pub answers: u64,
}

pub(super) fn parse(args: &[String]) -> Result<Options, String> {
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
