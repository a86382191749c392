//! The second night, reached by play: the end of the first night (WC6.2), the women on the free
//! red circles (WC4.1.6), the patrols on the previous positions (WC4.2.6, WC4.2.8, WC8.5.2).

mod common;

use common::new_game;
use wc_engine::{
    ActionError, Answer, Circle, Crossing, DecisionKind, GameState, Illegal, JackMove,
    PoliceAction, Policeman, Seat,
};

fn play(game: &mut GameState, answer: Answer) {
    let seat = game.pending().expect("pending").seat;
    game.apply(seat, answer).expect("legal");
}

fn walk(to: u8, declare: bool) -> Answer {
    Answer::Jack(JackMove::Walk {
        to: Circle(to),
        declare,
    })
}

/// Night 1 of a 2-player game, hideout C19: the patrols on the yellow crossings (D1 on X42, D2
/// on X44, D3 on X57, D4 on X143, D5 on X156, the fakes on X138 and X181). With `wait`, Jack
/// waits once and the chief moves the wretched from C21 to C20. Jack kills `victim`; then,
/// from C21, walks to C20 while D1 goes to X22 and D2 to X38, and walks home to C19.
fn first_night(wait: bool, victim: u8) -> GameState {
    let mut game = first_kill(wait, victim);
    let mut round = 0;
    while game.night() == 1 {
        let d = game.pending().expect("pending");
        let jack = game.jack_position().expect("Jack on the board");
        let answer = match d.kind {
            DecisionKind::JackMove => {
                round += 1;
                if jack == Circle(21) {
                    walk(20, false)
                } else {
                    walk(19, true)
                }
            }
            DecisionKind::PoliceMove { policeman } => {
                let to = match policeman.0 {
                    0 => 22,
                    1 => 38,
                    _ => game.policemen()[policeman.index()].expect("on the board").0,
                };
                Answer::MoveTo(Crossing(to))
            }
            DecisionKind::SearchMore { .. } => Answer::Police(PoliceAction::Stop),
            _ => game
                .legal_answers()
                .into_iter()
                .find(|a| *a != Answer::Police(PoliceAction::Arrest(jack)))
                .expect("an answer"),
        };
        game.apply(d.seat, answer).expect("legal");
        assert!(round <= 2, "Jack did not reach home");
    }
    game
}

/// Night 1 of [`first_night`] up to the kill.
fn first_kill(wait: bool, victim: u8) -> GameState {
    let mut game = new_game(2, 9);
    play(&mut game, Answer::Hideout(Circle(19)));
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
    if wait {
        play(&mut game, Answer::Wait);
        play(
            &mut game,
            Answer::MoveWretched {
                from: Circle(21),
                to: Circle(20),
            },
        );
        while game.pending().map(|d| d.kind) == Some(DecisionKind::WretchedMove) {
            let first = game.legal_answers()[0].clone();
            play(&mut game, first);
        }
        play(&mut game, Answer::Reveal(Crossing(181)));
    }
    play(&mut game, Answer::Kill(Circle(victim)));
    game
}

#[test]
fn wc6_2_1_the_night_ends_with_the_escape_and_the_next_begins() {
    let game = first_night(false, 21);
    assert_eq!(game.night(), 2);
    assert!(game.nights()[0].escaped);
    assert!(game.clues().is_empty(), "clues are removed");
    assert_eq!(game.pawn(), None, "the move track is empty");
    assert_eq!(game.crime_scenes(), [Circle(21)]);
    assert_eq!((game.coaches(), game.alleys()), (2, 2));
    // The policemen stay until the patrols are placed (WC4.2.2).
    assert_eq!(
        game.policemen(),
        [22, 38, 57, 143, 156].map(|x| Some(Crossing(x)))
    );
    assert_eq!(game.chief(), None, "no chief is named before the patrols");
}

#[test]
fn wc4_1_6_the_free_red_circles_after_a_kill_on_and_off_them() {
    let game = first_night(false, 21);
    assert_eq!(
        game.pending().map(|d| d.kind),
        Some(DecisionKind::WomenPlace)
    );
    assert_eq!(game.free_red_circles().len(), 7);
    assert_eq!(game.legal_count(), 35);
    assert_eq!(game.legal_answers().len(), 35);
    let moved = first_night(true, 20);
    assert_eq!(moved.crime_scenes(), [Circle(20)]);
    assert_eq!(moved.free_red_circles().len(), 8);
    assert_eq!(moved.legal_count(), 280);
    assert_eq!(moved.legal_answers().len(), 280);
}

#[test]
fn wc4_2_6_wc4_2_8_wc8_5_2_the_patrols_cover_the_previous_positions() {
    let mut game = first_night(false, 21);
    let women = game.default_answer().expect("a default");
    play(&mut game, women);
    assert_eq!(
        game.pending().map(|d| d.kind),
        Some(DecisionKind::PatrolPlace)
    );
    assert!(
        game.policemen().iter().all(Option::is_none),
        "lifted (WC4.2.2)"
    );
    assert_eq!(game.legal_count(), 15120);
    let answers = game.legal_answers();
    assert_eq!(answers.len(), 15120);
    let patrols = |policemen: [u8; 5], fakes: [u8; 2]| Answer::Patrols {
        policemen: policemen.map(Crossing),
        fakes: fakes.map(Crossing),
    };
    assert_eq!(answers[0], patrols([22, 38, 42, 44, 57], [143, 156]));
    let legal = patrols([57, 143, 156, 42, 181], [22, 38]);
    assert_eq!(game.check(&legal), Ok(()));
    let before = game.clone();
    for refused in [
        patrols([138, 143, 156, 42, 181], [22, 38]),
        patrols([57, 143, 156, 42, 10], [22, 38]),
        patrols([57, 143, 156, 42, 44], [181, 38]),
    ] {
        assert_eq!(
            game.apply(Seat(1), refused),
            Err(ActionError::Illegal(Illegal::Patrols))
        );
        assert!(game == before);
    }
    play(&mut game, legal);
    assert_eq!(game.chief(), game.nights()[1].chief);
    assert!(game.chief().is_some_and(|c| Policeman::ALL.contains(&c)));
}

#[test]
fn wc4_4_11_a_crime_scene_and_the_patrols_leave_one_destination() {
    let mut game = first_kill(true, 20);
    let previous = [22, 38, 57, 143, 156];
    common::drive::linger_then_home(&mut game, Circle(20), previous.map(Some));
    assert_eq!(game.night(), 2);
    assert_eq!(game.crime_scenes(), [Circle(20)]);
    play(
        &mut game,
        Answer::Women {
            marked: [3, 21, 27, 65].map(Circle).to_vec(),
            unmarked: [84, 147, 149].map(Circle).to_vec(),
        },
    );
    play(
        &mut game,
        Answer::Patrols {
            policemen: [22, 38, 57, 143, 156].map(Crossing),
            fakes: [42, 44].map(Crossing),
        },
    );
    play(&mut game, Answer::Wait);
    let patrols = game.patrol_crossings();
    assert_eq!(
        wc_engine::board()
            .normal_moves(Circle(21), &patrols)
            .numbers(),
        [20, 23, 40, 41, 42]
    );
    assert_eq!(game.wretched_destinations(Circle(21)).numbers(), [23]);
    let from_21: Vec<Answer> = game
        .legal_answers()
        .into_iter()
        .filter(|a| matches!(a, Answer::MoveWretched { from, .. } | Answer::Stay(from) if *from == Circle(21)))
        .collect();
    assert_eq!(
        from_21,
        [Answer::MoveWretched {
            from: Circle(21),
            to: Circle(23)
        }]
    );
}
