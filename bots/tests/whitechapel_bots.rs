//! The Whitechapel bots: their answers are legal in checked games, the same for the same seed,
//! and the police's hideout candidates (WC11.1.5) always hold Jack's hideout.

use table_bots::whitechapel::arena::{play_sides, viewer_of, Police, Sides};
use table_bots::whitechapel::WcLevel;
use table_bots::whitechapel::{
    HeuristicJack, HeuristicPolice, HideoutCandidates, OraclePolice, WcBot,
};
use wc_engine::{Answer, GameConfig, GameState, PoliceAction, View, Viewer};

const HEURISTIC: Sides = Sides {
    jack: WcLevel::Heuristic,
    police: Police::Level(WcLevel::Heuristic),
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

/// Plays a 2-player game of `seed` against a Heuristic Jack while `night_open(night)` holds,
/// the police's answers given by `police(game, view)`; the game as it stopped and the police's
/// last view.
fn against_heuristic_jack(
    seed: u64,
    night_open: impl Fn(u8) -> bool,
    mut police: impl FnMut(&GameState, &View) -> Answer,
) -> (GameState, Option<View>) {
    let (mut game, _) = GameState::new(GameConfig::new(2, seed)).expect("setup");
    let mut jack = HeuristicJack::new(seed);
    let mut last = None;
    while let Some(d) = game.pending().filter(|_| night_open(game.night())) {
        let viewer = viewer_of(&game, d.seat);
        let view = game.view(viewer, Some(d.seat));
        let answer = if viewer == Viewer::Jack {
            jack.act(&view)
        } else {
            let answer = police(&game, &view);
            last = Some(view);
            answer
        };
        game.apply(d.seat, answer).expect("a listed answer");
    }
    (game, last)
}

/// Over whole games, the candidates the police keep from what they saw always hold the
/// hideout, and they narrow it down after the first escape.
#[test]
fn hideout_candidates_always_hold_the_hideout() {
    let mut narrowed = 0;
    let mut police = HeuristicPolice::new();
    let mut seen = HideoutCandidates::default();
    against_heuristic_jack(
        30,
        |_| true,
        |game, view| {
            let h = seen.of(view);
            let hideout = game.hideout().expect("chosen before the police act");
            assert!(h.contains(hideout), "{:?}", h.numbers());
            if view.night > 1 && h.len() < 195 {
                narrowed += 1;
            }
            police.act(view)
        },
    );
    assert!(narrowed > 0, "the candidates never narrowed");
}

/// Plays a game of `seed` until night `night` is over, the police's hideout candidates read
/// from each of their views with `seen`; the night it stopped in and its last police view.
fn candidates_until(seen: &mut HideoutCandidates, seed: u64, night: u8) -> (u8, View) {
    let mut police = HeuristicPolice::new();
    let (game, last) = against_heuristic_jack(
        seed,
        |n| n <= night,
        |_, view| {
            seen.of(view);
            police.act(view)
        },
    );
    (game.night(), last.expect("the police were asked"))
}

/// The candidates follow from the view alone (WC9.1.1): those kept over a whole game are the
/// ones a bot shown only the last view finds, and another game's view starts them again.
#[test]
fn hideout_candidates_are_the_views_whatever_was_kept() {
    let mut seen = HideoutCandidates::default();
    let (night, last) = candidates_until(&mut seen, 40, 2);
    assert!(night >= 3, "two nights ended");
    let kept = seen.of(&last);
    assert!(kept.len() < 195, "the nights narrowed them");
    assert_eq!(kept, HideoutCandidates::default().of(&last));
    let (_, other) = candidates_until(&mut seen, 41, 1);
    let fresh = seen.of(&other);
    assert_eq!(fresh.len(), 195, "{:?}", fresh.numbers());
}

/// The page's worker asks a new police bot for each answer: over whole games, from the second
/// night on, it answers as the bot that watched every night does.
#[test]
fn a_police_bot_asked_afresh_answers_as_one_that_watched() {
    let mut later = 0;
    for seed in 50..52 {
        let mut police = HeuristicPolice::new();
        against_heuristic_jack(
            seed,
            |_| true,
            |_, view| {
                let answer = police.act(view);
                if view.night > 1 {
                    later += 1;
                    assert_eq!(HeuristicPolice::new().act(view), answer, "seed {seed}");
                }
                answer
            },
        );
    }
    assert!(later > 0, "no game reached a second night");
}

/// The oracle, told where Jack stands, arrests him whenever one of its policemen can.
#[test]
fn the_oracle_police_arrest_jack_whenever_they_can() {
    let mut chances = 0;
    for seed in 60..64 {
        let mut oracle = OraclePolice::new();
        against_heuristic_jack(
            seed,
            |_| true,
            |game, view| {
                let at = game.jack_position();
                let answer = oracle.act_told(view, at);
                let arrest = at.map(|c| Answer::Police(PoliceAction::Arrest(c)));
                if arrest.as_ref().is_some_and(|a| view.answers.contains(a)) {
                    chances += 1;
                    assert_eq!(Some(answer.clone()), arrest, "seed {seed}");
                }
                answer
            },
        );
    }
    assert!(chances > 0, "no policeman ever stood next to Jack");
}
