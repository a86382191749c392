//! The Whitechapel bots see only their side's view (WC9.3, WC12.10), and answer from it alone:
//! a Jack bot's answer does not change when the face-down patrol tokens' identities are
//! permuted, and a police bot's answer does not change when Jack walked another path the
//! public record allows.

use table_bots::whitechapel::arena::viewer_of;
use table_bots::whitechapel::{
    HeuristicJack, HeuristicPolice, StrongJack, StrongPolice, WcBot, WC_STRONG_JACK_CHOICES,
};
use wc_engine::{
    Answer, Crossing, DecisionKind, GameConfig, GameState, JackMove, PublicStep, Seat, TokenSeen,
    View, Viewer,
};

/// Iterations of the Strong police in the tests: fewer than the page's, the same search.
const STRONG_TEST_ITERATIONS: u32 = 30;

/// A game between the heuristic bots, or its first nights: every answer with its seat, and the bots as they were
/// before each answer.
struct Played {
    config: GameConfig,
    answers: Vec<(Seat, Answer)>,
    /// The game before each answer.
    states: Vec<GameState>,
    /// The public record after each answer.
    records: Vec<Vec<PublicStep>>,
    jacks: Vec<Option<HeuristicJack>>,
    police: Vec<Option<HeuristicPolice>>,
}

/// Plays until the game ends or night `last_night` is over.
fn play(config: GameConfig, last_night: u8) -> Played {
    let (mut game, _) = GameState::new(config.clone()).expect("setup");
    let mut jack = HeuristicJack::new(config.seed);
    let mut police = HeuristicPolice::new();
    let mut played = Played {
        config,
        answers: Vec::new(),
        states: Vec::new(),
        records: Vec::new(),
        jacks: Vec::new(),
        police: Vec::new(),
    };
    while let Some(d) = game.pending().filter(|_| game.night() <= last_night) {
        let viewer = viewer_of(&game, d.seat);
        let view = game.view(viewer, Some(d.seat));
        let answer = if viewer == Viewer::Jack {
            played.jacks.push(Some(jack.clone()));
            played.police.push(None);
            jack.act(&view)
        } else {
            played.jacks.push(None);
            played.police.push(Some(police.clone()));
            police.act(&view)
        };
        played.states.push(game.clone());
        game.apply(d.seat, answer.clone()).expect("a listed answer");
        played.answers.push((d.seat, answer));
        played.records.push(game.tonight().to_vec());
    }
    played
}

fn replay(config: &GameConfig, answers: &[(Seat, Answer)]) -> GameState {
    let (mut game, _) = GameState::new(config.clone()).expect("setup");
    for (seat, answer) in answers {
        game.apply(*seat, answer.clone())
            .expect("the same answers replay");
    }
    game
}

/// The patrol placement `answer` with the identities on `face_down` rotated by `by` crossings.
fn rotated(answer: &Answer, face_down: &[Crossing], by: usize) -> Answer {
    let Answer::Patrols { policemen, fakes } = answer else {
        return answer.clone();
    };
    let next = |x: Crossing| match face_down.iter().position(|y| *y == x) {
        Some(i) => face_down[(i + by) % face_down.len()],
        None => x,
    };
    Answer::Patrols {
        policemen: policemen.map(next),
        fakes: fakes.map(next),
    }
    .normalised()
}

fn face_down(view: &View) -> Vec<Crossing> {
    view.patrols
        .iter()
        .filter(|(_, seen)| *seen == TokenSeen::FaceDown)
        .map(|(x, _)| *x)
        .collect()
}

/// Over the nights up to `last_night` of games between the Heuristic bots, at Jack's decisions
/// before the hunt, `answer` gives the same answer to the view of the game played and to that
/// of the games whose face-down tokens hold other identities (the views are the same); the
/// number of positions checked, and of those that were a double event's `KILL_OR_WAIT`.
fn same_answer_whatever_the_face_down_tokens_are(
    last_night: u8,
    answer: impl Fn(&Played, usize, &View) -> Answer,
) -> (usize, usize) {
    let mut double_events = 0;
    let mut positions = 0;
    for seed in 0..8u64 {
        let played = play(
            GameConfig::new(3 + (seed % 3) as usize, 500 + seed),
            last_night,
        );
        for i in 0..played.jacks.len() {
            if played.jacks[i].is_none() {
                continue;
            }
            let game = &played.states[i];
            let view = game.view(Viewer::Jack, Some(game.jack_seat()));
            let hidden = face_down(&view);
            if hidden.len() < 2 {
                continue;
            }
            let Some(placed) = played.answers[..i]
                .iter()
                .rposition(|(_, a)| matches!(a, Answer::Patrols { .. }))
            else {
                continue;
            };
            for by in 1..hidden.len() {
                let mut answers = played.answers[..i].to_vec();
                answers[placed].1 = rotated(&answers[placed].1, &hidden, by);
                let other = replay(&played.config, &answers);
                let seat = Some(game.jack_seat());
                assert_ne!(
                    game.view(Viewer::Police, seat).patrols,
                    other.view(Viewer::Police, seat).patrols,
                    "the identities differ"
                );
                let other_view = other.view(Viewer::Jack, seat);
                assert_eq!(view, other_view, "seed {seed}, answer {i}");
                assert_eq!(
                    answer(&played, i, &view),
                    answer(&played, i, &other_view),
                    "seed {seed}, answer {i}"
                );
                positions += 1;
                let double = |a: &Answer| matches!(a, Answer::DoubleKill(..));
                double_events += usize::from(view.answers.iter().any(double));
            }
        }
    }
    (positions, double_events)
}

/// (a) Before the hunt, Jack's view never holds a face-down token's identity: the games that
/// differ only in those identities show him the same view — the same list of tokens in the
/// same order, WC12.10 — and he answers the two the same.
#[test]
fn jack_answers_the_same_whatever_the_face_down_tokens_are() {
    let (positions, _) = same_answer_whatever_the_face_down_tokens_are(2, |played, i, view| {
        played.jacks[i].clone().expect("Jack").act(view)
    });
    assert!(positions >= 50, "{positions} positions");
}

/// (a) The Strong Jack, whose search draws the face-down tokens' identities at the double
/// event (night 3), answers the same whatever they are.
#[test]
fn strong_jack_answers_the_same_whatever_the_face_down_tokens_are() {
    let (positions, double_events) =
        same_answer_whatever_the_face_down_tokens_are(3, |_, i, view| {
            StrongJack::new(i as u64, WC_STRONG_JACK_CHOICES).act(view)
        });
    assert!(positions >= 50, "{positions} positions");
    assert!(double_events >= 10, "{double_events} double events");
}

/// The same move as `m` in the eyes of the police: its type, and whether it declares.
fn same_kind(a: &JackMove, b: &JackMove) -> bool {
    match (a, b) {
        (JackMove::Walk { declare: x, .. }, JackMove::Walk { declare: y, .. }) => x == y,
        (JackMove::Alley { .. }, JackMove::Alley { .. })
        | (JackMove::Coach { .. }, JackMove::Coach { .. }) => true,
        _ => false,
    }
}

/// A game with the answers of `played` up to `upto`, but Jack's moves from `from` on replaced
/// by moves of the same type that keep the public record the same, another path than the
/// one played where the search finds one within `budget` moves tried.
fn other_path(
    played: &Played,
    game: &GameState,
    at: usize,
    upto: usize,
    budget: &mut u32,
) -> Option<GameState> {
    let night = played.states[upto].night();
    if at == upto {
        return Some(game.clone());
    }
    let (seat, answer) = &played.answers[at];
    let candidates: Vec<Answer> = match answer {
        Answer::Jack(m) if game.night() == night => {
            let mut moves: Vec<Answer> = game
                .legal_answers()
                .into_iter()
                .filter(|a| matches!(a, Answer::Jack(n) if same_kind(m, n)))
                .filter(|a| a != answer)
                .collect();
            moves.push(answer.clone());
            moves
        }
        _ => vec![answer.clone()],
    };
    for candidate in candidates {
        if *budget == 0 {
            return None;
        }
        *budget -= 1;
        let mut next = game.clone();
        if next.apply(*seat, candidate).is_err() || next.tonight() != played.records[at] {
            continue;
        }
        if let Some(found) = other_path(played, &next, at + 1, upto, budget) {
            return Some(found);
        }
    }
    None
}

/// Over games between the Heuristic bots, at the police's decisions of the hunt that `asked`
/// picks, `answer` gives the same answer to the view of the game played and to that of a game
/// where Jack took another path the public record allows (the two views are the same); the
/// number of such positions checked, at least `wanted`.
fn same_answer_whatever_path_jack_took(
    wanted: usize,
    asked: impl Fn(DecisionKind) -> bool,
    answer: impl Fn(&Played, usize, &View) -> Answer,
) -> usize {
    let mut positions = 0;
    let mut seed = 0u64;
    while positions < wanted && seed < 20 {
        let played = play(GameConfig::new(2 + (seed % 5) as usize, 900 + seed), 4);
        for (i, police) in played.police.iter().enumerate() {
            if police.is_none() {
                continue;
            }
            let game = &played.states[i];
            let d = game.pending().expect("a decision");
            if !asked(d.kind) {
                continue;
            }
            let night_start = played.states[..i]
                .iter()
                .rposition(|s| s.night() != game.night())
                .map_or(0, |j| j + 1);
            let mut budget = 200;
            let Some(other) = other_path(
                &played,
                &played.states[night_start],
                night_start,
                i,
                &mut budget,
            ) else {
                continue;
            };
            if other.tonight_row() == game.tonight_row() {
                continue;
            }
            let view = game.view(Viewer::Police, Some(d.seat));
            let other_view = other.view(Viewer::Police, Some(d.seat));
            assert_eq!(view, other_view, "seed {seed}, answer {i}");
            assert_eq!(
                answer(&played, i, &view),
                answer(&played, i, &other_view),
                "seed {seed}, answer {i}"
            );
            positions += 1;
            if positions == wanted {
                break;
            }
        }
        seed += 1;
    }
    positions
}

/// (b) In the hunt, a police bot's answer is the same for another path of Jack's that the
/// public record allows: the police view is the same, and so is the answer.
#[test]
fn police_answer_the_same_whatever_path_jack_took() {
    let positions = same_answer_whatever_path_jack_took(
        200,
        |kind| {
            matches!(
                kind,
                DecisionKind::PoliceAction { .. } | DecisionKind::PoliceMove { .. }
            )
        },
        |played, i, view| played.police[i].clone().expect("the police").act(view),
    );
    assert!(positions >= 200, "{positions} positions");
}

/// (b) The Strong police, whose search draws Jack's paths from the public record, move a
/// policeman the same way for another path of Jack's the record allows.
#[test]
fn strong_police_move_the_same_whatever_path_jack_took() {
    let positions = same_answer_whatever_path_jack_took(
        200,
        |kind| matches!(kind, DecisionKind::PoliceMove { .. }),
        |_, i, view| StrongPolice::new(i as u64, STRONG_TEST_ITERATIONS).act(view),
    );
    assert!(positions >= 200, "{positions} positions");
}
