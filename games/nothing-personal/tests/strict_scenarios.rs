//! Scenario files are read strictly (docs/formats.md): a field not of the scenario's shape is
//! named by its path, and values the rules do not know are refused with a typed error instead
//! of being cut or changed.

use np_engine::run_scenario;
use serde_json::{json, Value};

/// A 3-player scenario at a Commission turn, changed by `edit`; its `error`.
fn error_of(edit: impl FnOnce(&mut Value)) -> Value {
    let mut scenario = json!({
        "version": 1,
        "seed": 1,
        "position": {
            "round": 1,
            "positions": { "9": { "id": "killer-mac-pheeto", "markers": [1, 0, 0] } },
            "players": [
                { "money": 10, "hand": ["quiet-job"] },
                { "money": 10 },
                { "money": 10 }
            ],
            "start": { "phase": "commission", "seat": 0 }
        }
    });
    edit(&mut scenario);
    run_scenario(&scenario.to_string())["error"].clone()
}

#[test]
fn the_unchanged_scenario_runs() {
    assert_eq!(error_of(|_| {}), Value::Null);
}

#[test]
fn a_bad_field_is_named_by_its_path() {
    let money = error_of(|s| s["position"]["players"][1]["money"] = json!(4_294_967_296u64));
    assert_eq!(
        money,
        json!({ "Schema": { "path": "position.players[1].money" } })
    );
    let hand = error_of(|s| s["position"]["players"][0]["hand"] = json!("quiet-job"));
    assert_eq!(
        hand,
        json!({ "Schema": { "path": "position.players[0].hand" } })
    );
    let unknown = error_of(|s| s["position"]["positions"]["9"]["colour"] = json!("red"));
    assert_eq!(
        unknown,
        json!({ "Schema": { "path": "position.positions.9.colour" } })
    );
}

#[test]
fn r3_1_a_round_outside_one_to_five_is_refused() {
    for round in [0, 6, 255] {
        let error = error_of(|s| s["position"]["round"] = json!(round));
        assert_eq!(error, json!({ "BadRound": { "round": round } }));
    }
    assert_eq!(error_of(|s| s["position"]["round"] = json!(5)), Value::Null);
}

#[test]
fn markers_for_more_seats_than_players_are_refused() {
    let error = error_of(|s| s["position"]["positions"]["9"]["markers"] = json!([1, 0, 0, 2]));
    assert_eq!(
        error,
        json!({ "BadMarkers": { "id": "killer-mac-pheeto" } })
    );
}
