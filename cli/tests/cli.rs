//! The `table` command line, driven as a user would.

use std::process::Command;

use np_engine::{GameConfig, GameState, SaveFile};
use serde_json::Value;
use table_bots::nothing_personal::{Bot, RandomBot};

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

/// A file the command reads, removed (with its folder, once empty) when the test is done.
struct TempFile(std::path::PathBuf);

impl TempFile {
    fn to_str(&self) -> Option<&str> {
        self.0.to_str()
    }
}

impl AsRef<std::path::Path> for TempFile {
    fn as_ref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
        if let Some(dir) = self.0.parent() {
            // Another test's file may still be in it; the last one removes it.
            let _ = std::fs::remove_dir(dir);
        }
    }
}

fn temp_file(name: &str, text: &str) -> TempFile {
    let dir = std::env::temp_dir().join(format!("table-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write temp file");
    TempFile(path)
}

/// Game lines carry no timing: two runs with the same arguments print identical game lines
/// (R12.1.5), and the summary has the documented keys.
#[test]
fn selfplay_is_deterministic_and_summarised() {
    let args = [
        "selfplay",
        "--players",
        "3",
        "--games",
        "4",
        "--seed",
        "11",
        "--check",
    ];
    let (code, first, err) = table(&args);
    assert_eq!(code, 0, "{err}");
    let (_, second, _) = table(&args);
    let lines: Vec<&str> = first.lines().collect();
    assert_eq!(lines.len(), 5, "four games and a summary");
    assert_eq!(
        &lines[..4],
        &second.lines().collect::<Vec<_>>()[..4],
        "game lines differ between runs"
    );
    let game: Value = serde_json::from_str(lines[0]).expect("game line is JSON");
    assert_eq!(game["seed"], 11);
    assert_eq!(game["respect"].as_array().map(Vec::len), Some(3));
    let summary: Value = serde_json::from_str(lines[4]).expect("summary is JSON");
    for key in [
        "games",
        "failures",
        "games_per_sec",
        "decisions_per_game",
        "wins_by_seat",
    ] {
        assert!(summary.get(key).is_some(), "summary lacks {key}");
    }
    assert_eq!(summary["failures"], 0);
    assert_eq!(summary["games"], 4);
}

/// An arena checked step by step (R15) plays the same games as an unchecked one, rotates the
/// bots round the seats, and ends with the JSON summary of every bot.
#[test]
fn a_checked_arena_plays_the_same_games() {
    let args = [
        "arena",
        "--bots",
        "heuristic,random,random",
        "--games",
        "3",
        "--seed",
        "5",
    ];
    let (code, plain, err) = table(&args);
    assert_eq!(code, 0, "{err}");
    let (code, checked, err) = table(&[&args[..], &["--check"]].concat());
    assert_eq!(code, 0, "{err}");
    let games = |out: &str| -> Vec<Value> {
        out.lines()
            .filter(|l| l.starts_with("{\"bots\":[\""))
            .map(|l| serde_json::from_str(l).expect("a game line"))
            .collect()
    };
    let (plain_games, checked_games) = (games(&plain), games(&checked));
    assert_eq!(plain_games.len(), 3);
    assert_eq!(plain_games, checked_games, "checking changed a game");
    let seats: Vec<usize> = checked_games
        .iter()
        .map(|g| {
            let bots = g["bots"].as_array().expect("bots");
            bots.iter()
                .position(|b| b == "heuristic")
                .expect("the heuristic seat")
        })
        .collect();
    assert_eq!(seats, [0, 2, 1], "the bots move round the table");
    let summary: Value =
        serde_json::from_str(checked.lines().last().expect("a summary")).expect("JSON");
    assert_eq!(summary["failures"], 0);
    assert_eq!(summary["bots"].as_array().map(Vec::len), Some(2));
}

/// R14.2: `--sets` adds the Young Turks sets by name, any of them in any order; the summary
/// names them, the games differ from the base game's, and a checked run has no failure. An
/// unknown or repeated set is refused.
#[test]
fn young_turks_sets_are_chosen_by_name() {
    let base = ["selfplay", "--players", "4", "--games", "3", "--seed", "21"];
    let (code, plain, err) = table(&[&base[..], &["--check"]].concat());
    assert_eq!(code, 0, "{err}");
    let (code, with_sets, err) = table(
        &[
            &base[..],
            &["--check", "--sets", "young-turks,historical,designers"],
        ]
        .concat(),
    );
    assert_eq!(code, 0, "{err}");
    let summary: Value =
        serde_json::from_str(with_sets.lines().last().expect("a summary")).expect("JSON");
    assert_eq!(
        summary["sets"],
        serde_json::json!(["historical", "designers", "young-turks"])
    );
    assert_eq!(summary["failures"], 0);
    assert_ne!(
        plain.lines().take(3).collect::<Vec<_>>(),
        with_sets.lines().take(3).collect::<Vec<_>>(),
        "the sets change the games"
    );
    let (code, arena, err) = table(&[
        "arena",
        "--bots",
        "heuristic,random,random",
        "--games",
        "2",
        "--seed",
        "3",
        "--check",
        "--sets",
        "designers",
    ]);
    assert_eq!(code, 0, "{err}");
    let summary: Value =
        serde_json::from_str(arena.lines().last().expect("a summary")).expect("JSON");
    assert_eq!(summary["options"]["sets"], serde_json::json!(["designers"]));
    assert_eq!(summary["failures"], 0);
    for bad in ["gangsters", "historical,historical", ""] {
        let (code, _, err) = table(&[&base[..], &["--sets", bad]].concat());
        assert_eq!(code, 2, "{bad}");
        assert!(err.contains("--sets"), "{bad}: {err}");
    }
}

#[test]
fn bad_arguments_are_refused() {
    let (code, _, err) = table(&["selfplay", "--players", "7"]);
    assert_eq!(code, 2);
    assert!(err.contains("--players"));
    let (code, _, err) = table(&["dance"]);
    assert_eq!(code, 2);
    assert!(err.contains("usage"));
}

/// `table replay` rebuilds a saved game and prints its snapshot; a broken save is an error.
#[test]
fn replay_prints_the_saved_state() {
    let config = GameConfig::new(4, 5);
    let mut game = GameState::new(config.clone()).expect("setup");
    let mut save = SaveFile::new(config);
    let mut bots: Vec<RandomBot> = (0..4).map(RandomBot::new).collect();
    for _ in 0..120 {
        let Some(d) = game.pending().cloned() else {
            break;
        };
        let action = bots[d.seat.index()].act(&game.knowledge(d.seat));
        if game.apply(d.seat, action.clone()).is_ok() {
            save.actions.push((d.seat, action));
        }
    }
    let path = temp_file("save.json", &save.to_json());
    let (code, out, err) = table(&["replay", path.to_str().expect("path")]);
    assert_eq!(code, 0, "{err}");
    let printed: Value = serde_json::from_str(out.trim()).expect("snapshot JSON");
    let expected: Value = serde_json::from_str(&game.to_json()).expect("snapshot JSON");
    assert_eq!(printed, expected);

    let broken = temp_file("broken.json", "{\"version\": 1, \"config\": ");
    let (code, out, _) = table(&["replay", broken.to_str().expect("path")]);
    assert_eq!(code, 1);
    assert!(out.contains("Corrupt"), "{out}");
    assert_eq!(
        std::fs::read_to_string(&broken).expect("still there"),
        "{\"version\": 1, \"config\": ",
        "a broken save is kept as it was"
    );
}

/// `table scenario` runs a rule fixture's scenario (R6.7.4) and reports a rejected action by its
/// typed error.
#[test]
fn scenario_runs_and_reports_errors() {
    let fixture: Value = serde_json::from_str(include_str!(
        "../../games/nothing-personal/tests/scenarios/r6-7-4-make-a-move-success.json"
    ))
    .expect("fixture");
    let path = temp_file("scenario.json", &fixture["scenario"].to_string());
    let (code, out, err) = table(&["scenario", path.to_str().expect("path")]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(v["state"]["players"][0]["respect"], 14);

    // A rule fixture itself runs its scenario.
    let fixture_path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../games/nothing-personal/tests/scenarios/r6-7-4-make-a-move-success.json"
    );
    let (code, out, _) = table(&["scenario", fixture_path]);
    assert_eq!(code, 0);
    let direct: Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(direct, v);

    let mut bad = fixture["scenario"].clone();
    bad["actions"] = serde_json::json!([[1, {"Answer": "Pass"}]]);
    let path = temp_file("bad-scenario.json", &bad.to_string());
    let (code, out, _) = table(&["scenario", path.to_str().expect("path")]);
    assert_eq!(code, 1);
    let v: Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(
        v["error"],
        serde_json::json!({"Rejected": {"index": 0, "error": "NotYourDecision"}})
    );
}

/// Loads a save printed by `table save`, with the R12.3 name of its pending decision.
fn load_printed(out: &str) -> (SaveFile, GameState, &'static str) {
    let save = SaveFile::parse(out.trim()).expect("a save");
    let game = SaveFile::load(out.trim()).expect("the save replays");
    let name = game.pending().expect("a pending decision").kind.name();
    (save, game, name)
}

/// `table save` prints the save of a self-played game cut at the asked decision (R12.1.5): it
/// loads, and `table replay` of it reaches that decision.
#[test]
fn save_stops_at_the_asked_decision() {
    for until in ["COMMISSION_TURN", "TIE_PETITION", "REROLL"] {
        let (code, out, err) = table(&["save", "--players", "3", "--seed", "4", "--until", until]);
        assert_eq!(code, 0, "{err}");
        let (save, _, name) = load_printed(&out);
        assert_eq!(name, until);
        assert_eq!((save.config.players, save.seed), (3, 4));

        let path = temp_file(&format!("save-{until}.json"), &out);
        let (code, replayed, err) = table(&["replay", path.to_str().expect("path")]);
        assert_eq!(code, 0, "{err}");
        let snapshot: Value = serde_json::from_str(replayed.trim()).expect("snapshot JSON");
        assert_eq!(snapshot["pending"][1], until);
    }
}

/// `--skip K` goes on to the (K+1)-th time the decision is pending, in the same game; past the
/// last one the game ends first, which is exit 1.
#[test]
fn save_skip_moves_to_a_later_occurrence() {
    let args = [
        "save",
        "--players",
        "4",
        "--seed",
        "9",
        "--until",
        "CREW_ACTION",
    ];
    let (code, first, err) = table(&args);
    assert_eq!(code, 0, "{err}");
    let (code, third, err) = table(&[&args[..], &["--skip", "2"]].concat());
    assert_eq!(code, 0, "{err}");
    let (save0, game0, name0) = load_printed(&first);
    let (save2, game2, name2) = load_printed(&third);
    assert_eq!((name0, name2), ("CREW_ACTION", "CREW_ACTION"));
    assert!(game2.decisions_answered() > game0.decisions_answered());
    assert_eq!(
        save2.actions[..save0.actions.len()],
        save0.actions[..],
        "the later save continues the same game"
    );

    let (code, out, err) = table(&[&args[..], &["--skip", "100000"]].concat());
    assert_eq!(code, 1);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("ended"), "{err}");
}

#[test]
fn save_refuses_an_unknown_decision() {
    let (code, out, err) = table(&["save", "--players", "3", "--seed", "1", "--until", "NAP"]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("--until") && err.contains("TIE_PETITION"),
        "{err}"
    );
    let (code, _, err) = table(&["save", "--players", "3", "--seed", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("--until"), "{err}");
}

/// `--game family-business`: self-play is deterministic and checked; the arena seats the
/// ladder; a save of a self-played game replays to its end; a fixture's scenario runs.
#[test]
fn family_business_is_played_by_name() {
    let args = [
        "selfplay",
        "--game",
        "family-business",
        "--players",
        "5",
        "--games",
        "6",
        "--seed",
        "3",
        "--check",
    ];
    let (code, first, err) = table(&args);
    assert_eq!(code, 0, "{err}");
    let (_, again, _) = table(&args);
    assert_eq!(
        first.lines().take(6).collect::<Vec<_>>(),
        again.lines().take(6).collect::<Vec<_>>()
    );
    let summary: Value =
        serde_json::from_str(first.lines().last().expect("summary")).expect("JSON");
    assert_eq!(summary["game"], "family-business");
    assert_eq!(summary["failures"], 0);
    assert_eq!(summary["players"], 5);

    let (code, out, err) = table(&[
        "arena",
        "--game",
        "family-business",
        "--bots",
        "heuristic,random",
        "--games",
        "4",
        "--seed",
        "1",
        "--check",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("heuristic") && out.contains("random"), "{out}");

    let (code, save, err) = table(&[
        "save",
        "--game",
        "family-business",
        "--players",
        "3",
        "--seed",
        "9",
    ]);
    assert_eq!(code, 0, "{err}");
    let path = temp_file("fb-save.json", save.trim());
    let (code, out, err) = table(&[
        "replay",
        "--game",
        "family-business",
        path.to_str().expect("path"),
    ]);
    assert_eq!(code, 0, "{err}");
    let replayed: Value = serde_json::from_str(out.trim()).expect("JSON");
    assert!(replayed["view"]["outcome"].is_object(), "{out}");
    assert_eq!(replayed["save"], Value::String(save.trim().to_string()));

    let broken = temp_file(
        "fb-broken.json",
        &save.replace("\"family-business\"", "\"chess\""),
    );
    let (code, out, _) = table(&[
        "replay",
        "--game",
        "family-business",
        broken.to_str().expect("path"),
    ]);
    assert_eq!(code, 1);
    assert!(out.contains("OtherGame"), "{out}");

    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../games/family-business/tests/scenarios/fb5-1-6-contract.json"
    );
    let (code, out, err) = table(&["scenario", "--game", "family-business", fixture]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("FB5.1.6"), "{out}");

    let (code, _, err) = table(&["selfplay", "--game", "family-business", "--players", "7"]);
    assert_eq!(code, 2);
    assert!(err.contains("--players"), "{err}");
    let (code, _, err) = table(&["selfplay", "--game", "go"]);
    assert_eq!(code, 2);
    assert!(err.contains("--game"), "{err}");
}

/// Letters from Whitechapel: a checked self-play says so in its summary, a save cut after its
/// third answer resumes at the kill or wait, and an answer refused in a save is named.
#[test]
fn whitechapel_plays_saves_and_replays() {
    let (code, out, err) = table(&[
        "selfplay",
        "--game",
        "whitechapel",
        "--players",
        "3",
        "--games",
        "3",
        "--seed",
        "4",
        "--check",
    ]);
    assert_eq!(code, 0, "{err}");
    let summary: Value =
        serde_json::from_str(out.lines().last().expect("a summary")).expect("JSON");
    assert_eq!(summary["game"], "whitechapel");
    assert_eq!(
        (summary["games"].as_u64(), summary["failures"].as_u64()),
        (Some(3), Some(0))
    );

    let (code, save, err) = table(&[
        "save",
        "--game",
        "whitechapel",
        "--players",
        "2",
        "--seed",
        "3",
        "--answers",
        "3",
    ]);
    assert_eq!(code, 0, "{err}");
    let path = temp_file("whitechapel.json", &save);
    let (code, out, _) = table(&[
        "replay",
        "--game",
        "whitechapel",
        path.to_str().expect("path"),
    ]);
    assert_eq!(code, 0);
    let state: Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(state["pending"]["type"], "KILL_OR_WAIT");
    assert_eq!(state["answers"], 3);

    let mut broken: Value = serde_json::from_str(&save).expect("a save");
    broken["answers"][0]["answer"] = serde_json::json!({"Hideout": 250});
    let path = temp_file("whitechapel-broken.json", &broken.to_string());
    let (code, out, _) = table(&[
        "replay",
        "--game",
        "whitechapel",
        path.to_str().expect("path"),
    ]);
    assert_eq!(code, 1);
    assert!(out.contains("answer 0 is refused"), "{out}");
}

/// `table scenario --game whitechapel`: a scenario of the specification's test cases holds
/// (exit 0); the same file with a wrong expectation names the failed step (exit 1); a file
/// that is no scenario gives its typed error (exit 2).
#[test]
fn whitechapel_scenarios_hold_fail_or_are_refused() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../games/letters-from-whitechapel/tests/scenarios/wc5-3-10-arrest-after-a-coach.json"
    );
    let (code, out, err) = table(&["scenario", "--game", "whitechapel", fixture]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(report["failures"], serde_json::json!([]));
    assert!(report["checks"].as_u64() > Some(5), "{out}");

    let mut wrong: Value =
        serde_json::from_str(&std::fs::read_to_string(fixture).expect("the fixture"))
            .expect("JSON");
    wrong["steps"][1]["expect"]["jack"] = serde_json::json!("C20");
    let path = temp_file("whitechapel-wrong.json", &wrong.to_string());
    let (code, out, _) = table(&[
        "scenario",
        "--game",
        "whitechapel",
        path.to_str().expect("path"),
    ]);
    assert_eq!(code, 1);
    let report: Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(
        report["failures"],
        serde_json::json!([{"step": 1, "what": "jack", "expected": "C20", "found": "C40"}])
    );

    wrong["steps"][0]["play"][0] = serde_json::json!("Hideaway(C1)");
    let path = temp_file("whitechapel-bad.json", &wrong.to_string());
    let (code, out, _) = table(&[
        "scenario",
        "--game",
        "whitechapel",
        path.to_str().expect("path"),
    ]);
    assert_eq!(code, 2);
    assert!(
        out.contains("Name") && out.contains("Hideaway(C1)"),
        "{out}"
    );
}
