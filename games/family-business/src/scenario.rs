//! Scenarios: a table set up by hand in the table's notation, answers given in turn, and what
//! must then hold — the form of the specification's test cases as fixtures, and of `np
//! scenario --game family-business`.

use std::collections::BTreeMap;

use serde::Deserialize;
use table_chance::Seeded;

use crate::answer::{Answer, Target};
use crate::card_set::CardSet;
use crate::cards::Card;
use crate::decision::DecisionKind;
use crate::deck::deck;
use crate::notation::{parse_card, parse_seat, seat_letter};
use crate::stage::{Stage, Then};
use crate::state::{GameConfig, GameState, Mobster, Outcome, PlayerId, SetupError};

/// A scenario file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The rule or test case it shows (FB0.1).
    pub rule: String,
    #[serde(default)]
    pub description: String,
    pub players: usize,
    /// Orders the draw pile's cards not placed by hand.
    #[serde(default)]
    pub seed: u64,
    /// The seat whose turn it is.
    pub active: String,
    /// Whether the scenario begins at the start of the turn (war kills, refill, FB3.1) rather
    /// than at its play.
    #[serde(default)]
    pub turn_start: bool,
    /// Each seat's row; a seat left out has every mobster not listed.
    #[serde(default)]
    pub rows: BTreeMap<String, Vec<u8>>,
    /// The Hit List, the wall first. Mobsters neither in a row nor listed are in the graveyard.
    #[serde(default)]
    pub list: Vec<String>,
    /// The war's fire; absent: no war.
    #[serde(default)]
    pub war: Option<u8>,
    /// Each seat's hand, oldest first; a seat left out holds nothing.
    #[serde(default)]
    pub hands: BTreeMap<String, Vec<String>>,
    /// The draw pile's top cards, the top first; the deck's other cards lie below them.
    #[serde(default)]
    pub draw_top: Vec<String>,
    /// The discard pile, the bottom first.
    #[serde(default)]
    pub discard: Vec<String>,
    /// The host option of FB13.1.
    #[serde(default)]
    pub free_discard: bool,
    /// The advanced variant (FB13.2).
    #[serde(default)]
    pub advanced: bool,
    /// Ability cards under mobsters in play: "A7": "celebrity" (FB13.2.3).
    #[serde(default)]
    pub attached: BTreeMap<String, String>,
    #[serde(default)]
    pub steps: Vec<Step>,
    /// What holds after the last step.
    #[serde(default)]
    pub expect: Expect,
}

/// One answer, the refusal it must meet if any, and what must hold after it.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub seat: String,
    /// A card played with effect, with its `target`.
    pub play: Option<String>,
    pub target: Option<TargetText>,
    pub without_effect: Option<String>,
    pub counter: Option<String>,
    #[serde(default)]
    pub decline: bool,
    pub mobster: Option<String>,
    /// An ability card attached to `mobster` (FB13.2.3).
    pub attach: Option<String>,
    /// The Butcher's discards (FB13.3.4).
    pub butcher: Option<Vec<String>>,
    /// `BUTCHER` without discards.
    #[serde(default)]
    pub skip: bool,
    /// `DRAW_SOURCE`: "draw_pile" or "discard_top" (FB13.3.3).
    pub source: Option<String>,
    /// `EXTRA_PLAY` without a play (FB13.3.8).
    #[serde(default)]
    pub stop: bool,
    /// The refusal the answer meets (an `ActionError` variant's name); the game unchanged.
    pub refused: Option<String>,
    #[serde(default)]
    pub expect: Expect,
}

/// A declared target in the notation: "C1", a seat "A" (a Payoff), two mobsters (a Double
/// Contract), a Substitution's pair, or a Contract's target with the Shotgun's second.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum TargetText {
    One(String),
    Pair([String; 2]),
    Swap { listed: String, substitute: String },
    Shotgun { first: String, second: String },
}

/// What must hold; every field is optional.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    pub list: Option<Vec<String>>,
    /// The fire, 0 for no war.
    pub war: Option<u8>,
    /// The pending decision: its seat and type.
    pub pending: Option<(String, DecisionKind)>,
    #[serde(default)]
    pub rows: BTreeMap<String, Vec<u8>>,
    /// The graveyard in order of arrival.
    pub graveyard: Option<Vec<String>>,
    pub eliminated: Option<Vec<String>>,
    pub winner: Option<String>,
    pub draw: Option<Vec<String>>,
    /// Hand sizes.
    #[serde(default)]
    pub hand_sizes: BTreeMap<String, usize>,
    /// Cards a hand must hold.
    #[serde(default)]
    pub holds: BTreeMap<String, Vec<String>>,
    pub draw_pile: Option<usize>,
    pub discard_pile: Option<usize>,
    /// For cards of the pending `TURN_PLAY`, exactly the targets it may declare; an empty
    /// list: the card can only be played without effect.
    #[serde(default)]
    pub targets: BTreeMap<String, Vec<TargetText>>,
    /// For the pending decision of another type, exactly its legal mobsters.
    pub mobsters: Option<Vec<String>>,
    /// Exactly the ability cards under mobsters (FB13.2.3).
    pub attached: Option<BTreeMap<String, String>>,
    /// The top card of the discard pile.
    pub discard_top: Option<String>,
}

/// Why a scenario could not run, or what did not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScenarioError {
    Schema(String),
    Setup(SetupError),
    /// A name in the notation that means nothing here.
    Notation(String),
    /// The hands, piles and deck do not add up to the deck's cards.
    Cards(String),
    /// `step` (from 1; 0 before the first) did not go as the file says.
    Mismatch {
        step: usize,
        what: String,
    },
}

impl Scenario {
    /// Reads a scenario file.
    ///
    /// # Errors
    /// [`ScenarioError::Schema`] with serde's message (line and column).
    pub fn parse(json: &str) -> Result<Scenario, ScenarioError> {
        serde_json::from_str(json).map_err(|e| ScenarioError::Schema(e.to_string()))
    }

    /// Sets the table up as the file says.
    ///
    /// # Errors
    /// A [`ScenarioError`] for a table the rules could not have.
    pub fn position(&self) -> Result<GameState, ScenarioError> {
        let active = seat(&self.active)?;
        let mut config = GameConfig::new(self.players, self.seed);
        config.first_seat = Some(active.0);
        config.free_discard = self.free_discard;
        config.advanced = self.advanced;
        let mut game = GameState::deal(config).map_err(ScenarioError::Setup)?;
        if active.index() >= self.players {
            return Err(ScenarioError::Notation(self.active.clone()));
        }
        game.hit_list = self
            .list
            .iter()
            .map(|m| mobster(&game, m))
            .collect::<Result<_, _>>()?;
        for p in game.seats().collect::<Vec<_>>() {
            let listed: Vec<u8> = game
                .hit_list
                .iter()
                .filter(|m| m.family == game.player(p).family)
                .map(|m| m.index)
                .collect();
            let row = match self.rows.get(&seat_letter(p).to_string()) {
                Some(row) => row.clone(),
                None => (1..=9).filter(|i| !listed.contains(i)).collect(),
            };
            game.players[p.index()].row = row;
        }
        game.graveyard = game
            .seats()
            .flat_map(|p| (1..=9).map(move |i| (p, i)))
            .map(|(p, i)| game.mobster(p, i))
            .filter(|m| !game.hit_list.contains(m))
            .filter(|m| {
                game.owner(m.family)
                    .is_some_and(|o| !game.player(o).row.contains(&m.index))
            })
            .collect();
        let mut left = deck()
            .map_err(|e| ScenarioError::Setup(SetupError::Deck(e)))?
            .cards(self.advanced);
        let mut take = |name: &String| -> Result<Card, ScenarioError> {
            let card = parse_card(name).ok_or_else(|| ScenarioError::Notation(name.clone()))?;
            let at = left
                .iter()
                .position(|c| *c == card)
                .ok_or_else(|| ScenarioError::Cards(format!("no {name} left for the scenario")))?;
            Ok(left.remove(at))
        };
        for p in game.seats().collect::<Vec<_>>() {
            let hand = self.hands.get(&seat_letter(p).to_string());
            game.players[p.index()].hand = hand
                .map(|h| h.iter().map(&mut take).collect::<Result<_, _>>())
                .transpose()?
                .unwrap_or_default();
        }
        game.discard = self
            .discard
            .iter()
            .map(&mut take)
            .collect::<Result<_, _>>()?;
        for (name, ability) in &self.attached {
            let m = mobster(&game, name)?;
            let Card::Ability(ability) = take(ability)? else {
                return Err(ScenarioError::Notation(ability.clone()));
            };
            let in_play = game.hit_list.contains(&m)
                || game
                    .owner(m.family)
                    .is_some_and(|o| game.player(o).row.contains(&m.index));
            if !in_play || game.ability_of(m).is_some() {
                return Err(ScenarioError::Cards(format!(
                    "{name} cannot carry {ability:?}"
                )));
            }
            game.attached.push((m, ability));
        }
        let mut top: Vec<Card> = self
            .draw_top
            .iter()
            .map(&mut take)
            .collect::<Result<_, _>>()?;
        Seeded::new(self.seed).shuffle(&mut left);
        top.reverse();
        left.extend(top);
        game.draw_pile = left;
        game.war = self.war;
        for p in game.seats().collect::<Vec<_>>() {
            if game.in_play(p) == 0 {
                game.eliminated[p.index()] = Some(0);
                if !game.player(p).hand.is_empty() {
                    return Err(ScenarioError::Cards(format!(
                        "{} is out and holds cards",
                        seat_letter(p)
                    )));
                }
            }
        }
        game.turn = 1;
        if self.turn_start {
            game.turn = 0;
            game.proceed(Then::TurnStart);
        } else {
            game.stage = Stage::Play;
        }
        game.settle();
        game.events.clear();
        Ok(game)
    }

    /// Plays the steps and checks every expectation.
    ///
    /// # Errors
    /// The first [`ScenarioError`].
    pub fn run(&self) -> Result<GameState, ScenarioError> {
        let mut game = self.position()?;
        for (i, step) in self.steps.iter().enumerate() {
            let n = i + 1;
            let mismatch = |what: String| ScenarioError::Mismatch { step: n, what };
            let answer = step.answer(&game)?;
            let before = game.clone();
            match (game.apply(seat(&step.seat)?, answer), &step.refused) {
                (Ok(_), None) => {}
                (Err(e), Some(name)) if variant(&e) == *name => {
                    if game != before {
                        return Err(mismatch("a refused answer changed the game".into()));
                    }
                }
                (Ok(_), Some(name)) => return Err(mismatch(format!("accepted, not {name}"))),
                (Err(e), _) => return Err(mismatch(format!("refused: {e:?}"))),
            }
            step.expect.check(&game, n)?;
        }
        self.expect.check(&game, self.steps.len())?;
        Ok(game)
    }
}

/// An error variant's name, as a scenario names it.
fn variant(e: &impl std::fmt::Debug) -> String {
    let text = format!("{e:?}");
    text.split([' ', '(', '{'])
        .next()
        .unwrap_or_default()
        .to_string()
}

fn seat(text: &str) -> Result<PlayerId, ScenarioError> {
    parse_seat(text).ok_or_else(|| ScenarioError::Notation(text.to_string()))
}

/// A seat of `game`'s table.
fn seat_at(game: &GameState, text: &str) -> Result<PlayerId, ScenarioError> {
    seat(text)
        .ok()
        .filter(|p| p.index() < game.player_count())
        .ok_or_else(|| ScenarioError::Notation(text.to_string()))
}

fn mobster(game: &GameState, text: &str) -> Result<Mobster, ScenarioError> {
    game.parse_mobster(text)
        .ok_or_else(|| ScenarioError::Notation(text.to_string()))
}

fn card_kind(text: &str) -> Result<crate::cards::Kind, ScenarioError> {
    match parse_card(text) {
        Some(Card::Action(kind)) => Ok(kind),
        _ => Err(ScenarioError::Notation(text.to_string())),
    }
}

impl TargetText {
    fn target(&self, game: &GameState) -> Result<Target, ScenarioError> {
        Ok(match self {
            TargetText::One(text) => match parse_seat(text) {
                Some(p) => Target::Player(p),
                None => Target::Mobster(mobster(game, text)?),
            },
            TargetText::Pair([a, b]) => Target::Pair(mobster(game, a)?, mobster(game, b)?),
            TargetText::Swap { listed, substitute } => Target::Swap {
                listed: mobster(game, listed)?,
                substitute: mobster(game, substitute)?,
            },
            TargetText::Shotgun { first, second } => Target::Shotgun {
                first: mobster(game, first)?,
                second: mobster(game, second)?,
            },
        })
    }
}

impl Step {
    fn answer(&self, game: &GameState) -> Result<Answer, ScenarioError> {
        if let Some(card) = &self.play {
            let target = match &self.target {
                Some(t) => t.target(game)?,
                None => Target::Nobody,
            };
            return Ok(Answer::Play {
                card: card_kind(card)?,
                target,
            });
        }
        if let Some(card) = &self.without_effect {
            let card = parse_card(card).ok_or_else(|| ScenarioError::Notation(card.clone()))?;
            return Ok(Answer::PlayWithoutEffect(card));
        }
        if let Some(card) = &self.counter {
            return Ok(Answer::Counter(card_kind(card)?));
        }
        if let Some(ability) = &self.attach {
            let Some(Card::Ability(ability)) = parse_card(ability) else {
                return Err(ScenarioError::Notation(ability.clone()));
            };
            let target = self.mobster.as_deref().unwrap_or_default();
            return Ok(Answer::Attach {
                ability,
                mobster: mobster(game, target)?,
            });
        }
        if let Some(m) = &self.mobster {
            return Ok(Answer::Mobster(mobster(game, m)?));
        }
        if let Some(cards) = &self.butcher {
            let cards = cards
                .iter()
                .map(|c| parse_card(c).ok_or_else(|| ScenarioError::Notation(c.clone())))
                .collect::<Result<Vec<_>, _>>()?;
            let set = CardSet::new(&cards)
                .ok_or_else(|| ScenarioError::Notation(format!("{} cards", cards.len())))?;
            return Ok(Answer::Butcher(set));
        }
        match self.source.as_deref() {
            Some("draw_pile") => return Ok(Answer::DrawPile),
            Some("discard_top") => return Ok(Answer::DiscardTop),
            Some(other) => return Err(ScenarioError::Notation(other.to_string())),
            None => {}
        }
        if self.decline {
            return Ok(Answer::Decline);
        }
        if self.skip {
            return Ok(Answer::Skip);
        }
        if self.stop {
            return Ok(Answer::Stop);
        }
        Err(ScenarioError::Notation(format!(
            "step of {} without an answer",
            self.seat
        )))
    }
}

impl Expect {
    /// Checks every expectation against `game` after step `step`.
    fn check(&self, game: &GameState, step: usize) -> Result<(), ScenarioError> {
        let fail = |what: String| Err(ScenarioError::Mismatch { step, what });
        let names = |ms: &[Mobster]| ms.iter().map(|m| game.mobster_name(*m)).collect::<Vec<_>>();
        if let Some(list) = &self.list {
            if names(&game.hit_list) != *list {
                return fail(format!(
                    "list {:?}, expected {list:?}",
                    names(&game.hit_list)
                ));
            }
        }
        if let Some(war) = self.war {
            let found = game.war.unwrap_or(0);
            if found != war {
                return fail(format!("war fire {found}, expected {war}"));
            }
        }
        if let Some((s, kind)) = &self.pending {
            let found = game
                .pending()
                .map(|d| (seat_letter(d.seat).to_string(), d.kind));
            if found.as_ref() != Some(&(s.clone(), *kind)) {
                return fail(format!("pending {found:?}, expected {s} {kind:?}"));
            }
        }
        for (s, row) in &self.rows {
            let p = seat_at(game, s)?;
            if game.player(p).row != *row {
                return fail(format!(
                    "row of {s} {:?}, expected {row:?}",
                    game.player(p).row
                ));
            }
        }
        if let Some(grave) = &self.graveyard {
            if names(&game.graveyard) != *grave {
                return fail(format!(
                    "graveyard {:?}, expected {grave:?}",
                    names(&game.graveyard)
                ));
            }
        }
        let letters = |ps: Vec<PlayerId>| {
            ps.into_iter()
                .map(|p| seat_letter(p).to_string())
                .collect::<Vec<_>>()
        };
        if let Some(out) = &self.eliminated {
            let found = letters(game.seats().filter(|p| !game.in_game(*p)).collect());
            if found != *out {
                return fail(format!("eliminated {found:?}, expected {out:?}"));
            }
        }
        if let Some(winner) = &self.winner {
            if game.result != Some(Outcome::Win(seat_at(game, winner)?)) {
                return fail(format!("outcome {:?}, expected {winner} wins", game.result));
            }
        }
        if let Some(draw) = &self.draw {
            let found = match &game.result {
                Some(Outcome::Draw(ps)) => Some(letters(ps.clone())),
                _ => None,
            };
            if found.as_ref() != Some(draw) {
                return fail(format!(
                    "outcome {:?}, expected a draw of {draw:?}",
                    game.result
                ));
            }
        }
        for (s, size) in &self.hand_sizes {
            let found = game.player(seat_at(game, s)?).hand.len();
            if found != *size {
                return fail(format!("{s} holds {found} cards, expected {size}"));
            }
        }
        for (s, cards) in &self.holds {
            let hand = &game.player(seat_at(game, s)?).hand;
            for name in cards {
                let card = parse_card(name).ok_or_else(|| ScenarioError::Notation(name.clone()))?;
                if !hand.contains(&card) {
                    return fail(format!("{s} does not hold {name}"));
                }
            }
        }
        if let Some(n) = self.draw_pile {
            if game.draw_pile.len() != n {
                return fail(format!("draw pile {}, expected {n}", game.draw_pile.len()));
            }
        }
        if let Some(n) = self.discard_pile {
            if game.discard.len() != n {
                return fail(format!("discard pile {}, expected {n}", game.discard.len()));
            }
        }
        let legal = game.legal_answers();
        for (card, targets) in &self.targets {
            let kind = card_kind(card)?;
            let found: Vec<Target> = legal
                .iter()
                .filter_map(|a| match a {
                    Answer::Play { card, target } if *card == kind => Some(*target),
                    _ => None,
                })
                .collect();
            let wanted = targets
                .iter()
                .map(|t| t.target(game))
                .collect::<Result<Vec<_>, _>>()?;
            if found != wanted {
                return fail(format!("targets of {card} {found:?}, expected {wanted:?}"));
            }
        }
        if let Some(mobsters) = &self.mobsters {
            let found: Vec<String> = legal
                .iter()
                .filter_map(|a| match a {
                    Answer::Mobster(m) => Some(game.mobster_name(*m)),
                    _ => None,
                })
                .collect();
            if found != *mobsters {
                return fail(format!("mobsters {found:?}, expected {mobsters:?}"));
            }
        }
        if let Some(attached) = &self.attached {
            let found: BTreeMap<String, String> = game
                .attached
                .iter()
                .map(|(m, a)| (game.mobster_name(*m), a.id().to_string()))
                .collect();
            if found != *attached {
                return fail(format!("attached {found:?}, expected {attached:?}"));
            }
        }
        if let Some(top) = &self.discard_top {
            let card = parse_card(top).ok_or_else(|| ScenarioError::Notation(top.clone()))?;
            if game.discard.last() != Some(&card) {
                return fail(format!(
                    "discard top {:?}, expected {top}",
                    game.discard.last()
                ));
            }
        }
        game.check_invariants()
            .or_else(|e| fail(format!("invariant {e:?}")))
    }
}
