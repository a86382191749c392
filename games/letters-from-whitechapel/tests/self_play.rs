//! Checked self-play: games of 2 to 6 players with answers picked at random from the legal
//! ones; after every answer the invariants of WC12 hold, every listed answer passes the check,
//! an answer of another seat or shape is refused with the game unchanged, and every game ends
//! (WC6.3).

mod common;

use common::{new_game, Rng};
use wc_engine::{ActionError, Answer, Circle, DecisionKind, Seat, Side};

#[test]
fn wc12_random_games_of_every_size_keep_the_invariants_and_end() {
    let (mut jack, mut police, mut escapes, mut nights) = (0, 0, 0, 0);
    for players in 2..=6 {
        for seed in 0..8u64 {
            let mut rng = Rng::new(seed * 31 + players as u64);
            let mut game = new_game(players, seed);
            for step in 0.. {
                assert!(step < 5_000, "{players} players, seed {seed}: no end");
                game.check_invariants()
                    .unwrap_or_else(|rule| panic!("seed {seed}, step {step}: {rule}"));
                let Some(d) = game.pending() else {
                    break;
                };
                let legal = game.legal_answers();
                assert_eq!(game.legal_count(), legal.len(), "{:?}", d.kind);
                assert!(legal.len() > 1, "{:?} asked with one answer", d.kind);
                for a in legal.iter().step_by(legal.len() / 40 + 1) {
                    assert_eq!(game.check(a), Ok(()), "{a:?}");
                }
                // Refused answers change nothing.
                let before = game.clone();
                let other = Seat((d.seat.0 + 1) % players as u8);
                assert_eq!(
                    game.apply(other, legal[0].clone()),
                    Err(ActionError::NotYourDecision { asked: d.seat })
                );
                let wrong = match d.kind {
                    DecisionKind::JackHideout => Answer::Wait,
                    _ => Answer::Hideout(Circle(1)),
                };
                assert_eq!(game.apply(d.seat, wrong), Err(ActionError::WrongType));
                assert!(game == before, "a refused answer changed the game");
                let answer = legal[rng.below(legal.len())].clone();
                let events = game.apply(d.seat, answer).expect("a listed answer");
                escapes += events
                    .iter()
                    .filter(|e| matches!(e, wc_engine::Event::Escaped { .. }))
                    .count();
            }
            let result = game.result().expect("over");
            nights += result.nights.len();
            match result.winner {
                Side::Jack => jack += 1,
                Side::Police => police += 1,
            }
        }
    }
    assert_eq!(jack + police, 40);
    assert!(
        police > 0 && nights >= 40,
        "{jack} Jack, {police} police, {nights} nights"
    );
    eprintln!("{jack} Jack wins, {police} police wins, {escapes} escapes, {nights} nights");
}

/// A Jack who heads home against random police: the games reach the later nights, the double
/// event of night 3 among them, and Jack wins some.
#[test]
fn wc6_a_jack_who_heads_home_plays_all_four_nights() {
    let (mut jack, mut double_events, mut fourth_nights) = (0, 0, 0);
    for players in 2..=6 {
        for seed in 0..8u64 {
            let mut rng = Rng::new(seed * 17 + players as u64);
            let mut game = new_game(players, 100 + seed);
            while let Some(d) = game.pending() {
                let legal = game.legal_answers();
                let answer = legal[common::homing_pick(&game, &legal, &mut rng)].clone();
                double_events += usize::from(matches!(answer, Answer::DoubleKill(..)));
                game.apply(d.seat, answer).expect("a listed answer");
                game.check_invariants().expect("the invariants hold");
            }
            let result = game.result().expect("over");
            fourth_nights += usize::from(result.nights.len() == 4);
            jack += usize::from(result.winner == Side::Jack);
        }
    }
    assert!(
        jack > 0 && double_events > 0 && fourth_nights > 0,
        "{jack} Jack wins, {double_events} double events, {fourth_nights} fourth nights"
    );
}
