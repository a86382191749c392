//! The action cards' kinds (FB1.3.2) and the advanced variant's abilities (FB13.3): their
//! classes, printed types and counters are rules, fixed here; their counts and names are data
//! (FB1.3.4, [`crate::deck`]).

use serde::{Deserialize, Serialize};

/// The classes of action cards (FB1.3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Class {
    Attack,
    Rescue,
    Counter,
}

/// Every kind of action card, in the order of the table of FB1.3.2 (the order of the initial
/// deck before its shuffle, FB12.5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Contract,
    ContractFiProof,
    ContractUncounterable,
    PriorityContract,
    DoubleContract,
    Hit,
    Massacre,
    DoubleCross,
    MobWar,
    Ambush,
    Vendetta,
    Turncoat,
    Lam,
    PoliceProtection,
    Substitution,
    Intrigue,
    Truce,
    Payoff,
    FederalCrackdown,
    MobPower,
    FamilyInfluence,
    Finger,
    SafeHouse,
}

impl Kind {
    pub const ALL: [Kind; 23] = [
        Kind::Contract,
        Kind::ContractFiProof,
        Kind::ContractUncounterable,
        Kind::PriorityContract,
        Kind::DoubleContract,
        Kind::Hit,
        Kind::Massacre,
        Kind::DoubleCross,
        Kind::MobWar,
        Kind::Ambush,
        Kind::Vendetta,
        Kind::Turncoat,
        Kind::Lam,
        Kind::PoliceProtection,
        Kind::Substitution,
        Kind::Intrigue,
        Kind::Truce,
        Kind::Payoff,
        Kind::FederalCrackdown,
        Kind::MobPower,
        Kind::FamilyInfluence,
        Kind::Finger,
        Kind::SafeHouse,
    ];

    /// The kind's name in the data file (FB1.3.2's kind ids).
    pub fn id(self) -> &'static str {
        match self {
            Kind::Contract => "contract",
            Kind::ContractFiProof => "contract_fi_proof",
            Kind::ContractUncounterable => "contract_uncounterable",
            Kind::PriorityContract => "priority_contract",
            Kind::DoubleContract => "double_contract",
            Kind::Hit => "hit",
            Kind::Massacre => "massacre",
            Kind::DoubleCross => "double_cross",
            Kind::MobWar => "mob_war",
            Kind::Ambush => "ambush",
            Kind::Vendetta => "vendetta",
            Kind::Turncoat => "turncoat",
            Kind::Lam => "lam",
            Kind::PoliceProtection => "police_protection",
            Kind::Substitution => "substitution",
            Kind::Intrigue => "intrigue",
            Kind::Truce => "truce",
            Kind::Payoff => "payoff",
            Kind::FederalCrackdown => "federal_crackdown",
            Kind::MobPower => "mob_power",
            Kind::FamilyInfluence => "family_influence",
            Kind::Finger => "finger",
            Kind::SafeHouse => "safe_house",
        }
    }

    pub fn class(self) -> Class {
        use Kind::*;
        match self {
            Contract
            | ContractFiProof
            | ContractUncounterable
            | PriorityContract
            | DoubleContract
            | Hit
            | Massacre
            | DoubleCross
            | MobWar
            | Ambush
            | Vendetta
            | Turncoat => Class::Attack,
            Lam | PoliceProtection | Substitution | Intrigue | Truce | Payoff
            | FederalCrackdown => Class::Rescue,
            MobPower | FamilyInfluence | Finger | SafeHouse => Class::Counter,
        }
    }

    /// The printed card type (FB1.3.2: 21 types; the three Contract kinds are one).
    pub fn printed_type(self) -> Kind {
        match self {
            Kind::ContractFiProof | Kind::ContractUncounterable => Kind::Contract,
            other => other,
        }
    }

    /// The counter kinds that may answer this kind in W-COUNTER (FB1.3.2, FB7.6).
    pub fn countered_by(self) -> &'static [Kind] {
        use Kind::*;
        match self {
            Contract | PriorityContract | DoubleContract => &[FamilyInfluence, MobPower],
            ContractFiProof => &[MobPower],
            Vendetta => &[SafeHouse],
            Lam => &[Finger],
            _ => &[],
        }
    }
}

/// The ten abilities of the advanced variant (FB13.3), in the order of FB13.3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ability {
    Librarian,
    Doppelganger,
    CrimeSceneCleaner,
    Butcher,
    Celebrity,
    Unforgivable,
    Shotgun,
    Hothead,
    Politician,
    EarlyBird,
}

impl Ability {
    pub const ALL: [Ability; 10] = [
        Ability::Librarian,
        Ability::Doppelganger,
        Ability::CrimeSceneCleaner,
        Ability::Butcher,
        Ability::Celebrity,
        Ability::Unforgivable,
        Ability::Shotgun,
        Ability::Hothead,
        Ability::Politician,
        Ability::EarlyBird,
    ];

    /// The ability's name in the data file.
    pub fn id(self) -> &'static str {
        match self {
            Ability::Librarian => "librarian",
            Ability::Doppelganger => "doppelganger",
            Ability::CrimeSceneCleaner => "crime_scene_cleaner",
            Ability::Butcher => "butcher",
            Ability::Celebrity => "celebrity",
            Ability::Unforgivable => "unforgivable",
            Ability::Shotgun => "shotgun",
            Ability::Hothead => "hothead",
            Ability::Politician => "politician",
            Ability::EarlyBird => "early_bird",
        }
    }
}

/// One card of the game: an action card of a kind, or an ability card (FB13.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    Action(Kind),
    Ability(Ability),
}
