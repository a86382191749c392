//! `table arena --game whitechapel`, driven as a user would: a line per game, then one JSON
//! object with each side's level, games, wins, interval and time per decision.

use std::process::Command;

use serde_json::Value;

fn table(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_table"))
        .args(args)
        .output()
        .expect("table runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn an_arena_sums_each_sides_wins() {
    let games = 3;
    let (code, out, err) = table(&[
        "arena",
        "--game",
        "whitechapel",
        "--jack",
        "heuristic",
        "--police",
        "heuristic",
        "--players",
        "3",
        "--games",
        "3",
        "--seed",
        "5",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), games + 1, "{out}");
    for line in &lines[..games] {
        let game: Value = serde_json::from_str(line).expect("a game's JSON line");
        assert_eq!(game["ok"], true, "{line}");
        let cause = game["cause"].as_str().expect("how the game ended");
        let escaped = cause == "Escaped";
        assert_eq!(escaped, game["winner"] == "Jack", "{line}");
    }
    let summary: Value = serde_json::from_str(lines[games]).expect("the summary's JSON");
    let mut wins = 0;
    for side in ["jack", "police"] {
        let s = &summary[side];
        assert_eq!(s["level"], "heuristic");
        assert_eq!(s["games"].as_u64(), Some(games as u64));
        let rate = s["win_rate"].as_f64().expect("a win rate");
        let (low, high) = (
            s["ci_low"].as_f64().expect("a lower bound"),
            s["ci_high"].as_f64().expect("an upper bound"),
        );
        assert!(low <= rate && rate <= high, "{s}");
        let (p50, p95) = (
            s["decision_ms_p50"].as_f64().expect("a median time"),
            s["decision_ms_p95"].as_f64().expect("a 95th percentile"),
        );
        assert!(0.0 < p50 && p50 <= p95, "{s}");
        wins += s["wins"].as_u64().expect("wins");
    }
    assert_eq!(wins, games as u64);
}

/// The Strong levels play either side, and are named in the summary.
#[test]
fn the_strong_levels_play_and_are_named() {
    let (code, out, err) = table(&[
        "arena",
        "--game",
        "whitechapel",
        "--jack",
        "strong",
        "--police",
        "strong",
        "--players",
        "2",
        "--games",
        "1",
        "--seed",
        "6",
    ]);
    assert_eq!(code, 0, "{err}");
    let summary: Value =
        serde_json::from_str(out.lines().last().expect("a summary")).expect("the summary's JSON");
    assert_eq!(summary["jack"]["level"], "strong");
    assert_eq!(summary["police"]["level"], "strong");
    assert_eq!(
        summary["jack"]["wins"].as_u64().expect("wins")
            + summary["police"]["wins"].as_u64().expect("wins"),
        1
    );
}

#[test]
fn an_unknown_level_is_refused() {
    let (code, _, err) = table(&["arena", "--game", "whitechapel", "--jack", "genius"]);
    assert_ne!(code, 0);
    assert!(
        err.contains("--jack must be one of random, heuristic, strong"),
        "{err}"
    );
}

/// The oracle plays the police only, and is named in the summary.
#[test]
fn the_oracle_police_play_and_are_named() {
    let (code, out, err) = table(&[
        "arena",
        "--game",
        "whitechapel",
        "--jack",
        "heuristic",
        "--police",
        "oracle",
        "--players",
        "2",
        "--games",
        "1",
        "--seed",
        "5",
    ]);
    assert_eq!(code, 0, "{err}");
    let summary: Value =
        serde_json::from_str(out.lines().last().expect("a summary")).expect("the summary's JSON");
    assert_eq!(summary["police"]["level"], "oracle");
    assert_eq!(summary["jack"]["level"], "heuristic");
    let (code, _, err) = table(&["arena", "--game", "whitechapel", "--jack", "oracle"]);
    assert_ne!(code, 0);
    assert!(
        err.contains("--jack must be one of random, heuristic"),
        "{err}"
    );
}
