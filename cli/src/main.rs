//! `table`: the command line of the table of games — self-play, the arena, saves, replays and
//! scenarios of each game. `--game NAME` picks the game; without it the first of [`GAMES`]
//! is played (docs/cli.md).

mod arena_summary;
mod args;
mod cli_game;
mod family_business;
mod nothing_personal;
mod stats;
mod whitechapel;

use std::process::ExitCode;

use cli_game::{CliGame, Outcome};

/// Every game of the command line; the first is played when `--game` is not given.
const GAMES: &[CliGame] = &[
    nothing_personal::GAME,
    family_business::GAME,
    whitechapel::GAME,
];

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    match run(&mut args) {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &mut Vec<String>) -> Outcome {
    let names = || GAMES.iter().map(|g| g.name).collect::<Vec<_>>().join(", ");
    let game =
        match args::take_option(args, "--game").map_err(|e| format!("{e}, one of: {}", names()))? {
            None => &GAMES[0],
            Some(name) => GAMES.iter().find(|g| g.name == name).ok_or_else(|| {
                format!("--game: unknown game {name:?}; the games are {}", names())
            })?,
        };
    let (command, rest) = args.split_first().ok_or_else(usage)?;
    (game.run)(command, rest).unwrap_or_else(|| Err(usage()))
}

/// The usage of every game's commands.
fn usage() -> String {
    let lines: Vec<&str> = GAMES.iter().map(|g| g.usage).collect();
    format!("usage:\n{}", lines.join("\n"))
}
