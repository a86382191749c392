//! The Whitechapel bots: their answers are legal in checked games, the same for the same seed,
//! and the police's hideout candidates (WC11.1.5) always hold Jack's hideout.

use table_bots::whitechapel::arena::{play_sides, viewer_of, Police, Sides};
use table_bots::whitechapel::WcLevel;
use table_bots::whitechapel::{
    HeuristicJack, HeuristicPolice, HideoutCandidates, OraclePolice, StrongJack, WcBot,
    WC_STRONG_JACK_CHOICES,
};
use wc_engine::{Answer, DecisionKind, GameConfig, GameState, PoliceAction, Side, View, Viewer};

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
fn strong_bots_answer_legally_in_a_checked_game() {
    let strong = Sides {
        jack: WcLevel::Strong,
        police: Police::Level(WcLevel::Strong),
    };
    let report = play_sides(&GameConfig::new(3, 12), strong, true);
    assert_eq!(report.failure, None);
    assert!(report.winner.is_some());
}

/// Whether Jack is arrested by the police's answers that follow his `answer` in `game`, up to
/// his next decision, the police answering as the Heuristic police.
fn arrested_after(game: &GameState, answer: &Answer) -> bool {
    let mut game = game.clone();
    let jack = game.jack_seat();
    game.apply(jack, answer.clone()).expect("a listed answer");
    let mut police = HeuristicPolice::new();
    while let Some(d) = game.pending().filter(|d| d.seat != jack) {
        let view = game.view(Viewer::Police, Some(d.seat));
        game.apply(d.seat, police.act(&view))
            .expect("a listed answer");
    }
    game.result().is_some_and(|r| r.winner == Side::Police)
}

/// The Strong Jack looks one round ahead against the Heuristic police: over the first two
/// nights of games against them, he never makes a move after which they arrest him where the
/// Heuristic Jack's move would have kept him free, and he escapes some of the arrests the
/// Heuristic's move would have walked into.
#[test]
fn the_strong_jack_escapes_arrests_the_heuristic_walks_into() {
    let (mut moves, mut avoided) = (0, 0);
    for seed in 40..50 {
        let (mut game, _) = GameState::new(GameConfig::new(2, seed)).expect("setup");
        let mut strong = StrongJack::new(seed, WC_STRONG_JACK_CHOICES);
        let mut police = HeuristicPolice::new();
        while let Some(d) = game.pending().filter(|_| game.night() <= 2) {
            let viewer = viewer_of(&game, d.seat);
            let view = game.view(viewer, Some(d.seat));
            let answer = if viewer == Viewer::Jack {
                let answer = strong.act(&view);
                if d.kind == DecisionKind::JackMove {
                    let heuristic = HeuristicJack::new(seed).act(&view);
                    let (caught, heuristic_caught) = (
                        arrested_after(&game, &answer),
                        arrested_after(&game, &heuristic),
                    );
                    assert!(
                        !caught || heuristic_caught,
                        "seed {seed}: {answer:?} is arrested, {heuristic:?} is not"
                    );
                    avoided += u32::from(heuristic_caught && !caught);
                    moves += 1;
                }
                answer
            } else {
                police.act(&view)
            };
            game.apply(d.seat, answer).expect("a listed answer");
        }
    }
    assert!(moves > 40, "only {moves} moves");
    assert!(avoided > 0, "no arrest avoided in {moves} moves");
}

/// On the double event's night the police act before Jack moves (WC4.6.3). At the double
/// events of Heuristic games, with the patrol tokens as they truly lie, the Heuristic police
/// arrest the Strong Jack in that first round less often than the Heuristic Jack, whose
/// victims are chosen for nearness to home alone: the Strong weighs his over draws of the
/// tokens he cannot see.
#[test]
fn the_strong_jack_chooses_a_double_event_the_police_cannot_reach_first() {
    let (mut events, mut heuristic_caught, mut strong_caught) = (0, 0, 0);
    for seed in 60..90 {
        let (mut game, _) = GameState::new(GameConfig::new(2, seed)).expect("setup");
        let mut jack = HeuristicJack::new(seed);
        let mut police = HeuristicPolice::new();
        while let Some(d) = game.pending().filter(|_| game.night() <= 3) {
            let viewer = viewer_of(&game, d.seat);
            let view = game.view(viewer, Some(d.seat));
            let answer = if viewer == Viewer::Jack {
                jack.act(&view)
            } else {
                police.act(&view)
            };
            if matches!(answer, Answer::DoubleKill(..)) {
                let strong = StrongJack::new(seed, WC_STRONG_JACK_CHOICES).act(&view);
                heuristic_caught += u32::from(arrested_after(&game, &answer));
                strong_caught += u32::from(arrested_after(&game, &strong));
                events += 1;
                break;
            }
            game.apply(d.seat, answer).expect("a listed answer");
        }
    }
    assert!(events >= 10, "only {events} double events");
    assert!(
        heuristic_caught > 0,
        "no arrest to avoid in {events} double events"
    );
    assert!(
        strong_caught < heuristic_caught,
        "{strong_caught} against {heuristic_caught} of {events}"
    );
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
