//! `table scenario --game whitechapel FILE`.

use std::process::ExitCode;

use serde_json::json;
use wc_engine::Scenario;

/// Plays a scenario file and prints its rule, the answers played, the expectations checked and
/// each that failed. Exit code 0 when every expectation holds, 1 when one fails, 2 for a file
/// that is no scenario (with its typed error).
pub(super) fn run(text: &str) -> ExitCode {
    let scenario = match Scenario::parse(text) {
        Ok(s) => s,
        Err(e) => {
            println!("{}", json!({ "error": format!("{e:?}") }));
            return ExitCode::from(2);
        }
    };
    let run = scenario.run();
    let failures: Vec<_> = run
        .failures
        .iter()
        .map(
            |f| json!({ "step": f.step, "what": f.what, "expected": f.expected, "found": f.found }),
        )
        .collect();
    println!(
        "{}",
        json!({
            "rule": scenario.rule,
            "answers": run.answers,
            "checks": run.checks,
            "failures": failures,
        })
    );
    if run.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
