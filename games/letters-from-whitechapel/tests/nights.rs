//! The nights of the game against the specification's test cases: setup and control (WC2,
//! WC7), the women and the patrols (WC4.1, WC4.2), waits and the wretched (WC4.4), the kill and
//! the policemen revealed (WC4.5, WC4.7), a hunt to an arrest and its result (WC5, WC6.5), and
//! refused answers (WC8.5.5).

mod common;

use common::new_game;
use wc_engine::{
    ActionError, Answer, Cause, Circle, Crossing, DecisionKind, Entry, EntryKind, GameConfig,
    GameState, Illegal, JackMove, JackSeat, PoliceAction, Policeman, Seat, SetupError, Side,
};

fn circles(numbers: &[u8]) -> Vec<Circle> {
    numbers.iter().map(|n| Circle(*n)).collect()
}

fn play(game: &mut GameState, answer: Answer) {
    let seat = game.pending().expect("pending").seat;
    game.apply(seat, answer).expect("legal");
}

/// Night 1 of a 2-player game up to the kill or wait: hideout `hideout`, the women marked on
/// `marked`, D1–D5's tokens on X42, X44, X57, X143 and X156, the fakes on X138 and X181.
fn night_one(hideout: u8, marked: &[u8]) -> GameState {
    let mut game = new_game(2, 9);
    play(&mut game, Answer::Hideout(Circle(hideout)));
    let marked = circles(marked);
    let unmarked: Vec<Circle> = [3, 21, 27, 65, 84, 147, 149, 158]
        .map(Circle)
        .into_iter()
        .filter(|c| !marked.contains(c))
        .collect();
    play(&mut game, Answer::Women { marked, unmarked });
    play(
        &mut game,
        Answer::Patrols {
            policemen: [42, 44, 57, 143, 156].map(Crossing),
            fakes: [138, 181].map(Crossing),
        },
    );
    game
}

fn destinations(game: &GameState, w: u8) -> Vec<u8> {
    game.wretched_destinations(Circle(w)).numbers()
}

#[test]
fn wc2_5_wc7_5_wc7_6_the_policemen_are_dealt_round_robin() {
    let seats = |players| new_game(players, 1).controllers().map(|s| s.0);
    assert_eq!(seats(4), [1, 2, 3, 1, 2]);
    assert_eq!(seats(3), [1, 2, 1, 2, 1]);
    assert_eq!(seats(2), [1; 5]);
    assert_eq!(seats(6), [1, 2, 3, 4, 5]);
}

/// WC2.1, WC0.3: a game may say who runs each policeman; a policeman run by Jack or by no
/// seat at the table, or a police seat left without one (docs/decisions.md 73), is refused.
#[test]
fn wc2_1_wc0_3_the_policemen_go_to_the_seats_the_setup_names() {
    let with = |players, controllers: [u8; 5]| {
        let mut config = GameConfig::new(players, 4);
        config.jack = JackSeat::Seat(Seat(1));
        config.controllers = Some(controllers.map(Seat));
        GameState::new(config).map(|(game, _)| game.controllers().map(|s| s.0))
    };
    assert_eq!(with(3, [0, 0, 2, 0, 0]), Ok([0, 0, 2, 0, 0]));
    assert_eq!(with(6, [5, 4, 3, 2, 0]), Ok([5, 4, 3, 2, 0]));
    assert_eq!(
        with(3, [0, 1, 2, 0, 2]),
        Err(SetupError::Controller {
            policeman: Policeman(1)
        })
    );
    assert_eq!(
        with(3, [0, 0, 3, 0, 0]),
        Err(SetupError::Controller {
            policeman: Policeman(2)
        })
    );
    assert_eq!(
        with(4, [0, 0, 2, 0, 0]),
        Err(SetupError::IdleSeat { seat: Seat(3) })
    );
    assert_eq!(with(3, [2; 5]), Err(SetupError::IdleSeat { seat: Seat(0) }));
}

#[test]
fn wc2_7_the_hideout_with_and_without_the_host_option() {
    let config = GameConfig {
        no_red_hideout: true,
        ..GameConfig::new(3, 4)
    };
    let (mut game, _) = GameState::new(config).expect("setup");
    assert_eq!(game.legal_answers().len(), 187);
    let before = game.clone();
    assert_eq!(
        game.apply(Seat(0), Answer::Hideout(Circle(21))),
        Err(ActionError::Illegal(Illegal::Hideout))
    );
    assert!(game == before);
    let game = new_game(3, 4);
    assert_eq!(game.legal_answers().len(), 195);
    assert_eq!(game.default_answer(), Some(Answer::Hideout(Circle(1))));
}

#[test]
fn wc4_1_5_wc8_5_3_night_one_marks_five_of_the_eight_red_circles() {
    let mut game = new_game(2, 3);
    play(&mut game, Answer::Hideout(Circle(100)));
    assert_eq!(
        game.pending().map(|d| d.kind),
        Some(DecisionKind::WomenPlace)
    );
    assert_eq!(game.legal_count(), 56);
    assert_eq!(game.legal_answers().len(), 56);
    assert_eq!(
        game.default_answer(),
        Some(Answer::Women {
            marked: circles(&[3, 21, 27, 65, 84]),
            unmarked: circles(&[147, 149, 158]),
        })
    );
}

#[test]
fn wc4_2_5_wc4_2_7_night_one_patrols_go_on_the_yellow_crossings() {
    let mut game = new_game(2, 3);
    play(&mut game, Answer::Hideout(Circle(100)));
    let women = game.default_answer().expect("a default");
    play(&mut game, women);
    assert_eq!(
        game.pending().map(|d| d.kind),
        Some(DecisionKind::PatrolPlace)
    );
    assert_eq!(game.legal_count(), 2520);
    assert_eq!(game.legal_answers().len(), 2520);
    let before = game.clone();
    for (policemen, fakes) in [
        ([22, 44, 57, 138, 143], [156, 181]),
        ([42, 42, 57, 138, 143], [156, 44]),
    ] {
        let answer = Answer::Patrols {
            policemen: policemen.map(Crossing),
            fakes: fakes.map(Crossing),
        };
        assert_eq!(
            game.apply(Seat(1), answer),
            Err(ActionError::Illegal(Illegal::Patrols))
        );
        assert!(game == before);
    }
}

#[test]
fn wc4_4_4_wc4_4_5_the_wretched_keep_away_from_patrols_and_each_other() {
    let mut game = night_one(100, &[21, 65, 84, 149, 3]);
    assert_eq!(game.time(), 5);
    play(&mut game, Answer::Wait);
    assert_eq!(game.time(), 4);
    assert_eq!(destinations(&game, 21), [20, 23, 41, 42]);
    assert_eq!(destinations(&game, 149), [136, 138, 148, 162, 163, 174]);
    assert_eq!(destinations(&game, 65), [51, 63, 66, 67, 82, 83]);
    play(
        &mut game,
        Answer::MoveWretched {
            from: Circle(84),
            to: Circle(66),
        },
    );
    assert!(!destinations(&game, 65).contains(&66));
    // A wretched moved this wait is not offered again.
    assert!(!game.legal_answers().iter().any(|a| matches!(
        a,
        Answer::MoveWretched { from, .. } | Answer::Stay(from) if *from == Circle(66)
    )));
}

#[test]
fn wc4_4_8_wc4_4_9_wc4_4_13_waits_reveal_patrols_until_v() {
    let mut game = night_one(100, &[21, 65, 84, 149, 3]);
    let wait = |game: &mut GameState, reveal: u8| {
        play(game, Answer::Wait);
        while game.pending().map(|d| d.kind) == Some(DecisionKind::WretchedMove) {
            let stay = game.legal_answers()[0].clone();
            play(game, stay);
        }
        assert_eq!(
            game.pending().map(|d| d.kind),
            Some(DecisionKind::PatrolReveal)
        );
        play(game, Answer::Reveal(Crossing(reveal)));
    };
    wait(&mut game, 138);
    // X138 held a fake here: it is gone. X143 held D4's token: it stays face up.
    assert!(game.patrols().iter().all(|p| p.at != Crossing(138)));
    wait(&mut game, 143);
    let d4 = game
        .patrols()
        .iter()
        .find(|p| p.at == Crossing(143))
        .copied();
    assert_eq!(
        d4.map(|p| (p.token, p.face_up)),
        Some((Some(Policeman(3)), true))
    );
    wait(&mut game, 181);
    wait(&mut game, 42);
    assert_eq!(game.time(), 1);
    let answers = game.legal_answers();
    assert!(answers.iter().all(|a| matches!(a, Answer::Kill(_))));
    assert_eq!(answers.len(), 5);
    assert_eq!(
        game.apply(Seat(0), Answer::Wait),
        Err(ActionError::Illegal(Illegal::NoWait))
    );
    let face_down = game.patrols().iter().filter(|p| !p.face_up).count();
    assert!(face_down >= 3, "{face_down} face down");
}

#[test]
fn wc8_5_5_a_kill_without_a_wretched_is_refused() {
    let mut game = night_one(100, &[21, 65, 84, 149, 3]);
    let before = game.clone();
    assert_eq!(
        game.apply(Seat(0), Answer::Kill(Circle(30))),
        Err(ActionError::Illegal(Illegal::Victim))
    );
    assert_eq!(
        game.apply(Seat(0), Answer::MoveTo(Crossing(42))),
        Err(ActionError::WrongType)
    );
    assert_eq!(
        game.apply(Seat(1), Answer::Wait),
        Err(ActionError::NotYourDecision { asked: Seat(0) })
    );
    assert!(game == before);
}

/// A policeman's answer that catches nobody: the first search or arrest not on `jack`.
fn harmless(game: &GameState, jack: Circle) -> Answer {
    game.legal_answers()
        .into_iter()
        .find(|a| *a != Answer::Police(PoliceAction::Arrest(jack)))
        .expect("an answer")
}

#[test]
fn wc6_5_4_an_arrest_in_round_two_ends_the_game_with_the_row_so_far() {
    let mut game = night_one(100, &[21, 65, 84, 149, 3]);
    play(&mut game, Answer::Kill(Circle(21)));
    // WC4.7: each policeman on his token's crossing; no token left.
    assert_eq!(
        game.policemen(),
        [42, 44, 57, 143, 156].map(|x| Some(Crossing(x)))
    );
    assert!(game.patrols().is_empty() && game.wretched().is_empty());
    assert_eq!(game.pawn(), Some(5));
    let walk = |to| {
        Answer::Jack(JackMove::Walk {
            to: Circle(to),
            declare: false,
        })
    };
    play(&mut game, walk(20));
    let d2 = Policeman(1);
    let mut round = 1;
    while !game.is_over() {
        let d = game.pending().expect("pending");
        let jack = game.jack_position().expect("Jack on the board");
        let answer = match d.kind {
            DecisionKind::JackMove => {
                round += 1;
                walk(40)
            }
            DecisionKind::PoliceMove { policeman } if policeman == d2 && round == 2 => {
                Answer::MoveTo(Crossing(27))
            }
            DecisionKind::PoliceMove { policeman } => {
                Answer::MoveTo(game.policemen()[policeman.index()].expect("on the board"))
            }
            DecisionKind::PoliceAction { policeman } if policeman == d2 && round == 2 => {
                Answer::Police(PoliceAction::Arrest(Circle(40)))
            }
            DecisionKind::SearchMore { .. } => Answer::Police(PoliceAction::Stop),
            _ => harmless(&game, jack),
        };
        game.apply(d.seat, answer).expect("legal");
    }
    let result = game.result().expect("over");
    assert_eq!(result.winner, Side::Police);
    assert_eq!(
        result.cause,
        Cause::Arrested {
            night: 1,
            round: 2,
            policeman: d2,
            circle: Circle(40)
        }
    );
    let entry = |space, circle, kind| Entry {
        space,
        circle: Circle(circle),
        kind,
    };
    assert_eq!(
        result.nights[0].row,
        [
            entry(5, 21, EntryKind::Kill),
            entry(6, 20, EntryKind::Walk),
            entry(7, 40, EntryKind::Walk)
        ]
    );
}
