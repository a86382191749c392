//! The checks of checked self-play: at a decision, every listed answer applies and keeps every
//! invariant; answers drawn from the whole answer space are accepted only as a listed answer
//! (after normalisation, FB1.7) and, when refused, leave the game unchanged (FB11.1.3).

use serde::Serialize;
use table_chance::Seeded;

use crate::answer::{Answer, Target};
use crate::card_set::CardSet;
use crate::cards::{Ability, Card, Kind};
use crate::invariants::Invariant;
use crate::state::{GameState, PlayerId};

/// Answers from the whole space tried at each checked decision.
const PROBES: usize = 24;

/// What checked self-play found wrong at a decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum AuditFailure {
    /// A listed answer was refused.
    ListedRefused { answer: Answer },
    /// An invariant broke after a listed answer.
    Invariant {
        answer: Answer,
        invariant: Invariant,
    },
    /// An answer was accepted as one that is not listed.
    UnlistedAccepted { answer: Answer },
    /// A refused answer changed the game.
    RefusalChanged { answer: Answer },
}

impl GameState {
    /// Checks the pending decision as the module says; `sample` picks the probes.
    ///
    /// # Errors
    /// The first [`AuditFailure`].
    pub fn audit(&self, sample: u64) -> Result<(), AuditFailure> {
        let Some(decision) = self.pending() else {
            return Ok(());
        };
        let legal = self.legal_answers();
        for answer in &legal {
            let mut game = self.clone();
            if game.apply(decision.seat, *answer).is_err() {
                return Err(AuditFailure::ListedRefused { answer: *answer });
            }
            if let Err(invariant) = game.check_invariants() {
                return Err(AuditFailure::Invariant {
                    answer: *answer,
                    invariant,
                });
            }
        }
        let mut pick = Seeded::new(sample);
        for _ in 0..PROBES {
            let answer = self.probe(&mut pick);
            let seat = if pick.below(8) == 0 {
                PlayerId(pick.below(self.player_count() as u32) as u8)
            } else {
                decision.seat
            };
            match self.check(seat, answer) {
                Ok((_, normal)) if !legal.contains(&normal) => {
                    return Err(AuditFailure::UnlistedAccepted { answer });
                }
                Ok(_) => {}
                Err(_) => {
                    let mut game = self.clone();
                    if game.apply(seat, answer).is_ok() || game != *self {
                        return Err(AuditFailure::RefusalChanged { answer });
                    }
                }
            }
        }
        Ok(())
    }

    /// An answer of any shape naming any card, mobster of the table or seat.
    fn probe(&self, pick: &mut Seeded) -> Answer {
        let kind = Kind::ALL[pick.below(Kind::ALL.len() as u32) as usize];
        let ability = Ability::ALL[pick.below(Ability::ALL.len() as u32) as usize];
        let seats = self.player_count() as u32;
        let mobster = |pick: &mut Seeded| {
            let seat = PlayerId(pick.below(seats) as u8);
            self.mobster(seat, 1 + pick.below(9) as u8)
        };
        match pick.below(14) {
            0 => Answer::Decline,
            1 => Answer::Counter(kind),
            2 => Answer::PlayWithoutEffect(Card::Action(kind)),
            3 => Answer::Mobster(mobster(pick)),
            4 => Answer::Attach {
                ability,
                mobster: mobster(pick),
            },
            5 => {
                let hand = &self.player(self.active).hand;
                let cards: Vec<Card> = (0..pick.below(4))
                    .map(|_| match hand.get(pick.below(9) as usize) {
                        Some(card) => *card,
                        None => Card::Ability(ability),
                    })
                    .collect();
                CardSet::new(&cards).map_or(Answer::Skip, Answer::Butcher)
            }
            6 => [
                Answer::Skip,
                Answer::DrawPile,
                Answer::DiscardTop,
                Answer::Stop,
            ][pick.below(4) as usize],
            7 => Answer::PlayWithoutEffect(Card::Ability(ability)),
            _ => Answer::Play {
                card: kind,
                target: match pick.below(6) {
                    0 => Target::Nobody,
                    1 => Target::Mobster(mobster(pick)),
                    2 => Target::Player(PlayerId(pick.below(seats) as u8)),
                    3 => Target::Pair(mobster(pick), mobster(pick)),
                    4 => Target::Shotgun {
                        first: mobster(pick),
                        second: mobster(pick),
                    },
                    _ => Target::Swap {
                        listed: mobster(pick),
                        substitute: mobster(pick),
                    },
                },
            },
        }
    }
}
