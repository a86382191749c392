//! The invariants of WC12 that a state alone can show, checked between decisions.

use crate::night_table::night_row;
use crate::result::EntryKind;
use crate::sets::{CircleSet, CrossingSet};
use crate::state::{GameState, Stage};

impl GameState {
    /// Checks the invariants of WC12; the first broken one, by its rule id.
    ///
    /// # Errors
    /// The id of the rule broken, such as `"WC12.1"`.
    pub fn check_invariants(&self) -> Result<(), &'static str> {
        let hunting = matches!(
            self.stage,
            Stage::JackMove
                | Stage::PoliceMove { .. }
                | Stage::PoliceAction { .. }
                | Stage::SearchMore { .. }
        );
        let standing: Vec<_> = self.policemen.iter().flatten().copied().collect();
        let distinct: CrossingSet = standing.iter().copied().collect();
        if hunting && (standing.len() != 5 || distinct.len() != 5) {
            return Err("WC12.1");
        }
        let tokens: CrossingSet = self.patrols.iter().map(|p| p.at).collect();
        if tokens.len() != self.patrols.len() || self.patrols.len() > 7 {
            return Err("WC12.1");
        }
        if let Some(pawn) = self.pawn {
            let last = self.nights.last().and_then(|n| n.last_space());
            if last != Some(pawn) || pawn > 20 {
                return Err("WC12.2");
            }
        }
        let waits = self.nights.last().map_or(0, |n| n.waits);
        let waiting = matches!(
            self.stage,
            Stage::KillOrWait | Stage::Wretched { .. } | Stage::Reveal
        );
        if waiting && (!(1..=5).contains(&self.time) || waits != 5 - self.time) {
            return Err("WC12.3");
        }
        let scenes: CircleSet = self.crime_scenes.iter().copied().collect();
        if scenes.len() != self.crime_scenes.len() || scenes.len() > 5 {
            return Err("WC12.4");
        }
        let killed_before: usize = (1..self.night).map(|n| night_row(n).victims).sum();
        if self.crime_scenes.len() < killed_before {
            return Err("WC12.4");
        }
        let row = night_row(self.night);
        if let Some(night) = self.nights.last() {
            if night.coaches_used > row.coaches
                || night.alleys_used > row.alleys
                || night.coaches_used + self.coaches > row.coaches
                || night.alleys_used + self.alleys > row.alleys
            {
                return Err("WC12.5");
            }
        }
        let tonight = self.tonight_row();
        let scenes_tonight = self.tonight_crime_scenes();
        if self
            .clues
            .members()
            .any(|c| !tonight.contains(c) || scenes_tonight.contains(c))
            || self.clues.len() > 19
        {
            return Err("WC12.7");
        }
        let wretched: CircleSet = self.wretched.iter().copied().collect();
        if wretched.len() != self.wretched.len() || wretched.members().any(|c| scenes.contains(c)) {
            return Err("WC12.8");
        }
        if !self.wretched.is_empty() && !waiting {
            return Err("WC12.8");
        }
        if self.pending().is_none() != self.is_over() {
            return Err("WC12.11");
        }
        if let Some(night) = self.nights.last() {
            let kills = night
                .row
                .iter()
                .filter(|e| e.kind == EntryKind::Kill)
                .count();
            if kills > row.victims {
                return Err("WC12.4");
            }
        }
        Ok(())
    }
}
