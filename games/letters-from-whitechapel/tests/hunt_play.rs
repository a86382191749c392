//! The hunt played on the board: searches and arrests against Jack's row (WC5.3.5, WC5.3.9,
//! WC5.3.10, WC5.3.11), the forced pass (WC5.3.12), the causes of a police win (WC6.5.5) and a
//! forced Jack move left out of the save (WC9.6.7).

mod common;

use common::drive::{hunt, play, walk};
use common::new_game;
use wc_engine::{
    Answer, Cause, Circle, Crossing, DecisionKind, Event, GameState, JackMove, PoliceAction,
    Policeman, Side, Viewer,
};

/// Night 1 of a 2-player game, hideout `hideout`: D1–D5's tokens on X42, X44, X57, X143 and
/// X156, the fakes on X138 and X181; after `waits` waits Jack kills on `victim`.
fn killed_on(hideout: u8, victim: u8, waits: usize) -> GameState {
    let mut game = new_game(2, 9);
    play(&mut game, Answer::Hideout(Circle(hideout)));
    play(
        &mut game,
        Answer::Women {
            marked: [3, 21, 27, 65, 84].map(Circle).to_vec(),
            unmarked: [147, 149, 158].map(Circle).to_vec(),
        },
    );
    play(
        &mut game,
        Answer::Patrols {
            policemen: [42, 44, 57, 143, 156].map(Crossing),
            fakes: [138, 181].map(Crossing),
        },
    );
    for _ in 0..waits {
        play(&mut game, Answer::Wait);
        while game.pending().map(|d| d.kind) == Some(DecisionKind::WretchedMove) {
            // The victim's wretched steps away and back; the others keep off its circle.
            let legal = game.legal_answers();
            let pick = legal
                .iter()
                .find(|a| matches!(a, Answer::MoveWretched { to, .. } if to.0 == victim))
                .or_else(|| {
                    legal
                        .iter()
                        .find(|a| !matches!(a, Answer::MoveWretched { to, .. } if to.0 == victim))
                })
                .cloned()
                .expect("a wretched move");
            play(&mut game, pick);
        }
        let reveal = game.legal_answers()[0].clone();
        play(&mut game, reveal);
    }
    play(&mut game, Answer::Kill(Circle(victim)));
    game
}

fn row(game: &GameState) -> Vec<(u8, u8)> {
    game.nights()[0]
        .row
        .iter()
        .map(|e| (e.space, e.circle.0))
        .collect()
}

const D2: Policeman = Policeman(1);

/// The hunt until D2's action, the policemen on `targets` (D2's among them).
fn to_action_of_d2(game: &mut GameState, targets: [Option<u8>; 5]) {
    hunt(
        game,
        |_| unreachable!("no Jack move"),
        targets,
        |g| g.pending().map(|d| d.kind) == Some(DecisionKind::PoliceAction { policeman: D2 }),
    );
}

#[test]
fn wc5_3_5_a_clue_ends_the_action() {
    let mut game = killed_on(100, 21, 0);
    play(&mut game, walk(20));
    hunt(
        &mut game,
        |_| unreachable!(),
        [None; 5],
        |g| g.pending().map(|d| d.kind) == Some(DecisionKind::JackMove),
    );
    play(&mut game, walk(40));
    to_action_of_d2(&mut game, [None, Some(27), None, None, None]);
    assert_eq!(row(&game), [(5, 21), (6, 20), (7, 40)]);
    assert_eq!(game.policemen()[D2.index()], Some(Crossing(27)));
    let mut arrest = game.clone();
    let events = game
        .apply(
            game.pending().expect("pending").seat,
            Answer::Police(PoliceAction::Search(Circle(20))),
        )
        .expect("legal");
    assert!(game.clues().contains(Circle(20)));
    assert!(!game.clues().contains(Circle(40)), "C40 is not examined");
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::Searched { .. }))
            .count(),
        1
    );
    assert_ne!(
        game.pending().map(|d| d.kind),
        Some(DecisionKind::SearchMore { policeman: D2 }),
        "the action ends"
    );
    play(
        &mut arrest,
        Answer::Police(PoliceAction::Arrest(Circle(40))),
    );
    assert_eq!(arrest.result().map(|r| r.winner), Some(Side::Police));
}

#[test]
fn wc5_3_10_an_arrest_after_a_coach() {
    let mut game = killed_on(100, 21, 0);
    play(
        &mut game,
        Answer::Jack(JackMove::Coach {
            first: Circle(20),
            second: Circle(40),
        }),
    );
    assert_eq!(row(&game), [(5, 21), (6, 20), (7, 40)]);
    assert_eq!(game.jack_position(), Some(Circle(40)));
    to_action_of_d2(&mut game, [None, Some(27), None, None, None]);
    let seat = game.pending().expect("pending").seat;
    let outcome = |action| {
        let mut g = game.clone();
        let events = g.apply(seat, Answer::Police(action)).expect("legal");
        (g, events)
    };
    let (g, events) = outcome(PoliceAction::Arrest(Circle(20)));
    assert!(!g.is_over());
    assert!(events.contains(&Event::Arrested {
        policeman: D2,
        circle: Circle(20),
        caught: false
    }));
    let (g, _) = outcome(PoliceAction::Arrest(Circle(40)));
    assert_eq!(g.result().map(|r| r.winner), Some(Side::Police));
    let (g, _) = outcome(PoliceAction::Search(Circle(20)));
    assert!(g.clues().contains(Circle(20)));
}

#[test]
fn wc5_3_11_an_arrest_on_the_crime_scene() {
    let mut game = killed_on(100, 21, 0);
    play(&mut game, walk(20));
    // D2 waits on X38, off Jack's way back.
    hunt(
        &mut game,
        |_| unreachable!(),
        [None, Some(38), None, None, None],
        |g| g.pending().map(|d| d.kind) == Some(DecisionKind::JackMove),
    );
    assert_eq!(game.result(), None);
    play(&mut game, walk(21));
    assert_eq!(
        row(&game),
        [(5, 21), (6, 20), (7, 21)],
        "{:?}",
        game.result()
    );
    // On X20 (A = {21}) tonight's crime scene cannot be searched: Arrest(C21) is D2's only
    // action, applied without asking (WC8.3.1).
    to_action_of_d2(&mut game, [None, Some(20), None, None, None]);
    assert_eq!(game.policemen()[D2.index()], Some(Crossing(20)));
    let result = game.result().expect("over");
    assert_eq!(
        result.cause,
        Cause::Arrested {
            night: 1,
            round: 2,
            policeman: D2,
            circle: Circle(21)
        }
    );
}

#[test]
fn wc5_3_12_a_policeman_on_x158_passes_unasked() {
    let mut game = killed_on(100, 21, 0);
    let d5 = Policeman(4);
    let targets = [None, None, None, None, Some(158)];
    let mut passes = Vec::new();
    for _ in 0..200 {
        let d = game.pending().expect("pending");
        assert_ne!(
            (d.kind, game.policemen()[d5.index()]),
            (
                DecisionKind::PoliceAction { policeman: d5 },
                Some(Crossing(158))
            ),
            "D5 is not asked on X158"
        );
        let answer = match d.kind {
            DecisionKind::JackMove => {
                let back = game.jack_position() == Some(Circle(21));
                walk(if back { 20 } else { 21 })
            }
            _ => common::drive::police_answer(&game, &targets),
        };
        let events = game.apply(d.seat, answer).expect("legal");
        passes.extend(
            events
                .into_iter()
                .filter(|e| matches!(e, Event::Passed { .. })),
        );
        if !passes.is_empty() {
            break;
        }
    }
    assert_eq!(passes, [Event::Passed { policeman: d5 }]);
    assert_eq!(passes[0].seen_by(Viewer::Spectator), passes[0], "public");
    assert!(game
        .recorded()
        .iter()
        .all(|r| !matches!(r.answer, Answer::Police(PoliceAction::Pass))));
}

/// WC5.1.8's position: the pawn on 19, Jack on C26, his hideout C8, a policeman on X25.
#[test]
fn wc6_5_5_out_of_time_on_jacks_new_circle() {
    let mut game = killed_on(8, 27, 0);
    // A coach to C26 by C28, then to and fro between C26 and C27 (by X46) while D1 walks to
    // X25.
    play(
        &mut game,
        Answer::Jack(JackMove::Coach {
            first: Circle(28),
            second: Circle(26),
        }),
    );
    hunt(
        &mut game,
        |g| {
            let back = g.jack_position() == Some(Circle(26));
            walk(if back { 27 } else { 26 })
        },
        [Some(25), None, None, None, None],
        |g| g.pawn() == Some(19) && g.pending().map(|d| d.kind) == Some(DecisionKind::JackMove),
    );
    assert_eq!(game.jack_position(), Some(Circle(26)));
    assert_eq!(game.policemen()[0], Some(Crossing(25)));
    let legal = game.legal_answers();
    assert!(
        legal
            .iter()
            .all(|a| !matches!(a, Answer::Jack(JackMove::Coach { .. }))),
        "no coach with one space left"
    );
    assert!(legal
        .iter()
        .all(|a| matches!(a, Answer::Jack(m) if m.end() != Circle(8))));
    play(&mut game, walk(27));
    let result = game.result().expect("over");
    assert_eq!(result.winner, Side::Police);
    assert_eq!(
        result.cause,
        Cause::OutOfTime {
            night: 1,
            round: 14,
            circle: Circle(27)
        }
    );
}

#[test]
fn wc5_3_9_an_earlier_crime_scene_may_be_searched() {
    let mut game = new_game(2, 9);
    play(&mut game, Answer::Hideout(Circle(100)));
    common::drive::escape_night(&mut game, &[65]);
    common::drive::women_and_patrols(&mut game, &[21]);
    play(&mut game, Answer::Kill(Circle(21)));
    assert_eq!(game.crime_scenes(), [Circle(65), Circle(21)]);
    // Jack walks past C65 and on; then D1 walks to X83, next to it.
    hunt(
        &mut game,
        |g| common::drive::walk_towards(g, Circle(65)),
        [None; 5],
        |g| {
            g.jack_position() == Some(Circle(65))
                && g.pending().map(|d| d.kind) == Some(DecisionKind::JackMove)
        },
    );
    play(&mut game, walk(66));
    let d1 = Policeman(0);
    hunt(
        &mut game,
        |g| common::drive::walk_towards(g, Circle(82)),
        [Some(83), None, None, None, None],
        |g| {
            g.policemen()[0] == Some(Crossing(83))
                && g.pending().map(|d| d.kind) == Some(DecisionKind::PoliceAction { policeman: d1 })
        },
    );
    assert!(!game.clues().contains(Circle(65)));
    let search = Answer::Police(PoliceAction::Search(Circle(65)));
    assert!(game.legal_answers().contains(&search));
    let events = game
        .apply(game.pending().expect("pending").seat, search)
        .expect("legal");
    assert!(events.contains(&Event::Searched {
        policeman: d1,
        circle: Circle(65),
        clue: true
    }));
}

#[test]
fn wc6_5_5_trapped_on_c21() {
    let mut game = killed_on(100, 21, 0);
    // Both alleys there and back, then to and fro between C21 and C20 (by X20, X21 and X27)
    // up to space 19, while D1 waits on X26, D3 on X2 and D2 on X38. Then D2 closes X21: every
    // route from C21 is blocked, and no policeman stands next to C21 to arrest him.
    play(&mut game, Answer::Jack(JackMove::Alley { to: Circle(22) }));
    let waiting = [Some(26), Some(38), Some(2), None, None];
    hunt(
        &mut game,
        |_| unreachable!(),
        waiting,
        |g| g.pending().map(|d| d.kind) == Some(DecisionKind::JackMove),
    );
    play(&mut game, Answer::Jack(JackMove::Alley { to: Circle(21) }));
    hunt(
        &mut game,
        |g| {
            let back = g.jack_position() == Some(Circle(21));
            walk(if back { 20 } else { 21 })
        },
        waiting,
        |g| g.pawn() == Some(19) && g.pending().map(|d| d.kind) != Some(DecisionKind::JackMove),
    );
    assert_eq!(game.jack_position(), Some(Circle(21)));
    assert_eq!(game.alleys(), 0);
    let round = game.round();
    hunt(
        &mut game,
        |_| unreachable!("Jack has no move"),
        [Some(26), Some(21), Some(2), None, None],
        |g| g.is_over(),
    );
    let result = game.result().expect("over");
    assert_eq!(result.winner, Side::Police);
    assert_eq!(
        result.cause,
        Cause::Trapped {
            night: 1,
            round: round + 1,
            circle: Circle(21)
        }
    );
}

#[test]
fn wc9_6_7_a_forced_move_is_not_saved_and_replays() {
    let mut game = killed_on(3, 20, 1);
    // Jack spends his special moves near C21, then walks onto it, D2 waiting on X38.
    let near = common::drive::walks_to(Circle(21), &wc_engine::CrossingSet::EMPTY);
    let nearest = |g: &GameState, special: fn(&JackMove) -> bool| {
        g.legal_answers()
            .into_iter()
            .filter(|a| matches!(a, Answer::Jack(m) if special(m)))
            .min_by_key(|a| match a {
                Answer::Jack(m) => near[usize::from(m.end().0)],
                _ => u32::MAX,
            })
    };
    hunt(
        &mut game,
        |g| {
            nearest(g, |m| matches!(m, JackMove::Coach { .. }))
                .or_else(|| nearest(g, |m| matches!(m, JackMove::Alley { .. })))
                .unwrap_or_else(|| common::drive::walk_towards(g, Circle(21)))
        },
        [None, Some(38), None, None, None],
        |g| {
            (g.coaches(), g.alleys()) == (0, 0)
                && g.jack_position() == Some(Circle(21))
                && g.pending().map(|d| d.kind) != Some(DecisionKind::JackMove)
        },
    );
    let answers_before = game.recorded().len();
    let row_before = game.nights()[0].row.len();
    hunt(
        &mut game,
        |_| unreachable!("the move is forced"),
        [None, Some(20), None, None, None],
        |g| g.nights()[0].row.len() > row_before,
    );
    assert_eq!(game.policemen()[1], Some(Crossing(20)));
    let last = game.nights()[0].row.last().copied();
    assert_eq!(
        last.map(|e| (e.circle, e.kind)),
        Some((Circle(23), wc_engine::EntryKind::Walk))
    );
    assert!(
        game.recorded()[answers_before..]
            .iter()
            .all(|r| r.kind != "JACK_MOVE"),
        "the forced Walk(C23) is not recorded"
    );
    let (replayed, _) = wc_engine::SaveFile::parse(&game.save().to_json())
        .and_then(|s| s.replay())
        .expect("replays");
    assert!(replayed == game, "the replay recomputes the forced move");
}
