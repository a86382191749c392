//! Jack's paths drawn from tonight's public record (WC11.1.1): the same ends and numbers of
//! paths as the tracker, every path drawn one the record allows, each drawn as often as any
//! other, and a record too costly to keep refused.

mod common;

use std::collections::HashMap;

use common::{homing_pick, in_the_hunt, new_game, Rng};
use wc_engine::{board, Circle, GameState, JackGuess, TonightPaths, Tracker, Viewer, DEFAULT_CAP};

/// Plays `game` by a homing Jack and police at random, calling `at_hunt` at every decision of
/// the hunt.
fn play(game: &mut GameState, rng: &mut Rng, mut at_hunt: impl FnMut(&GameState, &mut Rng)) {
    while let Some(d) = game.pending() {
        if in_the_hunt(game) {
            at_hunt(game, rng);
        }
        let legal = game.legal_answers();
        let answer = legal[homing_pick(game, &legal, rng)].clone();
        game.apply(d.seat, answer).expect("legal");
    }
}

/// WC11.1.1: at a third of the hunt's decisions, the paths end where the tracker's states
/// stand, as many on each circle; Jack's own position is among them; and every path drawn, with Jack's hideout, makes a police world
/// (`GameState::world` takes only guesses that agree with the record).
#[test]
fn wc11_1_1_every_path_drawn_agrees_with_the_record() {
    let mut drawn = 0;
    for seed in 1..=10 {
        let mut game = new_game(2 + (seed as usize % 5), seed);
        let mut rng = Rng::new(seed * 7);
        play(&mut game, &mut rng, |game, rng| {
            if rng.below(3) != 0 {
                return;
            }
            let view = game.view(Viewer::Police, None);
            let tracker = Tracker::follow(board(), &view.tonight, DEFAULT_CAP);
            let paths = TonightPaths::follow(board(), &view.tonight, usize::MAX).expect("paths");
            assert_eq!(paths.ends(), tracker.paths(), "seed {seed}");
            let total: u64 = tracker.paths().iter().map(|(_, n)| n).sum();
            assert_eq!(paths.count(), total);
            let mut below = |n: u64| rng.below(n as usize) as u64;
            let at = game.jack_position().expect("in the hunt");
            assert!(paths.draw(board(), Some(at), &mut below).is_some());
            assert!(paths.draw(board(), Some(Circle(0)), &mut below).is_none());
            for _ in 0..3 {
                let path = paths.draw(board(), None, &mut below).expect("a path");
                let guess = JackGuess {
                    hideout: game.hideout().expect("chosen"),
                    start: path.start,
                    path: path.path,
                };
                assert!(
                    GameState::world(board(), &view, Some(&guess)).is_some(),
                    "seed {seed}: {guess:?}"
                );
                drawn += 1;
            }
        });
    }
    assert!(drawn > 500, "only {drawn} paths drawn");
}

/// WC11.1.1: every path the record allows is drawn about as often as any other: after each new
/// step of a record whose paths are few enough to count, each of them turns up, and none more than half
/// as often again or less than half as often as an even share.
#[test]
fn wc11_1_1_paths_are_drawn_uniformly() {
    let mut checked = 0;
    for seed in 1..=3 {
        let mut game = new_game(3, seed);
        let mut rng = Rng::new(seed);
        let mut last = Vec::new();
        play(&mut game, &mut rng, |game, rng| {
            let view = game.view(Viewer::Police, None);
            if view.tonight == last {
                return;
            }
            last = view.tonight.clone();
            let paths = TonightPaths::follow(board(), &view.tonight, usize::MAX).expect("paths");
            let count = paths.count();
            if !(2..=30).contains(&count) {
                return;
            }
            let draws = 200 * count;
            let mut seen: HashMap<(Circle, Vec<Circle>), u64> = HashMap::new();
            let mut below = |n: u64| rng.below(n as usize) as u64;
            for _ in 0..draws {
                let path = paths.draw(board(), None, &mut below).expect("a path");
                *seen.entry((path.start, path.path)).or_default() += 1;
            }
            assert_eq!(seen.len() as u64, count, "seed {seed}: every path drawn");
            for n in seen.values() {
                assert!((100..=300).contains(n), "seed {seed}: drawn {n} of {draws}");
            }
            checked += 1;
        });
    }
    assert!(checked > 20, "only {checked} records checked");
}

/// A record whose states over its steps pass the cap is refused, as is one without a kill.
#[test]
fn a_record_too_costly_to_keep_is_refused() {
    let mut game = new_game(2, 3);
    let mut rng = Rng::new(3);
    let mut refused = 0;
    play(&mut game, &mut rng, |game, _| {
        let view = game.view(Viewer::Police, None);
        let all = TonightPaths::follow(board(), &view.tonight, usize::MAX).expect("paths");
        if all.count() > 10 {
            assert!(TonightPaths::follow(board(), &view.tonight, 4).is_none());
            refused += 1;
        }
        assert!(TonightPaths::follow(board(), &view.tonight[1..], usize::MAX).is_none());
    });
    assert!(refused > 5);
}
