//! The police's hideout candidates across nights (WC11.1.5): `H` starts as every circle and,
//! after each night Jack escaped, keeps the circles where the tracker could place him then.
//!
//! The views hold tonight's record only, so the record of each night is kept as it was last
//! seen, with the policemen's crossings then: Jack's escape is a normal move under them from a
//! state the record allows. A record seen only in part (searches missed) gives a larger set of
//! positions, never a smaller one. Whatever the views show that does not extend what was kept
//! (another game, an earlier night) starts the memory again from that view.

use wc_engine::{board, CircleSet, CrossingSet, EntryKind, PublicStep, Tracker, View};

/// One night as the police last saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct NightSeen {
    night: u8,
    record: Vec<PublicStep>,
    policemen: CrossingSet,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HideoutCandidates {
    nights: Vec<NightSeen>,
    /// `H` after the nights before the last one seen.
    candidates: CircleSet,
}

impl Default for HideoutCandidates {
    fn default() -> HideoutCandidates {
        HideoutCandidates {
            nights: Vec::new(),
            candidates: board().circles().collect(),
        }
    }
}

impl HideoutCandidates {
    /// Takes in what `view` shows of tonight.
    pub fn observe(&mut self, view: &View) {
        let seen = NightSeen {
            night: view.night,
            record: view.tonight.clone(),
            policemen: view.policemen.iter().flatten().copied().collect(),
        };
        match self.nights.last_mut() {
            Some(last) if last.night == view.night => {
                if view.tonight.starts_with(&last.record) {
                    *last = seen;
                } else if !last.record.starts_with(&view.tonight) {
                    *self = HideoutCandidates::default();
                    self.nights.push(seen);
                }
            }
            Some(last) if last.night < view.night => {
                if let Some(home) = home_after(last) {
                    self.candidates = self
                        .candidates
                        .members()
                        .filter(|c| home.contains(*c))
                        .collect();
                }
                self.nights.push(seen);
            }
            _ => {
                *self = HideoutCandidates::default();
                self.nights.push(seen);
            }
        }
    }

    /// `H`: the circles the hideout can be on after the nights before the last one seen.
    pub fn candidates(&self) -> CircleSet {
        self.candidates
    }
}

/// Where Jack can have escaped to on a night seen: `None` if its kill was not seen.
fn home_after(night: &NightSeen) -> Option<CircleSet> {
    if !night
        .record
        .iter()
        .any(|s| matches!(s, PublicStep::Kill { .. }))
    {
        return None;
    }
    let mut record = night.record.clone();
    if record.last() != Some(&PublicStep::Escape) {
        record.push(PublicStep::Move {
            kind: EntryKind::Walk,
            policemen: night.policemen,
        });
        record.push(PublicStep::Escape);
    }
    Tracker::follow(board(), &record, wc_engine::DEFAULT_CAP).home()
}
