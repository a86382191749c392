//! Games driven to a chosen position by play: a Jack who walks a given way or home, policemen
//! who walk to given crossings, and searches that never end the game.

use std::collections::VecDeque;

use wc_engine::{
    board, night_row, Answer, Circle, Crossing, CrossingSet, DecisionKind, GameState, JackMove,
    PoliceAction,
};

/// Applies `answer` for the seat asked; it must be legal.
pub fn play(game: &mut GameState, answer: Answer) {
    let d = game.pending().expect("a decision pending");
    if let Err(e) = game.apply(d.seat, answer.clone()) {
        panic!("{answer:?} refused at {:?}: {e:?}", d.kind);
    }
}

pub fn walk(to: u8) -> Answer {
    Answer::Jack(JackMove::Walk {
        to: Circle(to),
        declare: false,
    })
}

pub fn declare(to: u8) -> Answer {
    Answer::Jack(JackMove::Walk {
        to: Circle(to),
        declare: true,
    })
}

/// The police steps it takes from each crossing to `to`, ignoring other policemen.
fn police_distances(to: Crossing) -> Vec<u32> {
    let b = board();
    let mut far = vec![u32::MAX; 256];
    far[usize::from(to.0)] = 0;
    let mut queue = VecDeque::from([to]);
    while let Some(x) = queue.pop_front() {
        for y in b.police_steps(x).members() {
            if far[usize::from(y.0)] == u32::MAX {
                far[usize::from(y.0)] = far[usize::from(x.0)] + 1;
                queue.push_back(y);
            }
        }
    }
    far
}

/// The normal moves it takes from each circle to `home` while policemen stand on `blocked`.
pub fn walks_to(home: Circle, blocked: &CrossingSet) -> Vec<u32> {
    let b = board();
    let moves: Vec<(Circle, Vec<Circle>)> = b
        .circles()
        .map(|d| (d, b.normal_moves(d, blocked).members().collect()))
        .collect();
    let mut far = vec![u32::MAX; 196];
    far[usize::from(home.0)] = 0;
    let mut queue = VecDeque::from([home]);
    while let Some(c) = queue.pop_front() {
        for (d, to) in &moves {
            if far[usize::from(d.0)] == u32::MAX && to.contains(&c) {
                far[usize::from(d.0)] = far[usize::from(c.0)] + 1;
                queue.push_back(*d);
            }
        }
    }
    far
}

/// Jack's walk nearest `goal` under tonight's policemen, declaring the escape when `goal` is
/// his hideout and he reaches it.
pub fn walk_towards(game: &GameState, goal: Circle) -> Answer {
    let far = walks_to(goal, &game.policemen_crossings());
    let home = game.hideout() == Some(goal);
    game.legal_answers()
        .into_iter()
        .filter(|a| match a {
            Answer::Jack(JackMove::Walk { to, declare }) => *declare == (home && *to == goal),
            _ => false,
        })
        .min_by_key(|a| match a {
            Answer::Jack(m) => far[usize::from(m.end().0)],
            _ => u32::MAX,
        })
        .expect("a walk")
}

/// The police's answer: each policeman walks towards his target (or stays without one), and
/// acts without ever arresting Jack: a search if he may, else an arrest elsewhere, else a pass.
pub fn police_answer(game: &GameState, targets: &[Option<u8>; 5]) -> Answer {
    let d = game.pending().expect("pending");
    let legal = game.legal_answers();
    match d.kind {
        DecisionKind::PoliceMove { policeman } => {
            let here = game.policemen()[policeman.index()].expect("on the board");
            let Some(target) = targets[policeman.index()] else {
                return Answer::MoveTo(here);
            };
            let far = police_distances(Crossing(target));
            legal
                .into_iter()
                .min_by_key(|a| match a {
                    Answer::MoveTo(y) => (far[usize::from(y.0)], u32::from(*y != here)),
                    _ => (u32::MAX, 0),
                })
                .expect("a move")
        }
        DecisionKind::SearchMore { .. } => Answer::Police(PoliceAction::Stop),
        DecisionKind::PoliceAction { .. } => {
            let jack = game.jack_position();
            legal
                .iter()
                .find(|a| matches!(a, Answer::Police(PoliceAction::Search(_))))
                .or_else(|| {
                    legal.iter().find(|a| match a {
                        Answer::Police(PoliceAction::Arrest(c)) => Some(*c) != jack,
                        _ => true,
                    })
                })
                .cloned()
                .expect("an action that is no arrest of Jack")
        }
        other => panic!("{other:?} is not the police's"),
    }
}

/// Plays the hunt until `stop` holds or the game ends: Jack's moves from `jack`, the police by
/// [`police_answer`] towards `targets`.
pub fn hunt(
    game: &mut GameState,
    mut jack: impl FnMut(&GameState) -> Answer,
    targets: [Option<u8>; 5],
    stop: impl Fn(&GameState) -> bool,
) {
    for _ in 0..2_000 {
        if stop(game) || game.is_over() {
            return;
        }
        let kind = game.pending().expect("pending").kind;
        let answer = match kind {
            DecisionKind::JackMove => jack(game),
            _ => police_answer(game, &targets),
        };
        play(game, answer);
    }
    panic!("the hunt never stopped");
}

/// Places tonight's women with `victims` among the marked, the other marks and circles the
/// lowest free red circles, and the patrols by the first legal answer.
pub fn women_and_patrols(game: &mut GameState, victims: &[u8]) {
    let row = night_row(game.night());
    let free: Vec<Circle> = game.free_red_circles().members().collect();
    let mut used: Vec<Circle> = victims.iter().map(|v| Circle(*v)).collect();
    let others: Vec<Circle> = free
        .iter()
        .copied()
        .filter(|c| !used.contains(c))
        .take(row.women - victims.len())
        .collect();
    used.extend(others);
    let marked: Vec<Circle> = used
        .iter()
        .copied()
        .filter(|c| victims.contains(&c.0))
        .chain(
            used.iter()
                .copied()
                .filter(|c| !victims.contains(&c.0))
                .take(row.marked - victims.len()),
        )
        .collect();
    let unmarked = used
        .iter()
        .copied()
        .filter(|c| !marked.contains(c))
        .collect();
    play(game, Answer::Women { marked, unmarked });
    let patrols = game.default_answer().expect("patrols");
    play(game, patrols);
}

/// A whole night with no wait: the women and patrols as [`women_and_patrols`], the kill of
/// `victims` (two on night 3), then Jack walks home while the policemen stay.
pub fn escape_night(game: &mut GameState, victims: &[u8]) {
    escape_night_with(game, victims, [None; 5]);
}

/// As [`escape_night`], but the policemen walk to `targets` while Jack keeps near his first
/// victim, and he walks home once they are there.
pub fn escape_night_with(game: &mut GameState, victims: &[u8], targets: [Option<u8>; 5]) {
    let night = game.night();
    women_and_patrols(game, victims);
    let kill = match victims {
        [w] => Answer::Kill(Circle(*w)),
        [a, b] => Answer::DoubleKill(Circle(*a), Circle(*b)),
        _ => panic!("one or two victims"),
    };
    play(game, kill);
    linger_then_home(game, Circle(victims[0]), targets);
    assert!(
        game.night() == night + 1 || game.result().is_some_and(|r| r.nights.len() == 4),
        "Jack did not escape on night {night}: {:?}",
        game.result()
    );
}

/// Whether every policeman with a target stands on it.
pub fn arrived(game: &GameState, targets: &[Option<u8>; 5]) -> bool {
    targets
        .iter()
        .zip(game.policemen())
        .all(|(t, x)| t.is_none() || t.map(Crossing) == x)
}

/// The hunt until the night ends: Jack walks about `near`, never declaring, until the
/// policemen stand on `targets`; then he walks home.
pub fn linger_then_home(game: &mut GameState, near: Circle, targets: [Option<u8>; 5]) {
    let night = game.night();
    let home = game.hideout().expect("a hideout");
    let far = walks_to(near, &CrossingSet::EMPTY);
    hunt(
        game,
        |g| {
            if arrived(g, &targets) {
                return walk_towards(g, home);
            }
            g.legal_answers()
                .into_iter()
                .filter(|a| matches!(a, Answer::Jack(JackMove::Walk { declare: false, .. })))
                .min_by_key(|a| match a {
                    Answer::Jack(m) => far[usize::from(m.end().0)],
                    _ => u32::MAX,
                })
                .expect("a walk")
        },
        targets,
        |g| g.night() != night,
    );
    assert!(arrived(game, &targets) || game.is_over());
}
