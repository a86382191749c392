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
