//! The card schema (R1.8, R1.9) and the edition's card data, validated at load (R1.7.2).

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::ids::{CardId, GangsterId};
use crate::rule::RuleId;

/// A text in both languages of this edition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Text {
    pub en: String,
    pub ja: String,
}

/// The four gangster types (R1.5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum GangsterType {
    Thug,
    Hitman,
    Gambler,
    Conman,
}

impl GangsterType {
    pub const ALL: [GangsterType; 4] = [
        GangsterType::Thug,
        GangsterType::Hitman,
        GangsterType::Gambler,
        GangsterType::Conman,
    ];
}

/// Which box a card comes from (R1.8.1, R14.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardSet {
    Base,
    YtHistorical,
    YtDesigner,
    YtYoungturks,
}

impl CardSet {
    /// The three sets of the Young Turks expansion a host may add (R14.2.1).
    pub const EXPANSIONS: [CardSet; 3] = [
        CardSet::YtHistorical,
        CardSet::YtDesigner,
        CardSet::YtYoungturks,
    ];

    /// The set's name in the data file and in saves (R1.8.1).
    pub fn name(self) -> &'static str {
        match self {
            CardSet::Base => "base",
            CardSet::YtHistorical => "yt-historical",
            CardSet::YtDesigner => "yt-designer",
            CardSet::YtYoungturks => "yt-youngturks",
        }
    }

    pub fn from_name(name: &str) -> Option<CardSet> {
        [CardSet::Base]
            .into_iter()
            .chain(CardSet::EXPANSIONS)
            .find(|s| s.name() == name)
    }
}

/// The marker `"rolled"` in the data file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Rolled {
    Rolled,
}

/// A printed card value: a whole number or rolled on the Number die (R13.2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum CardValue {
    Fixed(i32),
    Rolled(Rolled),
}

/// How an ability is used (R1.8.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum AbilityKind {
    Action,
    Passive,
    Reaction,
}

/// The trigger of a `REACTION` card (R1.9.1, R12.10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Trigger {
    Income,
    WhackDeclared,
    WhackSuccess,
}

/// Card keywords (R1.9.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Keyword {
    #[serde(rename = "OR")]
    Or,
    #[serde(rename = "PLAY_DURING_CREW")]
    PlayDuringCrew,
    #[serde(rename = "PLAY_ANY_TIME")]
    PlayAnyTime,
    #[serde(rename = "SNITCH")]
    Snitch,
    #[serde(rename = "JAILBREAK")]
    Jailbreak,
    #[serde(rename = "REACTION")]
    Reaction(Trigger),
}

/// Every effect a card can have, on gangster abilities and influence cards alike.
/// The named cards of §13 each have their own; the rest reuse the kinds the positions use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(
    tag = "effect",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Effect {
    /// Whack an active gangster (R6.8) at a base cost; on success the actor gains `gain`
    /// and the target's controller loses `loss` (Mike Fitz R13.2.12: gain 0). The acting
    /// player takes `bounty` from the bank once the cost is paid ("Machine Gun" Kelly R14.3.8).
    Whack {
        cost: u32,
        gain: u32,
        loss: u32,
        bounty: u32,
    },
    /// David Sirlini (R13.2.2).
    SwapWithLowerRespect,
    /// Jason Mateo (R13.2.4).
    SwapArrowConnectedPair,
    /// Matt Leacock (R13.2.5).
    RobRichest { amount: u32 },
    /// Manny Corte, Another D.A. Dead, Fido Fight Club (R13.2.7, R13.1.1, R13.1.3).
    DrawTwoGiveOne,
    /// Ryan D'sturm (R13.2.10).
    SellRespect { max: u32, rate: u32 },
    /// Marco Zohgoli (R13.2.8): passive.
    FreeRerollPerRound,
    /// Morris Caruso (R13.2.9): passive.
    OwnWhackFreeReroll,
    /// Leo Seyfarth (R13.2.11): reaction in W-VACANCY.
    MoveIntoVacancy,
    /// Tom Vaselini (R13.2.6): card property.
    ShieldsController,
    /// Gang Wars Go On (R13.1.4).
    GangWars,
    /// Is Jones Joking? (R13.1.5).
    ReplaceWithAssociate,
    /// "Jones" Rule Passes (R13.1.6).
    ReplaceFromDeck,
    /// Sibling Rivalry (R13.1.7).
    SwapSameType,
    /// Worth a Thousand Words (R13.1.12).
    RemoveColour { max: u32 },
    /// Snitch (R11.3).
    Snitch,
    /// Jailbreak (R11.4, R13.1.2, R13.1.8).
    Jailbreak { place_marker: bool },
    /// Suspect Silenced (R13.1.9).
    SilenceIncome,
    /// Testimony Unsealed (R13.1.10).
    CancelWhack,
    /// "Whacky" Insurance (R13.1.11).
    WhackInsurance { per_marker: u32 },
    /// A blackmail coin (R4.10) as the card's only use.
    Blackmail,
    /// Place neutral markers, split freely, like the Counselor (R6.5.7).
    PlaceNeutral { count: u32 },
    /// Remove markers from board gangsters, like the First Guy (R6.5.3).
    RemoveMarkers { count: u32 },
    /// Take money from another player, like the Bean Counter (R6.5.4).
    TakeMoney { amount: u32 },
    /// Place own markers on one board gangster, like the Enforcer (R6.5.6).
    PlaceOwn { count: u32 },
    /// Swap two markers, like the Racketeer (R6.5.5).
    SwapMarkers,
    /// Draw influence cards, like the Underboss (R6.5.8).
    DrawCards { count: u32 },
    /// Take money from the bank.
    BankMoney { amount: u32 },
    /// The Second Guy's Omerta coin (R6.5.2); no card carries it.
    PlaceOmerta,
    /// Frank Nitti (R14.3.1): reaction in W-DECLARED, pay `cost` to cancel the whack.
    PayToCancelWhack { cost: u32 },
    /// Harvey Bailey (R14.3.3): to Prison, then `count` markers removed from the board.
    ArrestSelfRemove { count: u32 },
    /// Bonnie Parker (R14.3.4): card property, card Respect + `bonus` while her partner is on
    /// the board.
    RespectWithPartner { bonus: u32 },
    /// Clyde Barrow (R14.3.5): card property, card Money + `bonus` while his partner is on the
    /// board.
    MoneyWithPartner { bonus: u32 },
    /// "Big Jim" Colosimo (R14.3.6).
    SwapWithConnected,
    /// Carlos Gambino (R14.3.7).
    MoveToEmpty,
    /// Antoine Bauza (R14.3.10): pay `cost`, roll the Number die, kill in that position.
    DeathRoll { cost: u32 },
    /// Bill Eberle (R14.3.11): passive, his sole controller breaks control ties.
    Tiebreaker,
    /// Colby Dauch (R14.3.12).
    ExchangeRandomCards,
    /// Geraldo Chaconichio (R14.3.13): card property, to Prison at `markers` markers.
    ArrestAtMarkers { markers: u32 },
}

impl Effect {
    /// Whether a Crew action of this effect costs money at declaration (R6.8.3, R14.3.10).
    pub fn costs_money(&self) -> bool {
        matches!(self, Effect::Whack { .. } | Effect::DeathRoll { .. })
    }

    /// The rule of an influence card's ability that says when it has a legal resolution, for
    /// the abilities that have their own.
    pub fn rule(&self) -> Option<RuleId> {
        let id = match self {
            Effect::Snitch => [11, 3, 2],
            Effect::Jailbreak { .. } => [11, 4, 2],
            Effect::GangWars => [13, 1, 4],
            Effect::ReplaceWithAssociate => [13, 1, 5],
            Effect::ReplaceFromDeck => [13, 1, 6],
            Effect::SwapSameType => [13, 1, 7],
            Effect::SilenceIncome => [13, 1, 9],
            Effect::CancelWhack => [13, 1, 10],
            Effect::WhackInsurance { .. } => [13, 1, 11],
            Effect::RemoveColour { .. } => [13, 1, 12],
            _ => return None,
        };
        Some(RuleId(id))
    }
}

/// One ability of a gangster card (R1.8.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ability {
    pub kind: AbilityKind,
    #[serde(flatten)]
    pub effect: Effect,
    pub works_as_associate: bool,
}

/// A gangster card (R1.8.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GangsterCard {
    pub id: String,
    pub name: Text,
    pub text: Text,
    pub set: CardSet,
    /// `None` is the typeless card (R1.5.2).
    #[serde(rename = "type")]
    pub gtype: Option<GangsterType>,
    pub card_respect: CardValue,
    pub card_money: CardValue,
    pub abilities: Vec<Ability>,
    pub prison_threshold: Option<u32>,
}

impl GangsterCard {
    /// The card's action abilities (R6.4.1 b).
    pub fn actions(&self) -> impl Iterator<Item = &Ability> {
        self.abilities
            .iter()
            .filter(|a| a.kind == AbilityKind::Action)
    }

    pub fn has_effect(&self, effect: Effect) -> bool {
        self.abilities.iter().any(|a| a.effect == effect)
    }
}

/// What a placement group targets (R1.9.2, R1.5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum GroupTarget {
    Type(GangsterType),
    Position(u8),
}

/// The most placement groups a card may have: the base cards have at most two (R1.9.2).
pub const MAX_GROUPS: usize = 4;

/// A placement group (R1.9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Group {
    pub target: GroupTarget,
    pub count: u32,
    pub split: bool,
}

/// Effects that follow the placements of a card (R4.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum AfterEffect {
    /// Let another player place one marker (R4.6.2).
    GrantPlacement,
    /// Draw two, give one of them away (R13.1.3).
    DrawTwoGiveOne,
}

/// An influence card (R1.9.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InfluenceCard {
    pub id: String,
    pub name: Text,
    pub text: Text,
    pub set: CardSet,
    pub groups: Vec<Group>,
    pub keywords: Vec<Keyword>,
    pub after_effect: Option<AfterEffect>,
    pub or_ability: Option<Effect>,
    /// Places a blackmail coin after the placements (R4.10).
    pub blackmail: bool,
    pub extra_marker_for5: bool,
}

impl InfluenceCard {
    pub fn has(&self, k: Keyword) -> bool {
        self.keywords.contains(&k)
    }

    /// The reaction trigger, if this is a `REACTION` card.
    pub fn reaction(&self) -> Option<Trigger> {
        self.keywords.iter().find_map(|k| match k {
            Keyword::Reaction(t) => Some(*t),
            _ => None,
        })
    }

    /// Class A of R12.10.1.
    pub fn is_class_a(&self) -> bool {
        self.has(Keyword::PlayAnyTime) || self.has(Keyword::Snitch) || self.has(Keyword::Jailbreak)
    }
}

/// The whole card data file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardData {
    pub gangsters: Vec<GangsterCard>,
    pub influence: Vec<InfluenceCard>,
}

/// What is wrong with a card data file (R1.7.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum CardDataError {
    /// The file is not JSON; line and column of the fault.
    Schema {
        line: usize,
        column: usize,
    },
    /// A field is missing or has the wrong shape: `gangsters[4].type`.
    Field {
        path: String,
    },
    WrongGangsterCount {
        expected: usize,
        found: usize,
    },
    /// A set of the expansion without its 18 gangsters (R14.2.1).
    WrongSetCount {
        set: CardSet,
        expected: usize,
        found: usize,
    },
    WrongInfluenceCount {
        expected: usize,
        found: usize,
    },
    DuplicateId {
        index: usize,
    },
    /// "Killer" Mac Pheeto must appear exactly once in the base set.
    MacPheetoCount {
        found: usize,
    },
    /// No gangster of this type other than Mac Pheeto.
    MissingType {
        gangster_type: GangsterType,
    },
    EmptyName {
        index: usize,
    },
    /// A group with no markers, or a red icon outside 1–9.
    BadGroup {
        card: usize,
    },
    /// A card with `OR` or without groups needs an `orAbility`.
    MissingOrAbility {
        card: usize,
    },
    /// A `SNITCH` or `JAILBREAK` keyword without its ability, or the ability without it.
    KeywordMismatch {
        card: usize,
    },
    /// A `REACTION` card must have a reaction effect, and only they may.
    BadReaction {
        card: usize,
    },
    /// An effect that cannot be used where it stands.
    MisplacedEffect {
        card: usize,
    },
}

/// The id of Mac Pheeto in the data (R2.4).
pub const MAC_PHEETO: &str = "killer-mac-pheeto";
pub const BASE_GANGSTERS: usize = 50;
/// Gangsters in each set of the Young Turks expansion (R14.2.1).
pub const SET_GANGSTERS: usize = 18;
pub const BASE_INFLUENCE: usize = 94;

/// The validated card set of this edition.
#[derive(Clone, Debug)]
pub struct CardDb {
    data: CardData,
    mac_pheeto: GangsterId,
    /// The window class of each influence card, by id.
    window_classes: Vec<WindowClass>,
    /// Every gangster ability as (effect, gangster, works as an Associate), by gangster.
    ability_holders: Vec<(Effect, GangsterId, bool)>,
}

/// How an influence card may be played in a response window (R12.10.1), read once from its
/// keywords as bits: a reaction has the bit of its trigger alone (it enters only that window),
/// any other card the bits of class A and of the Crew keyword. A window lets a card in when
/// their bits meet its own ([`crate::windows::WindowOpening`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct WindowClass(pub u8);

impl WindowClass {
    pub(crate) const CLASS_A: u8 = 1;
    pub(crate) const DURING_CREW: u8 = 2;

    /// The bit of the reactions to `trigger`.
    pub(crate) fn reaction(trigger: Trigger) -> u8 {
        4 << (trigger as u8)
    }

    fn of(card: &InfluenceCard) -> WindowClass {
        WindowClass(match card.reaction() {
            Some(t) => Self::reaction(t),
            None => {
                (if card.is_class_a() { Self::CLASS_A } else { 0 })
                    | (if card.has(Keyword::PlayDuringCrew) {
                        Self::DURING_CREW
                    } else {
                        0
                    })
            }
        })
    }
}

impl CardDb {
    /// Parses and validates a card data file (R1.7.2).
    ///
    /// # Errors
    /// A [`CardDataError`] naming the first fault found.
    pub fn parse(json: &str) -> Result<CardDb, CardDataError> {
        Self::validate(crate::card_json::read(json)?)
    }

    /// # Errors
    /// A [`CardDataError`] naming the first fault found.
    pub fn validate(data: CardData) -> Result<CardDb, CardDataError> {
        let base_g = data
            .gangsters
            .iter()
            .filter(|g| g.set == CardSet::Base)
            .count();
        if base_g != BASE_GANGSTERS {
            return Err(CardDataError::WrongGangsterCount {
                expected: BASE_GANGSTERS,
                found: base_g,
            });
        }
        for set in CardSet::EXPANSIONS {
            let found = data.gangsters.iter().filter(|g| g.set == set).count();
            if found != SET_GANGSTERS {
                return Err(CardDataError::WrongSetCount {
                    set,
                    expected: SET_GANGSTERS,
                    found,
                });
            }
        }
        if data.influence.len() != BASE_INFLUENCE {
            return Err(CardDataError::WrongInfluenceCount {
                expected: BASE_INFLUENCE,
                found: data.influence.len(),
            });
        }
        let mut ids = std::collections::HashSet::new();
        for (i, id) in data
            .gangsters
            .iter()
            .map(|g| &g.id)
            .chain(data.influence.iter().map(|c| &c.id))
            .enumerate()
        {
            if !ids.insert(id.as_str()) {
                return Err(CardDataError::DuplicateId { index: i });
            }
        }
        let macs: Vec<usize> = data
            .gangsters
            .iter()
            .enumerate()
            .filter(|(_, g)| g.id == MAC_PHEETO && g.set == CardSet::Base)
            .map(|(i, _)| i)
            .collect();
        if macs.len() != 1 {
            return Err(CardDataError::MacPheetoCount { found: macs.len() });
        }
        for t in GangsterType::ALL {
            if !data
                .gangsters
                .iter()
                .any(|g| g.id != MAC_PHEETO && g.gtype == Some(t))
            {
                return Err(CardDataError::MissingType { gangster_type: t });
            }
        }
        for (i, g) in data.gangsters.iter().enumerate() {
            if g.name.en.trim().is_empty() || g.name.ja.trim().is_empty() {
                return Err(CardDataError::EmptyName { index: i });
            }
            for a in &g.abilities {
                if !effect_fits_gangster(a) {
                    return Err(CardDataError::MisplacedEffect { card: i });
                }
            }
        }
        for (i, c) in data.influence.iter().enumerate() {
            if c.name.en.trim().is_empty() || c.name.ja.trim().is_empty() {
                return Err(CardDataError::EmptyName {
                    index: data.gangsters.len() + i,
                });
            }
            for g in &c.groups {
                let bad_pos = matches!(g.target, GroupTarget::Position(p) if !(1..=9).contains(&p));
                if g.count == 0 || bad_pos {
                    return Err(CardDataError::BadGroup { card: i });
                }
            }
            if (c.has(Keyword::Or) || c.groups.is_empty()) && c.or_ability.is_none() {
                return Err(CardDataError::MissingOrAbility { card: i });
            }
            // R11.3, R11.4: the Snitch and jailbreak keywords go with their abilities.
            let snitch = matches!(c.or_ability, Some(Effect::Snitch));
            let jailbreak = matches!(c.or_ability, Some(Effect::Jailbreak { .. }));
            if c.has(Keyword::Snitch) != snitch || c.has(Keyword::Jailbreak) != jailbreak {
                return Err(CardDataError::KeywordMismatch { card: i });
            }
            let reaction_effect = matches!(
                c.or_ability,
                Some(Effect::SilenceIncome | Effect::CancelWhack | Effect::WhackInsurance { .. })
            );
            let trigger_ok = match (c.reaction(), c.or_ability) {
                (Some(Trigger::Income), Some(Effect::SilenceIncome)) => true,
                (Some(Trigger::WhackDeclared), Some(Effect::CancelWhack)) => true,
                (Some(Trigger::WhackSuccess), Some(Effect::WhackInsurance { .. })) => true,
                (None, _) => !reaction_effect,
                _ => false,
            };
            if !trigger_ok {
                return Err(CardDataError::BadReaction { card: i });
            }
            if let Some(e) = c.or_ability {
                if !effect_fits_influence(e) {
                    return Err(CardDataError::MisplacedEffect { card: i });
                }
            }
        }
        let window_classes = data.influence.iter().map(WindowClass::of).collect();
        let ability_holders = data
            .gangsters
            .iter()
            .enumerate()
            .flat_map(|(i, g)| {
                g.abilities
                    .iter()
                    .map(move |a| (a.effect, GangsterId(i as u16), a.works_as_associate))
            })
            .collect();
        Ok(CardDb {
            mac_pheeto: GangsterId(macs[0] as u16),
            data,
            window_classes,
            ability_holders,
        })
    }

    pub fn gangster(&self, id: GangsterId) -> &GangsterCard {
        &self.data.gangsters[usize::from(id.0)]
    }

    pub fn influence(&self, id: CardId) -> &InfluenceCard {
        &self.data.influence[usize::from(id.0)]
    }

    /// Every gangster ability as (effect, gangster, works as an Associate).
    pub(crate) fn ability_holders(&self) -> &[(Effect, GangsterId, bool)] {
        &self.ability_holders
    }

    pub(crate) fn window_class(&self, id: CardId) -> WindowClass {
        self.window_classes[usize::from(id.0)]
    }

    pub fn gangster_ids(&self) -> impl Iterator<Item = GangsterId> + '_ {
        (0..self.data.gangsters.len()).map(|i| GangsterId(i as u16))
    }

    /// The gangsters of a game with the base set and `sets` of the expansion (R2.5, R14.2.2).
    pub fn gangsters_in<'a>(
        &'a self,
        sets: &'a [CardSet],
    ) -> impl Iterator<Item = GangsterId> + 'a {
        self.gangster_ids().filter(move |g| {
            let set = self.gangster(*g).set;
            set == CardSet::Base || sets.contains(&set)
        })
    }

    pub fn influence_ids(&self) -> impl Iterator<Item = CardId> + '_ {
        (0..self.data.influence.len()).map(|i| CardId(i as u16))
    }

    pub fn gangster_count(&self) -> usize {
        self.data.gangsters.len()
    }

    pub fn influence_count(&self) -> usize {
        self.data.influence.len()
    }

    pub fn mac_pheeto(&self) -> GangsterId {
        self.mac_pheeto
    }

    pub fn data(&self) -> &CardData {
        &self.data
    }

    /// Finds a gangster by its data id.
    pub fn gangster_by_id(&self, id: &str) -> Option<GangsterId> {
        self.data
            .gangsters
            .iter()
            .position(|g| g.id == id)
            .map(|i| GangsterId(i as u16))
    }

    /// Finds an influence card by its data id.
    pub fn influence_by_id(&self, id: &str) -> Option<CardId> {
        self.data
            .influence
            .iter()
            .position(|c| c.id == id)
            .map(|i| CardId(i as u16))
    }
}

fn effect_fits_gangster(a: &Ability) -> bool {
    use Effect::*;
    match a.kind {
        AbilityKind::Action => matches!(
            a.effect,
            Whack { .. }
                | SwapWithLowerRespect
                | SwapArrowConnectedPair
                | RobRichest { .. }
                | DrawTwoGiveOne
                | SellRespect { .. }
                | PlaceNeutral { .. }
                | RemoveMarkers { .. }
                | TakeMoney { .. }
                | PlaceOwn { .. }
                | SwapMarkers
                | DrawCards { .. }
                | BankMoney { .. }
                | ArrestSelfRemove { .. }
                | SwapWithConnected
                | MoveToEmpty
                | DeathRoll { .. }
                | ExchangeRandomCards
        ),
        AbilityKind::Passive => matches!(
            a.effect,
            FreeRerollPerRound
                | OwnWhackFreeReroll
                | ShieldsController
                | RespectWithPartner { .. }
                | MoneyWithPartner { .. }
                | Tiebreaker
                | ArrestAtMarkers { .. }
        ),
        AbilityKind::Reaction => matches!(a.effect, MoveIntoVacancy | PayToCancelWhack { .. }),
    }
}

fn effect_fits_influence(e: Effect) -> bool {
    use Effect::*;
    matches!(
        e,
        DrawTwoGiveOne
            | GangWars
            | ReplaceWithAssociate
            | ReplaceFromDeck
            | SwapSameType
            | RemoveColour { .. }
            | Snitch
            | Jailbreak { .. }
            | SilenceIncome
            | CancelWhack
            | WhackInsurance { .. }
            | Blackmail
            | PlaceNeutral { .. }
            | RemoveMarkers { .. }
            | TakeMoney { .. }
            | PlaceOwn { .. }
            | SwapMarkers
            | DrawCards { .. }
            | BankMoney { .. }
    )
}

static BASE: OnceLock<Result<CardDb, CardDataError>> = OnceLock::new();

/// The edition's base card set, parsed and validated once.
///
/// # Errors
/// The [`CardDataError`] of the embedded data file, should it be invalid.
/// The base card set once [`base_cards`] has read it without fault: a game exists only then.
pub(crate) fn base_cards_read() -> Option<&'static CardDb> {
    BASE.get()?.as_ref().ok()
}

pub fn base_cards() -> Result<&'static CardDb, CardDataError> {
    BASE.get_or_init(|| CardDb::parse(include_str!("../data/cards.json")))
        .as_ref()
        .map_err(Clone::clone)
}
