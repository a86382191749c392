//! Nights 2 to 4 reached by play, Jack escaping each night: the women on the free red circles
//! (WC4.1.7), the double event (WC4.6.4, WC4.6.6, WC4.6.7), the special tokens per night
//! (WC5.1.16) and Jack's win (WC6.5.6).

mod common;

use common::drive::{escape_night, escape_night_with, hunt, play, walk_towards, women_and_patrols};
use common::new_game;
use wc_engine::{
    Answer, Cause, Circle, Crossing, DecisionKind, Entry, EntryKind, GameState, JackMove,
    PoliceAction, Side, LAST_SPACE,
};

fn game_with_hideout(hideout: u8) -> GameState {
    let mut game = new_game(2, 5);
    play(&mut game, Answer::Hideout(Circle(hideout)));
    game
}

fn entry(space: u8, circle: u8) -> Entry {
    Entry {
        space,
        circle: Circle(circle),
        kind: EntryKind::Kill,
    }
}

#[test]
fn wc4_1_7_the_women_of_nights_three_and_four() {
    let mut game = game_with_hideout(100);
    escape_night(&mut game, &[21]);
    escape_night(&mut game, &[147]);
    assert_eq!(game.night(), 3);
    assert_eq!(game.free_red_circles().len(), 6);
    assert_eq!(game.legal_count(), 20);
    assert_eq!(game.legal_answers().len(), 20);
    escape_night(&mut game, &[65, 84]);
    assert_eq!(game.night(), 4);
    assert_eq!(game.free_red_circles().numbers(), [3, 27, 149, 158]);
    assert_eq!(game.legal_count(), 4);
    assert_eq!(game.legal_answers().len(), 4);
}

/// Nights 1 and 2 escaped (kills on C21 and C147; D1 ends night 2 on X80), then night 3's
/// women and patrols.
fn night_three(hideout: u8, marked: &[u8]) -> GameState {
    let mut game = game_with_hideout(hideout);
    escape_night(&mut game, &[21]);
    escape_night_with(&mut game, &[147], [Some(80), None, None, None, None]);
    women_and_patrols(&mut game, marked);
    game
}

#[test]
fn wc4_6_4_the_double_event_and_an_arrest_before_jack_moves() {
    let mut game = night_three(100, &[65, 84]);
    assert_eq!(game.time(), 5);
    play(&mut game, Answer::DoubleKill(Circle(84), Circle(65)));
    assert_eq!(game.nights()[2].row, [entry(5, 84), entry(6, 65)]);
    assert_eq!(LAST_SPACE - game.pawn().expect("pawn"), 14, "spacesLeft");
    assert_eq!(game.jack_position(), Some(Circle(65)));
    assert!(matches!(
        game.pending().map(|d| d.kind),
        Some(DecisionKind::PoliceMove { .. })
    ));
    // The police walk one of theirs to X83 and arrest at C65.
    let mut targets = [None; 5];
    let standing = game.policemen_crossings();
    let first = *game
        .acting_order()
        .iter()
        .find(|p| {
            let x = game.policemen()[p.index()].expect("on the board");
            let others = standing.members().filter(|y| *y != x).collect();
            wc_engine::police_destinations(wc_engine::board(), x, &others).contains(Crossing(83))
        })
        .expect("a policeman two steps from X83");
    targets[first.index()] = Some(83);
    hunt(
        &mut game,
        |_| unreachable!("the police act first"),
        targets,
        |g| {
            matches!(
                g.pending().map(|d| d.kind),
                Some(DecisionKind::PoliceAction { .. })
            )
        },
    );
    assert_eq!(
        game.policemen()[first.index()],
        Some(Crossing(83)),
        "X83 reached"
    );
    play(&mut game, Answer::Police(PoliceAction::Arrest(Circle(65))));
    let result = game.result().expect("over");
    assert_eq!(result.winner, Side::Police);
    assert_eq!(
        result.cause,
        Cause::Arrested {
            night: 3,
            round: 1,
            policeman: first,
            circle: Circle(65)
        }
    );
}

#[test]
fn wc4_6_6_the_double_event_on_five() {
    let mut game = night_three(100, &[27, 65]);
    for _ in 0..4 {
        play(&mut game, Answer::Wait);
        // The wretched on C27 and C65 step away and back, the others anywhere.
        while game.pending().map(|d| d.kind) == Some(DecisionKind::WretchedMove) {
            let legal = game.legal_answers();
            let pick = legal
                .iter()
                .find(|a| matches!(a, Answer::MoveWretched { to, .. } if [27, 65].contains(&to.0)))
                .or_else(|| legal.iter().find(|a| matches!(a, Answer::MoveWretched { from, to } if [27, 65].contains(&from.0) && ![27, 65].contains(&to.0) && !game.wretched().contains(to))))
                .or_else(|| legal.iter().find(|a| !matches!(a, Answer::MoveWretched { to, .. } | Answer::Stay(to) if [27, 65].contains(&to.0))))
                .cloned()
                .expect("a wretched move");
            play(&mut game, pick);
        }
        let reveal = game.legal_answers()[0].clone();
        play(&mut game, reveal);
    }
    assert_eq!(game.time(), 1, "V");
    assert!(game.wretched().contains(&Circle(27)) && game.wretched().contains(&Circle(65)));
    play(&mut game, Answer::DoubleKill(Circle(27), Circle(65)));
    assert_eq!(game.nights()[2].row, [entry(1, 27), entry(2, 65)]);
    assert_eq!(LAST_SPACE - game.pawn().expect("pawn"), 18, "spacesLeft");
    assert_eq!(game.jack_position(), Some(Circle(65)));
}

#[test]
fn wc4_6_7_the_double_event_on_the_hideout_is_no_escape() {
    let mut game = night_three(65, &[65, 84]);
    play(&mut game, Answer::DoubleKill(Circle(84), Circle(65)));
    assert_eq!(game.jack_position(), Some(Circle(65)));
    assert_eq!(game.night(), 3);
    assert!(!game.nights()[2].escaped);
    hunt(
        &mut game,
        |_| unreachable!(),
        [None; 5],
        |g| g.pending().map(|d| d.kind) == Some(DecisionKind::JackMove),
    );
    assert_eq!(game.round(), 2, "Jack moves first in round 2");
    let legal = game.legal_answers();
    assert!(!legal.is_empty());
    assert!(legal
        .iter()
        .all(|a| matches!(a, Answer::Jack(m) if m.end() != Circle(65)
        || matches!(m, JackMove::Coach { .. }))));
    play(&mut game, common::drive::walk(66));
    hunt(
        &mut game,
        |g| walk_towards(g, Circle(65)),
        [None; 5],
        |g| g.night() == 4,
    );
    assert_eq!(game.night(), 4);
    let night = &game.nights()[2];
    assert!(night.escaped);
    assert_eq!(
        night.row.last().map(|e| (e.circle, e.kind)),
        Some((Circle(65), EntryKind::Walk))
    );
}

#[test]
fn wc5_1_16_special_tokens_are_given_each_night() {
    let mut game = night_three(100, &[65, 84]);
    play(&mut game, Answer::DoubleKill(Circle(84), Circle(65)));
    assert_eq!((game.coaches(), game.alleys()), (2, 1));
    hunt(
        &mut game,
        |_| unreachable!(),
        [None; 5],
        |g| g.pending().map(|d| d.kind) == Some(DecisionKind::JackMove),
    );
    let alley = game
        .legal_answers()
        .into_iter()
        .find(|a| matches!(a, Answer::Jack(JackMove::Alley { .. })))
        .expect("an alley in round 2");
    play(&mut game, alley);
    let is_alley = |a: &Answer| matches!(a, Answer::Jack(JackMove::Alley { .. }));
    let mut offered = 0;
    hunt(
        &mut game,
        |g| {
            let legal = g.legal_answers();
            assert!(
                !legal.iter().any(is_alley),
                "no alley after the night's one"
            );
            offered += 1;
            walk_towards(g, Circle(100))
        },
        [None; 5],
        |g| g.night() == 4,
    );
    assert!(offered > 0);
    women_and_patrols(&mut game, &[3]);
    play(&mut game, Answer::Kill(Circle(3)));
    assert_eq!((game.coaches(), game.alleys()), (1, 1));
    assert!(game.legal_answers().iter().any(is_alley));
}

#[test]
fn wc6_5_6_jack_wins_on_night_four_with_spaces_to_spare() {
    let mut game = night_three(100, &[65, 84]);
    play(&mut game, Answer::DoubleKill(Circle(84), Circle(65)));
    hunt(
        &mut game,
        |g| walk_towards(g, Circle(100)),
        [None; 5],
        |g| g.night() == 4,
    );
    women_and_patrols(&mut game, &[3]);
    play(&mut game, Answer::Kill(Circle(3)));
    // Jack wanders near C3 until his pawn is on 13, then walks home.
    hunt(
        &mut game,
        |g| {
            let pawn = g.pawn().expect("pawn");
            let far = common::drive::walks_to(Circle(100), &g.policemen_crossings());
            let at = g.jack_position().expect("Jack");
            let need = far[usize::from(at.0)];
            if u32::from(pawn) + need < 14 {
                // Not yet: a walk that keeps the distance home at least one step.
                g.legal_answers()
                    .into_iter()
                    .find(|a| matches!(a, Answer::Jack(JackMove::Walk { to, declare: false }) if u32::from(pawn) + 1 + far[usize::from(to.0)] <= 14 && far[usize::from(to.0)] > 0))
                    .expect("a wandering walk")
            } else {
                walk_towards(g, Circle(100))
            }
        },
        [None; 5],
        |g| g.is_over(),
    );
    let result = game.result().expect("over");
    assert_eq!(result.winner, Side::Jack);
    assert_eq!(result.cause, Cause::Escaped);
    let fourth = &result.nights[3];
    assert!(fourth.escaped);
    assert_eq!(fourth.last_space(), Some(14));
    assert_eq!(
        LAST_SPACE - fourth.last_space().expect("a row"),
        6,
        "spaces to spare"
    );
}
