//! The Crew (R6): income, action steps, Make a Move, whacks, blackmail permission.

use crate::action::{CrewChoice, Params};
use crate::board;
use crate::cards::{CardValue, Effect};
use crate::decision::{ControlPurpose, DecisionKind, Phase, RollPurpose, WindowKind};
use crate::declared::DeclaredAction;
use crate::dice::{Die, Face};
use crate::event::Event;
use crate::flow::Task;
use crate::ids::{Colour, GangsterId, PlayerId};
use crate::report::Report;
use crate::state::{GameState, WhackCtx};

/// Respect at stake in a Make a Move or a whack (R6.7.5, R6.8.5).
pub const STAKE: i32 = 4;
/// The Third Guy's whack cost (R6.5.1) and the Capo surcharge (R6.8.3).
pub const THIRD_GUY_COST: u32 = 10;
pub const CAPO_SURCHARGE: u32 = 10;

impl GameState {
    pub(crate) fn crew_start(&mut self, ev: &mut Report) {
        self.phase = Phase::Crew;
        // R3.5: flags cleared at the start of each Crew.
        for g in &mut self.gangsters {
            g.income_taken = false;
            g.step_taken = false;
        }
        self.silenced.clear();
        ev.push(Event::PhaseStarted {
            round: self.round,
            phase: Phase::Crew,
        });
        self.push(Task::Income(9));
        self.open_window(WindowKind::PhaseStart(Phase::Crew), ev);
    }

    // ----- income (R6.2) -----

    pub(crate) fn income(&mut self, p: u8, ev: &mut Report) {
        if p == 0 {
            self.push(Task::ActionStep(1));
            return;
        }
        match self.at(p) {
            Some(g) if !self.gangster(g).income_taken => {
                self.push(Task::IncomeAfterWindow { p, g });
                self.open_window(
                    WindowKind::Income {
                        position: p,
                        gangster: g,
                    },
                    ev,
                );
            }
            _ => self.push(Task::Income(p - 1)),
        }
    }

    pub(crate) fn income_after_window(&mut self, p: u8, g: GangsterId, ev: &mut Report) {
        if self.at(p) != Some(g) {
            // R6.2.2: the occupant changed during the window.
            self.push(Task::Income(p));
            return;
        }
        self.gs(g).income_taken = true;
        ev.push(Event::IncomeStep { gangster: g });
        self.push(Task::Income(p - 1));
        if self.silenced.iter().any(|(s, _)| *s == g) {
            // R13.1.9: a silenced gangster yields nothing.
            return;
        }
        self.push(Task::IncomeControlled { p, g });
        self.push(Task::Control {
            g,
            purpose: ControlPurpose::Income,
        });
    }

    pub(crate) fn income_controlled(&mut self, p: u8, g: GangsterId, ev: &mut Report) {
        let Some(seat) = self.reg.controllers.pop().flatten() else {
            return;
        };
        let card = self.card(g);
        let rolled_r = matches!(card.card_respect, CardValue::Rolled(_));
        let rolled_m = matches!(card.card_money, CardValue::Rolled(_));
        if rolled_r || rolled_m {
            // R13.2.3: roll for Respect first, then for money.
            self.push(Task::IncomePay { p, g, seat });
            if rolled_m {
                self.push(Task::Roll {
                    die: Die::Number,
                    purpose: RollPurpose::RolledValue,
                    roller: seat,
                });
            }
            if rolled_r {
                self.push(Task::Roll {
                    die: Die::Number,
                    purpose: RollPurpose::RolledValue,
                    roller: seat,
                });
            }
            return;
        }
        self.income_pay(p, g, seat, false, ev);
    }

    /// R6.2.4: the controller gains the gangster's Respect and money.
    pub(crate) fn income_pay(
        &mut self,
        p: u8,
        g: GangsterId,
        seat: PlayerId,
        rolled: bool,
        ev: &mut Report,
    ) {
        let (cr, cm) = if rolled {
            let card = self.card(g);
            let m = match card.card_money {
                CardValue::Rolled(_) => face_value(self.reg.faces.pop()),
                CardValue::Fixed(v) => v,
            };
            let r = match card.card_respect {
                CardValue::Rolled(_) => face_value(self.reg.faces.pop()),
                CardValue::Fixed(v) => v,
            };
            (r, m)
        } else {
            (
                self.fixed_card_respect(g).unwrap_or(0),
                self.fixed_card_money(g).unwrap_or(0),
            )
        };
        self.gain_respect(seat, cr + board::respect_mod(p), ev);
        self.change_money(seat, i64::from(cm + board::money_mod(p)), ev);
    }

    // ----- action steps (R6.3) -----

    pub(crate) fn action_step(&mut self, p: u8, ev: &mut Report) {
        if p > 9 {
            self.push(Task::FenceStart);
            return;
        }
        self.push(Task::ActionStep(p + 1));
        let Some(g) = self.at(p) else { return };
        if self.gangster(g).step_taken {
            return;
        }
        self.gs(g).step_taken = true;
        ev.push(Event::ActionStep { gangster: g });
        let st = self.gangster(g);
        if st.sideways || st.omerta {
            // R6.3.2, R6.12.2: deemed to pass; the Omerta coin goes back.
            self.return_omerta(g, ev);
            return;
        }
        self.push(Task::ActionAfterWindow { p, g });
        self.open_window(WindowKind::Action { position: p }, ev);
    }

    pub(crate) fn action_after_window(&mut self, p: u8, g: GangsterId) {
        if self.at(p) != Some(g) {
            // R6.3.3: another gangster in p gets its own step.
            if self.at(p).is_some_and(|h| !self.gangster(h).step_taken) {
                self.push(Task::ActionStep(p));
                // ActionStep(p) pushes ActionStep(p + 1) again; drop the older copy beneath.
                let len = self.stack.len();
                if len >= 2 && self.stack[len - 2] == Task::ActionStep(p + 1) {
                    self.stack.remove(len - 2);
                }
            }
            return;
        }
        self.push(Task::ActionControlled { p, g });
        self.push(Task::Control {
            g,
            purpose: ControlPurpose::Acting,
        });
    }

    pub(crate) fn blackmailer(&self, g: GangsterId) -> Option<PlayerId> {
        match self.gangster(g).coin {
            Some(Colour::Family(b)) => Some(b),
            _ => None,
        }
    }

    pub(crate) fn action_controlled(&mut self, p: u8, g: GangsterId, ev: &mut Report) {
        let Some(actor) = self.reg.controllers.pop().flatten() else {
            // R6.3.4: uncontrolled, deemed to pass.
            return;
        };
        ev.push(Event::Controller {
            gangster: g,
            seat: Some(actor),
        });
        self.ask_crew(p, g, actor, 0);
    }

    /// R6.3.5: the blackmail protocol or a plain CREW_ACTION.
    pub(crate) fn ask_crew(&mut self, p: u8, g: GangsterId, actor: PlayerId, refused: u8) {
        match self.blackmailer(g) {
            Some(b) if b != actor => self.ask(
                actor,
                DecisionKind::BlackmailRequest {
                    gangster: g,
                    position: p,
                    blackmailer: b,
                    refused,
                },
                Task::BlackmailAsk {
                    p,
                    g,
                    actor,
                    refused,
                },
            ),
            _ => self.ask(
                actor,
                DecisionKind::CrewAction {
                    gangster: g,
                    position: p,
                },
                Task::CrewAsk { p, g, actor },
            ),
        }
    }

    /// The whack a choice makes, if it is one (R6.8.1): target, base cost and stakes.
    pub(crate) fn whack_of(&self, g: GangsterId, choice: &CrewChoice) -> Option<WhackSpec> {
        match choice {
            CrewChoice::Position(Params::Gangster(t)) if self.position_of(g) == Some(1) => {
                Some(WhackSpec {
                    target: *t,
                    cost: THIRD_GUY_COST,
                    gain: STAKE as u32,
                    loss: STAKE as u32,
                    bounty: 0,
                })
            }
            CrewChoice::Ability {
                index,
                params: Params::Gangster(t),
            } => match self.card(g).abilities.get(usize::from(*index))?.effect {
                Effect::Whack {
                    cost,
                    gain,
                    loss,
                    bounty,
                } => Some(WhackSpec {
                    target: *t,
                    cost,
                    gain,
                    loss,
                    bounty,
                }),
                _ => None,
            },
            _ => None,
        }
    }

    /// The cost of a crew choice at declaration, as [`GameState::effect_cost`] prices its
    /// effect (R6.8.3, R14.3.10).
    pub(crate) fn choice_cost(&self, g: GangsterId, choice: &CrewChoice) -> u32 {
        let (effect, params) = match choice {
            CrewChoice::Position(params) => (self.position_of(g).and_then(position_effect), params),
            CrewChoice::Ability { index, params } => (
                self.card(g)
                    .abilities
                    .get(usize::from(*index))
                    .map(|a| a.effect),
                params,
            ),
            CrewChoice::MakeMove { .. } => return 0,
        };
        effect.map_or(0, |e| self.effect_cost(e, params.as_ref()))
    }

    /// R6.3.6: pay the costs, open W-DECLARED, then resolve.
    pub(crate) fn declare(
        &mut self,
        p: u8,
        g: GangsterId,
        actor: PlayerId,
        choice: CrewChoice,
        ev: &mut Report,
    ) {
        let cost = self.choice_cost(g, &choice);
        self.pay(actor, cost, ev);
        ev.push(Event::Declared {
            seat: actor,
            gangster: g,
            position: p,
            choice: choice.clone(),
        });
        self.declared = Some(DeclaredAction {
            seat: actor,
            gangster: g,
            position: p,
            choice: choice.clone(),
            victim_controller: None,
        });
        let whack = self.whack_of(g, &choice);
        if let Some(w) = whack.filter(|w| w.bounty > 0) {
            // R14.3.8: "Machine Gun" Kelly is paid as soon as the whack is declared.
            self.change_money(actor, i64::from(w.bounty), ev);
        }
        self.whack = whack.map(|w| WhackCtx {
            actor,
            whacker: g,
            target: w.target,
            gain: w.gain,
            loss: w.loss,
            cancelled: false,
            morris: self.card(g).has_effect(Effect::OwnWhackFreeReroll),
            morris_used: false,
            victim_markers: [0; 6],
            insured: Vec::new(),
        });
        self.push(Task::Resolve {
            p,
            g,
            actor,
            choice,
        });
        self.open_window(
            WindowKind::Declared {
                whack: whack.is_some(),
            },
            ev,
        );
    }

    pub(crate) fn resolve_action(
        &mut self,
        p: u8,
        g: GangsterId,
        actor: PlayerId,
        choice: CrewChoice,
        ev: &mut Report,
    ) {
        if let Some(w) = &self.whack {
            if w.cancelled {
                // R13.1.10: cancelled, no roll; the step is used.
                ev.push(Event::WhackCancelled { gangster: g });
                return;
            }
        }
        if self.at(p) != Some(g) || !self.crew_choice_targets_valid(p, g, actor, &choice) {
            // R6.3.6: fizzles; costs are not refunded.
            ev.push(Event::Fizzled { gangster: g });
            return;
        }
        match choice {
            CrewChoice::MakeMove { target } => {
                let rolled = matches!(self.card(g).card_respect, CardValue::Rolled(_));
                self.push(Task::MoveRoll {
                    g,
                    actor,
                    q: target,
                    rolled,
                });
                if rolled {
                    // R6.7.2, R13.2.3: roll Dombino's card Respect first.
                    self.push(Task::Roll {
                        die: Die::Number,
                        purpose: RollPurpose::RolledValue,
                        roller: actor,
                    });
                }
            }
            ref c => {
                if let Some(w) = self.whack_of(g, c) {
                    self.push(Task::WhackOutcome {
                        g,
                        actor,
                        t: w.target,
                    });
                    self.push(Task::Roll {
                        die: Die::Whack,
                        purpose: RollPurpose::Whack,
                        roller: actor,
                    });
                    return;
                }
                match c {
                    CrewChoice::Position(params) => {
                        if let Some(effect) = position_effect(p) {
                            self.apply_effect(actor, Some(g), effect, params.clone(), ev);
                        }
                    }
                    CrewChoice::Ability { index, params } => {
                        if let Some(a) = self.card(g).abilities.get(usize::from(*index)) {
                            self.apply_effect(actor, Some(g), a.effect, params.clone(), ev);
                        }
                    }
                    CrewChoice::MakeMove { .. } => {}
                }
            }
        }
    }

    // ----- Make a Move (R6.7) -----

    pub(crate) fn move_roll(&mut self, g: GangsterId, actor: PlayerId, q: u8, rolled: bool) {
        let card_respect = if rolled {
            face_value(self.reg.faces.pop())
        } else {
            self.fixed_card_respect(g).unwrap_or(0)
        };
        self.push(Task::MoveOutcome {
            g,
            actor,
            q,
            card_respect,
        });
        self.push(Task::Roll {
            die: Die::Move,
            purpose: RollPurpose::MakeMove,
            roller: actor,
        });
    }

    /// Whether the controller of g is protected from losing Respect by Tom Vaselini (R13.2.6).
    pub(crate) fn shielded(&self, g: GangsterId) -> bool {
        self.card(g).has_effect(Effect::ShieldsController)
    }

    pub(crate) fn move_outcome(
        &mut self,
        g: GangsterId,
        actor: PlayerId,
        q: u8,
        card_respect: i32,
        ev: &mut Report,
    ) {
        let face = self.reg.faces.pop().unwrap_or(Face::X);
        let success = match face {
            Face::Ring => true,
            Face::Number(f) => i32::from(f) + card_respect > i32::from(q),
            _ => false,
        };
        let died = face == Face::Knife;
        ev.push(Event::MoveResult {
            gangster: g,
            target: q,
            success,
            died,
        });
        if died {
            // R6.7.7.
            if !self.shielded(g) {
                self.gain_respect(actor, -STAKE, ev);
            }
            let from = self.position_of(g);
            self.remove_from_board(g, false, ev);
            if let Some(p) = from {
                self.push(Task::Vacancy(p));
            }
            return;
        }
        if !success {
            // R6.7.6.
            if !self.shielded(g) {
                self.gain_respect(actor, -STAKE, ev);
            }
            self.place_marker(g, Colour::Neutral, ev);
            return;
        }
        let Some(t) = self.at(q) else {
            ev.push(Event::Fizzled { gangster: g });
            return;
        };
        let rolled = matches!(self.card(t).card_respect, CardValue::Rolled(_));
        self.push(Task::MoveShame {
            g,
            actor,
            t,
            rolled,
        });
        if rolled {
            self.push(Task::Roll {
                die: Die::Number,
                purpose: RollPurpose::RolledValue,
                roller: actor,
            });
        }
    }

    /// R6.9: the target's gangsterRespect in the position it holds before the result.
    fn target_respect(&mut self, t: GangsterId, rolled: bool) -> i32 {
        let card = if rolled {
            face_value(self.reg.faces.pop())
        } else {
            self.fixed_card_respect(t).unwrap_or(0)
        };
        card + self.position_of(t).map_or(0, board::respect_mod)
    }

    pub(crate) fn move_shame(
        &mut self,
        g: GangsterId,
        actor: PlayerId,
        t: GangsterId,
        rolled: bool,
    ) {
        let shameful = self.target_respect(t, rolled) <= 0;
        let need_ctrl = !shameful && !self.shielded(t);
        self.push(Task::MoveApply {
            g,
            actor,
            t,
            shameful,
            need_ctrl,
        });
        if need_ctrl {
            self.push(Task::Control {
                g: t,
                purpose: ControlPurpose::RespectLoss,
            });
        }
    }

    /// R6.7.5 (2)–(6).
    pub(crate) fn move_apply(
        &mut self,
        g: GangsterId,
        actor: PlayerId,
        t: GangsterId,
        shameful: bool,
        need_ctrl: bool,
        ev: &mut Report,
    ) {
        let ctrl = if need_ctrl {
            self.reg.controllers.pop().flatten()
        } else {
            None
        };
        self.exchange(g, t, ev);
        for x in [g, t] {
            self.gs(x).sideways = true;
            ev.push(Event::Sideways {
                gangster: x,
                sideways: true,
            });
        }
        if shameful {
            ev.push(Event::Shameful { gangster: t });
        } else {
            self.gain_respect(actor, STAKE, ev);
            if let Some(c) = ctrl {
                self.gain_respect(c, -STAKE, ev);
            }
        }
        self.place_marker(g, Colour::Neutral, ev);
    }

    /// Antoine Bauza's roll (R14.3.10): the active gangster in the rolled position dies,
    /// unless the position is empty or Antoine's own. No Respect changes; not a whack.
    pub(crate) fn death_roll_outcome(&mut self, antoine: GangsterId, ev: &mut Report) {
        let Some(Face::Number(n)) = self.reg.faces.pop() else {
            return;
        };
        let Some(victim) = self.at(n).filter(|v| *v != antoine) else {
            return;
        };
        self.remove_from_board(victim, false, ev);
        self.push(Task::Vacancy(n));
    }

    // ----- whacks (R6.8) -----

    pub(crate) fn whack_outcome(
        &mut self,
        g: GangsterId,
        actor: PlayerId,
        t: GangsterId,
        ev: &mut Report,
    ) {
        let face = self.reg.faces.pop().unwrap_or(Face::X);
        let success = matches!(face, Face::Gun | Face::Ring);
        let died = face == Face::Knife;
        ev.push(Event::WhackResult {
            gangster: g,
            target: t,
            success,
            died,
        });
        if success {
            if !self.is_active(t) {
                ev.push(Event::Fizzled { gangster: g });
                return;
            }
            let rolled = matches!(self.card(t).card_respect, CardValue::Rolled(_));
            self.push(Task::WhackShame { actor, t, rolled });
            if rolled {
                self.push(Task::Roll {
                    die: Die::Number,
                    purpose: RollPurpose::RolledValue,
                    roller: actor,
                });
            }
            return;
        }
        // R6.8.6, R6.8.7: failure or death costs 4 (Tom's shield does not cover a failed whack).
        self.gain_respect(actor, -STAKE, ev);
        if died {
            let from = self.position_of(g);
            self.remove_from_board(g, false, ev);
            if let Some(p) = from {
                self.push(Task::Vacancy(p));
            }
        }
    }

    pub(crate) fn whack_shame(&mut self, actor: PlayerId, t: GangsterId, rolled: bool) {
        let shameful = self.target_respect(t, rolled) <= 0;
        let need_ctrl = !shameful && !self.shielded(t);
        self.push(Task::WhackApply {
            actor,
            t,
            shameful,
            need_ctrl,
        });
        if need_ctrl {
            self.push(Task::Control {
                g: t,
                purpose: ControlPurpose::RespectLoss,
            });
        }
    }

    /// R6.8.5 (1)–(4).
    pub(crate) fn whack_apply(
        &mut self,
        actor: PlayerId,
        t: GangsterId,
        shameful: bool,
        need_ctrl: bool,
        ev: &mut Report,
    ) {
        let ctrl = if need_ctrl {
            self.reg.controllers.pop().flatten()
        } else {
            None
        };
        let (gain, loss) = self
            .whack
            .as_ref()
            .map_or((STAKE, STAKE), |w| (w.gain as i32, w.loss as i32));
        let markers = self.gangster(t).markers;
        if let Some(w) = self.whack.as_mut() {
            w.victim_markers = markers;
        }
        if let Some(d) = self.declared.as_mut() {
            d.victim_controller = ctrl;
        }
        let from = self.position_of(t);
        self.remove_from_board(t, false, ev);
        if shameful {
            ev.push(Event::Shameful { gangster: t });
        } else {
            self.gain_respect(actor, gain, ev);
            if let Some(c) = ctrl {
                self.gain_respect(c, -loss, ev);
            }
        }
        if let Some(p) = from {
            self.push(Task::Vacancy(p));
        }
        self.open_window(WindowKind::WhackSuccess { victim: t }, ev);
    }
}

/// The number on a rolled Number die (R13.2.3).
pub(crate) fn face_value(face: Option<Face>) -> i32 {
    match face {
        Some(Face::Number(n)) => i32::from(n),
        _ => 0,
    }
}

/// A whack being declared (R6.8.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct WhackSpec {
    pub target: GangsterId,
    pub cost: u32,
    pub gain: u32,
    pub loss: u32,
    pub bounty: u32,
}

/// The effect of a position's action (R6.5); the Capo has none (R6.5.9).
pub fn position_effect(p: u8) -> Option<Effect> {
    Some(match p {
        1 => Effect::Whack {
            cost: THIRD_GUY_COST,
            gain: STAKE as u32,
            loss: STAKE as u32,
            bounty: 0,
        },
        2 => Effect::PlaceOmerta,
        3 => Effect::RemoveMarkers { count: 1 },
        4 => Effect::TakeMoney { amount: 3 },
        5 => Effect::SwapMarkers,
        6 => Effect::PlaceOwn { count: 1 },
        7 => Effect::PlaceNeutral { count: 3 },
        8 => Effect::DrawCards { count: 1 },
        _ => return None,
    })
}
