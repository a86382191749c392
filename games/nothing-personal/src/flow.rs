//! The explicit state machine (R12.1): a stack of tasks. The engine pops and runs tasks until
//! one asks a decision; that task stays on top of the stack until the decision is answered.

use serde::{Deserialize, Serialize};

use crate::action::{CrewChoice, Play};
use crate::decision::{ControlPurpose, Decision, DecisionKind, Phase, RollPurpose, WindowKind};
use crate::dice::Die;
use crate::event::Event;
use crate::ids::{CardId, GangsterId, Place, PlayerId};
use crate::report::Report;
use crate::seats::Seats;
use crate::state::{BoardFew, GameState};

/// A window being asked (R12.9) or a reroll window (R12.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Asking {
    /// Window order, fixed when the window opens (R3.4.2): from the ring holder of that
    /// moment, clockwise round the `players` seats.
    pub first: PlayerId,
    pub players: usize,
    pub idx: usize,
    /// Players in a row who declined or were skipped since the opening or the last play.
    pub declines: usize,
}

impl Asking {
    /// A window opening now, asking from `first`.
    pub fn from(first: PlayerId, players: usize) -> Asking {
        Asking {
            first,
            players,
            idx: 0,
            declines: 0,
        }
    }

    /// The seat asked now.
    pub fn seat(&self) -> PlayerId {
        // Both `first` and `idx` are below `players`.
        let i = self.first.index() + self.idx;
        PlayerId(
            (if i >= self.players {
                i - self.players
            } else {
                i
            }) as u8,
        )
    }

    /// The asking after the current player: a play starts a new cycle (R12.9.4, R12.5.5),
    /// a decline or a skip counts towards closing the window.
    pub fn next(mut self, played: bool) -> Asking {
        self.declines = if played { 0 } else { self.declines + 1 };
        self.idx = if self.idx + 1 >= self.players {
            0
        } else {
            self.idx + 1
        };
        self
    }
}

/// One step of the game flow.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Task {
    SetupPlace {
        index: u8,
    },
    StartRound,
    CommissionTurn,
    CommissionAsk {
        seat: PlayerId,
    },
    AfterTurn {
        seat: PlayerId,
    },
    CrewStart,
    Income(u8),
    IncomeAfterWindow {
        p: u8,
        g: GangsterId,
    },
    IncomeControlled {
        p: u8,
        g: GangsterId,
    },
    IncomePay {
        p: u8,
        g: GangsterId,
        seat: PlayerId,
    },
    ActionStep(u8),
    ActionAfterWindow {
        p: u8,
        g: GangsterId,
    },
    ActionControlled {
        p: u8,
        g: GangsterId,
    },
    CrewAsk {
        p: u8,
        g: GangsterId,
        actor: PlayerId,
    },
    BlackmailAsk {
        p: u8,
        g: GangsterId,
        actor: PlayerId,
        refused: u8,
    },
    BlackmailAnswerAsk {
        p: u8,
        g: GangsterId,
        actor: PlayerId,
        blackmailer: PlayerId,
        choice: CrewChoice,
        offer: u32,
        refused: u8,
    },
    Declare {
        p: u8,
        g: GangsterId,
        actor: PlayerId,
        choice: CrewChoice,
    },
    Resolve {
        p: u8,
        g: GangsterId,
        actor: PlayerId,
        choice: CrewChoice,
    },
    MoveRoll {
        g: GangsterId,
        actor: PlayerId,
        q: u8,
        rolled: bool,
    },
    MoveOutcome {
        g: GangsterId,
        actor: PlayerId,
        q: u8,
        card_respect: i32,
    },
    MoveShame {
        g: GangsterId,
        actor: PlayerId,
        t: GangsterId,
        rolled: bool,
    },
    MoveApply {
        g: GangsterId,
        actor: PlayerId,
        t: GangsterId,
        shameful: bool,
        need_ctrl: bool,
    },
    WhackOutcome {
        g: GangsterId,
        actor: PlayerId,
        t: GangsterId,
    },
    WhackShame {
        actor: PlayerId,
        t: GangsterId,
        rolled: bool,
    },
    WhackApply {
        actor: PlayerId,
        t: GangsterId,
        shameful: bool,
        need_ctrl: bool,
    },
    FenceStart,
    FenceDraws,
    FenceBuy(u8),
    FedsStart,
    FedsPass {
        idx: u8,
        arrested: bool,
    },
    FamilyStart,
    FamilyCapo,
    FamilyFill(u8),
    AppointWho {
        vacancy: Place,
        candidates: Vec<GangsterId>,
    },
    AppointAsk {
        vacancy: Place,
        candidates: Vec<GangsterId>,
        seat: PlayerId,
    },
    FamilyAssociates,
    Bookkeeping,
    FinalStart,
    FinalScore(u8),
    FinalPay {
        p: u8,
        g: GangsterId,
        rolled: bool,
    },
    FinalSell,
    /// A response window (R12.9).
    Window {
        kind: WindowKind,
        asking: Asking,
    },
    /// W-VACANCY(p), opened only if p is still empty (R12.10).
    Vacancy(u8),
    /// Rolls a die; its reroll window follows (R12.5) and the final face goes to the registers.
    Roll {
        die: Die,
        purpose: RollPurpose,
        roller: PlayerId,
    },
    Reroll {
        die: Die,
        face: crate::dice::Face,
        purpose: RollPurpose,
        roller: PlayerId,
        asking: Asking,
    },
    /// Determines the controller of g, with a tie-break if tied (R5.2); the result goes to the registers.
    Control {
        g: GangsterId,
        purpose: ControlPurpose,
    },
    /// Petitions of a tie (R12.6.2): the leaders yet to offer, asked in turn order from the
    /// ring holder of the moment the tie was found.
    Petition {
        g: GangsterId,
        purpose: ControlPurpose,
        leaders: Seats,
        asked: Seats,
        from: PlayerId,
        offers: Vec<(PlayerId, u32)>,
    },
    TieBreakAsk {
        g: GangsterId,
        purpose: ControlPurpose,
        leaders: Seats,
        offers: Vec<(PlayerId, u32)>,
    },
    PlayCard {
        seat: PlayerId,
        play: Play,
        surcharge: u32,
    },
    Discard {
        seat: PlayerId,
        card: CardId,
    },
    Grant {
        from: PlayerId,
        to: PlayerId,
    },
    GiveDrawn {
        seat: PlayerId,
        drawn: Vec<CardId>,
    },
    /// Harvey Bailey's removals, `left` to go (R14.3.3).
    RemoveForHarvey {
        seat: PlayerId,
        harvey: GangsterId,
        left: u32,
    },
    /// Antoine Bauza's roll has been made (R14.3.10).
    DeathRollOutcome {
        antoine: GangsterId,
    },
    GangWarsOutcome {
        seat: PlayerId,
        x: GangsterId,
        y: GangsterId,
    },
    /// The trade answer of a responder (R11.6.2).
    TradeAsk {
        from: PlayerId,
        trade: Box<crate::action::Trade>,
    },
}

impl GameState {
    /// Runs tasks until a decision is pending or the game is over.
    pub(crate) fn run(&mut self, ev: &mut Report) {
        while self.pending.is_none() && self.phase != Phase::GameOver {
            let Some(task) = self.stack.pop() else {
                break;
            };
            self.step(task, ev);
        }
    }

    /// Leaves `task` on top of the stack and asks `seat` a decision.
    pub(crate) fn ask(&mut self, seat: PlayerId, kind: DecisionKind, task: Task) {
        self.stack.push(task);
        self.pending = Some(Decision { seat, kind });
    }

    pub(crate) fn push(&mut self, t: Task) {
        self.stack.push(t);
    }

    /// Opens a response window (R12.9).
    pub(crate) fn open_window(&mut self, kind: WindowKind, ev: &mut Report) {
        ev.push(Event::WindowOpened {
            window: kind.clone(),
        });
        self.push(Task::Window {
            kind,
            asking: Asking::from(self.ring, self.n()),
        });
    }

    fn step(&mut self, task: Task, ev: &mut Report) {
        match task {
            Task::SetupPlace { index } => self.setup_place(index),
            Task::StartRound => self.start_round(ev),
            Task::CommissionTurn => self.commission_turn(ev),
            Task::AfterTurn { seat } => {
                let n = self.commission.order.len();
                self.commission.next = (self.commission.next + 1) % n.max(1);
                self.push(Task::CommissionTurn);
                self.open_window(WindowKind::AfterTurn { seat }, ev);
            }
            Task::CrewStart => self.crew_start(ev),
            Task::Income(p) => self.income(p, ev),
            Task::IncomeAfterWindow { p, g } => self.income_after_window(p, g, ev),
            Task::IncomeControlled { p, g } => self.income_controlled(p, g, ev),
            Task::IncomePay { p, g, seat } => self.income_pay(p, g, seat, true, ev),
            Task::ActionStep(p) => self.action_step(p, ev),
            Task::ActionAfterWindow { p, g } => self.action_after_window(p, g),
            Task::ActionControlled { p, g } => self.action_controlled(p, g, ev),
            Task::Declare {
                p,
                g,
                actor,
                choice,
            } => self.declare(p, g, actor, choice, ev),
            Task::Resolve {
                p,
                g,
                actor,
                choice,
            } => self.resolve_action(p, g, actor, choice, ev),
            Task::MoveRoll {
                g,
                actor,
                q,
                rolled,
            } => self.move_roll(g, actor, q, rolled),
            Task::MoveOutcome {
                g,
                actor,
                q,
                card_respect,
            } => self.move_outcome(g, actor, q, card_respect, ev),
            Task::MoveShame {
                g,
                actor,
                t,
                rolled,
            } => self.move_shame(g, actor, t, rolled),
            Task::MoveApply {
                g,
                actor,
                t,
                shameful,
                need_ctrl,
            } => self.move_apply(g, actor, t, shameful, need_ctrl, ev),
            Task::WhackOutcome { g, actor, t } => self.whack_outcome(g, actor, t, ev),
            Task::WhackShame { actor, t, rolled } => self.whack_shame(actor, t, rolled),
            Task::WhackApply {
                actor,
                t,
                shameful,
                need_ctrl,
            } => self.whack_apply(actor, t, shameful, need_ctrl, ev),
            Task::FenceStart => self.fence_start(ev),
            Task::FenceDraws => self.fence_draws(ev),
            Task::FenceBuy(i) => self.fence_buy(i, ev),
            Task::FedsStart => self.feds_start(ev),
            Task::FedsPass { idx, arrested } => self.feds_pass(idx, arrested, ev),
            Task::FamilyStart => self.family_start(ev),
            Task::FamilyCapo => self.family_capo(ev),
            Task::FamilyFill(v) => self.family_fill(v, ev),
            Task::AppointWho {
                vacancy,
                candidates,
            } => {
                let seat = self.reg.controllers.pop().flatten().unwrap_or(self.ring);
                self.ask_appoint(vacancy, candidates, seat);
            }
            Task::FamilyAssociates => self.family_associates(ev),
            Task::Bookkeeping => self.bookkeeping(ev),
            Task::FinalStart => self.final_start(ev),
            Task::FinalScore(p) => self.final_score(p),
            Task::FinalPay { p, g, rolled } => self.final_pay(p, g, rolled, ev),
            Task::FinalSell => self.final_sell(ev),
            Task::Window { kind, asking } => self.window_step(kind, asking, ev),
            Task::Vacancy(p) => {
                if self.at(p).is_none() && self.phase != Phase::Family {
                    self.open_window(WindowKind::Vacancy { position: p }, ev);
                }
            }
            Task::Roll {
                die,
                purpose,
                roller,
            } => self.roll(die, purpose, roller, ev),
            Task::Reroll {
                die,
                face,
                purpose,
                roller,
                asking,
            } => self.reroll_step(die, face, purpose, roller, asking),
            Task::Control { g, purpose } => self.control_step(g, purpose, ev),
            Task::Petition {
                g,
                purpose,
                leaders,
                asked,
                from,
                offers,
            } => self.petition_step(g, purpose, leaders, asked, from, offers),
            Task::PlayCard {
                seat,
                play,
                surcharge,
            } => self.play_card(seat, play, surcharge, ev),
            Task::Discard { seat, card } => {
                if let Some(i) = self.resolving.iter().rposition(|c| *c == card) {
                    self.resolving.remove(i);
                }
                self.discard.push(card);
                ev.push(Event::CardDiscarded { seat, card });
            }
            Task::GangWarsOutcome { seat, x, y } => self.gang_wars_outcome(seat, x, y, ev),
            Task::DeathRollOutcome { antoine } => self.death_roll_outcome(antoine, ev),
            Task::RemoveForHarvey { seat, harvey, left } => {
                self.remove_for_harvey(seat, harvey, left, ev);
            }
            Task::GiveDrawn { seat, drawn } => self.ask(
                seat,
                DecisionKind::EffectChoice(crate::decision::EffectChoice::GiveDrawn {
                    drawn: drawn.clone(),
                }),
                Task::GiveDrawn { seat, drawn },
            ),
            Task::Grant { from, to } => self.ask(
                to,
                DecisionKind::GrantedPlacement { from },
                Task::Grant { from, to },
            ),
            // Tasks that only ever wait on a decision: asking again re-creates it.
            t @ (Task::CommissionAsk { .. }
            | Task::CrewAsk { .. }
            | Task::BlackmailAsk { .. }
            | Task::BlackmailAnswerAsk { .. }
            | Task::AppointAsk { .. }
            | Task::TieBreakAsk { .. }
            | Task::TradeAsk { .. }) => self.reask(t),
        }
    }

    /// Re-creates the decision of a task that waits on one. Such a task stays on top of the
    /// stack while its decision is pending and is taken off by the answer; should the run loop
    /// ever reach one without its decision, the decision is asked again rather than lost.
    pub(crate) fn reask(&mut self, t: Task) {
        let (seat, kind) = match &t {
            Task::CommissionAsk { seat } => (
                *seat,
                DecisionKind::CommissionTurn {
                    second_orbit: self.second_orbit(),
                    ante: self.ante,
                },
            ),
            Task::CrewAsk { p, g, actor } => (
                *actor,
                DecisionKind::CrewAction {
                    gangster: *g,
                    position: *p,
                },
            ),
            Task::BlackmailAsk {
                p,
                g,
                actor,
                refused,
            } => (
                *actor,
                DecisionKind::BlackmailRequest {
                    gangster: *g,
                    position: *p,
                    blackmailer: self.blackmailer(*g).unwrap_or(*actor),
                    refused: *refused,
                },
            ),
            Task::BlackmailAnswerAsk {
                g,
                actor,
                blackmailer,
                choice,
                offer,
                ..
            } => (
                *blackmailer,
                DecisionKind::BlackmailAnswer {
                    gangster: *g,
                    from: *actor,
                    choice: choice.clone(),
                    offer: *offer,
                },
            ),
            Task::AppointAsk {
                vacancy,
                candidates,
                seat,
            } => (
                *seat,
                DecisionKind::Appoint {
                    vacancy: *vacancy,
                    candidates: candidates.clone(),
                },
            ),
            Task::TieBreakAsk {
                g,
                purpose,
                leaders,
                offers,
            } => (
                self.tiebreaker(),
                DecisionKind::TieBreak {
                    gangster: *g,
                    purpose: *purpose,
                    leaders: leaders.to_vec(self.n()),
                    offers: offers.clone(),
                },
            ),
            Task::TradeAsk { from, trade } => (
                trade.to,
                DecisionKind::TradeAnswer {
                    from: *from,
                    trade: trade.as_ref().clone(),
                },
            ),
            _ => return,
        };
        self.ask(seat, kind, t);
    }

    // ----- setup (R2) -----

    fn setup_place(&mut self, index: u8) {
        let n = self.n() as u8;
        if index >= 3 * n {
            self.push(Task::StartRound);
            return;
        }
        let seat = self.commission.order[usize::from(index % n)];
        self.ask(seat, DecisionKind::SetupPlace, Task::SetupPlace { index });
    }

    // ----- rounds (R3) -----

    fn start_round(&mut self, ev: &mut Report) {
        // R3.5 resets.
        self.marco_used = false;
        self.phase = Phase::Commission;
        self.ante = 0;
        for p in &mut self.players {
            p.passed = false;
        }
        self.commission.order = self.turn_order();
        self.commission.next = 0;
        self.commission.had_turn = vec![false; self.n()];
        ev.push(Event::PhaseStarted {
            round: self.round,
            phase: Phase::Commission,
        });
        self.push(Task::CommissionTurn);
    }

    /// R4.1.3: the second orbit begins once every player has had a turn.
    pub(crate) fn second_orbit(&self) -> bool {
        self.commission.had_turn.iter().all(|t| *t)
    }

    fn commission_turn(&mut self, ev: &mut Report) {
        let n = self.commission.order.len();
        let start = self.commission.next;
        let next = (0..n)
            .map(|k| (start + k) % n)
            .find(|i| !self.players[self.commission.order[*i].index()].passed);
        let Some(i) = next else {
            // R4.1.2: every player has passed.
            self.ante = 0;
            self.push(Task::CrewStart);
            return;
        };
        self.commission.next = i;
        let seat = self.commission.order[i];
        if !self.has_commission_play(seat) {
            // R4.2.1: no legal play, automatic pass.
            self.pass_turn(seat, ev);
            return;
        }
        self.ask(
            seat,
            DecisionKind::CommissionTurn {
                second_orbit: self.second_orbit(),
                ante: self.ante,
            },
            Task::CommissionAsk { seat },
        );
    }

    pub(crate) fn pass_turn(&mut self, seat: PlayerId, ev: &mut Report) {
        self.pl(seat).passed = true;
        self.mark_turn(seat);
        ev.push(Event::Passed { seat });
        self.push(Task::AfterTurn { seat });
    }

    pub(crate) fn mark_turn(&mut self, seat: PlayerId) {
        if let Some(i) = self.commission.order.iter().position(|s| *s == seat) {
            if let Some(t) = self.commission.had_turn.get_mut(i) {
                *t = true;
            }
        }
    }

    // ----- the Fence (R7) -----

    fn fence_start(&mut self, ev: &mut Report) {
        self.phase = Phase::Fence;
        self.commission.order = self.turn_order();
        ev.push(Event::PhaseStarted {
            round: self.round,
            phase: Phase::Fence,
        });
        self.push(Task::FenceDraws);
        self.open_window(WindowKind::PhaseStart(Phase::Fence), ev);
    }

    /// R7.2: 4, 3 or 2 cards by the number of solely controlled active gangsters.
    fn fence_draws(&mut self, ev: &mut Report) {
        for seat in self.commission.order.clone() {
            let k = match self.solely_controlled(seat).count() {
                0 => 4,
                1 => 3,
                _ => 2,
            };
            for _ in 0..k {
                self.draw(seat, ev);
            }
        }
        self.push(Task::FenceBuy(0));
    }

    /// R7.3: the largest purchase a player can make.
    pub(crate) fn fence_max(&self, seat: PlayerId) -> u32 {
        let available = (self.influence_deck.len() + self.discard.len()) as u32;
        (self.player(seat).money / 10).min(available)
    }

    fn fence_buy(&mut self, i: u8, _ev: &mut Report) {
        let Some(seat) = self.commission.order.get(usize::from(i)).copied() else {
            self.push(Task::FedsStart);
            return;
        };
        let max = self.fence_max(seat);
        self.ask(seat, DecisionKind::FenceBuy { max }, Task::FenceBuy(i));
    }

    // ----- the Feds (R8) -----

    fn feds_start(&mut self, ev: &mut Report) {
        self.phase = Phase::Feds;
        ev.push(Event::PhaseStarted {
            round: self.round,
            phase: Phase::Feds,
        });
        self.push(Task::FedsPass {
            idx: 0,
            arrested: false,
        });
        self.open_window(WindowKind::PhaseStart(Phase::Feds), ev);
    }

    fn feds_pass(&mut self, idx: u8, arrested: bool, ev: &mut Report) {
        for i in idx..12 {
            // R8.2: positions 9 down to 1, then A1–A3.
            let Some(place) = Place::BOARD.get(usize::from(i)).copied() else {
                break;
            };
            let Some(g) = self.at_place(place) else {
                continue;
            };
            if self.gangster(g).marker_count() >= self.threshold(g) {
                // R8.2: arrest, W-IMPRISONED, then W-VACANCY, then continue the pass.
                self.remove_from_board(g, true, ev);
                self.push(Task::FedsPass {
                    idx: i + 1,
                    arrested: true,
                });
                if let Place::Position(p) = place {
                    self.push(Task::Vacancy(p));
                }
                self.open_window(WindowKind::Imprisoned { gangster: g }, ev);
                return;
            }
        }
        if arrested {
            self.push(Task::FedsPass {
                idx: 0,
                arrested: false,
            });
            return;
        }
        // R15.17: once R8.2 is done, nothing is at or over its threshold.
        if self
            .board_iter()
            .any(|g| self.gangster(g).marker_count() >= self.threshold(g))
        {
            self.breach
                .get_or_insert(crate::invariants::Invariant::OverThreshold);
        }
        // R8.3: every sideways gangster turns upright.
        let sideways: BoardFew = self
            .board_iter()
            .filter(|g| self.gangster(*g).sideways)
            .collect();
        for g in sideways.iter().copied() {
            self.gs(g).sideways = false;
            ev.push(Event::Sideways {
                gangster: g,
                sideways: false,
            });
        }
        self.push(Task::FamilyStart);
    }

    // ----- Bookkeeping (R10.1) -----

    fn bookkeeping(&mut self, ev: &mut Report) {
        self.phase = Phase::Bookkeeping;
        ev.push(Event::PhaseStarted {
            round: self.round,
            phase: Phase::Bookkeeping,
        });
        if self.round >= crate::state::ROUNDS {
            self.push(Task::FinalStart);
        } else {
            self.round += 1;
            self.push(Task::StartRound);
        }
    }
}
