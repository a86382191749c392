//! A compound answer as a sequence of smaller choices (R12.1.4), and the narrowing of a list of
//! legal answers one choice at a time.
//!
//! A front end builds an answer step by step and a search can widen over the same steps; either
//! way only the listed answers are ever reached, so nothing outside the engine decides legality.
//!
//! ```
//! use np_engine::{base_cards, GameConfig, GameState, Narrowing};
//!
//! let game = GameState::new(GameConfig::new(4, 7)).unwrap();
//! let decision = game.pending().unwrap();
//! let answers = game.legal_answers();
//! let mut narrowing = Narrowing::new(&answers, &decision.kind, base_cards().unwrap());
//! while narrowing.complete().is_none() {
//!     let (slot, pick) = narrowing.options()[0];
//!     assert!(narrowing.choose(slot, pick));
//! }
//! let chosen = &answers[narrowing.complete().unwrap()];
//! assert!(game.is_legal(chosen));
//! ```

use crate::action::{Answer, CrewChoice, MarkerRef, Params, Play, PlayMode, RerollKind, Response};
use crate::cards::{AfterEffect, CardDb, Effect};
use crate::crew::position_effect;
use crate::decision::DecisionKind;
use crate::ids::{CardId, Colour, GangsterId, Place, PlayerId};

/// What one step of an answer decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// An answer without parameters: Pass, Decline, Accept, Refuse, a reroll, Leo's move.
    Choice,
    /// The influence card played or given.
    Card,
    /// How the card is played (R4.3.1).
    Mode,
    /// Which placement group is placed next (R4.5.5).
    Group,
    /// Where the markers of placement group `group` go (R4.5.2); several picks for a split group.
    GroupTargets {
        group: u8,
    },
    /// The gangster of the extra $5 marker, or nobody (R4.6.3).
    Extra,
    /// The gangster that receives the blackmail coin, or nobody (R4.10).
    Blackmail,
    /// The player who may place one marker (R4.6.2).
    Grant,
    /// The ante paid with a Commission play (R4.4).
    Ante,
    /// The kind of Crew action (R6.4.1).
    Action,
    /// One gangster.
    Target,
    /// Several gangsters, in any order (neutral markers, swapped pairs).
    Targets,
    /// The first and the second gangster of an ordered pair (Gang Wars, Is Jones Joking?).
    First,
    Second,
    /// Markers on the board, in any order (removals, the Racketeer's swap).
    Markers,
    /// One marker on the board (each of Harvey Bailey's removals, R14.3.3).
    Marker,
    /// A player.
    Player,
    /// Two different players, in any order (Colby Dauch R14.3.12).
    Players,
    /// An amount: a sealed offer, Respect sold, cards bought.
    Amount,
    /// The money offered with a blackmail request (R12.7.2).
    Offer,
    /// The position a Make a Move targets (R6.7.1).
    Position,
    /// The prisoner freed by a jailbreak and the place he returns to (R11.4).
    Prisoner,
    Place,
    /// Worth a Thousand Words: the colour, how many, and whether the coin's marker goes (R13.1.12).
    Colour,
    Count,
    WithCoin,
    /// The cards handed over on accepting a trade (R11.6.2), in any order.
    Cards,
}

impl Slot {
    /// Whether the step's picks form a set in which order does not matter.
    pub fn is_set(self) -> bool {
        matches!(
            self,
            Slot::GroupTargets { .. } | Slot::Targets | Slot::Markers | Slot::Cards | Slot::Players
        )
    }
}

/// How a card is played (R4.3.1 a–c), without its parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ModeKind {
    Placement,
    Ability,
    Single,
}

/// A Crew action (R6.4.1 a–c), without its parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ActionKind {
    Position,
    /// The card ability with this index among the gangster's abilities.
    Ability(u8),
    MakeMove,
}

/// One value chosen in a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    Pass,
    Decline,
    Accept,
    Refuse,
    Reroll(RerollKind),
    LeoMoves,
    FrankCancels,
    Card(CardId),
    Mode(ModeKind),
    Group(u8),
    Gangster(GangsterId),
    Nobody,
    Player(PlayerId),
    Amount(u32),
    Action(ActionKind),
    Position(u8),
    Place(Place),
    Marker(MarkerRef),
    Colour(Colour),
    Flag(bool),
}

/// One step of an answer: what it decides, the value or values chosen (several only for a set
/// slot), and the effect whose parameter it is, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub slot: Slot,
    pub picks: Vec<Pick>,
    pub effect: Option<Effect>,
}

impl Step {
    fn one(slot: Slot, pick: Pick) -> Step {
        Step {
            slot,
            picks: vec![pick],
            effect: None,
        }
    }

    fn of(slot: Slot, pick: Pick, effect: Option<Effect>) -> Step {
        Step {
            slot,
            picks: vec![pick],
            effect,
        }
    }

    fn set(slot: Slot, picks: Vec<Pick>, effect: Option<Effect>) -> Step {
        Step {
            slot,
            picks,
            effect,
        }
    }
}

/// The steps of `answer` to the decision `kind`, in the order a player takes them.
pub fn answer_steps(answer: &Answer, kind: &DecisionKind, cards: &CardDb) -> Vec<Step> {
    let mut out = Vec::new();
    match answer {
        Answer::Place(g) | Answer::Appoint(g) => {
            out.push(Step::one(Slot::Target, Pick::Gangster(*g)))
        }
        Answer::Remove(m) => out.push(Step::one(Slot::Marker, Pick::Marker(*m))),
        Answer::Decline => out.push(Step::one(Slot::Choice, Pick::Decline)),
        Answer::Pass => out.push(Step::one(Slot::Choice, Pick::Pass)),
        Answer::Refuse => out.push(Step::one(Slot::Choice, Pick::Refuse)),
        Answer::Accept { cards: given } => {
            out.push(Step::one(Slot::Choice, Pick::Accept));
            if !given.is_empty() {
                let picks = given.iter().map(|c| Pick::Card(*c)).collect();
                out.push(Step::set(Slot::Cards, picks, None));
            }
        }
        Answer::Reroll(k) => out.push(Step::one(Slot::Choice, Pick::Reroll(*k))),
        Answer::Respond(Response::LeoMoves) => out.push(Step::one(Slot::Choice, Pick::LeoMoves)),
        Answer::Respond(Response::FrankCancels) => {
            out.push(Step::one(Slot::Choice, Pick::FrankCancels))
        }
        Answer::Respond(Response::Card(play)) => play_steps(play, false, cards, &mut out),
        Answer::Play(play) => {
            let second_orbit = matches!(
                kind,
                DecisionKind::CommissionTurn {
                    second_orbit: true,
                    ..
                }
            );
            play_steps(play, second_orbit, cards, &mut out);
        }
        Answer::Crew(choice) => crew_steps(choice, kind, cards, &mut out),
        Answer::Request { choice, offer } => {
            crew_steps(choice, kind, cards, &mut out);
            out.push(Step::one(Slot::Offer, Pick::Amount(*offer)));
        }
        Answer::Offer(n) | Answer::Buy(n) => out.push(Step::one(Slot::Amount, Pick::Amount(*n))),
        Answer::Choose(p) => out.push(Step::one(Slot::Player, Pick::Player(*p))),
        Answer::Give { card, to } => {
            out.push(Step::one(Slot::Card, Pick::Card(*card)));
            out.push(Step::one(Slot::Player, Pick::Player(*to)));
        }
        Answer::ChoosePlace(place) => out.push(Step::one(Slot::Place, Pick::Place(*place))),
    }
    out
}

fn play_steps(play: &Play, ante: bool, cards: &CardDb, out: &mut Vec<Step>) {
    let card = cards.influence(play.card);
    out.push(Step::one(Slot::Card, Pick::Card(play.card)));
    match &play.mode {
        PlayMode::Placement {
            groups,
            extra,
            blackmail,
            grant,
        } => {
            out.push(Step::one(Slot::Mode, Pick::Mode(ModeKind::Placement)));
            for g in groups {
                out.push(Step::one(Slot::Group, Pick::Group(g.group)));
                let slot = Slot::GroupTargets { group: g.group };
                let split = card
                    .groups
                    .get(usize::from(g.group))
                    .is_some_and(|grp| grp.split);
                if split {
                    let picks = g.targets.iter().map(|t| Pick::Gangster(*t)).collect();
                    out.push(Step::set(slot, picks, None));
                } else if let Some(t) = g.targets.first() {
                    // R4.5.2: an unsplit group goes on one gangster; one pick names it.
                    out.push(Step::one(slot, Pick::Gangster(*t)));
                }
            }
            if card.extra_marker_for5 {
                out.push(Step::one(Slot::Extra, gangster_or_nobody(*extra)));
            }
            if card.blackmail {
                out.push(Step::one(Slot::Blackmail, gangster_or_nobody(*blackmail)));
            }
            if card.after_effect == Some(AfterEffect::GrantPlacement) {
                if let Some(p) = grant {
                    out.push(Step::one(Slot::Grant, Pick::Player(*p)));
                }
            }
        }
        PlayMode::Ability(params) => {
            out.push(Step::one(Slot::Mode, Pick::Mode(ModeKind::Ability)));
            param_steps(params, card.or_ability, out);
        }
        PlayMode::Single(g) => {
            out.push(Step::one(Slot::Mode, Pick::Mode(ModeKind::Single)));
            out.push(Step::one(Slot::Target, Pick::Gangster(*g)));
        }
    }
    if ante {
        out.push(Step::one(Slot::Ante, Pick::Amount(play.ante)));
    }
}

fn gangster_or_nobody(g: Option<GangsterId>) -> Pick {
    g.map_or(Pick::Nobody, Pick::Gangster)
}

fn crew_steps(choice: &CrewChoice, kind: &DecisionKind, cards: &CardDb, out: &mut Vec<Step>) {
    let (gangster, position) = match kind {
        DecisionKind::CrewAction { gangster, position }
        | DecisionKind::BlackmailRequest {
            gangster, position, ..
        } => (Some(*gangster), Some(*position)),
        _ => (None, None),
    };
    match choice {
        CrewChoice::Position(params) => {
            out.push(Step::one(Slot::Action, Pick::Action(ActionKind::Position)));
            param_steps(params, position.and_then(position_effect), out);
        }
        CrewChoice::Ability { index, params } => {
            out.push(Step::one(
                Slot::Action,
                Pick::Action(ActionKind::Ability(*index)),
            ));
            let effect = gangster.and_then(|g| {
                cards
                    .gangster(g)
                    .abilities
                    .get(usize::from(*index))
                    .map(|a| a.effect)
            });
            param_steps(params, effect, out);
        }
        CrewChoice::MakeMove { target } => {
            out.push(Step::one(Slot::Action, Pick::Action(ActionKind::MakeMove)));
            out.push(Step::one(Slot::Position, Pick::Position(*target)));
        }
    }
}

/// Whether an effect's pair of gangsters is ordered (each has its own role) or a set.
fn ordered_pair(effect: Option<Effect>) -> bool {
    matches!(
        effect,
        Some(Effect::GangWars) | Some(Effect::ReplaceWithAssociate)
    )
}

fn param_steps(params: &Params, effect: Option<Effect>, out: &mut Vec<Step>) {
    match params {
        Params::None => {}
        Params::Gangster(g) => out.push(Step::of(Slot::Target, Pick::Gangster(*g), effect)),
        Params::Gangsters(gs) if ordered_pair(effect) => {
            for (slot, g) in [Slot::First, Slot::Second].into_iter().zip(gs) {
                out.push(Step::of(slot, Pick::Gangster(*g), effect));
            }
        }
        Params::Gangsters(gs) => {
            let picks = gs.iter().map(|g| Pick::Gangster(*g)).collect();
            out.push(Step::set(Slot::Targets, picks, effect));
        }
        Params::Player(p) => out.push(Step::of(Slot::Player, Pick::Player(*p), effect)),
        Params::Markers(ms) => {
            let picks = ms.iter().map(|m| Pick::Marker(*m)).collect();
            out.push(Step::set(Slot::Markers, picks, effect));
        }
        Params::Amount(n) => out.push(Step::of(Slot::Amount, Pick::Amount(*n), effect)),
        Params::Jailbreak { prisoner, place } => {
            out.push(Step::of(Slot::Prisoner, Pick::Gangster(*prisoner), effect));
            out.push(Step::of(Slot::Place, Pick::Place(*place), effect));
        }
        Params::RemoveColour {
            gangster,
            colour,
            count,
            with_coin,
        } => {
            out.push(Step::of(Slot::Target, Pick::Gangster(*gangster), effect));
            out.push(Step::of(Slot::Colour, Pick::Colour(*colour), effect));
            out.push(Step::of(Slot::Count, Pick::Amount(*count), effect));
            out.push(Step::of(Slot::WithCoin, Pick::Flag(*with_coin), effect));
        }
        Params::Position(q) => out.push(Step::of(Slot::Position, Pick::Position(*q), effect)),
        Params::Players(v) => {
            let picks = v.iter().map(|p| Pick::Player(*p)).collect();
            out.push(Step::set(Slot::Players, picks, effect));
        }
    }
}

/// Narrows a list of answers one choice at a time. The options offered at each point are
/// exactly the next choices of the answers still reachable, so every completed choice is one
/// listed answer, and every listed answer can be completed.
#[derive(Clone, Debug)]
pub struct Narrowing {
    paths: Vec<Vec<Step>>,
    /// The choices made so far, in order (for [`Narrowing::back`]).
    history: Vec<(Slot, Pick)>,
    /// Completed steps.
    taken: Vec<Step>,
    /// The picks of a set step in progress.
    partial: Vec<Pick>,
    /// Indices of the answers still reachable.
    live: Vec<usize>,
}

impl Narrowing {
    /// Starts narrowing `answers`, the legal answers of the decision `kind`.
    pub fn new(answers: &[Answer], kind: &DecisionKind, cards: &CardDb) -> Narrowing {
        Narrowing {
            paths: answers
                .iter()
                .map(|a| answer_steps(a, kind, cards))
                .collect(),
            history: Vec::new(),
            taken: Vec::new(),
            partial: Vec::new(),
            live: (0..answers.len()).collect(),
        }
    }

    /// The steps completed so far.
    pub fn taken(&self) -> &[Step] {
        &self.taken
    }

    /// The picks made so far in a set step that is not complete yet.
    pub fn partial(&self) -> &[Pick] {
        &self.partial
    }

    /// The choices made so far.
    pub fn history(&self) -> &[(Slot, Pick)] {
        &self.history
    }

    /// The indices (in the list given to [`Narrowing::new`]) of the answers still reachable.
    pub fn live(&self) -> &[usize] {
        &self.live
    }

    /// The step the answer `index` takes next, if it has one.
    fn next_step(&self, index: usize) -> Option<&Step> {
        self.paths.get(index)?.get(self.taken.len())
    }

    /// The choices offered now, each once, in the order of the answers they lead to.
    pub fn options(&self) -> Vec<(Slot, Pick)> {
        let mut out: Vec<(Slot, Pick)> = Vec::new();
        for &i in &self.live {
            let Some(step) = self.next_step(i) else {
                continue;
            };
            let remaining = multiset_minus(&step.picks, &self.partial);
            for pick in remaining {
                if !out.contains(&(step.slot, pick)) {
                    out.push((step.slot, pick));
                }
            }
        }
        out
    }

    /// The effect whose parameter is chosen next, if any.
    pub fn effect(&self) -> Option<Effect> {
        self.live
            .iter()
            .find_map(|i| self.next_step(*i).and_then(|s| s.effect))
    }

    /// Makes a choice. Returns false, changing nothing, if it is not offered.
    pub fn choose(&mut self, slot: Slot, pick: Pick) -> bool {
        let mut partial = self.partial.clone();
        partial.push(pick);
        let live: Vec<usize> = self
            .live
            .iter()
            .copied()
            .filter(|i| {
                self.next_step(*i).is_some_and(|s| {
                    s.slot == slot
                        && if slot.is_set() {
                            multiset_minus(&partial, &s.picks).is_empty()
                        } else {
                            s.picks == [pick]
                        }
                })
            })
            .collect();
        if live.is_empty() {
            return false;
        }
        let done = live.iter().all(|i| {
            self.next_step(*i)
                .is_some_and(|s| s.picks.len() == partial.len())
        });
        if done {
            let effect = self.next_step(live[0]).and_then(|s| s.effect);
            self.taken.push(Step::set(slot, partial, effect));
            self.partial.clear();
        } else {
            self.partial = partial;
        }
        self.live = live;
        self.history.push((slot, pick));
        true
    }

    /// Takes back the last choice.
    pub fn back(&mut self) {
        let Some(_) = self.history.pop() else {
            return;
        };
        let history = std::mem::take(&mut self.history);
        self.taken.clear();
        self.partial.clear();
        self.live = (0..self.paths.len()).collect();
        for (slot, pick) in history {
            self.choose(slot, pick);
        }
    }

    /// The index of the answer chosen in full, once exactly one is left and all its steps are taken.
    pub fn complete(&self) -> Option<usize> {
        match self.live.as_slice() {
            [i] if self.partial.is_empty() && self.paths[*i].len() == self.taken.len() => Some(*i),
            _ => None,
        }
    }
}

/// `a` without one occurrence of each element of `b` (both small).
fn multiset_minus(a: &[Pick], b: &[Pick]) -> Vec<Pick> {
    let mut rest = a.to_vec();
    for x in b {
        if let Some(i) = rest.iter().position(|y| y == x) {
            rest.remove(i);
        }
    }
    rest
}
