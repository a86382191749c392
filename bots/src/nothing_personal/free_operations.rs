//! The free operations (R12.2) the Heuristic and the Strong bot make when they pay: a shakedown
//! (R11.1) that raises the ante of a play worth more than passing (R4.4.4).

use np_engine::{Action, Answer, CardId, DecisionKind, GameState, PlayerId};
use rand_chacha::ChaCha8Rng;

use super::heuristic::{best_answer, expected_standing};

/// At a Commission turn whose ante the seat cannot pay, the card to shake down if, after it,
/// the seat's best answer leaves it standing better than passing now.
pub(crate) fn shakedown_for_ante(
    rng: &mut ChaCha8Rng,
    world: &GameState,
    seat: PlayerId,
) -> Option<CardId> {
    if !short_of_ante(world, seat) {
        return None;
    }
    let passing = expected_standing(world, seat, &Answer::Pass);
    let mut best: Option<(f64, CardId)> = None;
    for &card in &world.player(seat).hand {
        let mut w = world.clone();
        if w.apply_without_events(seat, Action::Shakedown(card))
            .is_err()
        {
            continue;
        }
        let Some((score, _)) = best_answer(rng, &w, seat) else {
            continue;
        };
        if score > passing && best.is_none_or(|(s, _)| score > s) {
            best = Some((score, card));
        }
    }
    best.map(|(_, card)| card)
}

/// Whether the seat is at a Commission turn whose ante it cannot pay, with a card to shake down
/// and one left to play.
pub(crate) fn short_of_ante(world: &GameState, seat: PlayerId) -> bool {
    let Some(DecisionKind::CommissionTurn { ante, .. }) = world.pending().map(|d| &d.kind) else {
        return false;
    };
    let player = world.player(seat);
    player.money < *ante && player.hand.len() >= 2
}
