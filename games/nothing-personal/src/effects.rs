//! Card plays (R4.3–R4.10) and the effects of positions, abilities and cards (R6.5, §13).

use crate::action::{Params, Play, PlayMode};
use crate::cards::{AfterEffect, Effect};
use crate::decision::{DecisionKind, EffectChoice, RollPurpose, WindowKind};
use crate::dice::{Die, Face};
use crate::event::{Event, Zone};
use crate::flow::Task;
use crate::ids::{Colour, GangsterId, Place, PlayerId};
use crate::report::Report;
use crate::state::{GZone, GameState, GangsterState};

/// The $5 of the extra-marker effect (R4.6.3).
pub const EXTRA_MARKER_COST: u32 = 5;

impl GameState {
    /// Resolves a card play whose legality was checked (R4.3.2: discarded once resolved).
    pub(crate) fn play_card(
        &mut self,
        seat: PlayerId,
        play: Play,
        surcharge: u32,
        ev: &mut Report,
    ) {
        let card_id = play.card;
        if !self.take_from_hand(seat, card_id) {
            return;
        }
        self.resolving.push(card_id);
        ev.push(Event::CardPlayed {
            seat,
            card: card_id,
        });
        if play.ante > 0 {
            // R4.4.2: paying more than the ante raises it.
            self.pay(seat, play.ante, ev);
            self.ante = self.ante.max(play.ante);
            ev.push(Event::Ante {
                seat,
                paid: play.ante,
                ante: self.ante,
            });
        }
        self.pay(seat, surcharge, ev);
        self.push(Task::Discard {
            seat,
            card: card_id,
        });
        let card = self.icard(card_id);
        let own = Colour::Family(seat);
        match play.mode {
            PlayMode::Single(g) => {
                self.place_marker(g, own, ev);
            }
            PlayMode::Placement {
                groups,
                extra,
                blackmail,
                grant,
            } => {
                for gp in &groups {
                    for g in &gp.targets {
                        self.place_marker(*g, own, ev);
                    }
                }
                if let Some(g) = blackmail {
                    self.place_blackmail(g, seat, ev);
                }
                if let Some(g) = extra {
                    self.pay(seat, EXTRA_MARKER_COST, ev);
                    self.place_marker(g, own, ev);
                }
                if card.after_effect == Some(AfterEffect::DrawTwoGiveOne) {
                    self.draw_two_give_one(seat, ev);
                }
                if let Some(to) = grant {
                    self.push(Task::Grant { from: seat, to });
                }
            }
            PlayMode::Ability(params) => {
                if let Some(effect) = card.or_ability {
                    self.apply_effect(seat, None, effect, params, ev);
                }
            }
        }
    }

    fn draw_two_give_one(&mut self, seat: PlayerId, ev: &mut Report) {
        let drawn: Vec<_> = (0..2).filter_map(|_| self.draw(seat, ev)).collect();
        if drawn.len() == 2 {
            self.push(Task::GiveDrawn { seat, drawn });
        }
    }

    /// Applies an effect whose parameters were checked. `source` is the acting gangster.
    pub(crate) fn apply_effect(
        &mut self,
        seat: PlayerId,
        source: Option<GangsterId>,
        effect: Effect,
        params: Params,
        ev: &mut Report,
    ) {
        let own = Colour::Family(seat);
        match (effect, params) {
            (Effect::SwapWithLowerRespect, Params::Gangster(t)) => {
                if let Some(g) = source {
                    self.exchange(g, t, ev);
                }
            }
            (Effect::SwapArrowConnectedPair | Effect::SwapSameType, Params::Gangsters(v))
                if v.len() == 2 =>
            {
                self.exchange(v[0], v[1], ev);
            }
            (Effect::RobRichest { amount } | Effect::TakeMoney { amount }, Params::Player(v)) => {
                self.transfer(v, seat, amount, ev);
            }
            (Effect::DrawTwoGiveOne, _) => self.draw_two_give_one(seat, ev),
            (Effect::SellRespect { rate, .. }, Params::Amount(k)) => {
                self.gain_respect(seat, -(k as i32), ev);
                self.change_money(seat, i64::from(k * rate), ev);
            }
            (Effect::GangWars, Params::Gangsters(v)) if v.len() == 2 => {
                self.push(Task::GangWarsOutcome {
                    seat,
                    x: v[0],
                    y: v[1],
                });
                self.push(Task::Roll {
                    die: Die::Whack,
                    purpose: RollPurpose::GangWars,
                    roller: seat,
                });
            }
            (Effect::DeathRoll { .. }, _) => {
                if let Some(antoine) = source {
                    // R14.3.10: the roll may be rerolled; its outcome is no whack.
                    self.push(Task::DeathRollOutcome { antoine });
                    self.push(Task::Roll {
                        die: Die::Number,
                        purpose: RollPurpose::DeathRoll,
                        roller: seat,
                    });
                }
            }
            (Effect::ReplaceWithAssociate, Params::Gangsters(v)) if v.len() == 2 => {
                self.replace(v[0], v[1], ev);
            }
            (Effect::ReplaceFromDeck, Params::Gangster(x)) => {
                if let Some(y) = self.gangster_deck.pop() {
                    self.gs(y).zone = GZone::SetAside;
                    self.replace(x, y, ev);
                }
            }
            (
                Effect::RemoveColour { .. },
                Params::RemoveColour {
                    gangster,
                    colour,
                    count,
                    with_coin,
                },
            ) => {
                for i in 0..count {
                    self.remove_marker(gangster, colour, with_coin && i == 0, ev);
                }
            }
            (Effect::Snitch, Params::Gangster(g)) => self.imprison(g, ev),
            (Effect::Jailbreak { place_marker }, Params::Jailbreak { prisoner, place }) => {
                self.prison.retain(|p| *p != prisoner);
                // R11.4.3: no markers, coins or flags, but the steps of this Crew stay had (R15.14).
                let s = self.gs(prisoner);
                let (income, step) = (s.income_taken, s.step_taken);
                *s = GangsterState::new();
                s.income_taken = income;
                s.step_taken = step;
                ev.push(Event::Freed {
                    gangster: prisoner,
                    place,
                });
                self.put_on(prisoner, place, Zone::Prison, ev);
                if place_marker {
                    self.place_marker(prisoner, own, ev);
                }
            }
            (Effect::SilenceIncome, Params::Gangster(g)) => {
                self.silenced.push((g, seat));
                ev.push(Event::Silenced { gangster: g });
            }
            (Effect::CancelWhack, _) => {
                if let Some(w) = self.whack.as_mut() {
                    w.cancelled = true;
                }
            }
            (Effect::WhackInsurance { per_marker }, _) => {
                if let Some(w) = self.whack.as_mut() {
                    let n = u32::from(w.victim_markers[seat.index()]);
                    w.insured.push(seat);
                    self.change_money(seat, i64::from(n * per_marker), ev);
                }
            }
            (Effect::Blackmail, Params::Gangster(g)) => self.place_blackmail(g, seat, ev),
            (Effect::PlaceNeutral { .. }, Params::Gangsters(v)) => {
                for g in v {
                    self.place_marker(g, Colour::Neutral, ev);
                }
            }
            (Effect::RemoveMarkers { .. }, Params::Markers(v)) => {
                for m in v {
                    self.remove_marker(m.gangster, m.colour, m.on_coin, ev);
                }
            }
            (Effect::PlaceOwn { count }, Params::Gangster(g)) => {
                for _ in 0..count {
                    if !self.place_marker(g, own, ev) {
                        break;
                    }
                }
            }
            (Effect::SwapMarkers, Params::Markers(v)) if v.len() == 2 => {
                self.swap_markers(v[0], v[1], ev);
            }
            (Effect::DrawCards { count }, _) => {
                for _ in 0..count {
                    self.draw(seat, ev);
                }
            }
            (Effect::BankMoney { amount }, _) => self.change_money(seat, i64::from(amount), ev),
            (Effect::PlaceOmerta, Params::Gangster(g)) => self.place_omerta(g, ev),
            (Effect::SwapWithConnected, Params::Gangster(t)) => {
                if let Some(g) = source {
                    self.exchange(g, t, ev);
                }
            }
            (Effect::MoveToEmpty, Params::Position(q)) => {
                if let Some(g) = source {
                    // R14.3.7: the old position stays empty until the Family phase.
                    self.move_to(g, Place::Position(q), ev);
                }
            }
            (Effect::ArrestSelfRemove { count }, _) => {
                if let Some(harvey) = source {
                    self.arrest_then_remove(seat, harvey, count, ev);
                }
            }
            (Effect::ExchangeRandomCards, Params::Players([a, b])) => {
                self.exchange_random_cards(a, b, ev);
            }
            _ => {}
        }
    }

    /// Sends a board gangster to Prison outside the Feds and opens its windows (R11.3.2).
    pub(crate) fn imprison(&mut self, g: GangsterId, ev: &mut Report) {
        let from = self.position_of(g);
        self.remove_from_board(g, true, ev);
        if let Some(p) = from {
            self.push(Task::Vacancy(p));
        }
        self.open_window(WindowKind::Imprisoned { gangster: g }, ev);
    }

    /// Harvey Bailey (R14.3.3): Harvey to Prison, then `count` markers removed one by one,
    /// then W-IMPRISONED for him and W-VACANCY.
    fn arrest_then_remove(
        &mut self,
        seat: PlayerId,
        harvey: GangsterId,
        count: u32,
        ev: &mut Report,
    ) {
        let from = self.position_of(harvey);
        self.remove_from_board(harvey, true, ev);
        if let Some(p) = from {
            self.push(Task::Vacancy(p));
        }
        self.push(Task::RemoveForHarvey {
            seat,
            harvey,
            left: count,
        });
    }

    /// The next of Harvey Bailey's removals, or his window once they are done or the board
    /// has no marker left (R14.3.3).
    pub(crate) fn remove_for_harvey(
        &mut self,
        seat: PlayerId,
        harvey: GangsterId,
        left: u32,
        ev: &mut Report,
    ) {
        if left == 0 || self.marker_refs().is_empty() {
            self.open_window(WindowKind::Imprisoned { gangster: harvey }, ev);
            return;
        }
        self.ask(
            seat,
            DecisionKind::EffectChoice(EffectChoice::RemoveForHarvey { harvey, left }),
            Task::RemoveForHarvey { seat, harvey, left },
        );
    }

    /// Colby Dauch (R14.3.12): at the same time each player gives the other a card chosen at
    /// random from their hand; an empty hand gives nothing.
    fn exchange_random_cards(&mut self, a: PlayerId, b: PlayerId, ev: &mut Report) {
        let pick = |s: &mut GameState, p: PlayerId| {
            let n = s.player(p).hand.len() as u32;
            (n > 0).then(|| {
                let i = s.chance.below(n) as usize;
                s.pl(p).hand.remove(i)
            })
        };
        let from_a = pick(self, a);
        let from_b = pick(self, b);
        for (from, to, card) in [(a, b, from_a), (b, a, from_b)] {
            if let Some(c) = card {
                self.pl(to).hand.push(c);
                ev.push(Event::CardGiven {
                    from,
                    to,
                    card: Some(c),
                });
            }
        }
    }

    /// Moves everything on `from` onto `to` as one atomic effect (R13.1.4, R13.1.5).
    /// A second coin of a kind returns to the supply; its marker stays as an ordinary one.
    /// An Omerta coin moves only when `move_omerta` (the gangster takes over the position).
    fn merge_onto(&mut self, from: GangsterId, to: GangsterId, move_omerta: bool, ev: &mut Report) {
        let src = self.gangster(from).clone();
        let dst = self.gangster(to).clone();
        let before = self.leader_bits(to);
        let mut markers = dst.markers;
        for (slot, m) in markers.iter_mut().enumerate() {
            *m += src.markers[slot];
        }
        let coin = match (dst.coin, src.coin) {
            (Some(c), Some(_)) => {
                self.blackmail_supply += 1;
                ev.push(Event::CoinReturned {
                    gangster: from,
                    blackmail: true,
                });
                Some(c)
            }
            (c, s) => c.or(s),
        };
        let mut omerta = dst.omerta;
        if src.omerta {
            if move_omerta && !dst.omerta {
                omerta = true;
            } else {
                self.omerta_supply += 1;
                ev.push(Event::CoinReturned {
                    gangster: from,
                    blackmail: false,
                });
            }
        }
        {
            let s = self.gs(from);
            s.markers = [0; 6];
            s.coin = None;
            s.omerta = false;
        }
        let d = self.gs(to);
        d.markers = markers;
        d.coin = coin;
        d.omerta = omerta;
        self.note_control(to, before, ev);
        for slot in 0..6 {
            if src.markers[slot] > 0 {
                ev.push(Event::MarkersSwapped {
                    a: (from, Colour::from_slot(slot)),
                    b: (to, Colour::from_slot(slot)),
                });
            }
        }
    }

    /// Is Jones Joking? / "Jones" Rule Passes (R13.1.5, R13.1.6): y takes x's place and
    /// everything on it; x goes to Prison.
    fn replace(&mut self, x: GangsterId, y: GangsterId, ev: &mut Report) {
        let Some(p) = self.position_of(x) else { return };
        self.merge_onto(x, y, true, ev);
        let y_place = self.place_of(y);
        if let Some(pl) = y_place {
            // Lifted off the board until he takes x's position, within this one effect.
            self.set_place(pl, None);
            self.gs(y).zone = GZone::SetAside;
        }
        self.remove_from_board(x, true, ev);
        {
            let s = self.gs(y);
            s.income_taken = false;
            s.step_taken = false;
            s.sideways = false;
            s.promoted = false;
        }
        let from = match y_place {
            Some(pl) => Zone::Board(pl),
            None => Zone::Deck,
        };
        self.put_on(y, Place::Position(p), from, ev);
        self.open_window(WindowKind::Imprisoned { gangster: x }, ev);
    }

    /// Gang Wars Go On (R13.1.4) after its roll.
    pub(crate) fn gang_wars_outcome(
        &mut self,
        _seat: PlayerId,
        x: GangsterId,
        y: GangsterId,
        ev: &mut Report,
    ) {
        let face = self.reg.faces.pop().unwrap_or(Face::X);
        if !matches!(face, Face::Gun | Face::Ring) {
            return;
        }
        if !self.is_active(x)
            || self.position_of(x) == Some(9)
            || self.place_of(y).is_none()
            || x == y
        {
            return;
        }
        self.merge_onto(x, y, false, ev);
        let from = self.position_of(x);
        self.remove_from_board(x, false, ev);
        if let Some(p) = from {
            self.push(Task::Vacancy(p));
        }
    }
}
