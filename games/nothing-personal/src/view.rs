//! What one seat may see (R12.13). Bots and the UI only ever receive a [`View`].

use serde::{Deserialize, Serialize};

use crate::action::Answer;
use crate::decision::{Decision, DecisionKind, Phase};
use crate::ids::{CardId, Colour, GangsterId, Markers, Place, PlayerId};
use crate::state::GameState;

/// A gangster on the board as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardGangster {
    pub id: GangsterId,
    pub place: Place,
    /// Markers per colour slot: families 0–4, neutral 5 (R1.15.2).
    pub markers: Markers,
    pub coin: Option<Colour>,
    pub omerta: bool,
    pub sideways: bool,
    /// What card properties add to the card Respect and card Money while they hold (Bonnie
    /// Parker and Clyde Barrow, R14.3.4–R14.3.5).
    #[serde(default)]
    pub card_bonus: (i32, i32),
}

/// A player's public holdings (R12.13.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: PlayerId,
    /// Money, sealed petition offers included for other seats (R12.6.2).
    pub money: u32,
    pub respect: u32,
    /// Markers left in supply.
    pub supply: u8,
    pub hand_size: usize,
    pub passed: bool,
}

/// Everything one seat may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub seat: PlayerId,
    pub round: u8,
    pub phase: Phase,
    pub ring: PlayerId,
    pub ante: u32,
    /// Index 0 is position 1.
    pub positions: Vec<Option<BoardGangster>>,
    pub associates: Vec<Option<BoardGangster>>,
    pub prison: Vec<GangsterId>,
    pub fishes: Vec<GangsterId>,
    pub gangster_deck: usize,
    pub influence_deck: usize,
    pub discard: Vec<CardId>,
    pub seats: Vec<SeatView>,
    pub neutral_supply: u8,
    pub blackmail_supply: u8,
    pub omerta_supply: u8,
    /// This seat's own hand (R12.13.2).
    pub hand: Vec<CardId>,
    /// The cards of that hand drawn to give one of them away, which no deal or shakedown may
    /// take until the choice is made (R13.1.1).
    pub drawn_to_give: Vec<CardId>,
    /// The pending decision, with private context hidden from other seats.
    pub pending: Option<Decision>,
    /// The legal answers, when the pending decision is this seat's.
    pub legal: std::sync::Arc<[Answer]>,
    pub ranking: Vec<PlayerId>,
}

impl GameState {
    fn board_view(&self, place: Place) -> Option<BoardGangster> {
        let g = self.at_place(place)?;
        let st = self.gangster(g);
        Some(BoardGangster {
            id: g,
            place,
            markers: st.markers,
            coin: st.coin,
            omerta: st.omerta,
            sideways: st.sideways,
            card_bonus: (self.partner_bonus(g, true), self.partner_bonus(g, false)),
        })
    }

    /// The game as `seat` may see it (R12.13).
    pub fn view(&self, seat: PlayerId) -> View {
        let pending = self.pending.as_ref().map(|d| {
            if d.seat == seat {
                return d.clone();
            }
            let kind = match &d.kind {
                // Drawn cards and trade cards are private to the parties (R12.13.2, R11.6.5).
                DecisionKind::EffectChoice(crate::decision::EffectChoice::GiveDrawn { .. }) => {
                    DecisionKind::EffectChoice(crate::decision::EffectChoice::GiveDrawn {
                        drawn: Vec::new(),
                    })
                }
                DecisionKind::TradeAnswer { from, trade } if *from != seat => {
                    // Others learn how many cards are offered, not which (R11.6.5, R12.13.2).
                    let mut t = trade.clone();
                    t.give.card_count = t.give.cards.len() as u32;
                    t.give.cards.clear();
                    DecisionKind::TradeAnswer {
                        from: *from,
                        trade: t,
                    }
                }
                other => other.clone(),
            };
            Decision { seat: d.seat, kind }
        });
        let sealed = |p: PlayerId| -> u32 {
            if p == seat {
                0
            } else {
                self.sealed_escrow(p)
            }
        };
        View {
            seat,
            round: self.round,
            phase: self.phase,
            ring: self.ring,
            ante: self.ante,
            positions: (1..=9u8)
                .map(|p| self.board_view(Place::Position(p)))
                .collect(),
            associates: (1..=3u8)
                .map(|a| self.board_view(Place::Associate(a)))
                .collect(),
            prison: self.prison.clone(),
            fishes: self.fishes.clone(),
            gangster_deck: self.gangster_deck.len(),
            influence_deck: self.influence_deck.len(),
            discard: self.discard.clone(),
            seats: self
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| SeatView {
                    seat: PlayerId(i as u8),
                    money: p.money + sealed(PlayerId(i as u8)),
                    respect: p.respect,
                    supply: p.supply,
                    hand_size: p.hand.len(),
                    passed: p.passed,
                })
                .collect(),
            neutral_supply: self.neutral_supply,
            blackmail_supply: self.blackmail_supply,
            omerta_supply: self.omerta_supply,
            hand: self.player(seat).hand.clone(),
            drawn_to_give: self.drawn_to_give(seat),
            legal: if self.pending.as_ref().is_some_and(|d| d.seat == seat) {
                self.legal_list()
            } else {
                std::sync::Arc::from(Vec::new())
            },
            pending,
            ranking: self.ranking.clone(),
        }
    }

    /// Money held in a sealed, not yet revealed petition offer (R12.6.2).
    fn sealed_escrow(&self, p: PlayerId) -> u32 {
        self.stack
            .iter()
            .filter_map(|t| match t {
                crate::flow::Task::Petition { offers, .. } => Some(offers),
                _ => None,
            })
            .flatten()
            .filter(|(s, _)| *s == p)
            .map(|(_, x)| *x)
            .sum()
    }
}
