//! The Whitechapel bots: their answers are legal in checked games, the same for the same seed,
//! and the police's hideout candidates (WC11.1.5) always hold Jack's hideout.

use table_bots::whitechapel::arena::{play_sides, viewer_of, Sides};
use table_bots::whitechapel::WcLevel;
use table_bots::whitechapel::{HeuristicJack, HeuristicPolice, HideoutCandidates, WcBot};
use wc_engine::{GameConfig, GameState, Viewer};

const HEURISTIC: Sides = Sides {
    jack: WcLevel::Heuristic,
    police: WcLevel::Heuristic,
};

#[test]
fn heuristic_bots_answer_legally_in_a_checked_game() {
    let report = play_sides(&GameConfig::new(2, 11), HEURISTIC, true);
    assert_eq!(report.failure, None);
    assert!(report.winner.is_some());
}

#[test]
fn the_same_seed_plays_the_same_game() {
    for seed in 20..22 {
        let config = GameConfig::new(2, seed);
        let (a, b) = (
            play_sides(&config, HEURISTIC, false),
            play_sides(&config, HEURISTIC, false),
        );
        assert_eq!(
            (a.winner, a.nights, a.decisions),
            (b.winner, b.nights, b.decisions),
            "seed {seed}"
        );
    }
}

/// Over whole games, the candidates the police keep from what they saw always hold the
/// hideout, and they narrow it down after the first escape.
#[test]
fn hideout_candidates_always_hold_the_hideout() {
    let mut narrowed = 0;
    {
        let seed = 30;
        let (mut game, _) = GameState::new(GameConfig::new(2, seed)).expect("setup");
        let mut jack = HeuristicJack::new(seed);
        let mut police = HeuristicPolice::new();
        let mut seen = HideoutCandidates::default();
        while let Some(d) = game.pending() {
            let viewer = viewer_of(&game, d.seat);
            let view = game.view(viewer, Some(d.seat));
            let answer = if viewer == Viewer::Jack {
                jack.act(&view)
            } else {
                seen.observe(&view);
                let h = seen.candidates();
                let hideout = game.hideout().expect("chosen before the police act");
                assert!(h.contains(hideout), "seed {seed}: {:?}", h.numbers());
                if view.night > 1 && h.len() < 195 {
                    narrowed += 1;
                }
                police.act(&view)
            };
            game.apply(d.seat, answer).expect("a listed answer");
        }
    }
    assert!(narrowed > 0, "the candidates never narrowed");
}

/// Plays a game of `seed` until night `night` is over, the police's views shown to `seen`; the
/// night it stopped in.
fn observe_until(seen: &mut HideoutCandidates, seed: u64, night: u8) -> u8 {
    {
        let (mut game, _) = GameState::new(GameConfig::new(2, seed)).expect("setup");
        let mut jack = HeuristicJack::new(seed);
        let mut police = HeuristicPolice::new();
        while let Some(d) = game.pending().filter(|_| game.night() <= night) {
            let viewer = viewer_of(&game, d.seat);
            let view = game.view(viewer, Some(d.seat));
            let answer = if viewer == Viewer::Jack {
                jack.act(&view)
            } else {
                seen.observe(&view);
                police.act(&view)
            };
            game.apply(d.seat, answer).expect("a listed answer");
        }
        game.night()
    }
}

/// A view that does not extend what the candidates kept (another game) starts them again.
#[test]
fn hideout_candidates_start_again_on_another_game() {
    let mut seen = HideoutCandidates::default();
    assert!(observe_until(&mut seen, 40, 2) >= 3, "two nights ended");
    assert!(seen.candidates().len() < 195, "the nights narrowed them");
    observe_until(&mut seen, 41, 1);
    let fresh = seen.candidates();
    assert_eq!(fresh.len(), 195, "{:?}", fresh.numbers());
}
