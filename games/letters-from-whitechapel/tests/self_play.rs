//! Checked self-play: games of 2 to 6 players with answers picked at random from the legal
//! ones; after every answer the invariants of WC12 hold, every listed answer passes the check,
//! an answer of another seat or shape is refused with the game unchanged, and every game ends
//! (WC6.3). And games in which Jack heads home, which play all four nights: listed answers
//! applied to copies of the game keep the invariants too.

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

/// Checked self-play beyond the first night: a Jack who heads home against random police, one
/// game for each table size (seeds 202 to 206). Before every decision the invariants of WC12
/// hold, and listed answers are applied to copies of the game with the invariants checked
/// after each: at most `per_decision` of them spread over the list, the first and the last
/// among them, or all. Returns the nights of each game, Jack's wins and the answers applied.
fn homing_games_checked(per_decision: Option<usize>) -> (Vec<usize>, usize, usize) {
    let (mut applied, mut nights, mut jack, mut double_events) = (0, Vec::new(), 0, 0);
    for players in 2..=6 {
        let seed = 200 + players as u64;
        let mut rng = Rng::new(seed);
        let mut game = new_game(players, seed);
        while let Some(d) = game.pending() {
            game.check_invariants()
                .unwrap_or_else(|rule| panic!("{players} players: {rule}"));
            let legal = game.legal_answers();
            let picked: Vec<&Answer> = match per_decision {
                Some(n) if legal.len() > n => (0..n)
                    .map(|i| &legal[i * (legal.len() - 1) / (n - 1)])
                    .collect(),
                _ => legal.iter().collect(),
            };
            for a in picked {
                let mut copy = game.clone();
                copy.apply(d.seat, a.clone())
                    .unwrap_or_else(|e| panic!("{a:?} listed but refused: {e:?}"));
                copy.check_invariants()
                    .unwrap_or_else(|rule| panic!("{players} players, after {a:?}: {rule}"));
                applied += 1;
            }
            let answer = legal[common::homing_pick(&game, &legal, &mut rng)].clone();
            double_events += usize::from(matches!(answer, Answer::DoubleKill(..)));
            game.apply(d.seat, answer).expect("a listed answer");
        }
        let result = game.result().expect("over");
        nights.push(result.nights.len());
        jack += usize::from(result.winner == Side::Jack);
    }
    let third_nights = nights.iter().filter(|n| **n >= 3).count();
    assert_eq!(
        double_events, third_nights,
        "every third night has its double event"
    );
    (nights, jack, applied)
}

/// The games of [`homing_games_checked`] reach the later nights and Jack's escape on night 4,
/// with six answers of every decision applied to copies.
#[test]
fn wc12_a_jack_who_heads_home_keeps_the_invariants_after_the_answers() {
    let (nights, jack, applied) = homing_games_checked(Some(6));
    eprintln!("nights per game {nights:?}, {jack} Jack wins, {applied} answers applied");
    assert!(nights.iter().all(|n| *n >= 2), "nights per game {nights:?}");
    assert!(
        jack > 0,
        "no game reached Jack's escape on night 4: {nights:?}"
    );
}

/// The same games with every listed answer applied to a copy: 774,518 answers, too many for a
/// debug build. `cargo test --release -p wc-engine --test self_play -- --ignored`.
#[test]
#[ignore = "every listed answer: run in a release build"]
fn wc12_a_jack_who_heads_home_keeps_the_invariants_after_every_answer() {
    let (nights, jack, applied) = homing_games_checked(None);
    eprintln!("nights per game {nights:?}, {jack} Jack wins, {applied} answers applied");
    assert!(nights.iter().all(|n| *n >= 2) && jack > 0, "{nights:?}");
}
