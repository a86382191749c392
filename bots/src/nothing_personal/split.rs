//! Compound answers split into smaller choices for the Strong bot's tree: a decision with more
//! answers than the Heuristic weighs is first a choice of a **head** — which card and which way
//! of playing it (R4.3.1 a–c), or which kind of Crew action (R6.4.1 a–c) — and then of the rest:
//! the ante or offer and the targets. Every head of the decision is weighed, each by a few of
//! its answers; a head's answers are weighed when the search first enters it. Both are ordered
//! as the Heuristic would rank them.

use np_engine::{Answer, CardId, CrewChoice, GameState, PlayMode, PlayerId};
use rand_chacha::ChaCha8Rng;

use super::heuristic::{draw_indices, expected_standing, CANDIDATES};
use crate::search::Step;

/// Answers of a head weighed to rank the head among the others.
const WEIGHED_PER_HEAD: usize = 4;
/// Answers of a head weighed to order its answers once the search enters it.
const WEIGHED_IN_HEAD: usize = 16;

/// The first, smaller choice of a compound answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Head {
    /// This card, played for placement, for its ability or for a single marker.
    Play { card: CardId, way: Way },
    /// The position action, the card's action ability with this index, or Make a Move; asked
    /// for or taken.
    Crew(CrewKind),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Way {
    Placement,
    Ability,
    Single,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CrewKind {
    Position,
    Ability(u8),
    MakeMove,
}

/// The head of a compound answer; `None` for an answer that is one choice.
pub(crate) fn head_of(answer: &Answer) -> Option<Head> {
    match answer {
        Answer::Play(play) => Some(Head::Play {
            card: play.card,
            way: match play.mode {
                PlayMode::Placement { .. } => Way::Placement,
                PlayMode::Ability(_) => Way::Ability,
                PlayMode::Single(_) => Way::Single,
            },
        }),
        Answer::Crew(choice) | Answer::Request { choice, .. } => Some(Head::Crew(match choice {
            CrewChoice::Position(_) => CrewKind::Position,
            CrewChoice::Ability { index, .. } => CrewKind::Ability(*index),
            CrewChoice::MakeMove { .. } => CrewKind::MakeMove,
        })),
        _ => None,
    }
}

/// Whether the pending decision is split into a head and the rest: when it has more answers
/// than the Heuristic weighs.
pub(crate) fn splits(world: &GameState) -> bool {
    world.legal_count() > CANDIDATES
}

/// The choices of a split decision, best first: each head weighed by a few of its answers (the
/// best of them counts), and each answer without a head (Pass) alone.
pub(crate) fn head_steps(
    rng: &mut ChaCha8Rng,
    world: &GameState,
    seat: PlayerId,
) -> Vec<Step<Head, Answer>> {
    let list = world.legal_list();
    let mut groups: Vec<(Option<Head>, Vec<Answer>)> = Vec::new();
    for answer in list.iter() {
        let head = head_of(answer);
        match groups
            .iter_mut()
            .find(|(h, _)| head.is_some() && *h == head)
        {
            Some((_, answers)) => answers.push(answer.clone()),
            None => groups.push((head, vec![answer.clone()])),
        }
    }
    let mut scored: Vec<(f64, Step<Head, Answer>)> = groups
        .into_iter()
        .filter_map(|(head, answers)| {
            let weighed = ranked(rng, world, seat, &answers, WEIGHED_PER_HEAD);
            let (score, best) = weighed.first()?.clone();
            let step = match head {
                Some(head) if answers.len() > 1 => Step::Head {
                    head,
                    weighed: weighed.into_iter().map(|(_, a)| a).collect(),
                },
                _ => Step::Answer(best),
            };
            Some((score, step))
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().map(|(_, s)| s).collect()
}

/// The answers of `head` in `world`, best first: those that weighed it and others of it.
pub(crate) fn answers_in_head(
    rng: &mut ChaCha8Rng,
    world: &GameState,
    seat: PlayerId,
    head: Head,
    weighed: &[Answer],
) -> Vec<Answer> {
    let list = world.legal_list();
    let others: Vec<Answer> = list
        .iter()
        .filter(|a| head_of(a) == Some(head) && !weighed.contains(a))
        .cloned()
        .collect();
    let mut all: Vec<Answer> = weighed
        .iter()
        .filter(|a| list.contains(a))
        .cloned()
        .collect();
    all.extend(sample(
        rng,
        &others,
        WEIGHED_IN_HEAD.saturating_sub(all.len()),
    ));
    ranked(rng, world, seat, &all, all.len())
        .into_iter()
        .map(|(_, a)| a)
        .collect()
}

/// Up to `n` of `answers` weighed one step ahead, best first.
fn ranked(
    rng: &mut ChaCha8Rng,
    world: &GameState,
    seat: PlayerId,
    answers: &[Answer],
    n: usize,
) -> Vec<(f64, Answer)> {
    let mut scored: Vec<(f64, Answer)> = sample(rng, answers, n)
        .into_iter()
        .map(|a| (expected_standing(world, seat, &a), a))
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored
}

/// Up to `n` of `answers`: the cheapest (the lowest ante or offer) first, drawn at random
/// among themselves if there are more, and a quarter of `n` drawn from the dearer ones.
fn sample(rng: &mut ChaCha8Rng, answers: &[Answer], n: usize) -> Vec<Answer> {
    if answers.len() <= n {
        return answers.to_vec();
    }
    let lowest = answers.iter().map(price).min().unwrap_or(0);
    let (cheap, dear): (Vec<&Answer>, Vec<&Answer>) =
        answers.iter().partition(|a| price(a) == lowest);
    let dear_share = (n / 4).min(dear.len());
    let mut picked = draw(rng, &cheap, n - dear_share);
    let rest = n - picked.len();
    picked.extend(draw(rng, &dear, rest));
    picked
}

/// `n` of `from` drawn at random without repetition, in their order.
fn draw(rng: &mut ChaCha8Rng, from: &[&Answer], n: usize) -> Vec<Answer> {
    if from.len() <= n {
        return from.iter().map(|a| (*a).clone()).collect();
    }
    draw_indices(rng, from.len(), n, Vec::new())
        .into_iter()
        .map(|i| from[i].clone())
        .collect()
}

/// The money an answer puts down: a play's ante (R4.4.2) or a request's offer (R12.7.2).
fn price(answer: &Answer) -> u32 {
    match answer {
        Answer::Play(play) => play.ante,
        Answer::Request { offer, .. } => *offer,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use np_engine::{Action, GameConfig, GameState};
    use rand_chacha::ChaCha8Rng;
    use rand_core::{RngCore, SeedableRng};

    use super::{answers_in_head, head_of, head_steps, splits};
    use crate::nothing_personal::heuristic::expected_standing;
    use crate::search::Step;

    /// Decisions with more answers than the Heuristic weighs, from seeded random games.
    fn split_positions() -> Vec<GameState> {
        let mut found = Vec::new();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for seed in 0..12u64 {
            let mut game = GameState::new(GameConfig::new(3 + (seed % 3) as usize, seed)).unwrap();
            while let Some(seat) = game.pending().map(|d| d.seat) {
                if splits(&game) && found.len() < 4 * (seed as usize + 1) {
                    found.push(game.clone());
                }
                let n = game.legal_count() as u64;
                let answer = game.legal_answer((rng.next_u64() % n) as usize).unwrap();
                game.apply(seat, Action::Answer(answer)).unwrap();
            }
        }
        found
    }

    #[test]
    fn a_split_decision_offers_every_head_once_and_each_head_only_its_own_legal_answers() {
        let positions = split_positions();
        assert!(positions.len() >= 20, "{} positions", positions.len());
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        for game in &positions {
            let seat = game.pending().unwrap().seat;
            let list = game.legal_list();
            let steps = head_steps(&mut rng, game, seat);
            // Every answer of the decision is reachable: through its head, or alone.
            for answer in list.iter() {
                let reachable = steps.iter().any(|s| match s {
                    Step::Answer(a) => a == answer,
                    Step::Head { head, .. } => head_of(answer) == Some(*head),
                });
                assert!(reachable, "{answer:?} is in no step");
            }
            for (i, step) in steps.iter().enumerate() {
                assert!(
                    !steps[..i].iter().any(|s| s.same(step)),
                    "{step:?} offered twice"
                );
                let Step::Head { head, weighed } = step else {
                    continue;
                };
                assert!(!weighed.is_empty() && weighed.len() <= super::WEIGHED_PER_HEAD);
                let inside = answers_in_head(&mut rng, game, seat, *head, weighed);
                assert!(weighed.iter().all(|a| inside.contains(a)));
                assert!(inside.len() <= super::WEIGHED_IN_HEAD.max(weighed.len()));
                for answer in weighed.iter().chain(&inside) {
                    assert_eq!(head_of(answer), Some(*head), "{answer:?}");
                    assert!(list.contains(answer), "{answer:?} is not legal");
                }
                // Best first, as the Heuristic weighs them.
                let scores: Vec<f64> = inside
                    .iter()
                    .map(|a| expected_standing(game, seat, a))
                    .collect();
                assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
            }
        }
    }
}
