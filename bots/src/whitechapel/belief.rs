//! What the police can believe of Jack from the public record (WC11.2): the tracker's states
//! weighted by their paths and by how well they still reach the likely hideouts, and the
//! hideout candidates weighted by their nearness to the crime scenes.

use wc_engine::{board, Circle, CircleSet, PublicStep, Tracker, View, DEFAULT_CAP, LAST_SPACE};

use super::distances::distances;
use super::jack_model::model;

/// Hideouts weighted at most, for the costlier measures.
const LIKELY_HOMES: usize = 12;

/// The weight kept by a state that can no longer reach any hideout in time.
const LOST_WEIGHT: f64 = 0.05;

pub struct Belief {
    record: Vec<PublicStep>,
    /// Where Jack can be now, each with its share of the weight (summing to 1); empty before
    /// the kill.
    pub positions: Vec<(Circle, f64)>,
    /// The likeliest hideouts with their shares of the whole of `H`, likeliest first.
    pub homes: Vec<(Circle, f64)>,
    /// Every hideout candidate with its share.
    all_homes: Vec<(Circle, f64)>,
    pub spaces_left: u8,
    /// The tracker's number of paths to each circle where Jack can be.
    paths: Vec<(Circle, u64)>,
    /// Jack's weight on each circle as the record weighs it (`positions`, unless the police
    /// were told where he is): what a search would find is weighed by it.
    recorded: Vec<(Circle, f64)>,
}

impl Belief {
    /// The belief from `view`'s public record, `h` being the hideout candidates.
    pub fn new(view: &View, h: &CircleSet) -> Belief {
        let d = distances();
        let mut all_homes: Vec<(Circle, f64)> = h
            .members()
            .map(|c| {
                let near = if view.crime_scenes.is_empty() {
                    0.0
                } else {
                    view.crime_scenes
                        .iter()
                        .map(|s| f64::from(d.between(c, *s)))
                        .sum::<f64>()
                        / view.crime_scenes.len() as f64
                };
                (c, (-near / 3.0).exp())
            })
            .collect();
        normalise(&mut all_homes);
        let mut homes = all_homes.clone();
        homes.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        homes.truncate(LIKELY_HOMES);
        let spaces_left = view.spaces_left().unwrap_or(LAST_SPACE);
        let mut belief = Belief {
            record: view.tonight.clone(),
            positions: Vec::new(),
            homes,
            all_homes,
            spaces_left,
            paths: Vec::new(),
            recorded: Vec::new(),
        };
        if !view.tonight.is_empty() {
            let tracker = Tracker::follow(board(), &view.tonight, DEFAULT_CAP);
            belief.paths = tracker.paths();
            let mut positions: Vec<(Circle, f64)> = belief
                .paths
                .iter()
                .map(|(p, n)| (*p, *n as f64 * belief.reach(*p)))
                .collect();
            normalise(&mut positions);
            belief.recorded = positions.clone();
            belief.positions = positions;
        }
        belief
    }

    /// The belief sharpened by the model of how Jack moves (`jack_model`): where he is and
    /// where he lives weighted by how well a Jack going home explains tonight's record. It is
    /// kept as it is where the model explains nothing.
    pub fn modelled(mut self, view: &View) -> Belief {
        if let Some(modelled) = model(view, &self.all_homes) {
            self.recorded = modelled.positions.clone();
            self.positions = modelled.positions;
            self.all_homes = modelled.homes;
            let mut homes = self.all_homes.clone();
            homes.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
            homes.truncate(LIKELY_HOMES);
            self.homes = homes;
        }
        self
    }

    /// The belief of police told that Jack stands on `at`: all his weight there. What a search
    /// would find is still weighed by the record's paths.
    pub fn told(mut self, at: Circle) -> Belief {
        self.positions = vec![(at, 1.0)];
        self
    }

    /// How well Jack on `p` can still reach a hideout in time.
    fn reach(&self, p: Circle) -> f64 {
        let d = distances();
        LOST_WEIGHT
            + self
                .all_homes
                .iter()
                .filter(|(h, _)| d.between(p, *h) <= self.spaces_left)
                .map(|(_, w)| w)
                .sum::<f64>()
    }

    /// Every hideout candidate with its share.
    pub fn home_weights(&self) -> &[(Circle, f64)] {
        &self.all_homes
    }

    /// Jack's weight on `c` now.
    pub fn share(&self, c: Circle) -> f64 {
        self.positions
            .iter()
            .find(|(p, _)| *p == c)
            .map_or(0.0, |(_, w)| *w)
    }

    /// The weight of the paths that have visited `c` tonight: what a search of `c` would find
    /// with a "yes". Each circle's weight is shared evenly among the paths that end there.
    pub fn visited_share(&self, c: Circle) -> f64 {
        let mut record = self.record.clone();
        record.push(PublicStep::Search {
            circle: c,
            clue: true,
        });
        let tracker = Tracker::follow(board(), &record, DEFAULT_CAP);
        if !tracker.exact() {
            return 1.0;
        }
        tracker
            .paths()
            .into_iter()
            .map(|(p, yes)| {
                let all = self
                    .paths
                    .binary_search_by_key(&p, |(c, _)| *c)
                    .map_or(0, |i| self.paths[i].1);
                let weight = self
                    .recorded
                    .binary_search_by_key(&p, |(c, _)| *c)
                    .map_or(0.0, |i| self.recorded[i].1);
                if all == 0 {
                    0.0
                } else {
                    weight * yes as f64 / all as f64
                }
            })
            .sum()
    }

    /// The weighted mean distance from `c` to the likely hideouts.
    pub fn distance_home(&self, c: Circle) -> f64 {
        let d = distances();
        let total: f64 = self.homes.iter().map(|(_, w)| w).sum();
        if total <= 0.0 {
            return 0.0;
        }
        self.homes
            .iter()
            .map(|(h, w)| w * f64::from(d.between(c, *h)))
            .sum::<f64>()
            / total
    }
}

/// Scales `weights` to sum to 1; their sum before.
pub(super) fn normalise(weights: &mut [(Circle, f64)]) -> f64 {
    let total: f64 = weights.iter().map(|(_, w)| w).sum();
    if total > 0.0 {
        for (_, w) in weights.iter_mut() {
            *w /= total;
        }
    }
    total
}
