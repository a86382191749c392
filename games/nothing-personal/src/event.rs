//! What happened (R12.4.1: every chance outcome is logged). Events drive logs and animations.

use serde::{Deserialize, Serialize};

use crate::action::{CrewChoice, RerollKind};
use crate::decision::{Phase, RollPurpose, WindowKind};
use crate::dice::{Die, Face};
use crate::ids::{CardId, Colour, GangsterId, Place, PlayerId};

/// Where a gangster went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Zone {
    Board(Place),
    Prison,
    Fishes,
    Deck,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    PhaseStarted {
        round: u8,
        phase: Phase,
    },
    RingHolder {
        seat: PlayerId,
    },
    GangsterDealt {
        gangster: GangsterId,
        place: Place,
    },
    /// A gangster put aside in setup (R2.6).
    SetAside {
        gangster: GangsterId,
    },
    Shuffled {
        deck: DeckKind,
    },
    /// `card` is `None` in views of seats that may not see it (R12.13.2).
    CardDrawn {
        seat: PlayerId,
        card: Option<CardId>,
    },
    DrawLost {
        seat: PlayerId,
    },
    CardPlayed {
        seat: PlayerId,
        card: CardId,
    },
    CardDiscarded {
        seat: PlayerId,
        card: CardId,
    },
    CardGiven {
        from: PlayerId,
        to: PlayerId,
        card: Option<CardId>,
    },
    Passed {
        seat: PlayerId,
    },
    MarkerPlaced {
        gangster: GangsterId,
        colour: Colour,
        on_coin: bool,
    },
    MarkerRemoved {
        gangster: GangsterId,
        colour: Colour,
        on_coin: bool,
    },
    MarkersSwapped {
        a: (GangsterId, Colour),
        b: (GangsterId, Colour),
    },
    CoinPlaced {
        gangster: GangsterId,
        blackmail: bool,
    },
    CoinReturned {
        gangster: GangsterId,
        blackmail: bool,
    },
    CoinOwner {
        gangster: GangsterId,
        colour: Colour,
    },
    GangsterMoved {
        gangster: GangsterId,
        from: Zone,
        to: Zone,
    },
    Sideways {
        gangster: GangsterId,
        sideways: bool,
    },
    Promoted {
        gangster: GangsterId,
        place: Place,
    },
    Arrested {
        gangster: GangsterId,
    },
    Died {
        gangster: GangsterId,
    },
    Freed {
        gangster: GangsterId,
        place: Place,
    },
    DieRolled {
        die: Die,
        face: Face,
        purpose: RollPurpose,
    },
    Rerolled {
        seat: PlayerId,
        kind: RerollKind,
    },
    /// A gangster's income step (R6.2.3) and action step (R6.3.2).
    IncomeStep {
        gangster: GangsterId,
    },
    ActionStep {
        gangster: GangsterId,
    },
    RingMoved {
        from: PlayerId,
        to: PlayerId,
    },
    /// The actual change, after R1.4.2 stopped a loss at 0.
    Respect {
        seat: PlayerId,
        delta: i64,
        total: u32,
    },
    /// A payment to or from the bank; the actual change, after R1.4.3.
    Money {
        seat: PlayerId,
        delta: i64,
        total: u32,
    },
    Transfer {
        from: PlayerId,
        to: PlayerId,
        amount: u32,
    },
    Ante {
        seat: PlayerId,
        paid: u32,
        ante: u32,
    },
    WindowOpened {
        window: WindowKind,
    },
    WindowClosed {
        window: WindowKind,
    },
    /// A Crew action declared by `seat` for `gangster` acting from `position` (R6.3.6).
    Declared {
        seat: PlayerId,
        gangster: GangsterId,
        position: u8,
        choice: CrewChoice,
    },
    Fizzled {
        gangster: GangsterId,
    },
    /// Frank Nitti's controller paid to cancel the whack (R14.3.1).
    WhackCalledOff {
        seat: PlayerId,
    },
    WhackCancelled {
        gangster: GangsterId,
    },
    MoveResult {
        gangster: GangsterId,
        target: u8,
        success: bool,
        died: bool,
    },
    WhackResult {
        gangster: GangsterId,
        target: GangsterId,
        success: bool,
        died: bool,
    },
    Shameful {
        gangster: GangsterId,
    },
    TieBreak {
        gangster: GangsterId,
        chosen: PlayerId,
        offers: Vec<(PlayerId, u32)>,
    },
    Petition {
        seat: PlayerId,
    },
    Controller {
        gangster: GangsterId,
        seat: Option<PlayerId>,
    },
    /// The leaders of a board gangster changed (R5.1): none, a sole controller, or a tie.
    ControlChanged {
        gangster: GangsterId,
        leaders: Vec<PlayerId>,
    },
    BlackmailRequest {
        seat: PlayerId,
        offer: u32,
    },
    BlackmailAnswer {
        gangster: GangsterId,
        accepted: bool,
    },
    Silenced {
        gangster: GangsterId,
    },
    Shakedown {
        seat: PlayerId,
        card: CardId,
    },
    Gift {
        from: PlayerId,
        to: PlayerId,
        money: u32,
        cards: u32,
    },
    TradeProposed {
        from: PlayerId,
        to: PlayerId,
    },
    TradeDone {
        from: PlayerId,
        to: PlayerId,
        gave_money: u32,
        gave_cards: u32,
        got_money: u32,
        got_cards: u32,
    },
    TradeRefused {
        from: PlayerId,
        to: PlayerId,
    },
    TradeVoid {
        from: PlayerId,
        to: PlayerId,
    },
    Bought {
        seat: PlayerId,
        count: u32,
    },
    Scored {
        seat: PlayerId,
        gangster: Option<GangsterId>,
        respect: i32,
    },
    CardsSold {
        seat: PlayerId,
        count: u32,
    },
    /// R10.2.4: `money` turned into `respect`, after the matching Money and Respect events.
    Converted {
        seat: PlayerId,
        money: u32,
        respect: u32,
    },
    GameOver {
        ranking: Vec<PlayerId>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeckKind {
    Gangster,
    Influence,
}

impl Event {
    /// This event as `seat` may see it (R12.13).
    pub fn for_seat(&self, seat: PlayerId) -> Event {
        self.seen_by(Some(seat))
    }

    /// The event as someone who is no player sees it: every private part hidden (R12.13.2).
    pub fn public(&self) -> Event {
        self.seen_by(None)
    }

    /// The one redaction rule of R12.13.2 for `viewer` (`None`: no player): a card drawn is
    /// seen by its drawer only, a card given or traded by its two parties only.
    fn seen_by(&self, viewer: Option<PlayerId>) -> Event {
        let party = |p: &PlayerId| viewer == Some(*p);
        match self {
            Event::CardDrawn { seat, .. } if !party(seat) => Event::CardDrawn {
                seat: *seat,
                card: None,
            },
            Event::CardGiven { from, to, .. } if !party(from) && !party(to) => Event::CardGiven {
                from: *from,
                to: *to,
                card: None,
            },
            other => other.clone(),
        }
    }
}
