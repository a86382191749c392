//! The board read from the shipped map file (WC1.3) and its derived relations (WC1.4, WC1.5),
//! against the figures of `check_map.py` and the test cases of the specification; and maps
//! that fail a check of WC1.3.4, each refused with its typed error.

use serde_json::{json, Value};
use wc_engine::{board, Board, Circle, CircleSet, Crossing, CrossingSet, Graph, MapError, Node};

const MAP: &str = include_str!("../data/whitechapel-map.json");

fn circles(numbers: &[u8]) -> Vec<u8> {
    numbers.to_vec()
}

fn blocked(ids: &[u8]) -> CrossingSet {
    ids.iter().map(|i| Crossing(*i)).collect()
}

fn moves(from: u8, blocking: &[u8]) -> Vec<u8> {
    board()
        .normal_moves(Circle(from), &blocked(blocking))
        .numbers()
}

#[test]
fn wc1_3_7_the_map_has_the_figures_of_check_map() {
    let b = board();
    assert_eq!(b.circles().count(), 195);
    assert_eq!(b.crossings().count(), 234);
    let none = CrossingSet::EMPTY;
    let walk: usize = b.circles().map(|c| b.normal_moves(c, &none).len()).sum();
    assert_eq!(walk / 2, 775, "normal-move pairs");
    let per_circle: Vec<usize> = b
        .circles()
        .map(|c| b.normal_moves(c, &none).len())
        .collect();
    assert_eq!(per_circle.iter().min(), Some(&2));
    assert_eq!(per_circle.iter().max(), Some(&15));
    let steps: usize = b.crossings().map(|x| b.police_steps(x).len()).sum();
    assert_eq!(steps / 2, 450, "police-step pairs");
    assert_eq!(b.blocks().len(), 164);
    let sizes = |n: usize| b.blocks().iter().filter(|bl| bl.len() == n).count();
    assert_eq!((sizes(0), sizes(1)), (4, 23));
    let alleys: usize = b.circles().map(|c| b.alley_partners(c).len()).sum();
    assert_eq!(alleys / 2, 451, "alley pairs");
    let lonely: Vec<u8> = b
        .crossings()
        .filter(|x| b.circles_next_to(*x).is_empty())
        .map(|x| x.0)
        .collect();
    assert_eq!(lonely, [158, 197]);
    let no_alley: Vec<u8> = b
        .circles()
        .filter(|c| b.alley_partners(*c).is_empty())
        .map(|c| c.0)
        .collect();
    assert_eq!(no_alley, [43]);
    let streets: usize = b
        .circles()
        .map(Node::Circle)
        .chain(b.crossings().map(Node::Crossing))
        .map(|n| b.neighbours(n).count())
        .sum();
    assert_eq!(streets / 2, 592);
}

#[test]
fn wc1_4_2_normal_moves_stop_at_circles_and_blocked_crossings() {
    assert_eq!(
        moves(26, &[]),
        circles(&[1, 2, 6, 7, 8, 9, 24, 25, 27, 28, 44, 46, 79])
    );
    assert_eq!(
        moves(26, &[25]),
        circles(&[1, 2, 6, 7, 9, 24, 25, 27, 28, 44, 46, 79])
    );
    assert_eq!(moves(45, &[62, 81]), [47]);
    assert_eq!(moves(21, &[20]), [23]);
    assert_eq!(moves(21, &[7]), [20, 40, 41, 42]);
    assert_eq!(
        board().crossings_next_to(Circle(26)).numbers(),
        [4, 25, 33, 46]
    );
    assert_eq!(moves(26, &[4, 25, 33, 46]), [28]);
}

#[test]
fn wc1_4_3_circles_next_to_a_crossing() {
    let next = |x: u8| board().circles_next_to(Crossing(x)).numbers();
    assert_eq!(next(42), [29, 30, 50]);
    assert_eq!(next(25), [8, 26, 28]);
    assert!(next(158).is_empty());
}

#[test]
fn wc1_4_4_a_police_step_passes_circles_only() {
    let steps = |x: u8| board().police_steps(Crossing(x)).numbers();
    assert_eq!(steps(42), [22, 35, 45, 47, 55]);
    assert_eq!(steps(25), [4, 19, 24, 33, 40, 46]);
}

#[test]
fn wc1_4_5_coach_pairs_never_end_where_they_began() {
    let b = board();
    let ends = |c: u8| -> CircleSet {
        b.coach_pairs(Circle(c))
            .iter()
            .map(|(_, end)| *end)
            .collect()
    };
    assert_eq!(b.coach_pairs(Circle(3)).len(), 30);
    assert_eq!(ends(3).len(), 16);
    assert!(!b.coach_pairs(Circle(3)).contains(&(Circle(2), Circle(3))));
    assert_eq!(b.coach_pairs(Circle(26)).len(), 90);
    assert!(!ends(26).contains(Circle(26)));
    assert!(!b
        .coach_pairs(Circle(26))
        .contains(&(Circle(27), Circle(26))));
    assert_eq!(b.coach_pairs(Circle(21)).len(), 26);
    assert_eq!(ends(21).len(), 11);
}

#[test]
fn wc1_4_6_alley_partners_share_a_block() {
    let partners = |c: u8| board().alley_partners(Circle(c)).numbers();
    assert_eq!(partners(65), [63, 64, 66, 83, 84, 99]);
    assert_eq!(partners(3), [4, 11]);
    assert!(partners(43).is_empty());
    assert_eq!(partners(26), [1, 7, 27, 28, 44]);
    assert_eq!(partners(21), [22, 23, 42]);
}

#[test]
fn wc1_5_red_circles_and_yellow_crossings() {
    let b = board();
    let red: [(u8, &[u8], &[u8]); 8] = [
        (3, &[2, 4, 5, 9, 11], &[1, 3]),
        (21, &[20, 23, 40, 41, 42], &[7, 20]),
        (27, &[26, 28, 29, 44, 45, 46, 47, 48, 79], &[40, 46]),
        (65, &[51, 63, 66, 67, 82, 83, 84], &[83, 91, 100]),
        (84, &[51, 65, 66, 67, 85, 86, 99, 100], &[93, 108]),
        (147, &[111, 133, 134, 146], &[139, 159]),
        (149, &[136, 138, 139, 148, 162, 163, 164, 174], &[180, 189]),
        (158, &[142, 143, 157, 159, 171, 172, 183, 185], &[178, 188]),
    ];
    assert_eq!(b.red_circles().numbers(), red.map(|r| r.0));
    for (c, walk, next) in red {
        assert_eq!(moves(c, &[]), walk, "C{c}");
        assert_eq!(b.crossings_next_to(Circle(c)).numbers(), next, "C{c}");
    }
    let yellow: [(u8, &[u8], &[u8]); 7] = [
        (42, &[29, 30, 50], &[22, 35, 45, 47, 55]),
        (44, &[40, 57], &[27, 38, 59, 65]),
        (57, &[34, 55], &[36, 51, 66, 79]),
        (138, &[101, 126], &[119, 136, 150, 152]),
        (143, &[118, 119, 120], &[116, 128, 131, 146, 161, 163]),
        (156, &[130, 145], &[120, 137, 155, 158, 168, 176]),
        (181, &[139, 164], &[166, 184, 214]),
    ];
    assert_eq!(b.yellow_crossings().numbers(), yellow.map(|y| y.0));
    for (x, next, steps) in yellow {
        assert_eq!(b.circles_next_to(Crossing(x)).numbers(), next, "X{x}");
        assert_eq!(b.police_steps(Crossing(x)).numbers(), steps, "X{x}");
    }
}

#[test]
fn nodes_outside_the_board_have_no_relations() {
    let b = board();
    assert!(!b.has(Node::Circle(Circle(0))) && !b.has(Node::Crossing(Crossing(235))));
    assert!(b.normal_moves(Circle(196), &CrossingSet::EMPTY).is_empty());
    assert!(b.police_steps(Crossing(0)).is_empty());
    assert_eq!(b.neighbours(Node::Crossing(Crossing(250))).count(), 0);
    assert_eq!(b.position(Node::Circle(Circle(200))), None);
    assert!(b.position(Node::Circle(Circle(1))).is_some());
}

/// The shipped map, changed by `edit`, and what loading it gives.
fn load_edited(edit: impl FnOnce(&mut Value)) -> Result<Board, MapError> {
    let mut map: Value = serde_json::from_str(MAP).expect("the map is JSON");
    edit(&mut map);
    Board::load(&map.to_string())
}

fn circle_record(map: &mut Value, number: u64) -> &mut Value {
    map["circles"]
        .as_array_mut()
        .expect("circles")
        .iter_mut()
        .find(|c| c["number"] == number)
        .expect("the circle")
}

fn crossing_record(map: &mut Value, id: u64) -> &mut Value {
    map["crossings"]
        .as_array_mut()
        .expect("crossings")
        .iter_mut()
        .find(|x| x["id"] == id)
        .expect("the crossing")
}

/// Removes the street between `a` and `b` from both ends.
fn remove_street(map: &mut Value, a: (&str, u64), b: (&str, u64)) {
    for ((kind, n), other) in [(a, b), (b, a)] {
        let record = if kind == "C" {
            circle_record(map, n)
        } else {
            crossing_record(map, n)
        };
        let name = format!("{}{}", other.0, other.1);
        record["streets"]
            .as_array_mut()
            .expect("streets")
            .retain(|s| *s != name.as_str());
    }
}

/// A change made to the map.
type Edit = Box<dyn FnOnce(&mut Value)>;

#[test]
fn wc1_3_4_the_shipped_map_loads_and_every_broken_one_is_refused_with_its_reason() {
    assert!(Board::load(MAP).is_ok());
    let c = |n: u8| Node::Circle(Circle(n));
    let x = |n: u8| Node::Crossing(Crossing(n));
    let cases: Vec<(&str, Edit, MapError)> = vec![
        (
            "another format",
            Box::new(|m| m["version"] = json!(2)),
            MapError::Format {
                format: "whitechapel-map".into(),
                version: 2,
            },
        ),
        (
            "a circle twice",
            Box::new(|m| circle_record(m, 2)["number"] = json!(1)),
            MapError::CircleNumbers,
        ),
        (
            "a crossing numbered out of line",
            Box::new(|m| crossing_record(m, 234)["id"] = json!(240)),
            MapError::CrossingIds,
        ),
        (
            "a circle off the drawing",
            Box::new(|m| circle_record(m, 5)["x"] = json!(1200.0)),
            MapError::OutsideBox { node: c(5) },
        ),
        (
            "a malformed reference",
            Box::new(|m| circle_record(m, 1)["streets"][0] = json!("Q4")),
            MapError::MalformedStreet {
                node: c(1),
                reference: "Q4".into(),
            },
        ),
        (
            "a street to nowhere",
            Box::new(|m| circle_record(m, 1)["streets"][0] = json!("X235")),
            MapError::UnknownStreet {
                node: c(1),
                to: x(235),
            },
        ),
        (
            "a street to itself",
            Box::new(|m| circle_record(m, 1)["streets"][0] = json!("C1")),
            MapError::StreetToItself { node: c(1) },
        ),
        (
            "a street listed twice",
            Box::new(|m| circle_record(m, 1)["streets"][1] = json!("X4")),
            MapError::DuplicateStreet {
                node: c(1),
                to: x(4),
            },
        ),
        (
            "a one-way street",
            Box::new(|m| {
                crossing_record(m, 4)["streets"]
                    .as_array_mut()
                    .expect("streets")
                    .retain(|s| *s != "C1");
            }),
            MapError::OneWayStreet {
                from: c(1),
                to: x(4),
            },
        ),
        (
            "a red flag missing",
            Box::new(|m| circle_record(m, 3)["red"] = json!(false)),
            MapError::RedCircles,
        ),
        (
            "a yellow crossing listed twice",
            Box::new(|m| m["yellowCrossings"] = json!([42, 42, 44, 57, 138, 143, 156, 181])),
            MapError::YellowCrossings,
        ),
        (
            "a circle cut off",
            Box::new(|m| {
                remove_street(m, ("C", 1), ("X", 4));
                remove_street(m, ("C", 1), ("X", 8));
            }),
            MapError::NotConnected {
                graph: Graph::Streets,
            },
        ),
        (
            "a crossing moved across a street",
            Box::new(|m| {
                let far = crossing_record(m, 200)["x"].clone();
                crossing_record(m, 4)["x"] = far;
            }),
            MapError::StreetsCross {
                first: (c(1), x(4)),
                second: (c(1), x(8)),
            },
        ),
        (
            "a block left out",
            Box::new(|m| {
                m["blocks"].as_array_mut().expect("blocks").pop();
                m["counts"]["blocks"] = json!(163);
            }),
            MapError::BlocksDiffer {
                stored_only: 0,
                derived_only: 1,
            },
        ),
        (
            "an alley of D3 added",
            Box::new(|m| {
                m["alleys"]
                    .as_array_mut()
                    .expect("alleys")
                    .push(json!([35, 39]))
            }),
            MapError::AlleysDiffer {
                stored_only: 1,
                derived_only: 0,
            },
        ),
        (
            "a count that does not hold",
            Box::new(|m| m["counts"]["walkPairs"] = json!(776)),
            MapError::Count {
                name: "walkPairs".into(),
                stated: 776,
                found: Some(775),
            },
        ),
        (
            "not JSON of the map's shape",
            Box::new(|m| *m = json!({"format": "whitechapel-map"})),
            MapError::Unreadable {
                reason: "missing field `version` at line 1 column 28".into(),
            },
        ),
    ];
    for (what, edit, expected) in cases {
        let got = load_edited(edit).err();
        match (&got, &expected) {
            (Some(MapError::StreetsCross { .. }), MapError::StreetsCross { .. }) => {}
            _ => assert_eq!(got.as_ref(), Some(&expected), "{what}"),
        }
        assert!(!expected.to_string().is_empty());
    }
}

/// Runs one of the specification's map checks, kept in `tests/spec/` as the specification
/// gives them, on this crate's own map file: its printed report.
fn spec_check(script: &str) -> String {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new("python3")
        .arg(manifest.join("tests/spec").join(script))
        .arg(manifest.join("data/whitechapel-map.json"))
        .output()
        .expect("python3 runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{script}: {text}");
    text
}

/// WC1.3.8: the specification's script recomputes every map fact its test cases quote, here
/// from this crate's own map file.
#[test]
fn wc1_3_8_the_quoted_map_facts_hold_on_this_map() {
    let text = spec_check("check_spec_examples.py");
    assert!(
        text.contains("facts checked") && text.contains("OK"),
        "{text}"
    );
}

/// WC1.3.4: the specification's validator passes this crate's map file too.
#[test]
fn the_specifications_validator_passes_this_map() {
    let text = spec_check("check_map.py");
    assert!(text.contains("OK: all checks passed"), "{text}");
}
