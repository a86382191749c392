//! The card a counter window is open on (FB4.5, FB7), while it is answered: who plays it and
//! what it names, for the table to mark the family playing it and the mobsters or family it
//! targets. All of it is public (FB12.3.1).

use fb_engine::{DecisionKind, Mobster, PendingView, Played, PlayerId, Target, View};

/// How the card being countered concerns a family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FamilyConcern {
    /// Its player plays the card.
    Playing,
    /// The card names the player (a Payoff, FB6.6.1).
    Targeted,
}

/// The card in the open counter window, whoever is being asked.
pub fn countered(view: &View) -> Option<Played> {
    match view.pending? {
        PendingView::CounterWindow { .. } => view.resolving,
        PendingView::Decision(d) if d.kind == DecisionKind::CounterResponse => view.resolving,
        PendingView::Decision(_) => None,
    }
}

/// Whether the card names `m` as a target.
pub fn targets_mobster(played: &Played, m: Mobster) -> bool {
    match played.target {
        Target::Mobster(t) => t == m,
        Target::Pair(a, b)
        | Target::Swap {
            listed: a,
            substitute: b,
        }
        | Target::Shotgun {
            first: a,
            second: b,
        } => a == m || b == m,
        Target::Player(_) | Target::Nobody => false,
    }
}

/// How the card concerns the family of `seat`.
pub fn family_concern(played: &Played, seat: PlayerId) -> Option<FamilyConcern> {
    if played.seat == seat {
        Some(FamilyConcern::Playing)
    } else if played.target == Target::Player(seat) {
        Some(FamilyConcern::Targeted)
    } else {
        None
    }
}
