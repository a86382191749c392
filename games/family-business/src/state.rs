//! The state of a game of Family Business (FB1.5, FB1.6) and its setup (FB2).

use serde::{Deserialize, Serialize};
use table_chance::Seeded;

use crate::answer::Answer;
use crate::cards::{Ability, Card};
use crate::decision::DecisionKind;
use crate::deck::{deck, DeckError};
use crate::event::Event;
use crate::families::{FAMILIES, MOBSTERS};
use crate::stage::{Stage, Then};

/// Players at the table (FB1.1.1).
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 6;
/// Cards dealt to each player (FB2.4), and the hand limit (FB1.6.4)…
pub const DEALT: usize = 5;
pub const HAND_LIMIT: usize = 6;
/// …with the Librarian in play (FB13.3.1).
pub const LIBRARIAN_HAND_LIMIT: usize = 8;

/// A seat, 0 to n − 1 (FB0.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u8);

impl PlayerId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The seats after `seat` clockwise, round to `seat` itself, at a table of `n` (FB0.3).
pub(crate) fn clockwise_after(seat: PlayerId, n: usize) -> impl Iterator<Item = PlayerId> {
    (1..=n).map(move |k| PlayerId(((seat.index() + k) % n) as u8))
}

/// A mobster: mobster `index` (1–9) of family `family` (0–5) (FB1.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Mobster {
    pub family: u8,
    pub index: u8,
}

/// What the host chooses (FB2.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    pub players: usize,
    pub seed: u64,
    /// The family of each seat, all different; empty: seat i takes family i.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub families: Vec<u8>,
    /// The first seat; `None`: chosen at random (FB2.3).
    #[serde(default)]
    pub first_seat: Option<u8>,
    /// The advanced variant with ability cards (FB13.2).
    #[serde(default)]
    pub advanced: bool,
    /// The older editions' free discard (FB13.1).
    #[serde(default)]
    pub free_discard: bool,
}

impl GameConfig {
    pub fn new(players: usize, seed: u64) -> GameConfig {
        GameConfig {
            players,
            seed,
            families: Vec::new(),
            first_seat: None,
            advanced: false,
            free_discard: false,
        }
    }

    /// The family of each seat.
    pub fn seat_families(&self) -> Vec<u8> {
        if self.families.is_empty() {
            (0..self.players as u8).collect()
        } else {
            self.families.clone()
        }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SetupError {
    /// FB1.1.1: 2 to 6 players.
    PlayerCount {
        players: usize,
    },
    /// FB2.1: one family per seat, all different, each of the six.
    Families,
    /// FB2.1: the first seat is one of the seats.
    FirstSeat {
        seat: u8,
    },
    Deck(DeckError),
}

/// One player's holdings (FB1.5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub family: u8,
    /// The indices of the mobsters in the row, ascending.
    pub row: Vec<u8>,
    /// The hand in order of acquisition, oldest first (FB1.5.2).
    pub hand: Vec<Card>,
}

/// A game of Family Business.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub(crate) config: GameConfig,
    pub(crate) chance: Seeded,
    pub(crate) players: Vec<Player>,
    /// Position 1, against the wall, first (FB0.5).
    pub(crate) hit_list: Vec<Mobster>,
    /// In order of arrival (FB1.5.1).
    pub(crate) graveyard: Vec<Mobster>,
    /// The top card last.
    pub(crate) draw_pile: Vec<Card>,
    /// The top card last.
    pub(crate) discard: Vec<Card>,
    /// The player whose turn it is.
    pub(crate) active: PlayerId,
    /// The Mob War's fire, 1 or 2, while a war is on (FB9.1).
    pub(crate) war: Option<u8>,
    /// Atomic effects so far (FB0.7), numbering eliminations.
    pub(crate) effects: u32,
    /// For each seat eliminated, the atomic effect that eliminated it (FB10.1.3).
    pub(crate) eliminated: Vec<Option<u32>>,
    /// How the game ended, once it has (FB10.2).
    pub(crate) result: Option<Outcome>,
    /// The turn, from 1 (FB12.1.1).
    pub(crate) turn: u32,
    /// Where the turn stands: the decision waited on (FB11.1.1).
    pub(crate) stage: Stage,
    /// The next-turn holder: the player who countered during this turn, or the owner of a
    /// Celebrity placed on the Hit List, the later replacing the earlier (FB3.3.1, FB13.2.7).
    pub(crate) turn_holder: Option<PlayerId>,
    /// The ability cards under mobsters in play (FB13.2.3), in order of attachment.
    #[serde(default)]
    pub(crate) attached: Vec<(Mobster, Ability)>,
    /// The Butcher was used this turn (FB13.3.4).
    #[serde(default)]
    pub(crate) butcher_used: bool,
    /// The Hothead's extra play was offered this turn (FB13.3.8).
    #[serde(default)]
    pub(crate) extra_play_offered: bool,
    /// The owner of the Unforgivable that has just gone to the graveyard, until their revenge
    /// is asked (FB13.3.6).
    #[serde(default)]
    pub(crate) revenge_due: Option<PlayerId>,
    /// The answers given so far, forced ones left out (FB12.6.1).
    pub(crate) record: Vec<Recorded>,
    /// What happened since the last answer, for [`GameState::apply`] to hand out.
    #[serde(skip)]
    pub(crate) events: Vec<Event>,
}

/// An answer as a save records it (FB12.6.1): the decision's type and seat, and the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recorded {
    pub kind: DecisionKind,
    pub seat: PlayerId,
    pub answer: Answer,
}

/// The end of a game (FB10.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Win(PlayerId),
    /// Every player left was eliminated by one Massacre: they share the result (FB10.2.2).
    Draw(Vec<PlayerId>),
}

impl GameState {
    /// Sets a game up (FB2.1–FB2.4) and starts the first player's turn (FB2.5): the engine
    /// then waits on the first decision.
    ///
    /// # Errors
    /// A [`SetupError`] for an impossible configuration or invalid deck data.
    pub fn new(config: GameConfig) -> Result<GameState, SetupError> {
        GameState::opening(config).map(|(game, _)| game)
    }

    /// Sets a game up as [`GameState::new`] does, with the events of the first turn's start:
    /// the turn begun and the first player's refill (FB2.5, FB3.1), for a log that starts at
    /// the game's start.
    ///
    /// # Errors
    /// A [`SetupError`] for an impossible configuration or invalid deck data.
    pub fn opening(config: GameConfig) -> Result<(GameState, Vec<Event>), SetupError> {
        let mut game = GameState::deal(config)?;
        game.proceed(Then::TurnStart);
        game.settle();
        let events = std::mem::take(&mut game.events);
        Ok((game, events))
    }

    /// The table as set up and dealt, before the first turn (FB2.1–FB2.4).
    pub(crate) fn deal(config: GameConfig) -> Result<GameState, SetupError> {
        let n = config.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(SetupError::PlayerCount { players: n });
        }
        let families = config.seat_families();
        let distinct = families
            .iter()
            .enumerate()
            .all(|(i, f)| usize::from(*f) < FAMILIES && !families[..i].contains(f));
        if families.len() != n || !distinct {
            return Err(SetupError::Families);
        }
        if let Some(seat) = config.first_seat.filter(|s| usize::from(*s) >= n) {
            return Err(SetupError::FirstSeat { seat });
        }
        let deck = deck().map_err(SetupError::Deck)?;
        let mut chance = Seeded::new(config.seed);
        // FB2.3, FB12.5.1: the first seat, then the shuffle.
        let first = match config.first_seat {
            Some(s) => s,
            None => chance.below(n as u32) as u8,
        };
        let mut draw_pile = deck.cards(config.advanced);
        chance.shuffle(&mut draw_pile);
        // FB2.2.
        let mut players: Vec<Player> = families
            .iter()
            .map(|f| Player {
                family: *f,
                row: (1..=MOBSTERS as u8).collect(),
                hand: Vec::new(),
            })
            .collect();
        // FB2.4: one card at a time from the top, from the first player clockwise.
        for _ in 0..DEALT {
            for k in 0..n {
                let seat = (usize::from(first) + k) % n;
                if let Some(card) = draw_pile.pop() {
                    players[seat].hand.push(card);
                }
            }
        }
        Ok(GameState {
            config,
            chance,
            players,
            hit_list: Vec::new(),
            graveyard: Vec::new(),
            draw_pile,
            discard: Vec::new(),
            active: PlayerId(first),
            war: None,
            effects: 0,
            eliminated: vec![None; n],
            result: None,
            turn: 0,
            stage: Stage::Play,
            turn_holder: None,
            attached: Vec::new(),
            butcher_used: false,
            extra_play_offered: false,
            revenge_due: None,
            record: Vec::new(),
            events: Vec::new(),
        })
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    pub fn player(&self, p: PlayerId) -> &Player {
        &self.players[p.index()]
    }

    pub fn active(&self) -> PlayerId {
        self.active
    }

    /// The turn, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    pub fn hit_list(&self) -> &[Mobster] {
        &self.hit_list
    }

    pub fn graveyard(&self) -> &[Mobster] {
        &self.graveyard
    }

    pub fn draw_pile_size(&self) -> usize {
        self.draw_pile.len()
    }

    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// `inPlay(p)`: p's mobsters in the row and on the Hit List (FB1.6.1).
    pub fn in_play(&self, p: PlayerId) -> usize {
        let family = self.player(p).family;
        self.player(p).row.len() + self.hit_list.iter().filter(|m| m.family == family).count()
    }

    /// Every seat, in order (FB0.3).
    pub fn seats(&self) -> impl Iterator<Item = PlayerId> {
        (0..self.players.len() as u8).map(PlayerId)
    }

    /// Whether `p` is still in the game (FB0.4).
    pub fn in_game(&self, p: PlayerId) -> bool {
        self.eliminated[p.index()].is_none()
    }

    /// The war's fire while a war is on (FB9.1.1).
    pub fn war(&self) -> Option<u8> {
        self.war
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.result.as_ref()
    }

    /// The seat whose family is `family`.
    pub(crate) fn owner(&self, family: u8) -> Option<PlayerId> {
        self.players
            .iter()
            .position(|p| p.family == family)
            .map(|i| PlayerId(i as u8))
    }

    /// `remaining`: the mobsters left in the game (FB1.6.2).
    pub fn remaining(&self) -> usize {
        self.seats().map(|p| self.in_play(p)).sum()
    }
}
