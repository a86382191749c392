//! The statistics of the arena's summary, the same for every game.

/// The Wilson score interval of `wins` in `games` at 95%.
pub fn wilson(wins: u64, games: u64) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let n = games as f64;
    let p = wins as f64 / n;
    let z = 1.96f64;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The value at quantile `q` (0..1) of `sorted`, the nearest rank; 0 for no values.
pub fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_intervals_match_known_values() {
        // 80 wins in 100 games: 71.1% to 86.7%.
        let (low, high) = wilson(80, 100);
        assert!(
            (low - 0.7112).abs() < 1e-3 && (high - 0.8666).abs() < 1e-3,
            "{low} {high}"
        );
        let (low, high) = wilson(0, 10);
        assert!(low == 0.0 && (high - 0.2775).abs() < 1e-3, "{high}");
    }

    #[test]
    fn percentiles_take_the_nearest_rank() {
        let sorted = [1.0, 2.0, 3.0, 4.0, 5.0];
        assert_eq!(percentile(&sorted, 0.5), 3.0);
        assert_eq!(percentile(&sorted, 0.95), 5.0);
        assert_eq!(percentile(&sorted, 0.0), 1.0);
        assert_eq!(percentile(&[], 0.5), 0.0);
    }
}
