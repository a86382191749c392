//! Runs every scenario fixture in `tests/scenarios/`: each names the rule it checks, starts
//! from an explicit position, applies its actions and compares the resulting state with
//! `expect` (a partial snapshot: only the keys it names are compared) or `expectError`.

use std::path::Path;

use serde_json::Value;

/// Compares `actual` against the partial `expected`; returns the path of the first mismatch.
fn matches(expected: &Value, actual: &Value, path: &str) -> Result<(), String> {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, v) in e {
                let Some(av) = a.get(k) else {
                    return Err(format!("{path}.{k}: missing"));
                };
                matches(v, av, &format!("{path}.{k}"))?;
            }
            Ok(())
        }
        (Value::Array(e), Value::Array(a)) => {
            if e.len() != a.len() {
                return Err(format!("{path}: length {} != {}", a.len(), e.len()));
            }
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                matches(ev, av, &format!("{path}[{i}]"))?;
            }
            Ok(())
        }
        (e, a) if e == a => Ok(()),
        (e, a) => Err(format!("{path}: expected {e}, got {a}")),
    }
}

#[test]
fn every_scenario_fixture_holds() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("fixture folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 9,
        "expected the spec's test cases as fixtures"
    );
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable fixture");
        let fixture: Value = serde_json::from_str(&text).expect("fixture JSON");
        let rule = fixture["rule"].as_str().unwrap_or("?");
        let scenario = fixture["scenario"].to_string();
        let out = np_engine::run_scenario(&scenario);
        let result = if let Some(err) = fixture.get("expectError") {
            matches(err, &out["error"], "error")
        } else if let Some(e) = out.get("error") {
            Err(format!("unexpected error {e}"))
        } else {
            matches(&fixture["expect"], &out["state"], "state")
        };
        if let Err(msg) = result {
            failures.push(format!("{} ({rule}): {msg}", f.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
