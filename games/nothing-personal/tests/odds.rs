//! The odds of a Make a Move (R6.7) or a whack (R6.8) before its die is rolled: the rules'
//! worked examples, each outcome checked against the engine's own resolution with forced
//! faces, and every listed crew choice of many seeded random games.

mod common;

use np_engine::{
    base_cards, Action, Answer, CrewChoice, DecisionKind, Die, Effect, Event, Face, GameState,
    GangsterId, Odds, Params, PlayerId, Scenario,
};

use common::play_random;

const SEAT: PlayerId = PlayerId(0);

fn gid(id: &str) -> GangsterId {
    base_cards()
        .expect("card data")
        .gangster_by_id(id)
        .expect("known gangster")
}

/// A 3-player Crew at the action step of `position`, seat 0 ($`money`, no cards) controlling
/// the gangsters of `mine` and seat 1 those of `theirs` (one marker each); `dice` are the
/// faces forced first.
fn crew(
    position: u8,
    money: u32,
    mine: &[(u8, &str)],
    theirs: &[(u8, &str)],
    dice: &[Face],
) -> GameState {
    let place = |(p, id): &(u8, &str), seat: usize| {
        let mut markers = [0u8; 3];
        markers[seat] = 1;
        (
            p.to_string(),
            serde_json::json!({ "id": id, "markers": markers }),
        )
    };
    let positions: serde_json::Map<String, serde_json::Value> = mine
        .iter()
        .map(|g| place(g, 0))
        .chain(theirs.iter().map(|g| place(g, 1)))
        .collect();
    let text = serde_json::json!({
        "version": 1,
        "seed": 3,
        "position": {
            "ring": 0,
            "positions": positions,
            "players": [{ "money": money }, {}, {}],
            "start": { "phase": "crewAction", "position": position }
        },
        "dice": dice,
    });
    let scenario: Scenario = serde_json::from_value(text).expect("scenario JSON");
    let game = scenario.start().expect("scenario starts");
    assert!(
        matches!(
            game.pending().map(|d| (d.seat, &d.kind)),
            Some((SEAT, DecisionKind::CrewAction { position: p, .. })) if *p == position
        ),
        "seat 0 is asked for the action of position {position}: {:?}",
        game.pending()
    );
    game
}

/// The odds of `choice` for the gangster asked in `game`, which must list it.
fn odds_of(game: &GameState, choice: &CrewChoice) -> Odds {
    let Some(DecisionKind::CrewAction { gangster, .. }) = game.pending().map(|d| &d.kind) else {
        panic!("a crew action is pending");
    };
    assert!(
        game.is_legal(&Answer::Crew(choice.clone())),
        "{choice:?} is listed"
    );
    game.odds(SEAT, *gangster, choice)
        .expect("a Move or a whack has odds")
}

/// Outcome counts (success, failure, death, shameful) of the engine's own resolution of
/// `choice`, once for each of the 36 pairs of a face of `die` and a face of the Number die.
/// The Number face is forced before the other when `number_first` (a rolled mover's card
/// Respect, R6.7.2) and after it otherwise (a rolled target's, R6.9); a roll that never
/// happens leaves it unused.
fn resolved(
    die: Die,
    number_first: bool,
    start: impl Fn(&[Face]) -> GameState,
    choice: &CrewChoice,
) -> (u32, u32, u32, u32) {
    let mut counts = (0, 0, 0, 0);
    for side in 0..6 {
        for number in 1..=6 {
            let (face, number) = (die.face(side), Face::Number(number));
            let dice = if number_first {
                [number, face]
            } else {
                [face, number]
            };
            let mut game = start(&dice);
            let events = game
                .apply(SEAT, Action::Answer(Answer::Crew(choice.clone())))
                .expect("listed choice applies");
            let result = events.iter().find_map(|e| match e {
                Event::MoveResult { success, died, .. }
                | Event::WhackResult { success, died, .. } => Some((*success, *died)),
                _ => None,
            });
            match result {
                Some((true, _)) => counts.0 += 1,
                Some((false, false)) => counts.1 += 1,
                Some((false, true)) => counts.2 += 1,
                None => panic!("no result for {dice:?}: {events:?}"),
            }
            if events.iter().any(|e| matches!(e, Event::Shameful { .. })) {
                counts.3 += 1;
            }
        }
    }
    counts
}

fn counts(o: &Odds) -> (u32, u32, u32, u32) {
    (o.success, o.failure, o.death, o.shameful)
}

/// R6.7.4: a mover with card Respect 2 targets position 5 and needs 6: faces 4 and 5 and the
/// Ring succeed (3 faces of 6), 2 and 3 fail, the Knife kills; nothing is paid, 4 Respect is
/// at stake each way (R6.7.5–R6.7.7).
#[test]
fn r6_7_4_card_respect_2_against_position_5() {
    let start = |dice: &[Face]| {
        crew(
            2,
            0,
            &[(2, "eager-jim-redio")],
            &[(5, "big-sal-mozzarella")],
            dice,
        )
    };
    let choice = CrewChoice::MakeMove { target: 5 };
    let odds = odds_of(&start(&[]), &choice);
    assert_eq!(
        odds,
        Odds {
            success: 18,
            failure: 12,
            death: 6,
            shameful: 0,
            cost: 0,
            gain: 4,
            loss: 4,
            penalty: 4,
        }
    );
    // R6.7.3: the engine resolves each face the way the odds count it.
    assert_eq!(resolved(Die::Move, false, start, &choice), counts(&odds));
}

/// R6.7.2, R13.2.3: Dombino's card Respect is rolled before the Move die, so it is averaged
/// over the Number die: against position 5, a 2 needs 4–6 (3), a 3 needs 3–6 (4), a 4 needs
/// 2–6 (5), a 5 any (6), plus the Ring's 6: 24 of 36; only the 6 Knife outcomes kill. The
/// engine resolves all 36 pairs the same way.
#[test]
fn r13_2_3_dombino_move_averages_his_rolled_card_respect() {
    let game = crew(
        2,
        0,
        &[(2, "dombino-crapshooti")],
        &[(5, "big-sal-mozzarella")],
        &[],
    );
    let odds = odds_of(&game, &CrewChoice::MakeMove { target: 5 });
    assert_eq!(counts(&odds), (24, 6, 6, 0));
    assert_eq!(odds.success + odds.failure + odds.death, Odds::TOTAL);
}

/// R11.2.3, R6.7.3, R6.8.5–R6.8.7: what the face showing in a reroll window does if it stands:
/// R6.7.4's mover (card Respect 2) against position 5 succeeds on 4, 5 and the Ring; a whack
/// succeeds on Gun and Ring, fails on X, kills on the Knife; Dombino's rolled card Respect
/// leaves it open.
#[test]
fn r11_2_3_a_face_that_stands_decides_as_the_resolution_does() {
    use np_engine::RollOutcome::{Death, Failure, Success};
    let game = crew(
        2,
        0,
        &[(2, "eager-jim-redio")],
        &[(5, "big-sal-mozzarella")],
        &[],
    );
    let mover = gid("eager-jim-redio");
    let choice = CrewChoice::MakeMove { target: 5 };
    let faces = [
        (Face::Knife, Death),
        (Face::Number(2), Failure),
        (Face::Number(3), Failure),
        (Face::Number(4), Success),
        (Face::Number(5), Success),
        (Face::Ring, Success),
    ];
    for (face, outcome) in faces {
        assert_eq!(
            game.face_outcome(mover, &choice, face),
            Some(outcome),
            "{face:?}"
        );
    }
    let whack = CrewChoice::Position(Params::Gangster(gid("big-sal-mozzarella")));
    let game = crew(
        1,
        10,
        &[(1, "steve-averso")],
        &[(5, "big-sal-mozzarella")],
        &[],
    );
    let whacker = gid("steve-averso");
    for (face, outcome) in [
        (Face::Gun, Success),
        (Face::Ring, Success),
        (Face::X, Failure),
        (Face::Knife, Death),
    ] {
        assert_eq!(
            game.face_outcome(whacker, &whack, face),
            Some(outcome),
            "{face:?}"
        );
    }
    assert_eq!(
        game.face_outcome(whacker, &CrewChoice::Position(Params::None), Face::Gun),
        None
    );
    let dombino = crew(
        2,
        0,
        &[(2, "dombino-crapshooti")],
        &[(5, "big-sal-mozzarella")],
        &[],
    );
    let d = gid("dombino-crapshooti");
    assert_eq!(dombino.face_outcome(d, &choice, Face::Number(3)), None);
}

/// R1.6.2, R6.5.1, R6.8.5–R6.8.7: the Third Guy's whack succeeds on Gun, Gun, Ring (3/6),
/// fails on X, X (2/6) and kills the whacker on the Knife (1/6); it costs $10.
#[test]
fn r6_8_third_guy_whack_3_2_1_of_6() {
    let target = gid("big-sal-mozzarella");
    let start = |dice: &[Face]| {
        crew(
            1,
            10,
            &[(1, "steve-averso")],
            &[(5, "big-sal-mozzarella")],
            dice,
        )
    };
    let choice = CrewChoice::Position(Params::Gangster(target));
    let odds = odds_of(&start(&[]), &choice);
    assert_eq!(
        odds,
        Odds {
            success: 18,
            failure: 12,
            death: 6,
            shameful: 0,
            cost: 10,
            gain: 4,
            loss: 4,
            penalty: 4,
        }
    );
    assert_eq!(resolved(Die::Whack, false, start, &choice), counts(&odds));
}

/// R6.8.3, R6.8.9: whacking the Capo costs $10 more, for the Third Guy ($20) as for a card's
/// whack ability (Tom Vaselini, base $0, R13.2.6: $10); the declaration pays exactly that.
#[test]
fn r6_8_3_capo_surcharge() {
    let capo = gid("killer-mac-pheeto");
    let third_guy = CrewChoice::Position(Params::Gangster(capo));
    let mut game = crew(
        1,
        20,
        &[(1, "steve-averso")],
        &[(9, "killer-mac-pheeto")],
        &[],
    );
    assert_eq!(odds_of(&game, &third_guy).cost, 20);
    let events = game
        .apply(SEAT, Action::Answer(Answer::Crew(third_guy)))
        .expect("the whack applies");
    assert!(
        events.contains(&Event::Money {
            seat: SEAT,
            delta: -20,
            total: 0
        }),
        "R6.8.9: $20 paid at declaration: {events:?}"
    );

    let game = crew(
        6,
        10,
        &[(6, "tom-the-insane-vaselini")],
        &[(9, "killer-mac-pheeto")],
        &[],
    );
    let tom = CrewChoice::Ability {
        index: 0,
        params: Params::Gangster(capo),
    };
    let odds = odds_of(&game, &tom);
    assert_eq!(
        (odds.cost, odds.gain, odds.loss, odds.penalty),
        (10, 4, 4, 4)
    );
}

/// R6.9.1: a success against a target whose gangsterRespect is 0 or less moves no Respect —
/// Enzo (card −2) in the Racketeer's place (+2) for a Move, Frankie (card −1) in the First
/// Guy's (+1) for a whack: every success is shameful, and the engine agrees face by face.
#[test]
fn r6_9_shameful_targets() {
    let start = |dice: &[Face]| {
        crew(
            2,
            0,
            &[(2, "eager-jim-redio")],
            &[(5, "enzo-piano-wire-pianissimo")],
            dice,
        )
    };
    let choice = CrewChoice::MakeMove { target: 5 };
    let odds = odds_of(&start(&[]), &choice);
    assert_eq!(counts(&odds), (18, 12, 6, 18));
    assert_eq!(resolved(Die::Move, false, start, &choice), counts(&odds));

    let frankie = gid("frankie-fists-pugno");
    let start = |dice: &[Face]| {
        crew(
            1,
            10,
            &[(1, "steve-averso")],
            &[(3, "frankie-fists-pugno")],
            dice,
        )
    };
    let choice = CrewChoice::Position(Params::Gangster(frankie));
    let odds = odds_of(&start(&[]), &choice);
    assert_eq!(counts(&odds), (18, 12, 6, 18));
    assert_eq!(resolved(Die::Whack, false, start, &choice), counts(&odds));
}

/// R6.9.1, R13.2.3: Dombino as the target rolls his card Respect for the shame check; in the
/// Underboss's place (−2) a 1 or a 2 makes him shameful: 2 of the 6 Number faces of each of
/// the 3 successful Whack faces, as the engine resolves all 36 pairs.
#[test]
fn r6_9_rolled_target_counts_per_number_face() {
    let dombino = gid("dombino-crapshooti");
    let game = crew(
        1,
        10,
        &[(1, "steve-averso")],
        &[(8, "dombino-crapshooti")],
        &[],
    );
    let odds = odds_of(&game, &CrewChoice::Position(Params::Gangster(dombino)));
    assert_eq!(counts(&odds), (18, 12, 6, 6));
}

/// R13.2.6, R13.2.12, R6.8.8: Tom's controller loses nothing when Tom is whacked or when
/// Tom's own Move fails or kills him; Mike Fitz's whack gains nothing but still costs the
/// target's controller 4.
#[test]
fn r13_2_card_modifiers_change_the_stakes() {
    let tom = gid("tom-the-insane-vaselini");
    let game = crew(
        1,
        10,
        &[(1, "steve-averso")],
        &[(6, "tom-the-insane-vaselini")],
        &[],
    );
    let odds = odds_of(&game, &CrewChoice::Position(Params::Gangster(tom)));
    assert_eq!((odds.gain, odds.loss, odds.penalty), (4, 0, 4));

    let game = crew(
        6,
        0,
        &[(6, "tom-the-insane-vaselini")],
        &[(8, "big-sal-mozzarella")],
        &[],
    );
    let odds = odds_of(&game, &CrewChoice::MakeMove { target: 8 });
    assert_eq!((odds.gain, odds.loss, odds.penalty), (4, 4, 0));

    let sal = gid("big-sal-mozzarella");
    let game = crew(
        6,
        0,
        &[(6, "mike-machine-gun-fitz")],
        &[(8, "big-sal-mozzarella")],
        &[],
    );
    let fitz = CrewChoice::Ability {
        index: 0,
        params: Params::Gangster(sal),
    };
    let odds = odds_of(&game, &fitz);
    assert_eq!(
        (odds.cost, odds.gain, odds.loss, odds.penalty),
        (0, 0, 4, 4)
    );
}

/// Whether `choice` of `g` is a Make a Move or a whack (R6.4.1, R6.5.1, R6.8.1), read from the
/// card data rather than from the engine, with the whack's base cost, gain and loss.
fn expected_kind(
    game: &GameState,
    g: GangsterId,
    choice: &CrewChoice,
) -> Option<Option<(u32, u32, u32)>> {
    match choice {
        CrewChoice::MakeMove { .. } => Some(None),
        CrewChoice::Position(Params::Gangster(_)) if game.position_of(g) == Some(1) => {
            Some(Some((10, 4, 4)))
        }
        CrewChoice::Ability {
            index,
            params: Params::Gangster(_),
        } => match base_cards().expect("card data").gangster(g).abilities[usize::from(*index)]
            .effect
        {
            Effect::Whack {
                cost, gain, loss, ..
            } => Some(Some((cost, gain, loss))),
            _ => None,
        },
        _ => None,
    }
}

/// R6.7, R6.8 over 40 seeded random games of 3–5 players: every listed Make a Move and whack
/// has odds that add up to 36 with the stakes of its card, every other listed crew choice has
/// none, and a declared choice pays exactly the odds' cost (R6.3.6, R6.8.3).
#[test]
fn r6_7_r6_8_every_listed_move_or_whack_has_odds_and_nothing_else_does() {
    let mut with_odds = 0u32;
    let mut without = 0u32;
    for i in 0..40u64 {
        let (players, seed) = (3 + (i % 3) as usize, 6_700 + i);
        play_random(players, seed, 0, |s| {
            let Some(d) = s.before.pending() else { return };
            let g = match d.kind {
                DecisionKind::CrewAction { gangster, .. }
                | DecisionKind::BlackmailRequest { gangster, .. } => gangster,
                _ => return,
            };
            for answer in s.before.legal_answers() {
                let choice = match &answer {
                    Answer::Crew(c) | Answer::Request { choice: c, .. } => c,
                    _ => continue,
                };
                let odds = s.before.odds(d.seat, g, choice);
                let Some(kind) = expected_kind(s.before, g, choice) else {
                    assert_eq!(odds, None, "seed {seed}: {choice:?} has no odds");
                    without += 1;
                    continue;
                };
                with_odds += 1;
                let o = odds.unwrap_or_else(|| panic!("seed {seed}: {choice:?} has odds"));
                assert_eq!(
                    o.success + o.failure + o.death,
                    Odds::TOTAL,
                    "seed {seed}: {o:?}"
                );
                assert!(o.shameful <= o.success, "seed {seed}: {o:?}");
                match (kind, choice) {
                    (None, _) => {
                        assert_eq!(o.death, 6, "seed {seed}: one Knife face of six");
                        assert_eq!((o.cost, o.gain), (0, 4), "seed {seed}");
                    }
                    (
                        Some((cost, gain, loss)),
                        CrewChoice::Position(Params::Gangster(t))
                        | CrewChoice::Ability {
                            params: Params::Gangster(t),
                            ..
                        },
                    ) => {
                        assert_eq!((o.success, o.failure, o.death), (18, 12, 6), "seed {seed}");
                        let capo = if s.before.position_of(*t) == Some(9) {
                            10
                        } else {
                            0
                        };
                        assert_eq!(o.cost, cost + capo, "seed {seed}: R6.8.3");
                        assert_eq!(o.gain, gain, "seed {seed}");
                        assert!(o.loss == loss || o.loss == 0, "seed {seed}: {o:?}");
                        assert_eq!(o.penalty, 4, "seed {seed}: R6.8.6");
                    }
                    (Some(_), other) => panic!("seed {seed}: a whack without a target {other:?}"),
                }
            }
            // R6.3.6: the declaration pays the odds' cost, before `Declared`.
            if let Action::Answer(Answer::Crew(choice)) = s.action {
                if let Some(o) = s.before.odds(s.seat, g, choice) {
                    let paid: i64 = s
                        .events
                        .iter()
                        .take_while(|e| !matches!(e, Event::Declared { .. }))
                        .map(|e| match e {
                            Event::Money { seat, delta, .. } if *seat == s.seat => *delta,
                            _ => 0,
                        })
                        .sum();
                    assert_eq!(paid, -i64::from(o.cost), "seed {seed}: {choice:?}");
                }
            }
        });
    }
    assert!(
        with_odds > 500 && without > 500,
        "{with_odds} with odds, {without} without"
    );
}
