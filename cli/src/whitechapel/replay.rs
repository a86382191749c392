//! `table replay --game whitechapel FILE`.

use std::process::ExitCode;

use serde_json::json;
use wc_engine::{SaveError, SaveFile};

/// `table replay --game whitechapel FILE`: where the saved game stands, or its typed error.
pub(super) fn run(text: &str) -> ExitCode {
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
        SaveError::OtherGame { game } => format!("a save of another game: {game}"),
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
