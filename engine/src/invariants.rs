//! The invariants of §15, checked between decisions.

use serde::{Deserialize, Serialize};

use crate::decision::Phase;
use crate::ids::{Colour, Place, NEUTRAL_SLOT};
use crate::state::{
    GZone, GameState, BLACKMAIL_COINS, MARKERS_PER_FAMILY, NEUTRAL_MARKERS, OMERTA_COINS,
};

/// Which invariant of §15 does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Invariant {
    /// R15.1
    FamilyMarkers,
    /// R15.2
    NeutralMarkers,
    /// R15.3
    BlackmailCoins,
    /// R15.4
    OmertaCoins,
    /// R15.5
    InfluenceCards,
    /// R15.6, R15.7
    GangsterCards,
    /// R15.8
    MarkersOffBoard,
    /// R15.10
    Ring,
    /// R15.11
    CapoRing,
    /// R15.12
    Ante,
    /// R15.13
    Round,
    /// R15.18
    Pending,
    /// R15.9: escrow and money.
    Escrow,
}

impl GameState {
    /// Checks every invariant of §15 that can be read off the state between decisions.
    ///
    /// # Errors
    /// The first [`Invariant`] that does not hold.
    pub fn check_invariants(&self) -> Result<(), Invariant> {
        let board = self.board_gangsters();
        // R15.1, R15.2, R15.25 (markers are stored per colour).
        for (i, p) in self.players.iter().enumerate() {
            let on: u32 = board
                .iter()
                .map(|g| u32::from(self.gangster(*g).markers[i]))
                .sum();
            if on + u32::from(p.supply) != u32::from(MARKERS_PER_FAMILY) {
                return Err(Invariant::FamilyMarkers);
            }
        }
        let neutral: u32 = board
            .iter()
            .map(|g| u32::from(self.gangster(*g).markers[NEUTRAL_SLOT]))
            .sum();
        if neutral + u32::from(self.neutral_supply) != u32::from(NEUTRAL_MARKERS) {
            return Err(Invariant::NeutralMarkers);
        }
        // R15.3.
        let mut coins = 0u32;
        for g in &board {
            let st = self.gangster(*g);
            if let Some(c) = st.coin {
                coins += 1;
                if st.markers[c.slot()] == 0 {
                    return Err(Invariant::BlackmailCoins);
                }
                if let Colour::Family(p) = c {
                    if p.index() >= self.n() {
                        return Err(Invariant::BlackmailCoins);
                    }
                }
            }
        }
        if coins + u32::from(self.blackmail_supply) != u32::from(BLACKMAIL_COINS) {
            return Err(Invariant::BlackmailCoins);
        }
        // R15.4.
        let mut omerta = 0u32;
        for st in &self.gangsters {
            if st.omerta {
                omerta += 1;
                if !matches!(st.zone, GZone::Board(Place::Position(_))) {
                    return Err(Invariant::OmertaCoins);
                }
            }
            // R15.8.
            if !matches!(st.zone, GZone::Board(_)) && (st.marker_count() > 0 || st.coin.is_some()) {
                return Err(Invariant::MarkersOffBoard);
            }
        }
        if omerta + u32::from(self.omerta_supply) != u32::from(OMERTA_COINS) {
            return Err(Invariant::OmertaCoins);
        }
        // R15.5.
        let cards = self.influence_deck.len()
            + self.discard.len()
            + self.resolving.len()
            + self.players.iter().map(|p| p.hand.len()).sum::<usize>();
        if cards != crate::state::db().influence_count() {
            return Err(Invariant::InfluenceCards);
        }
        // R15.6, R15.7.
        let zones = self.gangster_deck.len()
            + board.len()
            + self.prison.len()
            + self.fishes.len()
            + self.set_aside.len();
        let in_use = crate::state::db().base_gangster_ids().count();
        if zones != in_use {
            return Err(Invariant::GangsterCards);
        }
        for (i, slot) in self.positions.iter().enumerate() {
            if let Some(g) = slot {
                if self.gangster(*g).zone != GZone::Board(Place::Position(i as u8 + 1)) {
                    return Err(Invariant::GangsterCards);
                }
            }
        }
        for (i, slot) in self.associates.iter().enumerate() {
            if let Some(g) = slot {
                if self.gangster(*g).zone != GZone::Board(Place::Associate(i as u8 + 1)) {
                    return Err(Invariant::GangsterCards);
                }
            }
        }
        // R15.10, R15.11.
        if self.ring.index() >= self.n() {
            return Err(Invariant::Ring);
        }
        if let Some(capo) = self.at(9) {
            if let Some(c) = self.sole_controller(capo) {
                if c != self.ring && self.pending.is_some() {
                    return Err(Invariant::CapoRing);
                }
            }
        }
        // R15.12, R15.13.
        if self.phase != Phase::Commission && self.ante != 0 {
            return Err(Invariant::Ante);
        }
        if !(1..=5).contains(&self.round) {
            return Err(Invariant::Round);
        }
        // R15.18.
        if (self.phase == Phase::GameOver) == self.pending.is_some() {
            return Err(Invariant::Pending);
        }
        // R15.9: escrow only while a petition or blackmail request is open.
        let escrow: u32 = self.players.iter().map(|p| p.escrow).sum();
        let open = self.stack.iter().any(|t| {
            matches!(
                t,
                crate::flow::Task::Petition { .. }
                    | crate::flow::Task::TieBreakAsk { .. }
                    | crate::flow::Task::BlackmailAnswerAsk { .. }
            )
        });
        if escrow > 0 && !open {
            return Err(Invariant::Escrow);
        }
        Ok(())
    }
}
