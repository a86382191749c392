//! The chances of a Make a Move (R6.7) or a whack (R6.8) before its die is rolled, for a front
//! end to show before a player confirms. Read from the same helpers the resolution uses
//! (`whack_of`, `choice_cost`, `shielded`, `fixed_card_respect`, `board::respect_mod`).

use serde::{Deserialize, Serialize};

use crate::action::CrewChoice;
use crate::board;
use crate::crew::{face_value, STAKE};
use crate::dice::{Die, Face};
use crate::ids::{GangsterId, PlayerId};
use crate::state::GameState;

/// The chances of a Make a Move (R6.7.3) or a whack (R6.8.5–R6.8.7) before its die is rolled.
///
/// The counted outcomes are the 6 faces of the Move or Whack die times the 6 faces of the
/// Number die. The Number die matters only when a card value is rolled (R13.2.3): the mover's
/// card Respect, or the target's in the shame check. At most one of the two is rolled (only
/// Dombino Crapshooti's values are, and a gangster never targets itself); when neither is,
/// every face of the first die counts 6 times.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Odds {
    /// Outcomes out of `Odds::TOTAL` (36: the die's six faces, times the Number die's six when a card value is rolled, R13.2.3).
    pub success: u32,
    /// Outcomes out of `Odds::TOTAL` that fail (R6.7.6, R6.8.6).
    pub failure: u32,
    /// Outcomes out of `Odds::TOTAL` where the acting gangster dies (R6.7.7, R6.8.7).
    pub death: u32,
    /// Of the successes, those where the shame rule (R6.9) cancels the Respect change.
    pub shameful: u32,
    /// Money paid at declaration (R6.3.6, R6.8.3: +$10 against the Capo).
    pub cost: u32,
    /// Respect the acting player gains on a success that is not shameful (4; Mike Fitz 0 R13.2.12; Baby Face Nelson 7 R14.3.9 if that card exists).
    pub gain: u32,
    /// Respect the target's controller loses on such a success (0 when Tom Vaselini's property shields it, R13.2.6).
    pub loss: u32,
    /// Respect the acting player loses on a failure or a death (4; 0 for Tom Vaselini's own Make a Move, R13.2.6).
    pub penalty: u32,
}

impl Odds {
    /// The number of equally likely outcomes counted.
    pub const TOTAL: u32 = 36;

    /// Counts one outcome.
    fn count(&mut self, outcome: RollOutcome, shameful: bool) {
        match outcome {
            RollOutcome::Success => self.success += 1,
            RollOutcome::Failure => self.failure += 1,
            RollOutcome::Death => self.death += 1,
        }
        if shameful {
            self.shameful += 1;
        }
    }
}

/// The sides of every die (R1.6).
const SIDES: u8 = 6;

/// What one final face of the Move or Whack die does (R6.7.3, R6.8.5–R6.8.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RollOutcome {
    Success,
    Failure,
    Death,
}

impl GameState {
    /// The odds of `choice` for the gangster `gangster` acting for the seat `_seat`, if the
    /// choice is a Make a Move or a whack (position action of the Third Guy or a card's whack
    /// ability); `None` for any other choice. The amounts are the rules' stakes; none of them
    /// depends on which seat acts, and R1.4.2 may still stop a loss at 0.
    pub fn odds(&self, _seat: PlayerId, gangster: GangsterId, choice: &CrewChoice) -> Option<Odds> {
        match choice {
            CrewChoice::MakeMove { target } => Some(self.move_odds(gangster, *target)),
            other => self.whack_odds(gangster, other),
        }
    }

    /// What `face` of the Move or Whack die would do to `choice` of `gangster` if it stood
    /// (R11.2.3), for a reroll window; `None` if the choice rolls neither, or if a rolled card
    /// Respect (R13.2.3) decides it.
    pub fn face_outcome(
        &self,
        gangster: GangsterId,
        choice: &CrewChoice,
        face: Face,
    ) -> Option<RollOutcome> {
        match choice {
            CrewChoice::MakeMove { target } => Some(move_outcome(
                face,
                self.fixed_card_respect(gangster)?,
                *target,
            )),
            other => self.whack_of(gangster, other).map(|_| whack_outcome(face)),
        }
    }

    /// R6.7.3–R6.7.7 against the occupant of position `q`.
    fn move_odds(&self, g: GangsterId, q: u8) -> Odds {
        let target = self.at(q);
        let mut odds = Odds {
            success: 0,
            failure: 0,
            death: 0,
            shameful: 0,
            // R6.7.1: Making a Move costs nothing.
            cost: 0,
            gain: STAKE as u32,
            // R13.2.6: no loss for the controller of Tom as the target, or for Tom's own Move.
            loss: if target.is_some_and(|t| self.shielded(t)) {
                0
            } else {
                STAKE as u32
            },
            penalty: if self.shielded(g) { 0 } else { STAKE as u32 },
        };
        for side in 0..SIDES {
            let face = Die::Move.face(side);
            for number in number_faces() {
                // R6.7.2, R13.2.3: a rolled card Respect takes this Number-die face.
                let card_respect = self.fixed_card_respect(g).unwrap_or(number);
                let outcome = move_outcome(face, card_respect, q);
                let shameful = outcome == RollOutcome::Success
                    && target.is_some_and(|t| self.shameful_on(t, q, number));
                odds.count(outcome, shameful);
            }
        }
        odds
    }

    /// R6.8.3–R6.8.7 for a choice that whacks (R6.8.1); `None` if it does not.
    fn whack_odds(&self, g: GangsterId, choice: &CrewChoice) -> Option<Odds> {
        let w = self.whack_of(g, choice)?;
        let mut odds = Odds {
            success: 0,
            failure: 0,
            death: 0,
            shameful: 0,
            // R6.8.3: +$10 against the Capo.
            cost: self.choice_cost(g, choice),
            gain: w.gain,
            // R13.2.6: Tom's controller loses nothing when Tom is whacked.
            loss: if self.shielded(w.target) { 0 } else { w.loss },
            // R6.8.6, R6.8.7: Tom's shield does not cover a failed whack.
            penalty: STAKE as u32,
        };
        let position = self.position_of(w.target);
        for side in 0..SIDES {
            let outcome = whack_outcome(Die::Whack.face(side));
            for number in number_faces() {
                let shameful = outcome == RollOutcome::Success
                    && position.is_some_and(|p| self.shameful_on(w.target, p, number));
                odds.count(outcome, shameful);
            }
        }
        Some(odds)
    }

    /// R6.9: whether target `t` in position `p` has a `gangsterRespect` of 0 or less, a rolled
    /// card Respect (R13.2.3) showing `number`.
    fn shameful_on(&self, t: GangsterId, p: u8, number: i32) -> bool {
        self.fixed_card_respect(t).unwrap_or(number) + board::respect_mod(p) <= 0
    }
}

/// The values of the Number die's faces (R1.6.3), read as the engine reads a rolled value.
fn number_faces() -> impl Iterator<Item = i32> {
    (0..SIDES).map(|side| face_value(Some(Die::Number.face(side))))
}

/// R6.7.3: Ring succeeds, Knife kills, a number face succeeds if it beats `q` with the card
/// Respect added (the position's modifier is not).
fn move_outcome(face: Face, card_respect: i32, q: u8) -> RollOutcome {
    match face {
        Face::Ring => RollOutcome::Success,
        Face::Knife => RollOutcome::Death,
        Face::Number(f) if i32::from(f) + card_respect > i32::from(q) => RollOutcome::Success,
        _ => RollOutcome::Failure,
    }
}

/// R6.8.5–R6.8.7: Gun or Ring succeeds, X fails, Knife kills.
fn whack_outcome(face: Face) -> RollOutcome {
    match face {
        Face::Gun | Face::Ring => RollOutcome::Success,
        Face::Knife => RollOutcome::Death,
        _ => RollOutcome::Failure,
    }
}
