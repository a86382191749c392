//! The specification's test cases as scenario fixtures (tests/scenarios/*.json), each citing
//! its rule: every file runs, every expectation holds, every invariant after every step.

use std::fs;
use std::path::Path;

use fb_engine::Scenario;

#[test]
fn every_fixture_holds() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut ran = 0;
    let mut failures = Vec::new();
    let mut paths: Vec<_> = fs::read_dir(&dir)
        .expect("the fixtures' folder")
        .map(|e| e.expect("an entry").path())
        .collect();
    paths.sort();
    for path in paths {
        let text = fs::read_to_string(&path).expect("a fixture");
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        let result = Scenario::parse(&text).and_then(|s| {
            assert!(s.rule.starts_with("FB"), "{name}: cites no rule");
            s.run()
        });
        if let Err(e) = result {
            failures.push(format!("{name}: {e:?}"));
        }
        ran += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(ran >= 2, "fixtures found: {ran}");
}

/// A seat beyond the table in what a scenario expects is a notation error, not a panic (found
/// by the fuzz target fb_files).
#[test]
fn a_seat_beyond_the_table_is_refused() {
    for expect in [
        r#"{"rows": {"F": [1]}}"#,
        r#"{"hand_sizes": {"E": 5}}"#,
        r#"{"winner": "F"}"#,
    ] {
        let text =
            format!(r#"{{"rule": "FB0.3", "players": 3, "active": "A", "expect": {expect}}}"#);
        let result = Scenario::parse(&text).and_then(|s| s.run());
        assert!(
            matches!(result, Err(fb_engine::ScenarioError::Notation(_))),
            "{expect}: {result:?}"
        );
    }
}
