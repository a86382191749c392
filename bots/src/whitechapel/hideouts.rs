//! The police's hideout candidates across nights (WC11.1.5): `H` starts as every circle and,
//! after each night Jack got home, keeps the circles where the tracker can place him at his
//! escape.
//!
//! Every view holds the public record of the nights before tonight (WC9.1.1), so `H` follows
//! from the view alone: a bot asked afresh for each answer knows as much as one that watched
//! the whole game. The last `H` is kept with the records it came from, and only a night not
//! yet counted is run through the tracker.

use wc_engine::{board, CircleSet, Hideouts, PublicStep, Tracker, View, DEFAULT_CAP};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HideoutCandidates {
    /// The nights' records `hideouts` counts, in order.
    nights: Vec<Vec<PublicStep>>,
    hideouts: Hideouts,
}

impl Default for HideoutCandidates {
    fn default() -> HideoutCandidates {
        HideoutCandidates {
            nights: Vec::new(),
            hideouts: Hideouts::new(board(), false),
        }
    }
}

impl HideoutCandidates {
    /// `H` after the nights before `view`'s: the nights kept are reused while the view's
    /// records extend them, and counted again from the first night otherwise (another game).
    pub fn of(&mut self, view: &View) -> CircleSet {
        if !view.earlier.starts_with(&self.nights) {
            *self = HideoutCandidates::default();
        }
        for record in &view.earlier[self.nights.len()..] {
            if let Some(home) = Tracker::follow(board(), record, DEFAULT_CAP).home() {
                self.hideouts.night_over(&home);
            }
            self.nights.push(record.clone());
        }
        self.hideouts.candidates()
    }
}
