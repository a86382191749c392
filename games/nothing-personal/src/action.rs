//! What a player submits (R12.1.4): answers to decisions and free operations (R12.2).

use serde::{Deserialize, Serialize};

use crate::ids::{CardId, Colour, GangsterId, Place, PlayerId};

/// One marker on the board, for the Racketeer's swap and removals (R6.5.3, R6.5.5).
/// `on_coin` picks the marker sitting on the gangster's blackmail coin.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct MarkerRef {
    pub gangster: GangsterId,
    pub colour: Colour,
    pub on_coin: bool,
}

/// The parameters of a position action, ability or card effect.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Params {
    None,
    Gangster(GangsterId),
    /// Two gangsters (swaps, Gang Wars, Is Jones Joking?) or a sorted multiset (neutral placements).
    Gangsters(Vec<GangsterId>),
    Player(PlayerId),
    /// Sorted marker references (removals, the Racketeer's swap).
    Markers(Vec<MarkerRef>),
    Amount(u32),
    Jailbreak {
        prisoner: GangsterId,
        place: Place,
    },
    RemoveColour {
        gangster: GangsterId,
        colour: Colour,
        count: u32,
        with_coin: bool,
    },
    /// A position to move into (Carlos Gambino R14.3.7).
    Position(u8),
    /// Two different players, in seat order (Colby Dauch R14.3.12).
    Players([PlayerId; 2]),
}

/// Markers of one placement group (R4.5): one entry per marker, sorted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GroupPlacement {
    pub group: u8,
    pub targets: Vec<GangsterId>,
}

/// How a card is played (R4.3.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PlayMode {
    /// a) Placement play: the placed groups by ascending index, then other effects (R4.5, R4.6).
    Placement {
        groups: Vec<GroupPlacement>,
        /// The gangster of the `extraMarkerFor5` marker, if paid for (R4.6.3).
        extra: Option<GangsterId>,
        /// The target of the card's blackmail coin (R4.10).
        blackmail: Option<GangsterId>,
        /// The player who may place one marker (R4.6.2).
        grant: Option<PlayerId>,
    },
    /// b) Ability play (R4.3.1 b, R4.7).
    Ability(Params),
    /// c) Single-marker play (R4.3.1 c).
    Single(GangsterId),
}

/// A card play with its ante (R4.4; 0 outside the second orbit).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Play {
    pub card: CardId,
    pub mode: PlayMode,
    pub ante: u32,
}

/// A Crew action (R6.4.1) with all its parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum CrewChoice {
    /// a) The position action (R6.5).
    Position(Params),
    /// b) The card's action ability with this index among the card's abilities (R6.6.1).
    Ability { index: u8, params: Params },
    /// c) Make a Move against position `target` (R6.7).
    MakeMove { target: u8 },
}

/// A reroll (R12.5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum RerollKind {
    Paid,
    /// Marco Zohgoli (R13.2.8).
    FreeMarco,
    /// Morris Caruso (R13.2.9).
    FreeMorris,
}

/// A window play (R12.9.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Response {
    Card(Play),
    /// Leo Seyfarth moves into the vacancy (R13.2.11).
    LeoMoves,
    /// Frank Nitti's sole controller pays to cancel the whack (R14.3.1).
    FrankCancels,
}

/// An answer to the pending decision (R12.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Answer {
    /// SETUP_PLACE, GRANTED_PLACEMENT.
    Place(GangsterId),
    /// GRANTED_PLACEMENT, REROLL, RESPONSE.
    Decline,
    /// COMMISSION_TURN, CREW_ACTION, BLACKMAIL_REQUEST.
    Pass,
    /// COMMISSION_TURN.
    Play(Play),
    /// CREW_ACTION.
    Crew(CrewChoice),
    /// BLACKMAIL_REQUEST: the requested action and the escrowed offer (R12.7.2).
    Request { choice: CrewChoice, offer: u32 },
    /// BLACKMAIL_ANSWER, TRADE_ANSWER (with the cards the responder hands over).
    Accept { cards: Vec<CardId> },
    /// BLACKMAIL_ANSWER, TRADE_ANSWER.
    Refuse,
    /// TIE_PETITION.
    Offer(u32),
    /// TIE_BREAK; EFFECT_CHOICE (a player).
    Choose(PlayerId),
    /// EFFECT_CHOICE: give this card to that player (R13.1.1).
    Give { card: CardId, to: PlayerId },
    /// EFFECT_CHOICE: a place (jailbreak return place).
    ChoosePlace(Place),
    /// REROLL.
    Reroll(RerollKind),
    /// RESPONSE.
    Respond(Response),
    /// FENCE_BUY.
    Buy(u32),
    /// APPOINT.
    Appoint(GangsterId),
    /// EFFECT_CHOICE: remove this marker (R14.3.3).
    Remove(MarkerRef),
}

/// One side of a trade (R11.6.1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Bundle {
    pub money: u32,
    /// The proposer's side names its cards; the responder's side counts them.
    pub cards: Vec<CardId>,
    pub card_count: u32,
    /// Gangsters whose blackmail coin changes hands (R11.6.3).
    pub coins: Vec<GangsterId>,
}

/// A trade proposal (R11.6).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Trade {
    pub to: PlayerId,
    pub give: Bundle,
    pub ask: Bundle,
}

/// Everything a player can submit while a decision of theirs is pending.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Action {
    Answer(Answer),
    /// R11.1: discard a card for $8.
    Shakedown(CardId),
    /// R11.5.
    Gift {
        to: PlayerId,
        money: u32,
        cards: Vec<CardId>,
    },
    /// R11.6.
    ProposeTrade(Trade),
}
