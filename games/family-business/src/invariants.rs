//! The invariants of FB §14 that the state alone shows, checked between decisions by tests and
//! self-play.

use serde::Serialize;

use crate::cards::Card;
use crate::deck::deck;
use crate::families::MOBSTERS;
use crate::state::{GameState, Outcome, HAND_LIMIT, LIBRARIAN_HAND_LIMIT};

/// An invariant of FB §14 that does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Invariant {
    /// FB14.1: a mobster of a family in use in no zone or in two.
    Mobsters,
    /// FB14.2: a mobster on the Hit List twice, or of a family not in use.
    HitList,
    /// FB14.3: the cards are not all in exactly one place.
    Cards,
    /// FB14.4: a hand over the limit, or an eliminated player holding cards.
    HandLimit,
    /// FB14.15: an ability card under a mobster not in play, or two under one mobster.
    Attached,
    /// FB14.5: a player in the game without a mobster in play, or out with one.
    InGame,
    /// FB14.7: a war with an empty list or a fire other than 1 or 2.
    War,
    /// FB14.6: fewer than two players in a running game, or an end with the wrong number left.
    Players,
    /// FB14.8: between decisions, no war although the list calls for one.
    WarDue,
    /// FB14.11: no decision pending in a running game, one pending after its end, one asked of
    /// a player out of the game, or one without a legal answer.
    Pending,
}

impl GameState {
    /// Checks the invariants of FB §14 the state alone shows.
    ///
    /// # Errors
    /// The first [`Invariant`] that does not hold.
    pub fn check_invariants(&self) -> Result<(), Invariant> {
        let in_use: Vec<u8> = self.players.iter().map(|p| p.family).collect();
        for (i, m) in self.hit_list.iter().enumerate() {
            if !in_use.contains(&m.family) || self.hit_list[..i].contains(m) {
                return Err(Invariant::HitList);
            }
        }
        for p in &self.players {
            for index in 1..=MOBSTERS as u8 {
                let here = |zone: &[crate::state::Mobster]| {
                    zone.iter()
                        .filter(|m| m.family == p.family && m.index == index)
                        .count()
                };
                let places = usize::from(p.row.contains(&index))
                    + here(&self.hit_list)
                    + here(&self.graveyard);
                if places != 1 {
                    return Err(Invariant::Mobsters);
                }
            }
        }
        if self
            .graveyard
            .iter()
            .chain(&self.hit_list)
            .any(|m| !in_use.contains(&m.family))
        {
            return Err(Invariant::Mobsters);
        }
        let mut cards: Vec<_> = self
            .draw_pile
            .iter()
            .chain(&self.discard)
            .chain(self.players.iter().flat_map(|p| &p.hand))
            .copied()
            .chain(self.attached.iter().map(|(_, a)| Card::Ability(*a)))
            .collect();
        cards.sort_unstable();
        let mut all = deck()
            .map_err(|_| Invariant::Cards)?
            .cards(self.config.advanced);
        all.sort_unstable();
        if cards != all {
            return Err(Invariant::Cards);
        }
        let limit = if self.config.advanced {
            LIBRARIAN_HAND_LIMIT
        } else {
            HAND_LIMIT
        };
        for (i, (m, _)) in self.attached.iter().enumerate() {
            let in_play = self.hit_list.contains(m)
                || self
                    .owner(m.family)
                    .is_some_and(|o| self.player(o).row.contains(&m.index));
            if !in_play || self.attached[..i].iter().any(|(c, _)| c == m) {
                return Err(Invariant::Attached);
            }
        }
        for p in self.seats() {
            let hand = self.player(p).hand.len();
            if hand > limit || (!self.in_game(p) && hand > 0) {
                return Err(Invariant::HandLimit);
            }
            if self.in_game(p) != (self.in_play(p) > 0) {
                return Err(Invariant::InGame);
            }
        }
        if let Some(fire) = self.war {
            if self.hit_list.is_empty() || !(1..=2).contains(&fire) {
                return Err(Invariant::War);
            }
        }
        let left = self.seats().filter(|p| self.in_game(*p)).count();
        let players_right = match &self.result {
            None => left >= 2,
            Some(Outcome::Win(winner)) => left == 1 && self.in_game(*winner),
            Some(Outcome::Draw(_)) => left == 0,
        };
        if !players_right {
            return Err(Invariant::Players);
        }
        if self.result.is_none() && self.war.is_none() && self.war_condition() {
            return Err(Invariant::WarDue);
        }
        let asked_right = match self.pending() {
            None => self.result.is_some(),
            Some(d) => {
                self.result.is_none() && self.in_game(d.seat) && !self.legal_answers().is_empty()
            }
        };
        if !asked_right {
            return Err(Invariant::Pending);
        }
        Ok(())
    }
}
