//! The Heuristic bot: one step ahead, greedy. In a world dealt from what its seat knows, it
//! tries each candidate answer, lets the windows that follow close unanswered, and keeps the
//! answer after which the seat stands best against the leading other seat ([`value`]). Where a
//! die decides, it weighs each of the six faces equally.
//!
//! [`value`]: super::value

use np_engine::{Action, Answer, DecisionKind, Event, GameState, Knowledge, PlayerId};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use super::free_operations::shakedown_for_ante;
use super::negotiation::answer_deal;
use super::value::{standing, values};
use super::Bot;

/// Answers tried at most per decision; a larger list is sampled, Pass (or Decline) always in.
pub const CANDIDATES: usize = 48;
/// Window answers given while settling an answer's consequences.
const SETTLE_STEPS: usize = 64;

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct HeuristicBot {
    rng: ChaCha8Rng,
}

impl HeuristicBot {
    pub fn new(seed: u64) -> HeuristicBot {
        HeuristicBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    pub fn decide(&mut self, known: &Knowledge) -> Action {
        let seat = known.seat();
        let world = known.world(self.rng.next_u64());
        if let Some(action) = answer_without_search(&mut self.rng, &world, seat) {
            return action;
        }
        Action::Answer(best_answer(&mut self.rng, &world, seat).map_or(Answer::Pass, |(_, a)| a))
    }
}

impl Bot for HeuristicBot {
    fn act(&mut self, known: &Knowledge) -> Action {
        self.decide(known)
    }
}

/// The indices of the answers to try among `n`, in ascending order: all of them, or Pass (or
/// Decline, always first) and others drawn at random.
pub(crate) fn candidate_indices(rng: &mut ChaCha8Rng, n: usize) -> Vec<usize> {
    if n <= CANDIDATES {
        return (0..n).collect();
    }
    draw_indices(rng, n, CANDIDATES, vec![0])
}

/// `picked` and other indices below `len` drawn at random, `count` in all, in ascending order
/// (`count` at most `len`).
pub(crate) fn draw_indices(
    rng: &mut ChaCha8Rng,
    len: usize,
    count: usize,
    mut picked: Vec<usize>,
) -> Vec<usize> {
    while picked.len() < count {
        let i = (rng.next_u64() % len as u64) as usize;
        if !picked.contains(&i) {
            picked.push(i);
        }
    }
    picked.sort_unstable();
    picked
}

/// A sealed petition offer (R12.6.2): a quarter of the seat's money, at most $5.
pub(crate) fn petition_offer(game: &GameState, seat: PlayerId) -> u32 {
    (game.player(seat).money / 4).min(5)
}

/// What the Heuristic and the Strong bot answer without weighing answers one against another:
/// a sealed petition's offer, a deal put to the seat ([`negotiation`]), a shakedown that pays
/// for the ante ([`free_operations`]).
///
/// [`negotiation`]: super::negotiation
/// [`free_operations`]: super::free_operations
pub(crate) fn answer_without_search(
    rng: &mut ChaCha8Rng,
    world: &GameState,
    seat: PlayerId,
) -> Option<Action> {
    match world.pending().map(|d| &d.kind) {
        Some(DecisionKind::TiePetition { .. }) => {
            Some(Action::Answer(Answer::Offer(petition_offer(world, seat))))
        }
        Some(
            DecisionKind::TradeAnswer { from, .. } | DecisionKind::BlackmailAnswer { from, .. },
        ) => Some(Action::Answer(answer_deal(world, seat, *from))),
        _ => shakedown_for_ante(rng, world, seat).map(Action::Shakedown),
    }
}

/// The candidate answer after which the seat stands best, with that standing; the first one
/// on a tie.
pub(crate) fn best_answer(
    rng: &mut ChaCha8Rng,
    world: &GameState,
    seat: PlayerId,
) -> Option<(f64, Answer)> {
    let mut best: Option<(f64, Answer)> = None;
    for i in candidate_indices(rng, world.legal_count()) {
        let Some(answer) = world.legal_answer(i) else {
            continue;
        };
        let score = expected_standing(world, seat, &answer);
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, answer));
        }
    }
    best
}

/// How the seat stands after `answer`, averaged over the faces of the first die it rolls.
pub(crate) fn expected_standing(world: &GameState, seat: PlayerId, answer: &Answer) -> f64 {
    let worlds = settled_worlds(world, seat, answer);
    if worlds.is_empty() {
        return f64::NEG_INFINITY;
    }
    let total: f64 = worlds.iter().map(|w| standing(&values(w), seat)).sum();
    total / worlds.len() as f64
}

/// Every seat's value after `answer`, averaged over the faces of the first die it rolls;
/// `None` if the answer is refused.
pub(crate) fn expected_values(
    world: &GameState,
    seat: PlayerId,
    answer: &Answer,
) -> Option<Vec<f64>> {
    let worlds = settled_worlds(world, seat, answer);
    let mut total = vec![0.0; world.player_count()];
    for w in &worlds {
        for (t, v) in total.iter_mut().zip(values(w)) {
            *t += v;
        }
    }
    (!worlds.is_empty()).then(|| total.iter().map(|t| t / worlds.len() as f64).collect())
}

/// The game after `answer` once the windows in front of the seat are declined: one world, or
/// one per face of the first die the answer rolls; none if the answer is refused.
fn settled_worlds(world: &GameState, seat: PlayerId, answer: &Answer) -> Vec<GameState> {
    let mut w = world.clone();
    let Ok(events) = w.apply(seat, Action::Answer(answer.clone())) else {
        return Vec::new();
    };
    let die = events.iter().find_map(|e| match e {
        Event::DieRolled { die, .. } => Some(*die),
        _ => None,
    });
    let Some(die) = die else {
        return vec![settled(w)];
    };
    (0..6u8)
        .map(|side| {
            let mut w = world.clone();
            w.force_faces(vec![die.face(side)]);
            w.apply_without_events(seat, Action::Answer(answer.clone()))
                .ok()
                .map(|()| settled(w))
        })
        .collect::<Option<Vec<_>>>()
        .unwrap_or_default()
}

/// The game once the reroll and response windows in front of it are declined.
fn settled(mut w: GameState) -> GameState {
    for _ in 0..SETTLE_STEPS {
        let Some(d) = w.pending() else {
            break;
        };
        if !matches!(
            d.kind,
            DecisionKind::Reroll { .. } | DecisionKind::Response { .. }
        ) {
            break;
        }
        let who = d.seat;
        if w.apply_without_events(who, Action::Answer(Answer::Decline))
            .is_err()
        {
            break;
        }
    }
    w
}
