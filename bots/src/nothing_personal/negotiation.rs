//! Answering a deal put to the seat — a trade proposal (R11.6) or a blackmail request (R12.7) —
//! apart from play but with the play's evaluation: the seat accepts when its own gain, less a
//! part of the best gain of another seat, clears a threshold that is higher when the seat that
//! asks leads (docs/bots.md).

use np_engine::{Answer, GameState, PlayerId};

use super::heuristic::expected_values;

/// How much of another seat's gain counts against the seat's own (λ).
const RIVAL_GAIN_WEIGHT: f64 = 0.5;
/// The net gain, in Respect, a deal must bring when the seat that asks leads the others (τ);
/// otherwise any net gain will do.
const MARGIN_AGAINST_LEADER: f64 = 0.5;

/// The answer to the deal `from` put to `seat`: the acceptance (with the cards it hands over)
/// of best net gain if that gain clears the threshold, otherwise a refusal.
pub(crate) fn answer_deal(world: &GameState, seat: PlayerId, from: PlayerId) -> Answer {
    let Some(refused) = expected_values(world, seat, &Answer::Refuse) else {
        return world.legal_answer(0).unwrap_or(Answer::Refuse);
    };
    let threshold = if asker_leads(&refused, from) {
        MARGIN_AGAINST_LEADER
    } else {
        0.0
    };
    let mut best: Option<(f64, Answer)> = None;
    for answer in world.legal_answers() {
        if !matches!(answer, Answer::Accept { .. }) {
            continue;
        }
        let Some(accepted) = expected_values(world, seat, &answer) else {
            continue;
        };
        let gain = net_gain(&refused, &accepted, seat);
        if gain > threshold && best.as_ref().is_none_or(|(g, _)| gain > *g) {
            best = Some((gain, answer));
        }
    }
    best.map_or(Answer::Refuse, |(_, a)| a)
}

/// ΔV(seat) − λ · max ΔV(other): the seat's gain from `before` to `after`, less part of the
/// best gain of any other seat.
fn net_gain(before: &[f64], after: &[f64], seat: PlayerId) -> f64 {
    let gain = |p: usize| after[p] - before[p];
    let rival = (0..before.len())
        .filter(|p| *p != seat.index())
        .map(gain)
        .fold(f64::NEG_INFINITY, f64::max);
    gain(seat.index()) - RIVAL_GAIN_WEIGHT * rival
}

/// Whether `from` has a higher value than every other seat.
fn asker_leads(values: &[f64], from: PlayerId) -> bool {
    (0..values.len())
        .filter(|p| *p != from.index())
        .all(|p| values[from.index()] > values[p])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_gain_counts_less_half_the_best_gain_of_another_seat() {
        let before = [10.0, 12.0, 8.0];
        let after = [11.0, 13.0, 8.5];
        // 1 − 0.5 × max(1, 0.5)
        assert!((net_gain(&before, &after, PlayerId(0)) - 0.5).abs() < 1e-9);
        // A deal that costs the others raises the seat's net gain.
        let after = [11.0, 11.0, 8.0];
        assert!((net_gain(&before, &after, PlayerId(0)) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn the_asker_leads_only_above_every_other_seat() {
        assert!(asker_leads(&[5.0, 9.0, 7.0], PlayerId(1)));
        assert!(!asker_leads(&[9.0, 9.0, 7.0], PlayerId(1)));
        assert!(!asker_leads(&[5.0, 6.0, 7.0], PlayerId(1)));
    }
}
