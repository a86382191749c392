//! The decisions the engine waits on (R12.1, R12.3).

use serde::{Deserialize, Serialize};

use crate::action::{CrewChoice, Trade};
use crate::dice::{Die, Face};
use crate::ids::{CardId, GangsterId, Place, PlayerId};

/// Why a controller is being determined (R12.6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ControlPurpose {
    Income,
    Acting,
    RespectLoss,
    Appointment,
    FinalScoring,
}

/// The response windows (R12.10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WindowKind {
    /// After `seat`'s Commission turn, a pass included (R4.1.4).
    AfterTurn {
        seat: PlayerId,
    },
    PhaseStart(Phase),
    Income {
        position: u8,
        gangster: GangsterId,
    },
    Action {
        position: u8,
    },
    Declared {
        whack: bool,
    },
    WhackSuccess {
        victim: GangsterId,
    },
    Imprisoned {
        gangster: GangsterId,
    },
    Vacancy {
        position: u8,
    },
    Final,
}

/// The phases of a round (R3.1), plus setup and the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    Setup,
    Commission,
    Crew,
    Fence,
    Feds,
    Family,
    Bookkeeping,
    FinalScoring,
    GameOver,
}

impl Phase {
    /// Every phase, in the order a game goes through them.
    pub const ALL: [Phase; 9] = [
        Phase::Setup,
        Phase::Commission,
        Phase::Crew,
        Phase::Fence,
        Phase::Feds,
        Phase::Family,
        Phase::Bookkeeping,
        Phase::FinalScoring,
        Phase::GameOver,
    ];
}

/// Why a die is rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RollPurpose {
    MakeMove,
    Whack,
    /// Dombino Crapshooti's card value (R13.2.3).
    RolledValue,
    GangWars,
    /// Antoine Bauza's roll for a position (R14.3.10).
    DeathRoll,
    /// R10.4.6 (no reroll window).
    FinalTieBreak,
}

/// What the EFFECT_CHOICE is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EffectChoice {
    /// Give one of the two drawn cards to another player (R13.1.1).
    GiveDrawn { drawn: Vec<CardId> },
    /// Remove one marker from a board gangster for Harvey Bailey, `left` of them to go
    /// (R14.3.3).
    RemoveForHarvey { harvey: GangsterId, left: u32 },
}

/// One decision of one player (R12.1.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub seat: PlayerId,
    pub kind: DecisionKind,
}

/// The decision types of R12.3 with their context.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionKind {
    SetupPlace,
    CommissionTurn {
        second_orbit: bool,
        ante: u32,
    },
    EffectChoice(EffectChoice),
    GrantedPlacement {
        from: PlayerId,
    },
    TiePetition {
        gangster: GangsterId,
        purpose: ControlPurpose,
        leaders: Vec<PlayerId>,
    },
    TieBreak {
        gangster: GangsterId,
        purpose: ControlPurpose,
        leaders: Vec<PlayerId>,
        /// Revealed offers (R12.6.3), one per leader other than the tiebreaker.
        offers: Vec<(PlayerId, u32)>,
    },
    CrewAction {
        gangster: GangsterId,
        position: u8,
    },
    BlackmailRequest {
        gangster: GangsterId,
        position: u8,
        blackmailer: PlayerId,
        refused: u8,
    },
    BlackmailAnswer {
        gangster: GangsterId,
        from: PlayerId,
        choice: CrewChoice,
        offer: u32,
    },
    Reroll {
        die: Die,
        face: Face,
        purpose: RollPurpose,
        roller: PlayerId,
    },
    Response {
        window: WindowKind,
    },
    FenceBuy {
        max: u32,
    },
    Appoint {
        vacancy: Place,
        candidates: Vec<GangsterId>,
    },
    TradeAnswer {
        from: PlayerId,
        trade: Trade,
    },
}

impl DecisionKind {
    /// The R12.3 name of the decision type.
    pub fn name(&self) -> &'static str {
        match self {
            DecisionKind::SetupPlace => "SETUP_PLACE",
            DecisionKind::CommissionTurn { .. } => "COMMISSION_TURN",
            DecisionKind::EffectChoice(_) => "EFFECT_CHOICE",
            DecisionKind::GrantedPlacement { .. } => "GRANTED_PLACEMENT",
            DecisionKind::TiePetition { .. } => "TIE_PETITION",
            DecisionKind::TieBreak { .. } => "TIE_BREAK",
            DecisionKind::CrewAction { .. } => "CREW_ACTION",
            DecisionKind::BlackmailRequest { .. } => "BLACKMAIL_REQUEST",
            DecisionKind::BlackmailAnswer { .. } => "BLACKMAIL_ANSWER",
            DecisionKind::Reroll { .. } => "REROLL",
            DecisionKind::Response { .. } => "RESPONSE",
            DecisionKind::FenceBuy { .. } => "FENCE_BUY",
            DecisionKind::Appoint { .. } => "APPOINT",
            DecisionKind::TradeAnswer { .. } => "TRADE_ANSWER",
        }
    }
}
