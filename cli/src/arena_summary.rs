//! The end of `table arena`, the same for every game: a table with a row per listed bot, then
//! one JSON line (docs/cli.md).

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use crate::stats::{percentile, wilson};

/// What one listed bot did over all its seats.
#[derive(Default)]
struct Tally {
    games: u64,
    wins: u64,
    /// Milliseconds per decision.
    times: Vec<f64>,
    /// The game's own figures, summed over the bot's games.
    sums: BTreeMap<&'static str, f64>,
}

/// The bots' tallies of an arena, by bot name.
#[derive(Default)]
pub struct Tallies(BTreeMap<&'static str, Tally>);

impl Tallies {
    /// One game of `bot`: whether it took first place (alone or shared), and the game's own
    /// figures of its seat (the same names in every game of a run).
    pub fn game(&mut self, bot: &'static str, won: bool, figures: &[(&'static str, f64)]) {
        let t = self.0.entry(bot).or_default();
        t.games += 1;
        t.wins += u64::from(won);
        for (name, value) in figures {
            *t.sums.entry(name).or_default() += value;
        }
    }

    /// One decision of `bot`, in milliseconds.
    pub fn decision(&mut self, bot: &'static str, ms: f64) {
        self.0.entry(bot).or_default().times.push(ms);
    }

    /// Each bot's line of the summary, by name.
    pub fn bots(self) -> Vec<BotLine> {
        self.0
            .into_iter()
            .map(|(bot, mut t)| {
                t.times.sort_by(f64::total_cmp);
                let games = t.games.max(1) as f64;
                let (ci_low, ci_high) = wilson(t.wins, t.games);
                BotLine {
                    bot,
                    games: t.games,
                    wins: t.wins,
                    win_rate: t.wins as f64 / games,
                    ci_low,
                    ci_high,
                    decision_ms_p50: percentile(&t.times, 0.5),
                    decision_ms_p95: percentile(&t.times, 0.95),
                    figures: t.sums.into_iter().map(|(k, v)| (k, v / games)).collect(),
                }
            })
            .collect()
    }
}

/// One listed bot in the summary.
#[derive(Serialize)]
pub struct BotLine {
    pub bot: &'static str,
    pub games: u64,
    /// Games it took first place in, alone or shared.
    pub wins: u64,
    pub win_rate: f64,
    /// The Wilson 95% interval of the win rate.
    pub ci_low: f64,
    pub ci_high: f64,
    pub decision_ms_p50: f64,
    pub decision_ms_p95: f64,
    /// The game's own figures, each a mean over the bot's games.
    pub figures: BTreeMap<&'static str, f64>,
}

/// The last line of `table arena`.
#[derive(Serialize)]
pub struct ArenaSummary {
    /// The name `--game` takes.
    pub game: &'static str,
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    pub check: bool,
    /// Games with a refused answer, a broken check or no end.
    pub failures: u64,
    /// The game's own options of the run.
    pub options: Value,
    pub bots: Vec<BotLine>,
}

impl ArenaSummary {
    /// Prints the table of the bots, then the summary as one JSON line.
    pub fn print(&self) {
        let figures: Vec<&str> = self
            .bots
            .first()
            .map(|b| b.figures.keys().copied().collect())
            .unwrap_or_default();
        let mut head =
            "bot        games   wins  win rate  95% interval    ms p50   ms p95".to_string();
        for name in &figures {
            head += &format!("  {name:>12}");
        }
        println!("{head}");
        for b in &self.bots {
            let mut row = format!(
                "{:<10} {:>5} {:>6} {:>8.1}%  {:>5.1}–{:>5.1}%  {:>7.3}  {:>7.3}",
                b.bot,
                b.games,
                b.wins,
                b.win_rate * 100.0,
                b.ci_low * 100.0,
                b.ci_high * 100.0,
                b.decision_ms_p50,
                b.decision_ms_p95,
            );
            for value in b.figures.values() {
                row += &format!("  {value:>12.2}");
            }
            println!("{row}");
        }
        println!(
            "{}",
            serde_json::to_string(self).expect("a summary is plain data")
        );
    }
}
