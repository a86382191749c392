//! The police tracker (WC11.1) against the specification's test cases, and in self-play: Jack's
//! true state is always one the tracker allows.

mod common;

use common::{homing_pick, new_game, Rng};
use wc_engine::{
    board, Circle, CircleSet, Crossing, CrossingSet, EntryKind, Hideouts, PublicStep, Tracker,
    DEFAULT_CAP,
};

fn crossings(ids: &[u8]) -> CrossingSet {
    ids.iter().map(|i| Crossing(*i)).collect()
}

fn positions(steps: &[PublicStep]) -> Vec<u8> {
    Tracker::follow(board(), steps, DEFAULT_CAP)
        .positions()
        .numbers()
}

fn kill(circle: u8) -> PublicStep {
    PublicStep::Kill {
        circles: [Some(Circle(circle)), None],
    }
}

/// Night 1 of WC11.1.6: policemen on X42, X44, X57, X143 and X156.
fn moved(kind: EntryKind) -> PublicStep {
    PublicStep::Move {
        kind,
        policemen: crossings(&[42, 44, 57, 143, 156]),
    }
}

fn search(circle: u8, clue: bool) -> PublicStep {
    PublicStep::Search {
        circle: Circle(circle),
        clue,
    }
}

#[test]
fn wc11_1_6_the_positions_follow_moves_arrests_and_searches() {
    let walk = moved(EntryKind::Walk);
    let arrest = PublicStep::FailedArrest { circle: Circle(40) };
    assert_eq!(positions(&[kill(21), walk]), [20, 23, 40, 41, 42]);
    assert_eq!(positions(&[kill(21), walk, arrest]), [20, 23, 41, 42]);
    assert_eq!(
        positions(&[kill(21), walk, arrest, walk]),
        [18, 19, 20, 21, 22, 40, 41, 42, 58, 77]
    );
    assert_eq!(
        positions(&[kill(21), walk, arrest, walk, search(41, false)]),
        [18, 19, 20, 21, 22, 40, 42, 58, 77]
    );
    assert_eq!(
        positions(&[kill(21), moved(EntryKind::Alley)]),
        [22, 23, 42]
    );
    assert_eq!(
        positions(&[kill(21), moved(EntryKind::Coach)]),
        [18, 19, 20, 22, 40, 41, 42, 57, 58, 73, 77]
    );
}

#[test]
fn wc11_1_7_the_double_event_leaves_two_even_states() {
    let double = PublicStep::Kill {
        circles: [Some(Circle(65)), Some(Circle(84))],
    };
    let tracker = Tracker::follow(board(), &[double], DEFAULT_CAP);
    assert_eq!(tracker.state_count(), 2);
    assert_eq!(tracker.paths(), [(Circle(65), 1), (Circle(84), 1)]);
}

#[test]
fn wc11_1_8_a_clue_pins_jack_down() {
    let steps = [kill(21), moved(EntryKind::Walk), search(20, true)];
    let tracker = Tracker::follow(board(), &steps, DEFAULT_CAP);
    assert_eq!(tracker.positions().numbers(), [20]);
    assert_eq!(tracker.state_count(), 1);
}

#[test]
fn wc11_1_9_a_coach_s_first_circle_counts() {
    let coach = moved(EntryKind::Coach);
    assert_eq!(
        positions(&[kill(21), coach, search(20, true)]),
        [18, 19, 20, 40, 41, 42]
    );
    assert_eq!(
        positions(&[kill(21), coach, search(20, false)]),
        [22, 40, 41, 42, 57, 58, 73, 77]
    );
}

#[test]
fn wc11_1_4_above_the_cap_the_positions_stay_a_sound_superset() {
    let steps = [
        kill(21),
        moved(EntryKind::Walk),
        moved(EntryKind::Walk),
        search(41, false),
    ];
    let exact = Tracker::follow(board(), &steps, DEFAULT_CAP);
    let capped = Tracker::follow(board(), &steps, 3);
    assert!(!capped.exact() && exact.exact());
    let wide = capped.positions();
    assert!(exact.positions().members().all(|p| wide.contains(p)));
}

/// Over self-played nights: after every step of the record, Jack's true position and the
/// searched circles his row has visited form a state the tracker allows; after an escape, his
/// home is among the positions it names.
#[test]
fn wc11_1_jack_s_true_state_is_always_allowed() {
    let mut checked = 0;
    for seed in 0..5u64 {
        let mut rng = Rng::new(seed);
        let mut game = new_game(2 + (seed % 5) as usize, 500 + seed);
        while let Some(d) = game.pending() {
            let legal = game.legal_answers();
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            let night = game.night();
            game.apply(d.seat, answer).expect("legal");
            if game.night() != night || game.is_over() {
                continue;
            }
            let Some(at) = game.jack_position() else {
                continue;
            };
            let tracker = Tracker::follow(board(), game.tonight(), DEFAULT_CAP);
            let row: CircleSet = game.tonight_row();
            assert!(
                tracker.allows(at, &row),
                "seed {seed}: Jack on {at} is ruled out"
            );
            checked += 1;
        }
    }
    assert!(checked > 200, "only {checked} states checked");
}

/// Over self-played nights: a tracker started on a night's whole record and advanced one step
/// at a time has, after each, the positions and paths of the tracker of the steps so far
/// (WC11.1.3: a circle searched later splits the states, not the paths).
#[test]
fn wc11_1_3_advancing_step_by_step_follows_every_prefix() {
    let mut prefixes = 0;
    for seed in 0..4u64 {
        let mut rng = Rng::new(seed);
        let mut game = new_game(2 + (seed % 5) as usize, 900 + seed);
        while let Some(d) = game.pending() {
            let legal = game.legal_answers();
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            game.apply(d.seat, answer).expect("legal");
            if !matches!(game.tonight().last(), Some(PublicStep::Search { .. })) {
                continue;
            }
            let steps = game.tonight();
            let mut stepped = Tracker::start(steps);
            for (i, step) in steps.iter().enumerate() {
                stepped.advance(board(), step, DEFAULT_CAP);
                let followed = Tracker::follow(board(), &steps[..=i], DEFAULT_CAP);
                assert_eq!(stepped.positions(), followed.positions(), "seed {seed}");
                assert_eq!(stepped.paths(), followed.paths(), "seed {seed}");
                prefixes += 1;
            }
        }
    }
    assert!(prefixes > 100, "only {prefixes} prefixes checked");
}

fn circle_set(numbers: &[u8]) -> CircleSet {
    numbers.iter().map(|n| Circle(*n)).collect()
}

#[test]
fn wc11_1_5_the_hideout_candidates_narrow_night_by_night() {
    let mut h = Hideouts::new(board(), false);
    assert_eq!(h.candidates().len(), 195);
    assert_eq!(Hideouts::new(board(), true).candidates().len(), 187);
    h.night_over(&circle_set(&[28, 46]));
    h.night_over(&circle_set(&[28, 79]));
    assert_eq!(h.candidates().numbers(), [28]);
}

/// In play: after each escape the candidates keep the true hideout and never grow.
#[test]
fn wc11_1_5_the_true_hideout_stays_a_candidate() {
    let mut nights = 0;
    for seed in 0..3u64 {
        let mut rng = Rng::new(seed);
        let mut game = new_game(2 + (seed % 5) as usize, 700 + seed);
        let mut h = Hideouts::new(board(), false);
        while let Some(d) = game.pending() {
            let legal = game.legal_answers();
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            let before = game.clone();
            game.apply(d.seat, answer.clone()).expect("legal");
            let escaped = game.night() != before.night()
                || game
                    .result()
                    .is_some_and(|r| r.winner == wc_engine::Side::Jack);
            if !escaped {
                continue;
            }
            let mut steps = before.tonight().to_vec();
            steps.push(PublicStep::Move {
                kind: EntryKind::Walk,
                policemen: before.policemen_crossings(),
            });
            steps.push(PublicStep::Escape);
            let home = Tracker::follow(board(), &steps, DEFAULT_CAP)
                .home()
                .expect("the escape is tracked");
            let size = h.candidates().len();
            h.night_over(&home);
            let hideout = game.hideout().expect("hidden");
            assert!(h.candidates().contains(hideout), "seed {seed}");
            assert!(h.candidates().len() <= size);
            nights += 1;
        }
    }
    assert!(nights >= 2, "only {nights} escapes");
}
