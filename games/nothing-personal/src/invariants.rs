//! The invariants of §15, checked between decisions.

use serde::{Deserialize, Serialize};

use crate::action::RerollKind;
use crate::decision::Phase;
use crate::event::Event;
use crate::ids::GangsterId;
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
    /// R15.17: a gangster at or over its threshold when the Feds' arrests were done, or
    /// Geraldo with 8 markers between decisions.
    OverThreshold,
    /// R15.14, R15.15: an income, action step or promotion repeated within its phase.
    OncePerPhase,
    /// R15.16: a gangster turned sideways other than by a successful Make a Move, or is still
    /// sideways after the Feds.
    Sideways,
    /// R15.19: the players' money changed by more than the bank paid or took.
    MoneyConservation,
    /// R15.20: Respect changed without an event saying so.
    RespectChanges,
    /// R15.22: Marco's free reroll twice in a round, or a fourth refused blackmail request.
    Limits,
    /// R15.24: a place left empty by the Family phase while the Gangster deck had cards.
    Vacancies,
}

/// Checks the invariants of §15 that speak of a history rather than of one state: it watches
/// the events of every applied action (used by `table selfplay --check`).
#[derive(Clone, Debug)]
pub struct Monitor {
    round: u8,
    income: Vec<GangsterId>,
    steps: Vec<GangsterId>,
    promoted: Vec<GangsterId>,
    marco: u32,
    refused: Vec<GangsterId>,
    money: i64,
    respect: i64,
    /// Gangsters a successful Make a Move is about to turn sideways (its two, once resolved).
    turning: u32,
}

fn totals(state: &GameState) -> (i64, i64) {
    let money = state
        .players
        .iter()
        .map(|p| i64::from(p.money) + i64::from(p.escrow))
        .sum();
    let respect = state.players.iter().map(|p| i64::from(p.respect)).sum();
    (money, respect)
}

fn once(seen: &mut Vec<GangsterId>, g: GangsterId) -> Result<(), Invariant> {
    if seen.contains(&g) {
        return Err(Invariant::OncePerPhase);
    }
    seen.push(g);
    Ok(())
}

impl Monitor {
    pub fn new(state: &GameState) -> Monitor {
        let (money, respect) = totals(state);
        Monitor {
            round: state.round,
            income: Vec::new(),
            steps: Vec::new(),
            promoted: Vec::new(),
            marco: 0,
            refused: Vec::new(),
            money,
            respect,
            turning: 0,
        }
    }

    /// Checks the state after an action and the events the action produced.
    ///
    /// # Errors
    /// The first [`Invariant`] that does not hold.
    pub fn observe(&mut self, state: &GameState, events: &[Event]) -> Result<(), Invariant> {
        let mut money = 0i64;
        let mut respect = 0i64;
        for e in events {
            match e {
                Event::PhaseStarted { phase, round } => match phase {
                    Phase::Crew => {
                        self.income.clear();
                        self.steps.clear();
                        self.refused.clear();
                    }
                    Phase::Family => self.promoted.clear(),
                    Phase::Commission if *round != self.round => {
                        self.round = *round;
                        self.marco = 0;
                    }
                    _ => {}
                },
                Event::IncomeStep { gangster } => once(&mut self.income, *gangster)?,
                Event::ActionStep { gangster } => once(&mut self.steps, *gangster)?,
                Event::Promoted { gangster, .. } => once(&mut self.promoted, *gangster)?,
                Event::Rerolled {
                    kind: RerollKind::FreeMarco,
                    ..
                } => {
                    self.marco += 1;
                    if self.marco > 1 {
                        return Err(Invariant::Limits);
                    }
                }
                Event::BlackmailAnswer {
                    gangster,
                    accepted: false,
                } => {
                    self.refused.push(*gangster);
                    if self.refused.iter().filter(|g| *g == gangster).count() > 3 {
                        return Err(Invariant::Limits);
                    }
                }
                Event::MoveResult {
                    success: true,
                    died: false,
                    ..
                } => self.turning += 2,
                Event::Sideways { sideways: true, .. } => {
                    if self.turning == 0 {
                        return Err(Invariant::Sideways);
                    }
                    self.turning -= 1;
                }
                Event::Fizzled { .. } => self.turning = 0,
                Event::Money { delta, .. } => money += delta,
                Event::Respect { delta, .. } => respect += delta,
                _ => {}
            }
        }
        let (now_money, now_respect) = totals(state);
        if now_money - self.money != money {
            return Err(Invariant::MoneyConservation);
        }
        if now_respect - self.respect != respect {
            return Err(Invariant::RespectChanges);
        }
        self.money = now_money;
        self.respect = now_respect;
        state.check_invariants()
    }
}

impl GameState {
    /// Checks every invariant of §15 that can be read off the state between decisions.
    ///
    /// # Errors
    /// The first [`Invariant`] that does not hold.
    pub fn check_invariants(&self) -> Result<(), Invariant> {
        if let Some(b) = self.breach {
            return Err(b);
        }
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
        let in_use = self.gangsters_in_use().count();
        if zones != in_use {
            return Err(Invariant::GangsterCards);
        }
        for place in Place::BOARD {
            if let Some(g) = self.at_place(place) {
                if self.gangster(g).zone != GZone::Board(place) {
                    return Err(Invariant::GangsterCards);
                }
            }
        }
        // R15.17: Geraldo carries at most 7 markers between decisions (R14.3.13).
        if self.pending.is_some() && self.over_marker_arrest().is_some() {
            return Err(Invariant::OverThreshold);
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
        // R15.16: nobody is sideways from the end of the Feds until a Make a Move in the Crew.
        if matches!(self.phase, Phase::Family | Phase::Commission | Phase::Setup)
            && board.iter().any(|g| self.gangster(*g).sideways)
        {
            return Err(Invariant::Sideways);
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
