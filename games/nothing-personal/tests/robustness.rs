//! Nothing panics on input from a user or a file: mutated scenario files and saves give typed
//! errors or states, never a panic.

mod common;

use std::panic::catch_unwind;

use common::Rng;
use np_engine::{run_scenario, SaveFile};
use serde_json::Value;

/// Replaces numbers in a JSON value with odd ones (zero, huge, just out of range).
fn mutate(v: &mut Value, rng: &mut Rng) {
    match v {
        Value::Number(_) if rng.chance(150) => {
            let odd = [
                0u64,
                1,
                5,
                9,
                10,
                12,
                99,
                255,
                256,
                65_535,
                4_000_000_000,
                u64::MAX,
            ];
            *v = Value::from(odd[rng.below(odd.len())]);
        }
        Value::Array(a) => {
            if rng.chance(50) && !a.is_empty() {
                let i = rng.below(a.len());
                a.remove(i);
            }
            a.iter_mut().for_each(|x| mutate(x, rng));
        }
        Value::Object(o) => o.values_mut().for_each(|x| mutate(x, rng)),
        _ => {}
    }
}

#[test]
fn mutated_scenarios_never_panic() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut rng = Rng::new(4);
    let mut runs = 0;
    for entry in std::fs::read_dir(dir).expect("fixtures") {
        let text = std::fs::read_to_string(entry.expect("entry").path()).expect("read");
        let fixture: Value = serde_json::from_str(&text).expect("JSON");
        for _ in 0..20 {
            let mut s = fixture["scenario"].clone();
            mutate(&mut s, &mut rng);
            let text = s.to_string();
            let cut = rng.below(text.len() + 1);
            for input in [text.clone(), text[..cut].to_string()] {
                let out = catch_unwind(|| run_scenario(&input));
                assert!(out.is_ok(), "panic on scenario {input}");
                runs += 1;
            }
        }
    }
    assert!(runs > 500);
}

#[test]
fn mutated_saves_never_panic() {
    let save = r#"{"version":1,"config":{"players":4,"seed":3,"random_setup":false},"seed":3,
        "actions":[[0,{"Answer":{"Place":0}}],[1,{"Shakedown":3}],[1,{"Gift":{"to":2,"money":2,"cards":[]}}],
        [1,{"ProposeTrade":{"to":0,"give":{"money":1,"cards":[],"card_count":0,"coins":[40]},
        "ask":{"money":0,"cards":[],"card_count":1,"coins":[]}}}]]}"#;
    let base: Value = serde_json::from_str(save).expect("JSON");
    let mut rng = Rng::new(8);
    for _ in 0..400 {
        let mut v = base.clone();
        mutate(&mut v, &mut rng);
        let text = v.to_string();
        let out = catch_unwind(|| SaveFile::load(&text).map(|g| g.to_json()));
        assert!(out.is_ok(), "panic on save {text}");
    }
}
