//! The specification's test cases written as scenario files (tests/scenarios/*.json), each
//! played with every expectation checked; and what a bad file or a wrong expectation gives.

use wc_engine::{Scenario, ScenarioError};

#[test]
fn every_scenario_holds() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut played = 0;
    for entry in std::fs::read_dir(&dir).expect("the scenarios") {
        let path = entry.expect("a file").path();
        let text = std::fs::read_to_string(&path).expect("readable");
        let scenario =
            Scenario::parse(&text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
        let run = scenario.run();
        assert!(
            run.failures.is_empty(),
            "{}: {:?}",
            path.display(),
            run.failures
        );
        assert!(run.checks > 0, "{} checks nothing", path.display());
        played += 1;
    }
    assert!(played >= 5, "{played} scenarios");
}

const START: &str = r#"{"game": "whitechapel", "version": 1,
  "config": {"players": 2, "jack": {"seat": 0}, "controllers": null, "noRedHideout": false},
  "seed": 9, "steps": "#;

fn scenario(steps: &str) -> Result<Scenario, ScenarioError> {
    Scenario::parse(&format!("{START}{steps}}}"))
}

#[test]
fn a_wrong_expectation_or_a_refused_answer_fails_by_its_step() {
    let run = scenario(
        r#"[{"play": ["Hideout(C19)"]}, {"expect": {"pending": "PATROL_PLACE", "night": 1}}]"#,
    )
    .expect("a good file")
    .run();
    assert_eq!(run.checks, 2);
    assert_eq!(run.failures.len(), 1);
    let f = &run.failures[0];
    assert_eq!((f.step, f.what.as_str()), (1, "pending"));
    assert_eq!(
        (f.expected.as_str(), f.found.as_str()),
        ("PATROL_PLACE", "WOMEN_PLACE")
    );
    let run = scenario(r#"[{"play": ["Hideout(C19)", "Kill(C21)"]}, {"expect": {"night": 1}}]"#)
        .expect("a good file")
        .run();
    assert_eq!(run.failures.len(), 1, "play stops at the refused answer");
    assert_eq!(run.failures[0].what, "play");
    assert_eq!(run.answers, 1);
    let run = scenario(r#"[{"refuse": "Hideout(C19)"}]"#)
        .expect("a good file")
        .run();
    assert_eq!(run.failures[0].what, "refuse");
}

#[test]
fn a_bad_file_is_a_typed_error() {
    assert!(matches!(
        Scenario::parse("{"),
        Err(ScenarioError::Malformed { .. })
    ));
    assert!(matches!(
        Scenario::parse("[]"),
        Err(ScenarioError::Malformed { .. })
    ));
    let other = START.replace("whitechapel", "np");
    assert_eq!(
        Scenario::parse(&format!("{other}[]}}")).err(),
        Some(ScenarioError::OtherGame { game: "np".into() })
    );
    let later = START.replace("\"version\": 1", "\"version\": 2");
    assert_eq!(
        Scenario::parse(&format!("{later}[]}}")).err(),
        Some(ScenarioError::UnknownVersion { version: 2 })
    );
    let seven = START.replace("\"players\": 2", "\"players\": 7");
    assert!(matches!(
        Scenario::parse(&format!("{seven}[]}}")),
        Err(ScenarioError::Setup(_))
    ));
    let name = |step, name: &str| {
        Some(ScenarioError::Name {
            step,
            name: name.into(),
        })
    };
    assert_eq!(
        scenario(r#"[{"play": ["Jump(C1)"]}]"#).err(),
        name(0, "Jump(C1)")
    );
    assert_eq!(
        scenario(r#"[{"expect": {}}, {"expect": {"jack": "X3"}}]"#).err(),
        name(1, "X3")
    );
    assert_eq!(
        scenario(r#"[{"expect": {"pending": "NAP"}}]"#).err(),
        name(0, "NAP")
    );
    assert_eq!(
        scenario(r#"[{"defaultsUntil": "JACK_MOVE D2"}]"#).err(),
        name(0, "JACK_MOVE D2")
    );
    assert_eq!(
        scenario(r#"[{"play": ["Wait"], "expect": {}}]"#).err(),
        Some(ScenarioError::Step { step: 0 })
    );
    assert_eq!(
        scenario(r#"[{}]"#).err(),
        Some(ScenarioError::Step { step: 0 })
    );
    assert!(matches!(
        scenario(r#"[{"play": ["Wait"], "colour": 1}]"#),
        Err(ScenarioError::Malformed { .. })
    ));
}
