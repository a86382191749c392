//! The save's JSON (R12.1.5) is written and read by hand: the text must be exactly the one the
//! save types' serde derives write, so every save written before reads the same, and every
//! value must come back as it went in.

mod common;

use np_engine::{
    Action, Answer, Bundle, CardId, CardSet, Colour, CrewChoice, GameConfig, GangsterId,
    GroupPlacement, LoadError, MarkerRef, Params, Place, Play, PlayMode, PlayerId, RerollKind,
    Response, SaveFile, Trade,
};

use common::play_random;

/// The hand-written text equals the derived one and reads back to the same save, and the
/// derived reader reads the hand-written text to the same save.
fn assert_same_as_derived(save: &SaveFile) {
    let text = save.to_json();
    let derived = serde_json::to_string(save).expect("derived JSON");
    assert_eq!(text, derived, "written text");
    assert_eq!(SaveFile::parse(&text).as_ref(), Ok(save), "hand-read");
    let derived_read: SaveFile = serde_json::from_str(&text).expect("derived read");
    assert_eq!(&derived_read, save, "derived-read");
}

/// R12.1.5: the saves of random games of 3, 4 and 5 players, free operations included.
#[test]
fn r12_1_5_saves_of_played_games_are_written_as_the_derived_format() {
    let mut kinds = std::collections::BTreeSet::new();
    for i in 0..24u64 {
        let players = 3 + (i % 3) as usize;
        let seed = 1_215_500 + i;
        let mut save = SaveFile::new(GameConfig::new(players, seed));
        play_random(players, seed, 60, |s| {
            let debug = format!("{:?}", s.action);
            kinds.insert(
                debug
                    .split(['(', ' ', '{'])
                    .take(2)
                    .collect::<Vec<_>>()
                    .join(" "),
            );
            save.actions.push((s.seat, s.action.clone()));
        });
        assert_same_as_derived(&save);
    }
    assert!(kinds.len() >= 12, "few kinds of actions played: {kinds:?}");
}

fn play(card: u16, mode: PlayMode) -> Play {
    Play {
        card: CardId(card),
        mode,
        ante: 3,
    }
}

/// Every variant of every part of an action, whether or not a game would allow it here.
fn every_shape() -> Vec<Action> {
    let g = GangsterId;
    let markers = Params::Markers(vec![
        MarkerRef {
            gangster: g(4),
            colour: Colour::Family(PlayerId(2)),
            on_coin: true,
        },
        MarkerRef {
            gangster: g(5),
            colour: Colour::Neutral,
            on_coin: false,
        },
    ]);
    let params = [
        Params::None,
        Params::Gangster(g(3)),
        Params::Gangsters(vec![g(1), g(1), g(7)]),
        Params::Gangsters(Vec::new()),
        Params::Player(PlayerId(1)),
        markers,
        Params::Amount(12),
        Params::Jailbreak {
            prisoner: g(9),
            place: Place::Associate(2),
        },
        Params::RemoveColour {
            gangster: g(8),
            colour: Colour::Family(PlayerId(0)),
            count: 2,
            with_coin: true,
        },
        Params::Position(6),
        Params::Players([PlayerId(0), PlayerId(3)]),
    ];
    let mut answers = vec![
        Answer::Place(g(44)),
        Answer::Decline,
        Answer::Pass,
        Answer::Refuse,
        Answer::Play(play(
            7,
            PlayMode::Placement {
                groups: vec![
                    GroupPlacement {
                        group: 0,
                        targets: vec![g(1), g(2)],
                    },
                    GroupPlacement {
                        group: 2,
                        targets: vec![g(3)],
                    },
                ],
                extra: Some(g(5)),
                blackmail: Some(g(6)),
                grant: Some(PlayerId(4)),
            },
        )),
        Answer::Play(play(
            8,
            PlayMode::Placement {
                groups: Vec::new(),
                extra: None,
                blackmail: None,
                grant: None,
            },
        )),
        Answer::Play(play(9, PlayMode::Single(g(2)))),
        Answer::Crew(CrewChoice::MakeMove { target: 4 }),
        Answer::Request {
            choice: CrewChoice::MakeMove { target: 2 },
            offer: 7,
        },
        Answer::Accept {
            cards: vec![CardId(3), CardId(90)],
        },
        Answer::Offer(0),
        Answer::Choose(PlayerId(3)),
        Answer::Give {
            card: CardId(11),
            to: PlayerId(2),
        },
        Answer::ChoosePlace(Place::Position(9)),
        Answer::Reroll(RerollKind::Paid),
        Answer::Reroll(RerollKind::FreeMarco),
        Answer::Reroll(RerollKind::FreeMorris),
        Answer::Respond(Response::LeoMoves),
        Answer::Respond(Response::FrankCancels),
        Answer::Respond(Response::Card(play(10, PlayMode::Single(g(1))))),
        Answer::Buy(u32::MAX),
        Answer::Appoint(g(u16::MAX)),
    ];
    for (i, p) in params.into_iter().enumerate() {
        answers.push(Answer::Play(play(12, PlayMode::Ability(p.clone()))));
        answers.push(Answer::Crew(CrewChoice::Position(p.clone())));
        answers.push(Answer::Crew(CrewChoice::Ability {
            index: i as u8,
            params: p,
        }));
    }
    let mut actions: Vec<Action> = answers.into_iter().map(Action::Answer).collect();
    actions.push(Action::Shakedown(CardId(5)));
    actions.push(Action::Gift {
        to: PlayerId(1),
        money: 4,
        cards: vec![CardId(2)],
    });
    actions.push(Action::ProposeTrade(Trade {
        to: PlayerId(0),
        give: Bundle {
            money: 3,
            cards: vec![CardId(1), CardId(2)],
            card_count: 0,
            coins: vec![g(17)],
        },
        ask: Bundle {
            money: 0,
            cards: Vec::new(),
            card_count: 2,
            coins: Vec::new(),
        },
    }));
    actions
}

/// Every shape an action can take is written as the derived format and read back.
#[test]
fn r12_1_5_every_shape_of_action_is_written_as_the_derived_format() {
    let mut save = SaveFile::new(GameConfig {
        players: 5,
        seed: u64::MAX,
        random_setup: true,
        sets: vec![CardSet::YtHistorical, CardSet::YtYoungturks],
        asked_in_every_window: vec![PlayerId(1), PlayerId(3)],
    });
    save.seed = u64::MAX;
    save.actions = every_shape()
        .into_iter()
        .enumerate()
        .map(|(i, a)| (PlayerId((i % 5) as u8), a))
        .collect();
    assert!(save.actions.len() > 50);
    assert_same_as_derived(&save);
    for (_, action) in &save.actions {
        let text = action.to_json();
        assert_eq!(
            text,
            serde_json::to_string(action).expect("derived"),
            "{action:?}"
        );
        let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        assert_eq!(Action::from_json(&value).as_ref(), Some(action));
    }
}

/// What the derived reader accepts for missing optional fields, the hand reader accepts too.
#[test]
fn r12_1_5_missing_optional_fields_read_as_their_defaults() {
    let text = r#"{"version":1,"config":{"players":3,"seed":5},"seed":5,"actions":[
        [0,{"Answer":{"Play":{"card":1,"mode":{"Placement":{"groups":[]}},"ante":0}}}]]}"#;
    let derived: SaveFile = serde_json::from_str(text).expect("derived read");
    assert_eq!(SaveFile::parse(text), Ok(derived.clone()));
    assert!(!derived.config.random_setup);
}

/// Values out of their type's range, or of the wrong shape inside an action, are corrupt.
#[test]
fn r12_1_5_actions_of_the_wrong_shape_are_corrupt() {
    let actions = [
        r#"[0,{"Answer":{"Place":70000}}]"#,
        r#"[300,{"Answer":"Pass"}]"#,
        r#"[0,{"Answer":"Place"}]"#,
        r#"[0,{"Answer":{"Pass":1}}]"#,
        r#"[0,{"Answer":{"Reroll":"Twice"}}]"#,
        r#"[0,{"Answer":{"Respond":{"LeoMoves":1}}}]"#,
        r#"[0,{"Answer":{"Crew":{"Ability":{"index":0,"params":{"Players":[1]}}}}}]"#,
        r#"[0,{"Answer":{"Place":1,"Pass":null}}]"#,
        r#"[0,{"Answer":{"Offer":-1}}]"#,
        r#"[0,{"Answer":{"Offer":1.5}}]"#,
        r#"[0,{"Shakedown":"7"}]"#,
        r#"[0,{"Answer":"Pass"},1]"#,
        r#"[0]"#,
        r#"[0,{"Answer":{"Crew":{"Position":{"Markers":[{"gangster":1,"colour":"Blue","on_coin":false}]}}}}]"#,
    ];
    for action in actions {
        let text = format!(
            r#"{{"version":1,"config":{{"players":3,"seed":5}},"seed":5,"actions":[{action}]}}"#
        );
        assert!(
            serde_json::from_str::<SaveFile>(&text).is_err(),
            "the derived reader accepts {action}"
        );
        let got = SaveFile::parse(&text);
        assert!(
            matches!(&got, Err(LoadError::Schema(e)) if e.path.starts_with("actions[0]")),
            "{action}: {got:?}"
        );
    }
}
