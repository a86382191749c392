//! A game as the command line knows it.

use std::process::ExitCode;

/// What a command ends with: its exit code, or a message about its arguments (exit code 2).
pub type Outcome = Result<ExitCode, String>;

/// A game of the command line: the name `--game` takes, its lines of the usage, and what runs
/// its commands.
pub struct CliGame {
    pub name: &'static str,
    /// Its lines of the usage, each starting `  table `.
    pub usage: &'static str,
    /// Runs `command` with the arguments after it; `None` when the game has no such command.
    pub run: fn(command: &str, args: &[String]) -> Option<Outcome>,
}

/// The exit code of a run in which `failures` games failed: success, or 1.
pub fn exit_code(failures: u64) -> ExitCode {
    if failures == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
