//! Who asks what in the police's turn: the chief player places the patrols and moves the
//! wretched, and the policemen move and act in the acting order (WC7.3, WC7.5, WC5.2.5); the
//! double event of night 3 lets the police move first (WC4.6).

mod common;

use common::{homing_pick, new_game, Rng};
use wc_engine::{Answer, DecisionKind, EntryKind, Event, GameState, Policeman, Seat, Viewer};

fn play_default(game: &mut GameState) {
    let d = game.pending().expect("pending");
    let answer = game.default_answer().expect("a default");
    game.apply(d.seat, answer).expect("legal");
}

#[test]
fn wc7_5_the_chief_player_places_and_the_policemen_act_in_order() {
    let d4 = Policeman(3);
    let mut game = (0..200)
        .map(|seed| {
            let mut game = new_game(3, seed);
            play_default(&mut game);
            play_default(&mut game);
            game
        })
        .find(|game| game.chief() == Some(d4))
        .expect("a seed whose first tile is D4's");
    assert_eq!(game.controllers().map(|s| s.0), [1, 2, 1, 2, 1]);
    let d = game.pending().expect("pending");
    assert_eq!((d.kind, d.seat), (DecisionKind::PatrolPlace, Seat(2)));
    play_default(&mut game);
    play_default(&mut game); // Kill at once.
    play_default(&mut game); // Jack's first move.
    let mut asked = Vec::new();
    while let Some(d) = game.pending() {
        match d.kind {
            DecisionKind::PoliceMove { policeman } => asked.push((policeman.0 + 1, d.seat.0)),
            _ => break,
        }
        play_default(&mut game);
    }
    assert_eq!(asked, [(4, 2), (5, 1), (1, 1), (2, 2), (3, 1)]);
}

/// Night 3's double event, wherever self-play reaches it: every ordered pair of wretched, then
/// Wait; both kills written from the time space on, Jack on the second; the police move first,
/// and only Jack sees the order (WC4.6.1–WC4.6.3, WC4.6.5, WC9.3.10).
#[test]
fn wc4_6_the_double_event_writes_two_kills_and_the_police_move_first() {
    let mut checked = 0;
    for seed in 0..40u64 {
        if checked == 3 {
            break;
        }
        let mut rng = Rng::new(seed);
        let mut game = new_game(2 + (seed % 5) as usize, 300 + seed);
        while let Some(d) = game.pending() {
            let legal = game.legal_answers();
            if game.night() == 3 && d.kind == DecisionKind::KillOrWait {
                let wretched = game.wretched().len();
                let pairs = wretched * (wretched - 1);
                assert_eq!(legal.len(), pairs + usize::from(game.time() > 1));
                assert!(legal[..pairs]
                    .iter()
                    .all(|a| matches!(a, Answer::DoubleKill(x, y) if x != y)));
                assert!(legal[..pairs].windows(2).all(|w| match (&w[0], &w[1]) {
                    (Answer::DoubleKill(a, b), Answer::DoubleKill(c, e)) => (a, b) < (c, e),
                    _ => false,
                }));
                let Answer::DoubleKill(first, second) = legal[pairs - 1].clone() else {
                    unreachable!("a pair");
                };
                let space = game.time();
                let events = game
                    .apply(d.seat, Answer::DoubleKill(first, second))
                    .expect("legal");
                let row = &game.nights()[2].row;
                assert_eq!(
                    row.iter()
                        .map(|e| (e.space, e.circle, e.kind))
                        .collect::<Vec<_>>(),
                    [
                        (space, first, EntryKind::Kill),
                        (space + 1, second, EntryKind::Kill)
                    ]
                );
                assert_eq!(game.pawn(), Some(space + 1));
                assert_eq!(game.jack_position(), Some(second));
                assert!(matches!(
                    game.pending().map(|d| d.kind),
                    Some(DecisionKind::PoliceMove { .. })
                ));
                let killed = events
                    .iter()
                    .find(|e| matches!(e, Event::Killed { .. }))
                    .expect("the kills");
                let mut ascending = vec![first, second];
                ascending.sort_unstable();
                assert!(
                    matches!(killed.seen_by(Viewer::Police), Event::Killed { circles, .. } if circles == ascending)
                );
                assert!(
                    matches!(killed.seen_by(Viewer::Jack), Event::Killed { circles, .. } if circles == [first, second])
                );
                checked += 1;
                break;
            }
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            game.apply(d.seat, answer).expect("legal");
        }
    }
    assert_eq!(checked, 3, "only {checked} double events");
}
