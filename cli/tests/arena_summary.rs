//! `table arena` ends the same way for every game (docs/cli.md): a JSON line with the same keys,
//! and for each listed bot its games, wins, win rate with its Wilson interval, decision times
//! and the game's own figures; the wins are those of the game lines above it.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use serde_json::Value;

/// The JSON lines `table` prints for `args`: the game lines, then the summary.
fn arena(args: &[&str]) -> (Vec<Value>, Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_table"))
        .args(args)
        .output()
        .expect("table runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut lines: Vec<Value> = stdout
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    let summary = lines.pop().expect("a summary line");
    (lines, summary)
}

fn keys(v: &Value) -> BTreeSet<String> {
    v.as_object().expect("an object").keys().cloned().collect()
}

/// Each bot's wins counted from the game lines: the bots of a game by seat, and the seats that
/// took first place (`first` in Family Business; in Nothing Personal the head of `ranking`).
fn wins_in(games: &[Value]) -> BTreeMap<String, u64> {
    let mut wins = BTreeMap::new();
    for g in games {
        let bots = g["bots"].as_array().expect("bots by seat");
        let firsts: Vec<u64> = match g.get("first") {
            Some(first) => first
                .as_array()
                .expect("first")
                .iter()
                .map(|s| s.as_u64().expect("a seat"))
                .collect(),
            None => vec![g["ranking"][0].as_u64().expect("a ranking")],
        };
        for (seat, bot) in bots.iter().enumerate() {
            let won = firsts.contains(&(seat as u64));
            *wins
                .entry(bot.as_str().expect("a name").to_string())
                .or_default() += u64::from(won);
        }
    }
    wins
}

/// The summary's checks that hold in every game; returns the keys of a bot's entry.
fn check_summary(game: &str, games: &[Value], summary: &Value, players: u64) -> BTreeSet<String> {
    assert_eq!(summary["game"], game);
    assert_eq!(summary["players"], players);
    assert_eq!(summary["games"], games.len() as u64);
    assert_eq!(summary["failures"], 0);
    assert!(summary["options"].is_object(), "{summary}");
    let bots = summary["bots"].as_array().expect("a bots array");
    let seats: u64 = bots
        .iter()
        .map(|b| b["games"].as_u64().expect("games"))
        .sum();
    assert_eq!(
        seats,
        players * games.len() as u64,
        "every seat of every game counted once"
    );
    let wins = wins_in(games);
    assert_eq!(bots.len(), wins.len(), "one entry per listed bot");
    let mut entry_keys = BTreeSet::new();
    for b in bots {
        let name = b["bot"].as_str().expect("a bot name");
        let (w, n) = (
            b["wins"].as_u64().expect("wins"),
            b["games"].as_u64().expect("games"),
        );
        assert_eq!(w, wins[name], "{game}: wins of {name}");
        let rate = b["win_rate"].as_f64().expect("win_rate");
        assert!((rate - w as f64 / n as f64).abs() < 1e-12, "{b}");
        let (low, high) = (
            b["ci_low"].as_f64().expect("ci_low"),
            b["ci_high"].as_f64().expect("ci_high"),
        );
        assert!(
            0.0 <= low && low <= rate && rate <= high && high <= 1.0,
            "{b}"
        );
        let (p50, p95) = (
            b["decision_ms_p50"].as_f64().expect("p50"),
            b["decision_ms_p95"].as_f64().expect("p95"),
        );
        assert!(0.0 <= p50 && p50 <= p95, "{b}");
        assert!(b["figures"].is_object(), "{b}");
        entry_keys = keys(b);
    }
    entry_keys
}

#[test]
fn both_games_end_the_arena_with_the_same_summary() {
    let (np_games, np) = arena(&[
        "arena",
        "--bots",
        "heuristic,random,random",
        "--games",
        "6",
        "--seed",
        "4",
    ]);
    let (fb_games, fb) = arena(&[
        "arena",
        "--game",
        "family-business",
        "--bots",
        "heuristic,random,random",
        "--games",
        "6",
        "--seed",
        "4",
    ]);
    assert_eq!(keys(&np), keys(&fb), "the summaries' keys");
    let expected: BTreeSet<String> = [
        "game", "players", "games", "seed", "check", "failures", "options", "bots",
    ]
    .map(String::from)
    .into();
    assert_eq!(keys(&np), expected);
    let np_entry = check_summary("nothing-personal", &np_games, &np, 3);
    let fb_entry = check_summary("family-business", &fb_games, &fb, 3);
    assert_eq!(np_entry, fb_entry, "the keys of a bot's entry");
    let expected: BTreeSet<String> = [
        "bot",
        "games",
        "wins",
        "win_rate",
        "ci_low",
        "ci_high",
        "decision_ms_p50",
        "decision_ms_p95",
        "figures",
    ]
    .map(String::from)
    .into();
    assert_eq!(np_entry, expected);
    assert_eq!(
        keys(&np["bots"][0]["figures"]),
        ["mean_rank", "mean_respect"].map(String::from).into()
    );
    assert_eq!(
        keys(&fb["bots"][0]["figures"]),
        ["draw_rate"].map(String::from).into()
    );
    assert_eq!(np["options"], serde_json::json!({ "sets": [] }));
    assert_eq!(
        fb["options"],
        serde_json::json!({ "advanced": false, "free_discard": false })
    );
}
