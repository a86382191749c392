//! The checks of checked self-play: at a decision, every listed answer applies and keeps every
//! invariant; answers drawn from the whole answer space are accepted only as a listed answer
//! (after normalisation, FB1.7) and, when refused, leave the game unchanged (FB11.1.3).

use serde::Serialize;
use table_chance::Seeded;

use crate::answer::{Answer, Target};
use crate::cards::{Card, Kind};
use crate::invariants::Invariant;
use crate::state::{GameState, Mobster, PlayerId};

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
        let space = self.answer_space();
        let mut pick = Seeded::new(sample);
        for _ in 0..PROBES.min(space.len()) {
            let answer = space[pick.below(space.len() as u32) as usize];
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

    /// Every answer of every shape naming the cards, mobsters and seats of this table.
    fn answer_space(&self) -> Vec<Answer> {
        let mobsters: Vec<Mobster> = self
            .seats()
            .flat_map(|p| (1..=9).map(move |i| (p, i)))
            .map(|(p, i)| self.mobster(p, i))
            .collect();
        let seat_fronts: Vec<Mobster> = self.seats().filter_map(|p| self.row_front(p)).collect();
        let mut targets = vec![Target::Nobody];
        targets.extend(mobsters.iter().map(|m| Target::Mobster(*m)));
        targets.extend(self.seats().map(Target::Player));
        for a in &seat_fronts {
            for b in &mobsters {
                targets.push(Target::Pair(*a, *b));
            }
        }
        for l in &mobsters {
            for s in &seat_fronts {
                targets.push(Target::Swap {
                    listed: *l,
                    substitute: *s,
                });
            }
        }
        let mut space = vec![Answer::Decline];
        for kind in Kind::ALL {
            space.push(Answer::Counter(kind));
            space.push(Answer::PlayWithoutEffect(Card::Action(kind)));
            space.extend(targets.iter().map(|t| Answer::Play {
                card: kind,
                target: *t,
            }));
        }
        space.extend(mobsters.iter().map(|m| Answer::Mobster(*m)));
        space
    }
}
