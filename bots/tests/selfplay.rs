//! The mass self-play check (R12.1.3, R15, STYLE 3): thousands of games between random bots in
//! check mode — after every applied answer every §15 invariant must hold and every listed legal
//! answer (an even sample of 64 of a longer list; `engine/tests/legality.rs` tries every one at
//! its decision points) must be accepted by a clone; panics and stuck games count as failures.
//! The games are split over several tests, each with its own seed range, so the harness runs
//! them in parallel.

use np_bots::arena::{play_guarded, GameResult};

/// Games per test; six tests give 2,040 games, 680 each of 3, 4 and 5 players.
const GAMES_PER_TEST: u64 = 340;

/// Plays `GAMES_PER_TEST` checked games from `first_seed`, cycling through 3, 4 and 5 players,
/// and fails with the seed and reason of every failed game.
fn self_play(first_seed: u64) {
    let mut failures = Vec::new();
    let mut decisions = 0u64;
    for i in 0..GAMES_PER_TEST {
        let players = 3 + (i % 3) as usize;
        let seed = first_seed + i;
        let result: GameResult = play_guarded(players, seed, true);
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
        "{} of {GAMES_PER_TEST} games from seed {first_seed} failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        decisions > GAMES_PER_TEST * 100,
        "only {decisions} decisions in {GAMES_PER_TEST} games"
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
        let result = play_guarded(players, seed, true);
        assert_eq!(result.failure, None, "{players} players, seed {seed}");
        assert!(result.winner.is_some(), "{players} players, seed {seed}");
    }
}
