//! Final scoring and ranking (R10.2–R10.4).

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use crate::board;
use crate::cards::CardValue;
use crate::crew::face_value;
use crate::decision::{ControlPurpose, Phase, RollPurpose, WindowKind};
use crate::dice::{Die, Face};
use crate::event::Event;
use crate::flow::Task;
use crate::ids::{GangsterId, PlayerId};
use crate::report::Report;
use crate::state::GameState;

/// R10.2.3: each card sells for $8.
pub const CARD_SALE: u32 = 8;
pub const SHAKEDOWN: u32 = 8;

/// The step of R10.3–R10.4 that put a player above the next one in the final ranking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RankStep {
    /// More Respect (R10.3.1).
    Respect,
    /// The ring holder (R10.4.1).
    Ring,
    /// A higher solely controlled position (R10.4.2).
    HighestPosition,
    /// More money left (R10.4.3).
    Money,
    /// More own markers on board gangsters (R10.4.4).
    MarkersOnBoard,
    /// More cards in hand before the sale (R10.4.5).
    HandSize,
    /// The final Number-die rolls (R10.4.6).
    Dice,
}

impl RankStep {
    /// The steps compared in order (R10.3.1, R10.4.1–R10.4.5); the dice decide what they leave tied.
    const COMPARED: [RankStep; 6] = [
        RankStep::Respect,
        RankStep::Ring,
        RankStep::HighestPosition,
        RankStep::Money,
        RankStep::MarkersOnBoard,
        RankStep::HandSize,
    ];
}

impl GameState {
    pub(crate) fn final_start(&mut self, ev: &mut Report) {
        self.phase = Phase::FinalScoring;
        ev.push(Event::PhaseStarted {
            round: self.round,
            phase: Phase::FinalScoring,
        });
        self.push(Task::FinalScore(9));
        // R10.2.1.
        self.open_window(WindowKind::Final, ev);
    }

    /// R10.2.2: positions 9 down to 1 score for their controllers.
    pub(crate) fn final_score(&mut self, p: u8) {
        if p == 0 {
            self.push(Task::FinalSell);
            return;
        }
        self.push(Task::FinalScore(p - 1));
        let Some(g) = self.at(p) else { return };
        let rolled = matches!(self.card(g).card_respect, CardValue::Rolled(_));
        self.push(Task::FinalPay { p, g, rolled });
        if rolled {
            // R13.2.3: one roll for final scoring, after the controller is known.
            self.push(Task::Roll {
                die: Die::Number,
                purpose: RollPurpose::RolledValue,
                roller: self.ring,
            });
        }
        self.push(Task::Control {
            g,
            purpose: ControlPurpose::FinalScoring,
        });
    }

    pub(crate) fn final_pay(&mut self, p: u8, g: GangsterId, rolled: bool, ev: &mut Report) {
        let card = if rolled {
            face_value(self.reg.faces.pop())
        } else {
            self.fixed_card_respect(g).unwrap_or(0)
        };
        let Some(seat) = self.reg.controllers.pop().flatten() else {
            return;
        };
        let value = card + board::respect_mod(p);
        self.gain_respect(seat, value, ev);
        ev.push(Event::Scored {
            seat,
            gangster: Some(g),
            respect: value,
        });
    }

    /// R10.2.3–R10.2.5 and the ranking of R10.3.
    pub(crate) fn final_sell(&mut self, ev: &mut Report) {
        self.final_hands = self.players.iter().map(|p| p.hand.len() as u32).collect();
        for i in 0..self.n() {
            let seat = PlayerId(i as u8);
            let hand = std::mem::take(&mut self.pl(seat).hand);
            let count = hand.len() as u32;
            for c in hand {
                self.discard.push(c);
            }
            if count > 0 {
                ev.push(Event::CardsSold { seat, count });
                self.change_money(seat, i64::from(count * CARD_SALE), ev);
            }
            let conv = self.player(seat).money / 10;
            if conv > 0 {
                self.change_money(seat, -i64::from(conv * 10), ev);
                self.gain_respect(seat, conv as i32, ev);
                // R10.2.4: the conversion as one event, for the Respect breakdown.
                ev.push(Event::Converted {
                    seat,
                    money: conv * 10,
                    respect: conv,
                });
            }
        }
        self.ranking = self.rank(ev);
        self.phase = Phase::GameOver;
        ev.push(Event::GameOver {
            ranking: self.ranking.clone(),
        });
    }

    /// R10.4.2: the highest position among the active gangsters a player solely controls.
    fn highest_sole(&self, p: PlayerId) -> u8 {
        self.solely_controlled(p)
            .filter_map(|g| self.position_of(g))
            .max()
            .unwrap_or(0)
    }

    /// R10.4.4: own markers on board gangsters.
    fn markers_on_board(&self, p: PlayerId) -> u32 {
        self.board_iter()
            .map(|g| u32::from(self.gangster(g).markers[p.index()]))
            .sum()
    }

    /// How one step orders `a` against `b`: `Less` when it puts `a` first.
    fn order_by(&self, step: RankStep, a: PlayerId, b: PlayerId) -> Ordering {
        let pa = self.player(a);
        let pb = self.player(b);
        match step {
            // R10.3.1.
            RankStep::Respect => pb.respect.cmp(&pa.respect),
            // R10.4.1.
            RankStep::Ring => (b == self.ring).cmp(&(a == self.ring)),
            // R10.4.2.
            RankStep::HighestPosition => self.highest_sole(b).cmp(&self.highest_sole(a)),
            // R10.4.3.
            RankStep::Money => pb.money.cmp(&pa.money),
            // R10.4.4.
            RankStep::MarkersOnBoard => self.markers_on_board(b).cmp(&self.markers_on_board(a)),
            // R10.4.5.
            RankStep::HandSize => self.final_hands[b.index()].cmp(&self.final_hands[a.index()]),
            // R10.4.6: rolled in `roll_off`, never compared.
            RankStep::Dice => Ordering::Equal,
        }
    }

    /// The first compared step that separates `a` and `b`, with its order; `None` when only
    /// the dice can (R10.4.6).
    fn separating_step(&self, a: PlayerId, b: PlayerId) -> Option<(RankStep, Ordering)> {
        RankStep::COMPARED
            .into_iter()
            .map(|step| (step, self.order_by(step, a, b)))
            .find(|(_, order)| order.is_ne())
    }

    /// R10.3, R10.4.1–R10.4.5; remaining ties go to the dice (R10.4.6).
    fn compare(&self, a: PlayerId, b: PlayerId) -> Ordering {
        self.separating_step(a, b)
            .map_or(Ordering::Equal, |(_, order)| order)
    }

    /// For each i, the step that ranked `ranking()[i]` above `ranking()[i + 1]`; empty until the game is over.
    pub fn ranking_steps(&self) -> Vec<RankStep> {
        self.ranking
            .windows(2)
            .map(|pair| {
                self.separating_step(pair[0], pair[1])
                    .map_or(RankStep::Dice, |(step, _)| step)
            })
            .collect()
    }

    /// Hand sizes recorded at R10.2.3 before the cards were sold; empty until then.
    pub fn final_hand_sizes(&self) -> &[u32] {
        &self.final_hands
    }

    fn rank(&mut self, ev: &mut Report) -> Vec<PlayerId> {
        let mut seats = self.turn_order();
        seats.sort_by(|a, b| self.compare(*a, *b));
        let groups: Vec<Vec<PlayerId>> = seats
            .chunk_by(|a, b| self.compare(*a, *b) == Ordering::Equal)
            .map(<[PlayerId]>::to_vec)
            .collect();
        let mut out = Vec::new();
        for mut group in groups {
            self.roll_off(&mut group, ev);
            out.extend(group);
        }
        out
    }

    /// R10.4.6: the tied players roll the Number die in turn order, highest first; ties roll again.
    fn roll_off(&mut self, group: &mut Vec<PlayerId>, ev: &mut Report) {
        if group.len() < 2 {
            return;
        }
        let mut rolls: Vec<(PlayerId, u8)> = group
            .iter()
            .map(|p| {
                let f = self.chance.roll(Die::Number);
                ev.push(Event::DieRolled {
                    die: Die::Number,
                    face: f,
                    purpose: RollPurpose::FinalTieBreak,
                });
                (*p, if let Face::Number(n) = f { n } else { 0 })
            })
            .collect();
        rolls.sort_by_key(|r| std::cmp::Reverse(r.1));
        let mut result = Vec::new();
        for tied in rolls.chunk_by(|a, b| a.1 == b.1) {
            let mut tied: Vec<PlayerId> = tied.iter().map(|r| r.0).collect();
            self.roll_off(&mut tied, ev);
            result.extend(tied);
        }
        *group = result;
    }
}
