//! The cheating police, for measuring only: the Heuristic police told where Jack stands at
//! each of their decisions, everything else as the fair bot decides it. The gap between the
//! two is what not knowing his position costs the police (docs/bots.md).

use wc_engine::{Answer, Circle, View};

use super::HeuristicPolice;

#[derive(Clone, Debug, Default)]
pub struct OraclePolice {
    police: HeuristicPolice,
}

impl OraclePolice {
    pub fn new() -> OraclePolice {
        OraclePolice::default()
    }

    /// The answer to the police's `view` when Jack stands on `jack_at` (`None` before the
    /// kill, where the fair belief is kept).
    pub fn act_told(&mut self, view: &View, jack_at: Option<Circle>) -> Answer {
        let belief = self.police.belief(view);
        let belief = match jack_at {
            Some(at) => belief.told(at),
            None => belief,
        };
        HeuristicPolice::answer(view, &belief)
    }
}
