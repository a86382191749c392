//! Saves and replays (WC9.6): a save replays to the same game and log; forced answers are not
//! in it; a save that does not replay, or of another version, gives a typed error.

mod common;

use common::{homing_pick, new_game, Rng};
use wc_engine::{
    ActionError, Answer, Circle, Crossing, DecisionKind, Event, GameState, Illegal, SaveError,
    SaveFile, Seat, Side,
};

/// A whole game of 3 players dealt with seed 11: a Jack who heads home against random police.
fn whole_game(rng_seed: u64) -> (GameState, Vec<Event>) {
    let mut rng = Rng::new(rng_seed);
    let (mut game, mut log) = GameState::new(wc_engine::GameConfig::new(3, 11)).expect("setup");
    while let Some(d) = game.pending() {
        let legal = game.legal_answers();
        let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
        log.extend(game.apply(d.seat, answer).expect("legal"));
    }
    (game, log)
}

#[test]
fn wc9_6_4_a_save_replays_to_the_same_log_state_and_winner() {
    let mut jack_won = false;
    for rng_seed in 0..40 {
        let (game, log) = whole_game(rng_seed);
        let text = game.save().to_json();
        let (back, back_log) = SaveFile::parse(&text)
            .and_then(|s| s.replay())
            .expect("the save replays");
        assert!(back == game, "the same state");
        assert_eq!(back_log, log, "the same log");
        let forced = log
            .iter()
            .filter(|e| matches!(e, Event::JackMoved { forced: true, .. }))
            .count();
        let jack_moves = game
            .recorded()
            .iter()
            .filter(|r| r.kind == DecisionKind::JackMove.name())
            .count();
        let moved = log
            .iter()
            .filter(|e| matches!(e, Event::JackMoved { .. }))
            .count();
        assert_eq!(jack_moves + forced, moved, "forced moves are not recorded");
        if back.result().map(|r| r.winner) == Some(Side::Jack) {
            jack_won = true;
            break;
        }
    }
    assert!(jack_won, "no game ended with Jack's escape on night 4");
}

#[test]
fn wc9_6_5_a_save_after_the_patrols_resumes_at_the_kill_or_wait() {
    let mut game = new_game(2, 5);
    for _ in 0..3 {
        let d = game.pending().expect("pending");
        let answer = game.default_answer().expect("a default");
        game.apply(d.seat, answer).expect("legal");
    }
    let save = game.save();
    let kinds: Vec<(u8, &str)> = save
        .answers
        .iter()
        .map(|r| (r.seat.0, r.kind.as_str()))
        .collect();
    assert_eq!(
        kinds,
        [(0, "JACK_HIDEOUT"), (0, "WOMEN_PLACE"), (1, "PATROL_PLACE")]
    );
    let (back, _) = SaveFile::parse(&save.to_json())
        .and_then(|s| s.replay())
        .expect("replays");
    let d = back.pending().expect("pending");
    assert_eq!((d.kind, d.seat), (DecisionKind::KillOrWait, Seat(0)));
}

#[test]
fn wc9_6_6_a_save_that_does_not_replay_is_refused_by_index() {
    let mut game = new_game(2, 5);
    for _ in 0..3 {
        let d = game.pending().expect("pending");
        let answer = game.default_answer().expect("a default");
        game.apply(d.seat, answer).expect("legal");
    }
    game.apply(Seat(0), Answer::Wait).expect("a wait");
    let mut save = game.save();
    save.answers[3].answer = Answer::Kill(Circle(30));
    assert_eq!(
        save.replay().err(),
        Some(SaveError::Rejected {
            index: 3,
            error: ActionError::Illegal(Illegal::Victim)
        })
    );
    let mut other = game.save();
    other.answers[2].seat = Seat(0);
    assert_eq!(
        other.replay().err(),
        Some(SaveError::NotPending { index: 2 })
    );
    let mut newer = game.save();
    newer.version.rules = "2.0".into();
    assert!(matches!(
        SaveFile::parse(&newer.to_json()),
        Err(SaveError::UnknownVersion { .. })
    ));
    let mut chess = game.save();
    chess.game = "chess".into();
    assert_eq!(
        SaveFile::parse(&chess.to_json()),
        Err(SaveError::OtherGame {
            game: "chess".into()
        })
    );
    for broken in ["", "{", "{\"version\": 1}", "[1, 2]"] {
        assert!(matches!(
            SaveFile::parse(broken),
            Err(SaveError::Malformed { .. })
        ));
    }
    // Numbers that are no node are refused by the rules, not by a crash.
    let mut strange = game.save();
    strange.answers[0].answer = Answer::Hideout(Circle(250));
    assert_eq!(
        strange.replay().err(),
        Some(SaveError::Rejected {
            index: 0,
            error: ActionError::Illegal(Illegal::Hideout)
        })
    );
    let mut wrong = game.save();
    wrong.answers[2].answer = Answer::MoveTo(Crossing(42));
    assert_eq!(
        wrong.replay().err(),
        Some(SaveError::Rejected {
            index: 2,
            error: ActionError::WrongType
        })
    );
}

/// The saves kept in tests/saves/ (written by `table save --game whitechapel`) still replay: a
/// game cut after its patrols, and a whole game the police won by an arrest.
#[test]
fn wc9_6_2_the_kept_saves_replay() {
    let cut = include_str!("saves/after-the-patrols.json");
    let (game, _) = SaveFile::parse(cut)
        .and_then(|s| s.replay())
        .expect("replays");
    assert_eq!(
        game.pending().map(|d| d.kind),
        Some(DecisionKind::KillOrWait)
    );
    let whole = include_str!("saves/whole-game.json");
    let (game, _) = SaveFile::parse(whole)
        .and_then(|s| s.replay())
        .expect("replays");
    let result = game.result().expect("over");
    assert_eq!(result.winner, Side::Police);
    assert!(matches!(result.cause, wc_engine::Cause::Arrested { .. }));
    assert_eq!(game.save().to_json().trim(), whole.trim());
}
