//! Worlds for the bots' search, built from a side's view (WC9.3): with Jack's own secrets (his view, or
//! the police's view and the true guess) the world is the same night — the same answers listed,
//! the same police view after every answer to the end of the night — and a guess the public
//! record rules out makes no world.

mod common;

use common::{homing_pick, in_the_hunt, new_game, Rng};
use wc_engine::{
    board, Circle, DecisionKind, EntryKind, GameState, JackGuess, Policeman, TokenSeen, View,
    Viewer, WORLD_JACK, WORLD_POLICE,
};

/// Jack's secrets as the police would guess them if they guessed right.
fn true_guess(game: &GameState) -> JackGuess {
    let row = &game.nights().last().expect("a night").row;
    let kills = row.iter().take_while(|e| e.kind == EntryKind::Kill).count();
    JackGuess {
        hideout: game.hideout().expect("chosen"),
        start: row[kills - 1].circle,
        path: row[kills..].iter().map(|e| e.circle).collect(),
    }
}

/// The parts of a police view the seats cannot differ in.
fn public(view: &View) -> View {
    View {
        pending: view.pending.map(|mut d| {
            d.seat = WORLD_JACK;
            d
        }),
        answers: Vec::new(),
        ..view.clone()
    }
}

/// The world's seat for the real game's decision.
fn world_seat(game: &GameState) -> wc_engine::Seat {
    let d = game.pending().expect("pending");
    if d.seat == game.jack_seat() {
        WORLD_JACK
    } else {
        WORLD_POLICE
    }
}

/// Plays the rest of `game`'s night and the same answers in `world`, both picked by a homing
/// Jack and police at random, checking before each that the two list the same answers, put
/// Jack on the same circle and show the police the same; then that both ended alike. The
/// number of answers played.
fn same_night(game: &GameState, mut world: GameState, rng: &mut Rng, seed: u64) -> usize {
    let mut real = game.clone();
    let night = real.night();
    let mut played = 0;
    while !real.is_over() && real.night() == night {
        assert_eq!(world.legal_answers(), real.legal_answers(), "seed {seed}");
        assert_eq!(world.jack_position(), real.jack_position(), "seed {seed}");
        assert_eq!(
            public(&world.view(Viewer::Police, None)),
            public(&real.view(Viewer::Police, None)),
            "seed {seed}"
        );
        let legal = real.legal_answers();
        let answer = legal[homing_pick(&real, &legal, rng)].clone();
        let seat = world_seat(&real);
        let d = real.pending().expect("pending");
        real.apply(d.seat, answer.clone()).expect("legal");
        world.apply(seat, answer).expect("legal in the world");
        played += 1;
    }
    assert_eq!(
        world.result().map(|r| (r.winner, r.cause)),
        real.result().map(|r| (r.winner, r.cause)),
        "seed {seed}"
    );
    played
}

/// WC4.7: in the hunt no patrol token is left, so Jack's view holds the whole night; WC11.1.2:
/// the police's view with his true secrets agrees with the public record.
#[test]
fn a_world_with_jacks_true_secrets_is_the_same_night_to_its_end() {
    let mut checked = 0;
    for seed in 1..=12 {
        let players = 2 + (seed as usize % 5);
        let mut game = new_game(players, seed);
        let mut rng = Rng::new(seed * 31);
        for _ in 0..600 {
            let Some(d) = game.pending() else { break };
            if in_the_hunt(&game) && rng.below(4) == 0 {
                let police = game.view(Viewer::Police, None);
                let jack = game.view(Viewer::Jack, None);
                let guess = true_guess(&game);
                let worlds = [
                    GameState::world(board(), &jack, None).expect("Jack's world"),
                    GameState::world(board(), &police, Some(&guess)).expect("the police's world"),
                ];
                for world in worlds {
                    checked += same_night(&game, world, &mut rng, seed);
                }
            }
            let legal = game.legal_answers();
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            game.apply(d.seat, answer).expect("legal");
        }
    }
    assert!(checked > 500, "only {checked} answers checked");
}

/// WC11.1.2: a path not made of the recorded moves, or a start off tonight's crime scenes, is
/// not a world.
#[test]
fn a_guess_the_record_rules_out_makes_no_world() {
    let mut refused = 0;
    for seed in 1..=8 {
        let mut game = new_game(3, seed);
        let mut rng = Rng::new(seed);
        while !game.is_over() {
            let d = game.pending().expect("pending");
            if in_the_hunt(&game) && !true_guess(&game).path.is_empty() {
                let police = game.view(Viewer::Police, None);
                let guess = true_guess(&game);
                assert!(GameState::world(board(), &police, Some(&guess)).is_some());
                // Jack teleported: the last circle of his path moved to a far corner.
                let mut far = guess.clone();
                let last = far.path.len() - 1;
                far.path[last] = if far.path[last] == Circle(1) {
                    Circle(195)
                } else {
                    Circle(1)
                };
                let mut short = guess.clone();
                short.path.pop();
                let mut elsewhere = guess.clone();
                elsewhere.start = Circle(if guess.start == Circle(2) { 3 } else { 2 });
                for wrong in [far, short, elsewhere] {
                    if GameState::world(board(), &police, Some(&wrong)).is_none() {
                        refused += 1;
                    }
                }
                assert!(GameState::world(board(), &police, None).is_none());
            }
            let legal = game.legal_answers();
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            game.apply(d.seat, answer).expect("legal");
        }
    }
    assert!(refused > 30, "only {refused} guesses refused");
}

#[test]
fn only_the_hunts_decisions_have_worlds() {
    let mut game = new_game(2, 4);
    let mut rng = Rng::new(4);
    while !in_the_hunt(&game) {
        for viewer in [Viewer::Jack, Viewer::Police] {
            assert!(GameState::world(board(), &game.view(viewer, None), None).is_none());
        }
        let d = game.pending().expect("pending");
        let legal = game.legal_answers();
        let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
        game.apply(d.seat, answer).expect("legal");
    }
}

/// The patrol tokens' identities as they lie, in the order of `view`'s patrols.
fn true_tokens(game: &GameState, view: &View) -> Vec<Option<Policeman>> {
    view.patrols
        .iter()
        .map(|(at, _)| {
            let patrol = game.patrols().iter().find(|p| p.at == *at);
            patrol.expect("a token there").token
        })
        .collect()
}

/// WC4.2.4: Jack's view at `KILL_OR_WAIT` with the tokens' true identities is the same night to
/// its end: the same answers listed and the same police view after every answer.
#[test]
fn a_kill_world_with_the_true_tokens_is_the_same_night_to_its_end() {
    let mut worlds = 0;
    for seed in 1..=10 {
        let mut game = new_game(2 + (seed as usize % 5), seed);
        let mut rng = Rng::new(seed * 13);
        while let Some(d) = game.pending() {
            if d.kind == DecisionKind::KillOrWait {
                let jack = game.view(Viewer::Jack, None);
                let world =
                    GameState::kill_world(&jack, &true_tokens(&game, &jack)).expect("a kill world");
                same_night(&game, world, &mut rng, seed);
                worlds += 1;
            }
            let legal = game.legal_answers();
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            game.apply(d.seat, answer).expect("legal");
        }
    }
    assert!(worlds > 30, "only {worlds} kill worlds");
}

/// A guess of the tokens that is not the view's makes no kill world: one token fewer, a
/// policeman's colour twice, a face-up token given another identity; nor does the police's view.
#[test]
fn tokens_the_view_rules_out_make_no_kill_world() {
    let mut checked = 0;
    for seed in 1..=6 {
        let mut game = new_game(3, seed);
        let mut rng = Rng::new(seed);
        while let Some(d) = game.pending() {
            if d.kind == DecisionKind::KillOrWait {
                let jack = game.view(Viewer::Jack, None);
                let tokens = true_tokens(&game, &jack);
                let mut fewer = tokens.clone();
                fewer.pop();
                let mut twice = tokens.clone();
                let (a, b) = (
                    twice.iter().position(Option::is_some).expect("a policeman"),
                    twice
                        .iter()
                        .rposition(Option::is_some)
                        .expect("a policeman"),
                );
                twice[a] = twice[b];
                for wrong in [fewer, twice] {
                    assert!(
                        GameState::kill_world(&jack, &wrong).is_none(),
                        "seed {seed}"
                    );
                }
                let face_up = |(_, seen): &(wc_engine::Crossing, TokenSeen)| {
                    matches!(seen, TokenSeen::Policeman(_))
                };
                if let Some(up) = jack.patrols.iter().position(face_up) {
                    let mut swapped = tokens.clone();
                    let other = (0..tokens.len())
                        .find(|i| tokens[*i] != tokens[up])
                        .expect("another token");
                    swapped.swap(up, other);
                    assert!(
                        GameState::kill_world(&jack, &swapped).is_none(),
                        "seed {seed}"
                    );
                }
                let police = game.view(Viewer::Police, None);
                assert!(GameState::kill_world(&police, &tokens).is_none());
                checked += 1;
            }
            let legal = game.legal_answers();
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            game.apply(d.seat, answer).expect("legal");
        }
    }
    assert!(checked > 10, "only {checked} decisions checked");
}
