//! Letters from Whitechapel (docs/performance.md): the board read and validated at load, random
//! games a second natively, and the police tracker (WC11.1) over the nights of those games —
//! the states it holds and the time to follow a night's record, step by step; and the heuristic
//! bots' time per decision in games between them, and the police's from the second night on,
//! kept for a whole game or asked afresh at each decision as the page's worker asks; Jack's
//! paths drawn from the public record, which the Strong police's worlds are built on, and the
//! Strong bots' time per decision.
//! Run with `cargo bench -p table-bots --bench whitechapel`.

use std::time::Instant;

use table_bots::whitechapel::arena::{play_sides, viewer_of, Police, Sides};
use table_bots::whitechapel::WcLevel;
use table_bots::whitechapel::{HeuristicJack, HeuristicPolice, RandomBot, WcBot};
use wc_engine::{
    board, Board, DecisionKind, GameConfig, GameState, TonightPaths, Tracker, DEFAULT_CAP,
};

const MAP: &str = include_str!("../../games/letters-from-whitechapel/data/whitechapel-map.json");

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// The median and 95th percentile of `times`, in milliseconds.
fn p50_p95(times: &[std::time::Duration]) -> (f64, f64) {
    let mut ms: Vec<f64> = times.iter().map(|t| t.as_secs_f64() * 1000.0).collect();
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() - 1) as f64 * q).round() as usize];
    (at(0.5), at(0.95))
}

fn main() {
    let loads: Vec<f64> = (0..20)
        .map(|_| {
            let start = Instant::now();
            Board::load(MAP).expect("the map loads");
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    println!("board load: median {:.2} ms of 20", median(loads));

    let games = 1000u64;
    let start = Instant::now();
    let mut decisions = 0u64;
    for seed in 0..games {
        let r = table_bots::whitechapel::arena::play(&GameConfig::new(4, 10_000 + seed), false);
        decisions += r.decisions;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "random 4-player games: {:.0} games/s, {:.1} decisions/game",
        games as f64 / secs,
        decisions as f64 / games as f64
    );

    // The tracker after each step of each night of 200 random games: the largest state count,
    // and the time per step of following a whole night's record.
    let (mut most, mut steps, mut micros) = (0usize, 0usize, 0f64);
    for seed in 0..200u64 {
        let (mut game, _) = GameState::new(GameConfig::new(4, 20_000 + seed)).expect("setup");
        let mut bots: Vec<RandomBot> = (0..4).map(|i| RandomBot::new(seed * 4 + i)).collect();
        while let Some(d) = game.pending() {
            let view = game.view(viewer_of(&game, d.seat), Some(d.seat));
            let answer = bots[usize::from(d.seat.0)].act(&view);
            game.apply(d.seat, answer).expect("a listed answer");
            let record = game.tonight();
            if record.is_empty() {
                continue;
            }
            let start = Instant::now();
            let tracker = Tracker::follow(board(), record, DEFAULT_CAP);
            micros += start.elapsed().as_secs_f64() * 1e6 / record.len() as f64;
            steps += 1;
            most = most.max(tracker.state_count());
        }
    }
    println!(
        "tracker: at most {most} states; {:.1} µs a step of the record, mean over {steps} nights followed",
        micros / steps.max(1) as f64
    );

    // The heuristic bots against each other: each side's time per decision.
    let sides = Sides {
        jack: WcLevel::Heuristic,
        police: Police::Level(WcLevel::Heuristic),
    };
    let (mut jack, mut police) = (Vec::new(), Vec::new());
    for seed in 0..50u64 {
        let r = play_sides(&GameConfig::new(4, 30_000 + seed), sides, false);
        jack.extend(r.jack_times);
        police.extend(r.police_times);
    }
    let ((j50, j95), (p50, p95)) = (p50_p95(&jack), p50_p95(&police));
    println!(
        "heuristic bots, 50 games of 4: Jack {j50:.3} / {j95:.3} ms, police {p50:.3} / {p95:.3} ms a decision (median / 95th percentile)"
    );

    // From the second night on: the police bot that watched the game, and a new one asked each
    // decision, which counts the earlier nights' escapes again (WC11.1.5).
    let (mut kept, mut fresh) = (Vec::new(), Vec::new());
    for seed in 0..20u64 {
        let (mut game, _) = GameState::new(GameConfig::new(4, 30_000 + seed)).expect("setup");
        let mut jack = HeuristicJack::new(seed);
        let mut police = HeuristicPolice::new();
        while let Some(d) = game.pending() {
            let viewer = viewer_of(&game, d.seat);
            let view = game.view(viewer, Some(d.seat));
            let answer = if viewer == wc_engine::Viewer::Jack {
                jack.act(&view)
            } else {
                let start = Instant::now();
                let answer = police.act(&view);
                if view.night > 1 {
                    kept.push(start.elapsed());
                    let start = Instant::now();
                    HeuristicPolice::new().act(&view);
                    fresh.push(start.elapsed());
                }
                answer
            };
            game.apply(d.seat, answer).expect("a listed answer");
        }
    }
    let ((k50, k95), (f50, f95)) = (p50_p95(&kept), p50_p95(&fresh));
    println!(
        "heuristic police from night 2, 20 games of 4 ({} decisions): kept {k50:.3} / {k95:.3} ms, asked afresh {f50:.3} / {f95:.3} ms (median / 95th percentile)",
        kept.len()
    );

    // Jack's paths tonight at every policeman's move of the same games: the time to keep the
    // record's states, and to draw 100 paths from them.
    let (mut follow, mut draws) = (Vec::new(), Vec::new());
    for seed in 0..20u64 {
        let (mut game, _) = GameState::new(GameConfig::new(4, 30_000 + seed)).expect("setup");
        let mut jack = HeuristicJack::new(seed);
        let mut police = HeuristicPolice::new();
        let mut state = seed;
        let mut below = |n: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            (state >> 33) % n
        };
        while let Some(d) = game.pending() {
            let viewer = viewer_of(&game, d.seat);
            let view = game.view(viewer, Some(d.seat));
            if matches!(d.kind, DecisionKind::PoliceMove { .. }) {
                let start = Instant::now();
                let paths = TonightPaths::follow(board(), &view.tonight, usize::MAX);
                follow.push(start.elapsed());
                if let Some(paths) = paths {
                    let start = Instant::now();
                    for _ in 0..100 {
                        paths.draw(board(), None, &mut below).expect("a path");
                    }
                    draws.push(start.elapsed());
                }
            }
            let answer = if viewer == wc_engine::Viewer::Jack {
                jack.act(&view)
            } else {
                police.act(&view)
            };
            game.apply(d.seat, answer).expect("a listed answer");
        }
    }
    let ((f50, f95), (d50, d95)) = (p50_p95(&follow), p50_p95(&draws));
    println!(
        "Jack's paths at {} policemen's moves: the record's states kept in {f50:.3} / {f95:.3} ms, 100 paths drawn in {d50:.3} / {d95:.3} ms (median / 95th percentile)",
        follow.len()
    );

    // The Strong bots against each other: each side's time per decision.
    let strong = Sides {
        jack: WcLevel::Strong,
        police: Police::Level(WcLevel::Strong),
    };
    let (mut jack, mut police) = (Vec::new(), Vec::new());
    for seed in 0..10u64 {
        let r = play_sides(&GameConfig::new(4, 30_000 + seed), strong, false);
        jack.extend(r.jack_times);
        police.extend(r.police_times);
    }
    let ((j50, j95), (p50, p95)) = (p50_p95(&jack), p50_p95(&police));
    println!(
        "strong bots, 10 games of 4: Jack {j50:.3} / {j95:.3} ms, police {p50:.3} / {p95:.3} ms a decision (median / 95th percentile)"
    );
}
