//! Random full games per second on one core, by player count (docs/performance.md).
//! Run with `cargo bench -p table-bots`.

use std::time::Instant;

use np_engine::GameConfig;
use table_bots::nothing_personal::arena::play;

fn main() {
    let games: u64 = std::env::var("NP_BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    println!("players  games  games/s  decisions/game  decisions/s");
    for players in [3usize, 4, 5] {
        let start = Instant::now();
        let mut decisions = 0u64;
        let mut failures = 0u64;
        for seed in 0..games {
            let r = play(&GameConfig::new(players, 10_000 + seed), false);
            decisions += r.decisions;
            failures += u64::from(r.failure.is_some());
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{players:>7}  {games:>5}  {:>7.0}  {:>14.1}  {:>11.0}{}",
            games as f64 / secs,
            decisions as f64 / games as f64,
            decisions as f64 / secs,
            if failures > 0 {
                format!("  ({failures} failures)")
            } else {
                String::new()
            }
        );
    }
}
