//! Scenario files (docs/formats.md): an explicit starting position, forced die faces and a
//! list of actions. Used by `table scenario` and by the rule fixtures under games/nothing-personal/tests.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::action::Action;
use crate::cards::CardSet;
use crate::decision::Phase;
use crate::dice::Face;
use crate::error::ActionError;
use crate::flow::Task;
use crate::ids::{CardId, Colour, GangsterId, Place, PlayerId};
use crate::report::Report;
use crate::save::FORMAT_VERSION;
use crate::state::{db, GZone, GameConfig, GameState, MARKERS_PER_FAMILY, NEUTRAL_MARKERS};

/// A gangster placed by a scenario.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GangsterSetup {
    pub id: String,
    /// Markers by seat.
    #[serde(default)]
    pub markers: Vec<u8>,
    #[serde(default)]
    pub neutral: u8,
    /// The seat whose marker (already counted in `markers`) sits on a blackmail coin.
    #[serde(default)]
    pub coin: Option<u8>,
    #[serde(default)]
    pub omerta: bool,
    #[serde(default)]
    pub sideways: bool,
    #[serde(default)]
    pub income_taken: bool,
    #[serde(default)]
    pub step_taken: bool,
}

/// A player set up by a scenario.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    #[serde(default)]
    pub money: u32,
    #[serde(default)]
    pub respect: u32,
    #[serde(default)]
    pub hand: Vec<String>,
}

/// Where the game resumes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "camelCase", deny_unknown_fields)]
pub enum Start {
    /// A Commission turn of `seat`; `second_orbit` marks every player as having had a turn.
    Commission {
        seat: u8,
        #[serde(default, rename = "secondOrbit")]
        second_orbit: bool,
        #[serde(default)]
        ante: u32,
    },
    /// The Crew's income step at `position` (9 down to 1).
    CrewIncome {
        position: u8,
    },
    /// The Crew's action step at `position` (1 up to 9).
    CrewAction {
        position: u8,
    },
    Fence,
    Feds,
    Family,
    Final,
}

/// The starting position of a scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    #[serde(default = "one")]
    pub round: u8,
    #[serde(default)]
    pub ring: u8,
    /// Keys "1"–"9".
    #[serde(default)]
    pub positions: BTreeMap<String, GangsterSetup>,
    /// Keys "1"–"3".
    #[serde(default)]
    pub associates: BTreeMap<String, GangsterSetup>,
    #[serde(default)]
    pub prison: Vec<String>,
    #[serde(default)]
    pub fishes: Vec<String>,
    pub players: Vec<PlayerSetup>,
    /// Top of the Gangster deck first; the other gangsters follow, shuffled.
    #[serde(default)]
    pub gangster_top: Vec<String>,
    /// Top of the Influence deck first; the other cards follow, shuffled.
    #[serde(default)]
    pub influence_top: Vec<String>,
    #[serde(default)]
    pub discard: Vec<String>,
    pub start: Start,
}

/// The largest money or Respect a scenario may give a player.
pub const MAX_AMOUNT: u32 = 1_000_000;

fn one() -> u8 {
    1
}

/// A scenario file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub version: u32,
    #[serde(default)]
    pub seed: u64,
    /// The sets of the Young Turks expansion in play (R14.2.1).
    #[serde(default)]
    pub sets: Vec<CardSet>,
    pub position: Position,
    /// Faces the dice show, in order, before the seeded source takes over.
    #[serde(default)]
    pub dice: Vec<Face>,
    #[serde(default)]
    pub actions: Vec<(u8, Action)>,
}

/// Why a scenario could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ScenarioError {
    /// Not JSON; line and column of the fault.
    Corrupt {
        line: usize,
        column: usize,
    },
    /// JSON, but a field is not of the scenario's shape, or a number is too large for it: its
    /// path (`position.players[0].money`).
    Schema {
        path: String,
    },
    /// A round outside 1–5 (R3.1).
    BadRound {
        round: u8,
    },
    /// Markers for more seats than the scenario has players.
    BadMarkers {
        id: String,
    },
    UnknownVersion {
        version: u32,
    },
    PlayerCount {
        players: usize,
    },
    UnknownGangster {
        id: String,
    },
    /// A gangster of an expansion set the scenario does not add (R14.2.2).
    GangsterNotInGame {
        id: String,
    },
    /// The expansion's sets named twice, or the base set named as one (R14.2.1).
    CardSets,
    UnknownCard {
        id: String,
    },
    /// A card or gangster named twice.
    Duplicate {
        id: String,
    },
    BadPlace {
        key: String,
    },
    /// More markers or coins than exist.
    TooMany,
    BadStart,
    /// Action number `index` was rejected.
    Rejected {
        index: usize,
        error: ActionError,
    },
}

fn place_key(key: &str, max: u8) -> Option<u8> {
    key.parse::<u8>().ok().filter(|v| (1..=max).contains(v))
}

impl Scenario {
    /// Builds the starting state of the scenario and runs it to its first decision.
    ///
    /// # Errors
    /// A [`ScenarioError`] naming the first fault.
    pub fn start(&self) -> Result<GameState, ScenarioError> {
        if self.version != FORMAT_VERSION {
            return Err(ScenarioError::UnknownVersion {
                version: self.version,
            });
        }
        let pos = &self.position;
        let n = pos.players.len();
        if !(3..=5).contains(&n) {
            return Err(ScenarioError::PlayerCount { players: n });
        }
        crate::cards::base_cards().map_err(|_| ScenarioError::BadStart)?;
        let db = db();
        if !crate::setup::sets_are_distinct_expansions(&self.sets) {
            return Err(ScenarioError::CardSets);
        }
        let mut s = GameState::blank(GameConfig::new(n, self.seed).with_sets(&self.sets));
        s.chance.force(self.dice.clone());
        if !(1..=5).contains(&pos.round) {
            return Err(ScenarioError::BadRound { round: pos.round });
        }
        s.round = pos.round;
        if usize::from(pos.ring) >= n {
            return Err(ScenarioError::BadStart);
        }
        s.ring = PlayerId(pos.ring);
        let mut used_g: Vec<GangsterId> = Vec::new();
        let mut gid = |id: &str| -> Result<GangsterId, ScenarioError> {
            let g = db
                .gangster_by_id(id)
                .ok_or_else(|| ScenarioError::UnknownGangster { id: id.to_string() })?;
            let set = db.gangster(g).set;
            if set != CardSet::Base && !self.sets.contains(&set) {
                return Err(ScenarioError::GangsterNotInGame { id: id.to_string() });
            }
            if used_g.contains(&g) {
                return Err(ScenarioError::Duplicate { id: id.to_string() });
            }
            used_g.push(g);
            Ok(g)
        };
        let mut placed = Vec::new();
        for (key, setup) in &pos.positions {
            let p =
                place_key(key, 9).ok_or_else(|| ScenarioError::BadPlace { key: key.clone() })?;
            placed.push((Place::Position(p), gid(&setup.id)?, setup));
        }
        for (key, setup) in &pos.associates {
            let a =
                place_key(key, 3).ok_or_else(|| ScenarioError::BadPlace { key: key.clone() })?;
            placed.push((Place::Associate(a), gid(&setup.id)?, setup));
        }
        let prison: Vec<GangsterId> = pos
            .prison
            .iter()
            .map(|id| gid(id))
            .collect::<Result<_, _>>()?;
        let fishes: Vec<GangsterId> = pos
            .fishes
            .iter()
            .map(|id| gid(id))
            .collect::<Result<_, _>>()?;
        let top: Vec<GangsterId> = pos
            .gangster_top
            .iter()
            .map(|id| gid(id))
            .collect::<Result<_, _>>()?;
        let mut family = vec![0u32; n];
        let mut neutral = 0u32;
        let mut coins = 0u32;
        let mut omerta = 0u32;
        for (place, g, setup) in &placed {
            s.set_place(*place, Some(*g));
            let st = s.gs(*g);
            st.zone = GZone::Board(*place);
            if setup.markers.len() > n {
                return Err(ScenarioError::BadMarkers {
                    id: setup.id.clone(),
                });
            }
            for (i, m) in setup.markers.iter().enumerate() {
                st.markers[i] = *m;
                family[i] += u32::from(*m);
            }
            st.markers[crate::ids::NEUTRAL_SLOT] = setup.neutral;
            neutral += u32::from(setup.neutral);
            if let Some(c) = setup.coin {
                if usize::from(c) >= n || st.markers[usize::from(c)] == 0 {
                    return Err(ScenarioError::BadStart);
                }
                st.coin = Some(Colour::Family(PlayerId(c)));
                coins += 1;
            }
            if setup.omerta {
                if !matches!(place, Place::Position(_)) {
                    return Err(ScenarioError::BadStart);
                }
                st.omerta = true;
                omerta += 1;
            }
            st.sideways = setup.sideways;
            st.income_taken = setup.income_taken;
            st.step_taken = setup.step_taken;
        }
        if family.iter().any(|f| *f > u32::from(MARKERS_PER_FAMILY))
            || neutral > u32::from(NEUTRAL_MARKERS)
            || coins > 8
            || omerta > 2
        {
            return Err(ScenarioError::TooMany);
        }
        for (i, f) in family.iter().enumerate() {
            s.players[i].supply = MARKERS_PER_FAMILY - *f as u8;
        }
        s.neutral_supply = NEUTRAL_MARKERS - neutral as u8;
        s.blackmail_supply = 8 - coins as u8;
        s.omerta_supply = 2 - omerta as u8;
        for g in &prison {
            s.gs(*g).zone = GZone::Prison;
        }
        s.prison = prison;
        for g in &fishes {
            s.gs(*g).zone = GZone::Fishes;
        }
        s.fishes = fishes;
        // The Gangster deck: the named tops, then the rest shuffled beneath them.
        let mut rest: Vec<GangsterId> = s
            .gangsters_in_use()
            .filter(|g| !used_g.contains(g))
            .collect();
        s.chance.shuffle(&mut rest);
        rest.extend(top.iter().rev());
        for g in &rest {
            s.gs(*g).zone = GZone::Deck;
        }
        s.gangster_deck = rest;
        // Influence cards: hands, discard, named tops, the rest shuffled.
        let mut used_c: Vec<CardId> = Vec::new();
        let mut cid = |id: &str| -> Result<CardId, ScenarioError> {
            let c = db
                .influence_by_id(id)
                .ok_or_else(|| ScenarioError::UnknownCard { id: id.to_string() })?;
            if used_c.contains(&c) {
                return Err(ScenarioError::Duplicate { id: id.to_string() });
            }
            used_c.push(c);
            Ok(c)
        };
        for (i, p) in pos.players.iter().enumerate() {
            if p.money > MAX_AMOUNT || p.respect > MAX_AMOUNT {
                return Err(ScenarioError::TooMany);
            }
            s.players[i].money = p.money;
            s.players[i].respect = p.respect;
            s.players[i].hand = p.hand.iter().map(|id| cid(id)).collect::<Result<_, _>>()?;
        }
        s.discard = pos
            .discard
            .iter()
            .map(|id| cid(id))
            .collect::<Result<_, _>>()?;
        let itop: Vec<CardId> = pos
            .influence_top
            .iter()
            .map(|id| cid(id))
            .collect::<Result<_, _>>()?;
        let mut deck: Vec<CardId> = db.influence_ids().filter(|c| !used_c.contains(c)).collect();
        s.chance.shuffle(&mut deck);
        deck.extend(itop.iter().rev());
        s.influence_deck = deck;
        let mut ev = Report::passing();
        // R5.6.1: the Capo's sole controller holds the ring.
        s.ring_check(&mut ev);
        s.start_at(&pos.start)?;
        s.run(&mut ev);
        Ok(s)
    }

    /// Starts the scenario, then applies its actions in order.
    ///
    /// # Errors
    /// A [`ScenarioError`]; [`ScenarioError::Rejected`] names the first rejected action and
    /// comes with the state just before it.
    pub fn play(&self) -> Result<GameState, Box<(ScenarioError, Option<GameState>)>> {
        let mut s = self.start().map_err(|e| Box::new((e, None)))?;
        for (index, (seat, action)) in self.actions.iter().enumerate() {
            if let Err(error) = s.apply(PlayerId(*seat), action.clone()) {
                return Err(Box::new((
                    ScenarioError::Rejected { index, error },
                    Some(s),
                )));
            }
        }
        Ok(s)
    }
}

impl GameState {
    fn start_at(&mut self, start: &Start) -> Result<(), ScenarioError> {
        let n = self.n();
        self.commission.order = self.turn_order();
        self.commission.had_turn = vec![false; n];
        match start {
            Start::Commission {
                seat,
                second_orbit,
                ante,
            } => {
                self.phase = Phase::Commission;
                let i = self
                    .commission
                    .order
                    .iter()
                    .position(|p| p.0 == *seat)
                    .ok_or(ScenarioError::BadStart)?;
                self.commission.next = i;
                if *second_orbit {
                    self.commission.had_turn = vec![true; n];
                    self.ante = *ante;
                } else {
                    for k in 0..i {
                        self.commission.had_turn[k] = true;
                    }
                }
                self.push(Task::CommissionTurn);
            }
            Start::CrewIncome { position } if (1..=9).contains(position) => {
                self.phase = Phase::Crew;
                self.push(Task::Income(*position));
            }
            Start::CrewAction { position } if (1..=9).contains(position) => {
                self.phase = Phase::Crew;
                for g in self.active_gangsters() {
                    self.gs(g).income_taken = true;
                }
                self.push(Task::ActionStep(*position));
            }
            Start::Fence => self.push(Task::FenceStart),
            Start::Feds => self.push(Task::FedsStart),
            Start::Family => self.push(Task::FamilyStart),
            Start::Final => {
                self.round = 5;
                self.push(Task::FinalStart);
            }
            _ => return Err(ScenarioError::BadStart),
        }
        Ok(())
    }
}

/// Runs a scenario file: the resulting state as JSON, or the typed error of the first fault.
/// A rule fixture (`{"rule", "scenario", "expect"}`) runs its `scenario`.
pub fn run_scenario(text: &str) -> Value {
    let raw: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            return json!({ "error": ScenarioError::Corrupt { line: e.line(), column: e.column() } })
        }
    };
    let raw = match raw {
        Value::Object(mut o) if o.contains_key("rule") && o.contains_key("scenario") => {
            o.remove("scenario").unwrap_or(Value::Null)
        }
        other => other,
    };
    let scenario: Scenario = match serde_path_to_error::deserialize(raw) {
        Ok(s) => s,
        Err(e) => return json!({ "error": ScenarioError::Schema { path: e.path().to_string() } }),
    };
    match scenario.play() {
        Ok(s) => json!({ "state": s.snapshot() }),
        Err(boxed) => {
            let (e, state) = *boxed;
            json!({ "error": e, "state": state.map(|s| s.snapshot()) })
        }
    }
}
