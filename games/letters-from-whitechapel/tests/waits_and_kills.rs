//! Waits, kills and the policemen revealed, played on the board (WC1.6.5, WC4.4, WC4.5.3,
//! WC4.7.3).

mod common;

use common::drive::{declare, hunt, linger_then_home, play, walk};
use common::new_game;
use wc_engine::{
    board, Answer, Circle, Crossing, DecisionKind, Entry, EntryKind, GameState, Policeman,
    LAST_SPACE,
};

/// Night 1 of a 2-player game up to the kill or wait: the marked women on `marked`, D1–D5's
/// tokens on `policemen` and the fakes on `fakes`.
fn night_one(hideout: u8, marked: &[u8], policemen: [u8; 5], fakes: [u8; 2]) -> GameState {
    let mut game = new_game(2, 9);
    play(&mut game, Answer::Hideout(Circle(hideout)));
    let marked: Vec<Circle> = marked.iter().map(|c| Circle(*c)).collect();
    let unmarked = [3, 21, 27, 65, 84, 147, 149, 158]
        .map(Circle)
        .into_iter()
        .filter(|c| !marked.contains(c))
        .collect();
    play(&mut game, Answer::Women { marked, unmarked });
    play(
        &mut game,
        Answer::Patrols {
            policemen: policemen.map(Crossing),
            fakes: fakes.map(Crossing),
        },
    );
    game
}

const YELLOW: [u8; 5] = [42, 44, 57, 143, 156];
const FAKES: [u8; 2] = [138, 181];

/// A wait: the wretched moves of `moves` where legal, the others to a circle none of them
/// names, then the patrol token on `reveal` turned up.
fn wait(game: &mut GameState, moves: &[(u8, u8)], reveal: u8) {
    play(game, Answer::Wait);
    let named: Vec<Circle> = moves
        .iter()
        .flat_map(|(a, b)| [Circle(*a), Circle(*b)])
        .collect();
    while game.pending().map(|d| d.kind) == Some(DecisionKind::WretchedMove) {
        let legal = game.legal_answers();
        let scripted = moves.iter().map(|(a, b)| Answer::MoveWretched {
            from: Circle(*a),
            to: Circle(*b),
        });
        let answer = scripted
            .clone()
            .find(|a| legal.contains(a))
            .or_else(|| {
                legal
                    .iter()
                    .find(|a| match a {
                        Answer::MoveWretched { from, to } => {
                            !named.contains(to) && !named.contains(from)
                        }
                        Answer::Stay(_) => true,
                        _ => false,
                    })
                    .cloned()
            })
            .expect("a wretched move");
        play(game, answer);
    }
    play(game, Answer::Reveal(Crossing(reveal)));
}

#[test]
fn wc1_6_5_two_waits_then_a_kill_on_three() {
    let mut game = night_one(100, &[3, 21, 27, 65, 84], YELLOW, FAKES);
    wait(&mut game, &[(84, 85)], 138);
    wait(&mut game, &[(85, 84)], 181);
    assert_eq!(game.time(), 3, "III");
    play(&mut game, Answer::Kill(Circle(84)));
    assert_eq!(
        game.nights()[0].row,
        [Entry {
            space: 3,
            circle: Circle(84),
            kind: EntryKind::Kill
        }]
    );
    assert_eq!(game.pawn(), Some(3));
    assert_eq!(LAST_SPACE - game.pawn().expect("pawn"), 17, "spacesLeft");
}

#[test]
fn wc4_4_6_a_fake_removed_opens_its_circles_to_the_wretched() {
    let mut game = night_one(
        100,
        &[3, 21, 27, 65, 84],
        [42, 138, 57, 143, 156],
        [44, 181],
    );
    play(&mut game, Answer::Wait);
    let to_40 = Answer::MoveWretched {
        from: Circle(21),
        to: Circle(40),
    };
    assert!(!game.legal_answers().contains(&to_40), "C40 is next to X44");
    game.apply(
        game.pending().expect("pending").seat,
        Answer::MoveWretched {
            from: Circle(21),
            to: Circle(20),
        },
    )
    .expect("legal");
    while game.pending().map(|d| d.kind) == Some(DecisionKind::WretchedMove) {
        let first = game.legal_answers()[0].clone();
        play(&mut game, first);
    }
    play(&mut game, Answer::Reveal(Crossing(44)));
    assert!(
        game.patrols().iter().all(|p| p.at != Crossing(44)),
        "the fake is removed"
    );
    wait(&mut game, &[(20, 21)], 181);
    play(&mut game, Answer::Wait);
    assert!(game.legal_answers().contains(&to_40), "C40 is open now");
}

#[test]
fn wc4_5_3_a_kill_on_the_hideout_does_not_end_the_night() {
    let mut game = night_one(21, &[3, 21, 27, 65, 84], YELLOW, FAKES);
    play(&mut game, Answer::Kill(Circle(21)));
    assert_eq!(game.night(), 1);
    assert_eq!(
        game.pending().map(|d| d.kind),
        Some(DecisionKind::JackMove),
        "Jack must move away"
    );
    assert_eq!(
        game.policemen(),
        [42, 44, 57, 143, 156].map(|x| Some(Crossing(x)))
    );
    assert!(game
        .legal_answers()
        .iter()
        .all(|a| !matches!(a, Answer::Jack(m) if m.end() == Circle(21))));
    play(&mut game, walk(20));
    // The policemen keep off X27, X21 and X20.
    hunt(
        &mut game,
        |_| unreachable!(),
        [None; 5],
        |g| g.pending().map(|d| d.kind) == Some(DecisionKind::JackMove),
    );
    assert!(game.legal_answers().contains(&declare(21)));
    play(&mut game, declare(21));
    assert_eq!(game.night(), 2);
    assert!(game.nights()[0].escaped);
}

#[test]
fn wc4_7_3_the_policemen_go_to_their_tokens_and_every_token_goes() {
    let mut game = night_one(
        100,
        &[3, 21, 27, 65, 84],
        [42, 57, 143, 156, 181],
        [44, 138],
    );
    wait(&mut game, &[], 57);
    let d2 = game
        .patrols()
        .iter()
        .find(|p| p.at == Crossing(57))
        .copied();
    assert_eq!(
        d2.map(|p| (p.token, p.face_up)),
        Some((Some(Policeman(1)), true))
    );
    wait(&mut game, &[], 44);
    assert!(game.patrols().iter().all(|p| p.at != Crossing(44)));
    let victim = game.wretched()[0];
    play(&mut game, Answer::Kill(victim));
    assert_eq!(
        game.policemen(),
        [42, 57, 143, 156, 181].map(|x| Some(Crossing(x)))
    );
    assert!(game.patrols().is_empty(), "the X138 fake is gone too");
    assert!(game.wretched().is_empty());
}

/// Night 1 played to Jack's escape with the policemen ending on `targets` (D1–D5): they walk
/// there while Jack, having killed on `victim`, keeps near it; then he walks home.
fn night_one_ending_on(hideout: u8, victim: u8, targets: [u8; 5]) -> GameState {
    let mut game = night_one(hideout, &[3, 21, 27, 65, 84], YELLOW, FAKES);
    play(&mut game, Answer::Kill(Circle(victim)));
    linger_then_home(&mut game, Circle(victim), targets.map(Some));
    assert_eq!(game.night(), 2, "{:?}", game.result());
    assert_eq!(game.policemen(), targets.map(|x| Some(Crossing(x))));
    game
}

fn second_night(game: &mut GameState, marked: &[u8], others: [u8; 2]) {
    let free: Vec<Circle> = game.free_red_circles().members().collect();
    let marked: Vec<Circle> = marked.iter().map(|c| Circle(*c)).collect();
    let unmarked: Vec<Circle> = free
        .iter()
        .copied()
        .filter(|c| !marked.contains(c))
        .take(7 - marked.len())
        .collect();
    let mut previous: Vec<u8> = game.policemen().iter().flatten().map(|x| x.0).collect();
    previous.sort_unstable();
    play(game, Answer::Women { marked, unmarked });
    play(
        game,
        Answer::Patrols {
            policemen: [
                previous[0],
                previous[1],
                previous[2],
                previous[3],
                previous[4],
            ]
            .map(Crossing),
            fakes: others.map(Crossing),
        },
    );
}

#[test]
fn wc4_4_10_a_wretched_with_no_destination_stays() {
    let mut game = night_one_ending_on(19, 21, [22, 38, 57, 139, 159]);
    second_night(&mut game, &[3, 27, 65, 147], [42, 44]);
    play(&mut game, Answer::Wait);
    let patrols = game.patrol_crossings();
    assert!(board().normal_moves(Circle(147), &patrols).is_empty());
    let legal = game.legal_answers();
    assert!(legal.contains(&Answer::Stay(Circle(147))));
    assert!(legal
        .iter()
        .all(|a| !matches!(a, Answer::MoveWretched { from, .. } if *from == Circle(147))));
}

#[test]
fn wc4_4_12_the_wretched_move_one_at_a_time() {
    let mut game = night_one_ending_on(19, 21, [67, 80, 91, 100, 143]);
    second_night(&mut game, &[3, 65, 84, 149], [42, 156]);
    play(&mut game, Answer::Wait);
    let patrols = game.patrol_crossings();
    assert_eq!(
        board().normal_moves(Circle(65), &patrols).numbers(),
        [66, 84]
    );
    let legal = game.legal_answers();
    assert!(legal.contains(&Answer::Stay(Circle(65))), "Stay(C65) now");
    let from_84: Vec<u8> = legal
        .iter()
        .filter_map(|a| match a {
            Answer::MoveWretched { from, to } if *from == Circle(84) => Some(to.0),
            _ => None,
        })
        .collect();
    assert_eq!(from_84, [85, 86, 99, 100]);
    play(
        &mut game,
        Answer::MoveWretched {
            from: Circle(84),
            to: Circle(85),
        },
    );
    let legal = game.legal_answers();
    assert!(!legal.contains(&Answer::Stay(Circle(65))));
    assert!(legal.contains(&Answer::MoveWretched {
        from: Circle(65),
        to: Circle(84)
    }));
    assert_eq!(game.wretched_destinations(Circle(65)).numbers(), [84]);
}
