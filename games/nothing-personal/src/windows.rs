//! Response windows (R12.9–R12.12), reroll windows (R12.5) and tie-break petitions (R12.6).

use crate::cards::{Effect, Trigger, WindowClass};
use crate::decision::{ControlPurpose, DecisionKind, Phase, RollPurpose, WindowKind};
use crate::dice::{Die, Face};
use crate::event::Event;
use crate::flow::{Asking, Task};
use crate::ids::{GangsterId, PlayerId};
use crate::report::Report;
use crate::seats::Seats;
use crate::state::GameState;

/// The $5 surcharge of class C plays in the Crew (R6.14.1).
pub const CREW_SURCHARGE: u32 = 5;
/// The price of a reroll (R11.2.1).
pub const REROLL_COST: u32 = 10;

/// Which cards a window lets in (R12.10.1): the reactions to its trigger, class A cards
/// unless it is W-VACANCY, class C cards in the Crew phase; as the bits of [`WindowClass`].
pub(crate) struct WindowOpening(u8);

impl WindowOpening {
    /// The cost of playing a card of this class, or `None` if the window does not let it in:
    /// free for a reaction or a class A card, the Crew surcharge for a class C card.
    pub fn cost(&self, class: WindowClass) -> Option<u32> {
        match class.0 & self.0 {
            0 => None,
            WindowClass::DURING_CREW => Some(CREW_SURCHARGE),
            _ => Some(0),
        }
    }
}

impl GameState {
    /// Whether class C cards may be played in this window (R12.10.1).
    pub(crate) fn class_c_open(&self, kind: &WindowKind) -> bool {
        self.phase == Phase::Crew && !matches!(kind, WindowKind::Vacancy { .. })
    }

    /// Whether class A cards may be played in this window (R12.10.1).
    pub(crate) fn class_a_open(kind: &WindowKind) -> bool {
        !matches!(kind, WindowKind::Vacancy { .. })
    }

    /// The reaction trigger a window offers (R12.10).
    pub(crate) fn window_trigger(kind: &WindowKind) -> Option<Trigger> {
        match kind {
            WindowKind::Income { .. } => Some(Trigger::Income),
            WindowKind::Declared { whack: true } => Some(Trigger::WhackDeclared),
            WindowKind::WhackSuccess { .. } => Some(Trigger::WhackSuccess),
            _ => None,
        }
    }

    /// R12.11.1: whether a player is asked in a window: some card or ability fits the
    /// window, has a legal resolution, and is affordable counting shakedowns.
    pub(crate) fn window_eligible(
        &self,
        seat: PlayerId,
        kind: &WindowKind,
        open: &WindowOpening,
    ) -> bool {
        if let WindowKind::Vacancy { position } = kind {
            return self.leo_can_move(seat, *position);
        }
        let db = crate::state::db();
        let hand = &self.player(seat).hand;
        let reach = self.could_raise(seat, 1);
        let frank = self
            .frank_cancel_cost(seat, kind)
            .is_some_and(|cost| self.could_raise(seat, 0) >= cost);
        frank
            || hand.iter().any(|c| {
                open.cost(db.window_class(*c))
                    .is_some_and(|cost| reach >= cost && self.has_window_play(seat, *c, kind))
            })
    }

    /// Whether the pending decision is a response window in which its seat has no eligible
    /// play (R12.9.2), so that Decline is all it can answer: a seat the table asks in every
    /// window (`GameConfig::asked_in_every_window`), or one that has sold since it was asked
    /// what it could have played.
    pub fn asked_for_nothing(&self) -> bool {
        self.pending().is_some_and(|d| match &d.kind {
            DecisionKind::Response { window } => {
                !self.window_eligible(d.seat, window, &self.window_opening(window))
            }
            _ => false,
        })
    }

    /// Whether `seat` is asked in this window with no eligible play: a seat the table asks in
    /// every window (`GameConfig::asked_in_every_window`) while it holds a card, in any window
    /// that lets cards in (all but W-VACANCY, whose only play is an ability everyone sees,
    /// R12.10.1).
    fn asked_anyway(&self, seat: PlayerId, kind: &WindowKind) -> bool {
        !matches!(kind, WindowKind::Vacancy { .. })
            && self.config.asked_in_every_window.contains(&seat)
            && !self.player(seat).hand.is_empty()
    }

    /// R14.3.1: what Frank Nitti's sole controller pays to cancel the whack declared, if Frank
    /// is active and the whack not yet cancelled.
    pub(crate) fn frank_cancel_cost(&self, seat: PlayerId, kind: &WindowKind) -> Option<u32> {
        if *kind != (WindowKind::Declared { whack: true })
            || self.whack.as_ref().is_none_or(|w| w.cancelled)
        {
            return None;
        }
        crate::state::db()
            .ability_holders()
            .iter()
            .find_map(|(e, g, _)| match e {
                Effect::PayToCancelWhack { cost }
                    if self.is_active(*g) && self.sole_controller(*g) == Some(seat) =>
                {
                    Some(*cost)
                }
                _ => None,
            })
    }

    /// Which cards a window lets in, and at what cost (R12.10.1).
    pub(crate) fn window_opening(&self, kind: &WindowKind) -> WindowOpening {
        WindowOpening(
            Self::window_trigger(kind).map_or(0, WindowClass::reaction)
                | (if Self::class_a_open(kind) {
                    WindowClass::CLASS_A
                } else {
                    0
                })
                | (if self.class_c_open(kind) {
                    WindowClass::DURING_CREW
                } else {
                    0
                }),
        )
    }

    /// The cost of playing card c in a window, or `None` if it is not eligible there.
    pub(crate) fn window_cost(&self, c: crate::ids::CardId, kind: &WindowKind) -> Option<u32> {
        self.window_opening(kind)
            .cost(crate::state::db().window_class(c))
    }

    /// R13.2.11: Leo's sole controller may move an active Leo into the vacancy.
    pub(crate) fn leo_can_move(&self, seat: PlayerId, position: u8) -> bool {
        self.at(position).is_none() && self.phase != Phase::Family && self.leo(seat).is_some()
    }

    pub(crate) fn leo(&self, seat: PlayerId) -> Option<GangsterId> {
        self.exercisable(Effect::MoveIntoVacancy, seat)
            .filter(|g| self.is_active(*g))
    }

    pub(crate) fn window_step(&mut self, kind: WindowKind, mut asking: Asking, ev: &mut Report) {
        let n = asking.players;
        let open = self.window_opening(&kind);
        while asking.declines < n {
            let seat = asking.seat();
            if self.window_eligible(seat, &kind, &open) || self.asked_anyway(seat, &kind) {
                self.ask(
                    seat,
                    DecisionKind::Response {
                        window: kind.clone(),
                    },
                    Task::Window { kind, asking },
                );
                return;
            }
            asking = asking.next(false);
        }
        ev.push(Event::WindowClosed { window: kind });
    }

    // ----- dice and rerolls (R12.5) -----

    pub(crate) fn roll(
        &mut self,
        die: Die,
        purpose: RollPurpose,
        roller: PlayerId,
        ev: &mut Report,
    ) {
        let face = self.chance.roll(die);
        ev.push(Event::DieRolled { die, face, purpose });
        if purpose == RollPurpose::FinalTieBreak {
            self.reg.faces.push(face);
            return;
        }
        self.push(Task::Reroll {
            die,
            face,
            purpose,
            roller,
            asking: Asking::from(self.ring, self.n()),
        });
    }

    /// Free rerolls `seat` may use on this roll (R13.2.8, R13.2.9).
    pub(crate) fn free_rerolls(&self, seat: PlayerId, purpose: RollPurpose) -> (bool, bool) {
        let marco =
            !self.marco_used && self.exercisable(Effect::FreeRerollPerRound, seat).is_some();
        let morris = purpose == RollPurpose::Whack
            && self
                .whack
                .as_ref()
                .is_some_and(|w| w.morris && !w.morris_used && w.actor == seat);
        (marco, morris)
    }

    pub(crate) fn reroll_step(
        &mut self,
        die: Die,
        face: Face,
        purpose: RollPurpose,
        roller: PlayerId,
        mut asking: Asking,
    ) {
        let n = asking.players;
        while asking.declines < n {
            let seat = asking.seat();
            let free = || {
                let (marco, morris) = self.free_rerolls(seat, purpose);
                marco || morris
            };
            if self.could_raise(seat, 0) >= REROLL_COST || free() {
                self.ask(
                    seat,
                    DecisionKind::Reroll {
                        die,
                        face,
                        purpose,
                        roller,
                    },
                    Task::Reroll {
                        die,
                        face,
                        purpose,
                        roller,
                        asking,
                    },
                );
                return;
            }
            asking = asking.next(false);
        }
        // R12.5.5: the face showing now is final.
        self.reg.faces.push(face);
    }

    // ----- control and tie-breaks (R5.2, R5.4, R12.6) -----

    pub(crate) fn control_step(&mut self, g: GangsterId, purpose: ControlPurpose, ev: &mut Report) {
        let leaders = Seats::from_bits(self.leader_bits(g));
        match leaders.len() {
            0 => self.reg.controllers.push(None),
            1 => {
                let sole = leaders.in_turn_from(PlayerId(0), self.n()).next();
                self.reg.controllers.push(sole);
            }
            _ => {
                // R12.6.2: leaders other than the tiebreaker, in turn order from the ring holder.
                let asked = leaders.without(self.tiebreaker());
                ev.push(Event::Controller {
                    gangster: g,
                    seat: None,
                });
                self.push(Task::Petition {
                    g,
                    purpose,
                    leaders,
                    asked,
                    from: self.ring,
                    offers: Vec::new(),
                });
            }
        }
    }

    pub(crate) fn petition_step(
        &mut self,
        g: GangsterId,
        purpose: ControlPurpose,
        leaders: Seats,
        asked: Seats,
        from: PlayerId,
        offers: Vec<(PlayerId, u32)>,
    ) {
        let n = self.n();
        if let Some(first) = asked.in_turn_from(from, n).next() {
            self.ask(
                first,
                DecisionKind::TiePetition {
                    gangster: g,
                    purpose,
                    leaders: leaders.to_vec(n),
                },
                Task::Petition {
                    g,
                    purpose,
                    leaders,
                    asked,
                    from,
                    offers,
                },
            );
            return;
        }
        // R12.6.3: all offers are in and revealed; the tiebreaker chooses.
        self.ask(
            self.tiebreaker(),
            DecisionKind::TieBreak {
                gangster: g,
                purpose,
                leaders: leaders.to_vec(n),
                offers: offers.clone(),
            },
            Task::TieBreakAsk {
                g,
                purpose,
                leaders,
                offers,
            },
        );
    }

    /// R12.6.4 and R5.6.3: settles the escrows and records the chosen controller.
    pub(crate) fn settle_tie(
        &mut self,
        g: GangsterId,
        chosen: PlayerId,
        offers: Vec<(PlayerId, u32)>,
        ev: &mut Report,
    ) {
        let tb = self.tiebreaker();
        for (p, amount) in &offers {
            let pl = self.pl(*p);
            pl.escrow -= amount;
            if *p == chosen && chosen != tb {
                self.pl(tb).money += amount;
                if *amount > 0 {
                    ev.push(Event::Transfer {
                        from: *p,
                        to: tb,
                        amount: *amount,
                    });
                }
            } else {
                self.pl(*p).money += amount;
            }
        }
        ev.push(Event::TieBreak {
            gangster: g,
            chosen,
            offers,
        });
        if self.at(9) == Some(g) {
            self.give_ring(chosen, ev);
        }
        self.reg.controllers.push(Some(chosen));
    }
}

#[cfg(test)]
mod tests {
    use super::{WindowOpening, CREW_SURCHARGE};
    use crate::cards::{Keyword, Trigger, WindowClass};

    /// R12.10.1: a window lets in the reactions to its trigger only, class A cards when class A
    /// is open, class C cards with the surcharge in the Crew phase; every card, every window.
    #[test]
    fn r12_10_1_a_window_lets_in_its_classes_at_their_cost() {
        let db = crate::cards::base_cards().expect("the base cards");
        let triggers = [
            None,
            Some(Trigger::Income),
            Some(Trigger::WhackDeclared),
            Some(Trigger::WhackSuccess),
        ];
        for trigger in triggers {
            for class_a in [false, true] {
                for class_c in [false, true] {
                    let open = WindowOpening(
                        trigger.map_or(0, WindowClass::reaction)
                            | if class_a { WindowClass::CLASS_A } else { 0 }
                            | if class_c { WindowClass::DURING_CREW } else { 0 },
                    );
                    for i in 0..db.influence_count() {
                        let id = crate::ids::CardId(i as u16);
                        let card = db.influence(id);
                        let expected = match card.reaction() {
                            Some(t) => (trigger == Some(t)).then_some(0),
                            None if class_a && card.is_class_a() => Some(0),
                            None if class_c && card.has(Keyword::PlayDuringCrew) => {
                                Some(CREW_SURCHARGE)
                            }
                            None => None,
                        };
                        let class = db.window_class(id);
                        assert_eq!(
                            open.cost(class),
                            expected,
                            "card {i}, {trigger:?}, A {class_a}, C {class_c}"
                        );
                    }
                }
            }
        }
    }
}
