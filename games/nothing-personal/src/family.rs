//! The Family (R9): the Capo first, then one descending pass in tiers, then the Associates.

use crate::board::{self, ARROWS};
use crate::decision::{ControlPurpose, DecisionKind, Phase, WindowKind};
use crate::event::{Event, Zone};
use crate::flow::Task;
use crate::ids::{GangsterId, Place, PlayerId};
use crate::report::Report;
use crate::state::GameState;

impl GameState {
    pub(crate) fn family_start(&mut self, ev: &mut Report) {
        self.phase = Phase::Family;
        // R3.5: promoted flags cleared.
        for g in &mut self.gangsters {
            g.promoted = false;
        }
        ev.push(Event::PhaseStarted {
            round: self.round,
            phase: Phase::Family,
        });
        self.push(Task::FamilyCapo);
        self.open_window(WindowKind::PhaseStart(Phase::Family), ev);
    }

    /// Moves a candidate into a vacancy and marks it promoted (R9.4.4).
    pub(crate) fn promote(&mut self, g: GangsterId, to: Place, ev: &mut Report) {
        if self.place_of(g).is_some() {
            self.move_to(g, to, ev);
        } else if self.gangster_deck.last() == Some(&g) {
            self.gangster_deck.pop();
            self.put_on(g, to, Zone::Deck, ev);
        }
        self.gs(g).promoted = true;
        ev.push(Event::Promoted {
            gangster: g,
            place: to,
        });
    }

    /// R9.2: filling the Capo.
    pub(crate) fn family_capo(&mut self, ev: &mut Report) {
        self.push(Task::FamilyFill(8));
        if self.at(9).is_some() {
            return;
        }
        let vacancy = Place::Position(9);
        if let Some(g) = self.active_gangsters().first().copied() {
            // R9.2.1: the highest active gangster moves up automatically.
            self.promote(g, vacancy, ev);
            return;
        }
        let assoc: Vec<GangsterId> = self.associates.iter().flatten().copied().collect();
        match assoc.len() {
            0 => {
                if let Some(top) = self.gangster_deck.last().copied() {
                    self.promote(top, vacancy, ev);
                }
            }
            1 => self.promote(assoc[0], vacancy, ev),
            // R9.2.2: the ring holder chooses.
            _ => self.ask_appoint(vacancy, assoc, self.ring),
        }
    }

    /// R9.4.1: the first non-empty tier of candidates for vacancy v.
    pub fn candidates(&self, v: u8) -> Vec<GangsterId> {
        let unpromoted = |u: u8| self.at(u).filter(|g| !self.gangster(*g).promoted);
        let tier1: Vec<GangsterId> = ARROWS
            .iter()
            .filter(|(_, q)| *q == v)
            .filter_map(|(u, _)| unpromoted(*u))
            .collect();
        if !tier1.is_empty() {
            return tier1;
        }
        let tier2: Vec<GangsterId> = (1..v).rev().filter_map(unpromoted).collect();
        if !tier2.is_empty() {
            return tier2;
        }
        let tier3: Vec<GangsterId> = self.associates.iter().flatten().copied().collect();
        if !tier3.is_empty() {
            return tier3;
        }
        self.gangster_deck.last().copied().into_iter().collect()
    }

    /// R9.3: one descending pass, 8 down to 1.
    pub(crate) fn family_fill(&mut self, v: u8, ev: &mut Report) {
        if v == 0 {
            self.push(Task::FamilyAssociates);
            return;
        }
        self.push(Task::FamilyFill(v - 1));
        if self.at(v).is_some() {
            return;
        }
        let candidates = self.candidates(v);
        let vacancy = Place::Position(v);
        match candidates.len() {
            0 => {}
            1 => self.promote(candidates[0], vacancy, ev),
            _ => {
                // R9.5: the controller of the appointing position, else the ring holder.
                let appointing = board::position_info(v).and_then(|i| i.appointer);
                match appointing.and_then(|a| self.at(a)) {
                    Some(h) => {
                        self.push(Task::AppointWho {
                            vacancy,
                            candidates,
                        });
                        self.push(Task::Control {
                            g: h,
                            purpose: ControlPurpose::Appointment,
                        });
                    }
                    None => self.ask_appoint(vacancy, candidates, self.ring),
                }
            }
        }
    }

    pub(crate) fn ask_appoint(
        &mut self,
        vacancy: Place,
        candidates: Vec<GangsterId>,
        seat: PlayerId,
    ) {
        self.ask(
            seat,
            DecisionKind::Appoint {
                vacancy,
                candidates: candidates.clone(),
            },
            Task::AppointAsk {
                vacancy,
                candidates,
                seat,
            },
        );
    }

    /// R9.3.2: empty Associate spaces from the deck.
    pub(crate) fn family_associates(&mut self, ev: &mut Report) {
        for a in 1..=3u8 {
            if self.associate(a).is_none() {
                if let Some(top) = self.gangster_deck.pop() {
                    self.put_on(top, Place::Associate(a), Zone::Deck, ev);
                }
            }
        }
        // R15.24: every place is filled unless the Gangster deck ran out.
        let full = self.positions.iter().all(Option::is_some)
            && self.associates.iter().all(Option::is_some);
        if !full && !self.gangster_deck.is_empty() {
            self.breach
                .get_or_insert(crate::invariants::Invariant::Vacancies);
        }
        self.push(Task::Bookkeeping);
    }
}
