//! WC12.12 (and WC8.1.3): the same configuration, seed and answers give the same log and the
//! same final state, for random games of every size replayed twice; a game that differs by one
//! answer is told apart.

mod common;

use common::{homing_pick, Rng};
use wc_engine::{Answer, Event, GameConfig, GameState, JackSeat, Seat};

/// A game played from `config` with the answers `pick` chooses: the answers given, the whole
/// log and the final state.
fn play(
    config: &GameConfig,
    mut pick: impl FnMut(&GameState, &[Answer]) -> usize,
) -> (Vec<(Seat, Answer)>, Vec<Event>, GameState) {
    let (mut game, mut log) = GameState::new(config.clone()).expect("a game");
    let mut given = Vec::new();
    while let Some(d) = game.pending() {
        let legal = game.legal_answers();
        let answer = legal[pick(&game, &legal)].clone();
        log.extend(game.apply(d.seat, answer.clone()).expect("legal"));
        given.push((d.seat, answer));
    }
    (given, log, game)
}

/// The game `answers` make from `config`, with its log, up to the first answer refused.
fn replay(config: &GameConfig, answers: &[(Seat, Answer)]) -> (Vec<Event>, GameState) {
    let (mut game, mut log) = GameState::new(config.clone()).expect("a game");
    for (seat, answer) in answers {
        match game.apply(*seat, answer.clone()) {
            Ok(events) => log.extend(events),
            Err(_) => break,
        }
    }
    (log, game)
}

#[test]
fn wc12_12_the_same_answers_give_the_same_game() {
    for players in 2..=6 {
        let seed = players as u64;
        let config = GameConfig {
            jack: if players == 4 {
                JackSeat::Random
            } else {
                JackSeat::Seat(Seat(0))
            },
            ..GameConfig::new(players, 40 + seed)
        };
        let mut rng = Rng::new(seed);
        let (answers, log, game) = play(&config, |g, legal| homing_pick(g, legal, &mut rng));
        let first = replay(&config, &answers);
        let second = replay(&config, &answers);
        assert!(
            first.0 == log && second.0 == log,
            "{players} players: the log"
        );
        assert!(
            first.1 == game && second.1 == game,
            "{players} players: the state"
        );
        assert!(game.is_over());
    }
}

/// The comparison can fail: the same answers but another hideout give another log and state
/// (replayed up to the first answer the other hideout makes illegal), and another seed deals
/// other tiles.
#[test]
fn wc12_12_another_answer_or_seed_is_told_apart() {
    let config = GameConfig::new(3, 7);
    let (answers, log, game) = play(&config, |_, _| 0);
    let mut changed = answers.clone();
    changed[0].1 = Answer::Hideout(wc_engine::Circle(2));
    let (other_log, other) = replay(&config, &changed);
    assert!(other_log != log && other != game);
    let reseeded = GameConfig::new(3, 8);
    let (_, log_8, game_8) = play(&reseeded, |_, _| 0);
    assert!(
        log_8 != log || game_8 != game,
        "seeds 7 and 8 deal the same game"
    );
}
