//! The games of `cargo bench -p table-bots` (random bots, seeds from 10,000), exported to
//! JavaScript so that `scripts/wasm-speed` can time the engine compiled to WebAssembly in
//! Chromium against the same games played natively.

use wasm_bindgen::prelude::wasm_bindgen;

/// Plays `games` random games of `players` seats, the seeds of the native benchmark, and
/// returns how many decisions they took (a failed game counts none).
#[wasm_bindgen]
pub fn random_games(players: usize, games: u32) -> f64 {
    (0..u64::from(games))
        .map(|i| {
            table_bots::nothing_personal::arena::play(
                &np_engine::GameConfig::new(players, 10_000 + i),
                false,
            )
        })
        .filter(|r| r.failure.is_none())
        .map(|r| r.decisions as f64)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::random_games;

    #[test]
    fn the_benchmark_games_take_their_decisions() {
        let decisions = random_games(4, 3);
        // Every game of four takes well over a hundred decisions (five rounds of six phases).
        assert!(decisions > 300.0, "{decisions}");
    }
}
