//! Components and board data (§1) and control (R5.1).

use np_engine::{
    arrow_connected, base_threshold, has_arrow, position_info, Control, Die, Face, GameState,
    PlayerId, Scenario, ARROWS, ROWS,
};

/// R1.6.1–R1.6.3: the six sides of each die.
#[test]
fn r1_6_dice_faces() {
    let sides = |d: Die| (0..6).map(|s| d.face(s)).collect::<Vec<_>>();
    assert_eq!(
        sides(Die::Move),
        vec![
            Face::Knife,
            Face::Number(2),
            Face::Number(3),
            Face::Number(4),
            Face::Number(5),
            Face::Ring
        ]
    );
    assert_eq!(
        sides(Die::Whack),
        vec![
            Face::Gun,
            Face::Gun,
            Face::Ring,
            Face::X,
            Face::X,
            Face::Knife
        ]
    );
    assert_eq!(
        sides(Die::Number),
        (1..=6).map(Face::Number).collect::<Vec<_>>()
    );
}

/// R1.11.1: the four rows, R1.12.1: modifiers and appointers.
#[test]
fn r1_11_r1_12_board_rows_and_positions() {
    assert_eq!(ROWS, [&[9u8][..], &[8, 7], &[6, 5, 4], &[3, 2, 1]]);
    let table: Vec<(u8, &str, i32, i32, Option<u8>)> = (1..=9)
        .map(|p| {
            let i = position_info(p).expect("position");
            (i.number, i.name_en, i.respect_mod, i.money_mod, i.appointer)
        })
        .collect();
    assert_eq!(
        table,
        vec![
            (1, "Third Guy", -1, 0, Some(4)),
            (2, "Second Guy", 0, 1, Some(5)),
            (3, "First Guy", 1, 0, Some(6)),
            (4, "Bean Counter", 0, 3, Some(7)),
            (5, "Racketeer", 2, 1, Some(8)),
            (6, "Enforcer", 1, 1, Some(8)),
            (7, "Counselor", 2, -1, Some(9)),
            (8, "Underboss", -2, 2, Some(9)),
            (9, "Capo", 4, 0, None),
        ]
    );
    assert!(position_info(0).is_none() && position_info(10).is_none());
}

/// R1.13.1: exactly thirteen arrows, each upward; R1.13.2 connection is symmetric.
#[test]
fn r1_13_arrows() {
    assert_eq!(ARROWS.len(), 13);
    assert!(ARROWS.iter().all(|(p, q)| p < q));
    assert!(has_arrow(1, 4) && !has_arrow(4, 1) && !has_arrow(1, 2));
    assert!(arrow_connected(9, 7) && arrow_connected(7, 9) && !arrow_connected(9, 6));
    assert!(
        !ARROWS.iter().any(|(p, _)| *p == 9),
        "R6.5.9: no arrow leaves the Capo"
    );
}

/// R1.14.1: the prison threshold by player count.
#[test]
fn r1_14_thresholds() {
    assert_eq!([3, 4, 5].map(base_threshold), [9, 10, 11]);
}

fn position(markers: &str) -> GameState {
    let json = format!(
        r#"{{"version":1,"seed":3,"position":{{
            "positions":{{"9":{{"id":"killer-mac-pheeto","markers":{markers}}}}},
            "players":[{{}},{{}},{{}},{{}}],
            "start":{{"phase":"fence"}}}}}}"#
    );
    let s: Scenario = serde_json::from_str(&json).expect("scenario JSON");
    s.start().expect("scenario starts")
}

/// R5.1.1–R5.1.3: leaders, sole control, ties, and neutral markers winning every tie.
#[test]
fn r5_1_control() {
    let capo = |s: &GameState| s.at(9).expect("capo");
    let s = position(r#"[2,1,0,0]"#);
    assert_eq!(s.control(capo(&s)), Control::Sole(PlayerId(0)));
    let s = position(r#"[2,2,0,1]"#);
    assert_eq!(
        s.control(capo(&s)),
        Control::Tie(vec![PlayerId(0), PlayerId(1)])
    );
    let s = position(r#"[0,0,0,0]"#);
    assert_eq!(s.control(capo(&s)), Control::Uncontrolled);
}

/// R5.1.2: neutral markers win ties; R5.6.2 the ring does not move for an uncontrolled Capo.
#[test]
fn r5_1_2_neutral_wins_ties() {
    let json = r#"{"version":1,"seed":3,"position":{"ring":2,
        "positions":{"9":{"id":"killer-mac-pheeto","markers":[2,0,0,0],"neutral":2}},
        "players":[{},{},{},{}],"start":{"phase":"fence"}}}"#;
    let s: Scenario = serde_json::from_str(json).expect("scenario JSON");
    let s = s.start().expect("starts");
    assert_eq!(s.control(s.at(9).expect("capo")), Control::Uncontrolled);
    assert_eq!(s.ring_holder(), PlayerId(2));
}

/// R5.1, R5.6.1: a marker that gives a family the lead on the Capo is reported as a control
/// change, and its family takes the ring.
#[test]
fn r5_6_1_control_change_is_an_event() {
    use np_engine::{Action, Answer, Event, GameConfig};
    let mut game = GameState::new(GameConfig::new(4, 21)).expect("setup");
    let seat = game.pending().expect("setup decision").seat;
    let capo = game.at(9).expect("capo");
    let events = game
        .apply(seat, Action::Answer(Answer::Place(capo)))
        .expect("legal");
    assert!(events.contains(&Event::ControlChanged {
        gangster: capo,
        leaders: vec![seat]
    }));
    assert_eq!(game.ring_holder(), seat);
}
