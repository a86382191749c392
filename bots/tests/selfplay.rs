//! The mass self-play check (R12.1.3, R15, STYLE 3): thousands of games between random bots in
//! check mode — after every applied answer every §15 invariant must hold and every listed legal
//! answer (an even sample of 64 of a longer list; `games/nothing-personal/tests/legality.rs` tries every one at
//! its decision points) must be accepted by a clone; panics and stuck games count as failures.
//! The games are split over several tests, each with its own seed range, so the harness runs
//! them in parallel.

use np_engine::{CardSet, GameConfig};
use table_bots::nothing_personal::arena::{play_guarded, GameResult};

/// Games per test of the base game; six tests give 2,040 games, 680 each of 3, 4 and 5 players.
const GAMES_PER_TEST: u64 = 340;
/// Games per test with Young Turks sets; two tests give 2,040 games of each choice (R14.2).
const GAMES_PER_SETS_TEST: u64 = 1_020;

fn self_play(first_seed: u64) {
    self_play_with(first_seed, GAMES_PER_TEST, &[]);
}

/// Plays `games` checked games from `first_seed` with the Young Turks `sets`, cycling through
/// 3, 4 and 5 players, and fails with the seed and reason of every failed game.
fn self_play_with(first_seed: u64, games: u64, sets: &[CardSet]) {
    let mut failures = Vec::new();
    let mut decisions = 0u64;
    for i in 0..games {
        let players = 3 + (i % 3) as usize;
        let seed = first_seed + i;
        let config = GameConfig::new(players, seed).with_sets(sets);
        let result: GameResult = play_guarded(&config, true);
        assert_eq!(result.seed, seed);
        decisions += result.decisions;
        match result.failure {
            Some(f) => failures.push(format!("{players} players, seed {seed}: {f}")),
            None => {
                // R10.3: a finished game ranks a winner and scores every seat.
                if result.winner.is_none() || result.respect.len() != players {
                    failures.push(format!(
                        "{players} players, seed {seed}: no winner or scores {:?}",
                        result.respect
                    ));
                }
            }
        }
    }
    for f in &failures {
        eprintln!("selfplay failure: {f}");
    }
    assert!(
        failures.is_empty(),
        "{} of {games} games from seed {first_seed} with {sets:?} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        decisions > games * 100,
        "only {decisions} decisions in {games} games"
    );
}

#[test]
fn r15_selfplay_checked_seeds_0_to_339() {
    self_play(0);
}

#[test]
fn r15_selfplay_checked_seeds_100000_to_100339() {
    self_play(100_000);
}

#[test]
fn r15_selfplay_checked_seeds_200000_to_200339() {
    self_play(200_000);
}

#[test]
fn r15_selfplay_checked_seeds_300000_to_300339() {
    self_play(300_000);
}

#[test]
fn r15_selfplay_checked_seeds_400000_to_400339() {
    self_play(400_000);
}

#[test]
fn r15_selfplay_checked_seeds_500000_to_500339() {
    self_play(500_000);
}

/// The games of the million-game soak in which a random bot gave or shook down both cards it
/// had drawn to give one away, leaving its choice with nothing to give (now refused: R13.1.1,
/// decision 38).
#[test]
fn r13_1_1_soak_games_where_the_drawn_cards_were_given_away() {
    for (players, seed) in [
        (3, 1_162_096),
        (3, 1_192_858),
        (3, 1_266_339),
        (4, 2_011_672),
        (4, 2_047_547),
        (4, 2_162_554),
        (4, 2_293_974),
    ] {
        let result = play_guarded(&GameConfig::new(players, seed), true);
        assert_eq!(result.failure, None, "{players} players, seed {seed}");
        assert!(result.winner.is_some(), "{players} players, seed {seed}");
    }
}

const HISTORICAL: &[CardSet] = &[CardSet::YtHistorical];
const DESIGNERS: &[CardSet] = &[CardSet::YtDesigner];
const YOUNG_TURKS: &[CardSet] = &[CardSet::YtYoungturks];

#[test]
fn r14_2_selfplay_checked_with_the_historical_set_seeds_600000_to_601019() {
    self_play_with(600_000, GAMES_PER_SETS_TEST, HISTORICAL);
}

#[test]
fn r14_2_selfplay_checked_with_the_historical_set_seeds_610000_to_611019() {
    self_play_with(610_000, GAMES_PER_SETS_TEST, HISTORICAL);
}

#[test]
fn r14_2_selfplay_checked_with_the_designer_set_seeds_620000_to_621019() {
    self_play_with(620_000, GAMES_PER_SETS_TEST, DESIGNERS);
}

#[test]
fn r14_2_selfplay_checked_with_the_designer_set_seeds_630000_to_631019() {
    self_play_with(630_000, GAMES_PER_SETS_TEST, DESIGNERS);
}

#[test]
fn r14_2_selfplay_checked_with_the_young_turks_set_seeds_640000_to_641019() {
    self_play_with(640_000, GAMES_PER_SETS_TEST, YOUNG_TURKS);
}

#[test]
fn r14_2_selfplay_checked_with_the_young_turks_set_seeds_650000_to_651019() {
    self_play_with(650_000, GAMES_PER_SETS_TEST, YOUNG_TURKS);
}

#[test]
fn r14_2_selfplay_checked_with_all_three_sets_seeds_660000_to_661019() {
    self_play_with(660_000, GAMES_PER_SETS_TEST, &CardSet::EXPANSIONS);
}

#[test]
fn r14_2_selfplay_checked_with_all_three_sets_seeds_670000_to_671019() {
    self_play_with(670_000, GAMES_PER_SETS_TEST, &CardSet::EXPANSIONS);
}
