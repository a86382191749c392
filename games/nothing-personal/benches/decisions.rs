//! The costs a searching bot pays at every step: copying a game, and counting, picking or
//! listing the legal answers of a decision (docs/performance.md).
//! Run with `cargo bench -p np-engine --bench decisions`.

use std::hint::black_box;
use std::time::Instant;

use np_engine::{Action, DecisionKind, GameConfig, GameState};

/// Decisions of seeded 4-player games whose answers follow a fixed sequence, each state taken
/// before anything about its answers was asked.
fn sample_states(games: u64) -> Vec<GameState> {
    let mut states = Vec::new();
    for seed in 0..games {
        let mut game = GameState::new(GameConfig::new(4, 7_000 + seed)).expect("setup");
        let mut pick = seed;
        while let Some(d) = game.pending().cloned() {
            states.push(game.clone());
            pick = pick
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let n = game.legal_count();
            let answer = game
                .legal_answer((pick >> 33) as usize % n)
                .expect("in range");
            game.apply(d.seat, Action::Answer(answer)).expect("listed");
        }
    }
    states
}

/// Nanoseconds per state of `f` applied to fresh copies of `states`, less the copying.
fn per_state(states: &[GameState], rounds: usize, f: impl Fn(&GameState) -> usize) -> f64 {
    let copy = |with: bool| {
        let start = Instant::now();
        let mut sum = 0usize;
        for _ in 0..rounds {
            for s in states {
                let fresh = black_box(s.clone());
                if with {
                    sum = sum.wrapping_add(f(&fresh));
                }
            }
        }
        black_box(sum);
        start.elapsed().as_secs_f64()
    };
    let bare = copy(false);
    let full = copy(true);
    (full - bare) * 1e9 / (rounds * states.len()) as f64
}

/// A measured cost: its name, the states it is measured on and the work per state.
type Row<'a> = (&'a str, &'a [GameState], &'a dyn Fn(&GameState) -> usize);

fn main() {
    let states = sample_states(40);
    let commission: Vec<GameState> = states
        .iter()
        .filter(|s| {
            matches!(
                s.pending().map(|d| &d.kind),
                Some(DecisionKind::CommissionTurn { .. })
            )
        })
        .cloned()
        .collect();
    let rounds = 20;
    let start = Instant::now();
    for _ in 0..rounds {
        for s in &states {
            black_box(s.clone());
        }
    }
    let clone_ns = start.elapsed().as_secs_f64() * 1e9 / (rounds * states.len()) as f64;
    println!("{:<62} {:>8} {:>9}", "what", "states", "ns each");
    println!(
        "{:<62} {:>8} {:>9.0}",
        "GameState::clone",
        states.len(),
        clone_ns
    );
    let pick = |s: &GameState| {
        let n = s.legal_count();
        s.legal_answer(n / 2).map_or(0, |_| n)
    };
    let apply = |s: &GameState| {
        let mut game = s.clone();
        let seat = game.pending().map(|d| d.seat).expect("pending");
        let n = game.legal_count();
        let answer = game.legal_answer(n / 2).expect("in range");
        game.apply_without_events(seat, Action::Answer(answer))
            .map_or(0, |()| 1)
    };
    let rows: [Row; 8] = [
        ("legal_count, every decision", &states, &|s| s.legal_count()),
        ("legal_count + legal_answer, every decision", &states, &pick),
        (
            "the same and apply_without_events, every decision (+ a copy)",
            &states,
            &apply,
        ),
        ("legal_count, Commission turns", &commission, &|s| {
            s.legal_count()
        }),
        (
            "legal_count + legal_answer, Commission turns",
            &commission,
            &pick,
        ),
        (
            "the same and apply_without_events, Commission turns (+ a copy)",
            &commission,
            &apply,
        ),
        ("legal_answers, Commission turns", &commission, &|s| {
            s.legal_answers().len()
        }),
        ("legal_answers, every decision", &states, &|s| {
            s.legal_answers().len()
        }),
    ];
    for (what, set, f) in rows {
        println!(
            "{what:<62} {:>8} {:>9.0}",
            set.len(),
            per_state(set, rounds, f)
        );
    }
}
