//! What one seat may see (FB12.3): all public information, its own hand, and its own pending
//! decision with the legal answers. Another seat's decision shows only its type and seat, and
//! a counter window only that it is open on a card (FB12.3.1, FB12.2.2).

use serde::{Deserialize, Serialize};

use crate::answer::Answer;
use crate::cards::{Ability, Card, Kind};
use crate::decision::Decision;
use crate::stage::{Played, Stage, Then};
use crate::state::{GameState, Mobster, Outcome, PlayerId};

/// One seat at the table, as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub family: u8,
    /// The row's mobster indices, ascending.
    pub row: Vec<u8>,
    pub hand_size: usize,
    /// The atomic effect that eliminated the seat (FB10.1.3); `None` while in the game.
    pub eliminated: Option<u32>,
}

/// The decision pending, as a seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PendingView {
    /// The seat's own decision, or another seat's of a type other than `COUNTER_RESPONSE`.
    Decision(Decision),
    /// Someone is being asked whether to counter `card`; who is not shown (FB12.2.2).
    CounterWindow { card: Kind },
}

/// What a seat (or a spectator, `seat: None`) may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: Option<PlayerId>,
    pub seats: Vec<SeatView>,
    /// The wall first.
    pub hit_list: Vec<Mobster>,
    /// In order of arrival.
    pub graveyard: Vec<Mobster>,
    pub war: Option<u8>,
    pub draw_pile: usize,
    /// The bottom first; public (FB1.5.1).
    pub discard: Vec<Card>,
    pub active: PlayerId,
    pub turn: u32,
    /// The card being resolved, with what it declared.
    pub resolving: Option<Played>,
    /// While a counter window is open, its order (FB4.5.3); who is asked is not shown.
    pub window_order: Vec<PlayerId>,
    /// An Intrigue's new order so far (FB6.4.2).
    pub intrigue: Vec<Mobster>,
    /// A Double Cross's or a Vendetta's mobsters each seat has still to give (FB5.6.2).
    pub quota: Vec<u8>,
    /// The next-turn holder: who countered this turn, or whose Celebrity was placed
    /// (FB3.3.1, FB13.2.7).
    pub turn_holder: Option<PlayerId>,
    /// The ability cards under mobsters in play (FB13.2.3).
    pub attached: Vec<(Mobster, Ability)>,
    /// The Butcher was used this turn, and the Hothead's extra play offered (FB13.3.4,
    /// FB13.3.8).
    pub butcher_used: bool,
    pub extra_play_offered: bool,
    /// While an ability's decision is pending: the cards still to draw (`DRAW_SOURCE`) and
    /// what the turn goes on with once it is answered.
    pub draw_left: u8,
    pub then: Option<Then>,
    /// Atomic effects so far, numbering eliminations.
    pub effects: u32,
    /// The seat's own hand, oldest first; empty for a spectator.
    pub hand: Vec<Card>,
    pub pending: Option<PendingView>,
    /// The seat's own legal answers, in canonical order; empty when another seat decides.
    pub legal: Vec<Answer>,
    pub outcome: Option<Outcome>,
}

impl GameState {
    /// The view of `seat`, or a spectator's with `None` (FB12.3.1).
    pub fn view(&self, seat: Option<PlayerId>) -> View {
        let pending = self.pending();
        let own = pending.is_some_and(|d| Some(d.seat) == seat);
        let resolving = self.stage.played().copied();
        View {
            seat,
            seats: self
                .seats()
                .map(|p| SeatView {
                    family: self.player(p).family,
                    row: self.player(p).row.clone(),
                    hand_size: self.player(p).hand.len(),
                    eliminated: self.eliminated[p.index()],
                })
                .collect(),
            hit_list: self.hit_list.clone(),
            graveyard: self.graveyard.clone(),
            war: self.war,
            draw_pile: self.draw_pile.len(),
            discard: self.discard.clone(),
            active: self.active,
            turn: self.turn,
            resolving,
            window_order: match (&self.stage, resolving) {
                (Stage::Window { .. }, Some(played)) => self.window_order(played.seat),
                _ => Vec::new(),
            },
            intrigue: match &self.stage {
                Stage::Intrigue { order, .. } => order.clone(),
                _ => Vec::new(),
            },
            quota: match &self.stage {
                Stage::Picks { quota, .. } => quota.clone(),
                _ => Vec::new(),
            },
            turn_holder: self.turn_holder,
            attached: self.attached.clone(),
            butcher_used: self.butcher_used,
            extra_play_offered: self.extra_play_offered,
            draw_left: match &self.stage {
                Stage::DrawSource { left, .. } => *left,
                _ => 0,
            },
            then: match &self.stage {
                Stage::DrawSource { then, .. } | Stage::Revenge { then, .. } => Some(*then),
                _ => None,
            },
            effects: self.effects,
            hand: seat
                .map(|p| self.player(p).hand.clone())
                .unwrap_or_default(),
            pending: pending.map(|d| match (&self.stage, resolving) {
                (Stage::Window { .. }, Some(played)) if !own => {
                    PendingView::CounterWindow { card: played.card }
                }
                _ => PendingView::Decision(d),
            }),
            legal: if own {
                self.legal_answers()
            } else {
                Vec::new()
            },
            outcome: self.result.clone(),
        }
    }
}
