//! Family Business's bots: checked self-play over every player count (FB §14 after every
//! answer, every listed answer applied and answers from the whole space probed at every
//! decision), the Heuristic against the Random bot, and the honesty of every bot (FB12.3.2).

use fb_engine::{Answer, GameConfig, GameState};
use table_bots::family_business::arena::{play, FbLevel};
use table_bots::family_business::{FbBot, StrongBot};

/// Games per player count in the test suite, seeds from `first`.
const GAMES: u64 = 2_000;

fn checked_selfplay(players: usize, first: u64) {
    let levels = vec![FbLevel::Random; players];
    let mut failures = Vec::new();
    for seed in first..first + GAMES {
        let report = play(&GameConfig::new(players, seed), &levels, true);
        assert!(report.outcome.is_some() || report.failure.is_some());
        if let Some(f) = report.failure {
            failures.push(format!("seed {seed}: {f}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn checked_selfplay_two_players() {
    checked_selfplay(2, 20_000);
}

#[test]
fn checked_selfplay_three_players() {
    checked_selfplay(3, 30_000);
}

#[test]
fn checked_selfplay_four_players() {
    checked_selfplay(4, 40_000);
}

#[test]
fn checked_selfplay_five_players() {
    checked_selfplay(5, 50_000);
}

#[test]
fn checked_selfplay_six_players() {
    checked_selfplay(6, 60_000);
}

/// The Heuristic bot wins most 4-player games against three Random bots, in every seat.
#[test]
fn the_heuristic_beats_random_bots() {
    let mut wins = 0;
    let games = 40;
    for k in 0..games {
        let seat = (k % 4) as usize;
        let mut levels = vec![FbLevel::Random; 4];
        levels[seat] = FbLevel::Heuristic;
        let report = play(&GameConfig::new(4, 900 + k), &levels, false);
        assert_eq!(report.failure, None);
        wins += u32::from(report.firsts().iter().any(|p| p.index() == seat));
    }
    assert!(wins >= 26, "the Heuristic won {wins} of {games}");
}

/// FB12.3.2: at positions of real games, a game that differs only in what the deciding seat
/// cannot see (the other hands, the draw pile's order, future reshuffles) shows it the same
/// view, and every bot with the same seed gives the same answer, a legal one (the Strong bot
/// with a small budget).
#[test]
fn fb12_3_2_bots_decide_the_same_in_games_their_seat_cannot_tell_apart() {
    let mut positions = 0;
    let mut hidden_differs = 0;
    for (g, players) in [(0u64, 3usize), (1, 4), (2, 5), (3, 6)] {
        let config = GameConfig::new(players, 70 + g);
        let mut game = GameState::new(config.clone()).expect("setup");
        let mut k = 0u64;
        while let Some(decision) = game.pending() {
            let seat = decision.seat;
            let view = game.view(Some(seat));
            let other = GameState::world(&config, &view, 9_000 + k).expect("a world");
            assert_eq!(other.view(Some(seat)), view);
            if game
                .seats()
                .any(|p| p != seat && other.player(p).hand != game.player(p).hand)
            {
                hidden_differs += 1;
            }
            for level in [FbLevel::Random, FbLevel::Heuristic] {
                let here = level.bot(k, &config).act(&view);
                let there = level.bot(k, &config).act(&other.view(Some(seat)));
                assert_eq!(here, there, "{level:?} at decision {k}");
                assert!(view.legal.contains(&here));
            }
            // A small search at every eighth position.
            if k.is_multiple_of(8) {
                let strong = |v| StrongBot::new(k, 16, config.clone()).act(v);
                let here = strong(&view);
                assert_eq!(here, strong(&other.view(Some(seat))), "Strong at {k}");
                assert!(view.legal.contains(&here));
            }
            let answer: Answer = view.legal[(k as usize * 5) % view.legal.len()];
            game.apply(seat, answer).expect("listed");
            positions += 1;
            k += 1;
        }
    }
    assert!(positions > 200, "{positions} positions");
    assert!(hidden_differs > positions / 2);
}
