//! The state of a game (WC8.1.1): the board's pieces, Jack's sheet and what is pending. It is
//! always waiting on one decision of one seat, or over.

use table_chance::Seeded;

use crate::board::{board, Board};
use crate::config::{controllers, GameConfig, JackSeat, Seat, SetupError};
use crate::decision::{Decision, DecisionKind};
use crate::event::Event;
use crate::node::{Circle, Crossing};
use crate::police_action::PoliceAction;
use crate::policeman::Policeman;
use crate::public_step::PublicStep;
use crate::result::{GameResult, NightRecord};
use crate::save::Recorded;
use crate::sets::{CircleSet, CrossingSet};

/// A patrol token on the board (WC4.2): a policeman's or a fake (`None`), face down until
/// revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Patrol {
    pub at: Crossing,
    pub token: Option<Policeman>,
    pub face_up: bool,
}

/// Where the game stands: what is asked next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    Hideout,
    Women,
    Patrols,
    KillOrWait,
    /// The wait's wretched moves, with the circles of the pawns already moved (WC4.4.2).
    Wretched {
        moved: CircleSet,
    },
    Reveal,
    JackMove,
    /// The policeman at `next` in the acting order moves.
    PoliceMove {
        next: usize,
    },
    /// The policeman at `next` in the acting order acts.
    PoliceAction {
        next: usize,
    },
    /// He searched and heard "no": the circles he named so far (WC5.3.2).
    SearchMore {
        next: usize,
        named: CircleSet,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    pub(crate) config: GameConfig,
    pub(crate) jack: Seat,
    pub(crate) controllers: [Seat; 5],
    /// The Head-of-Investigation tiles in shuffled order: night k uses tile k (WC2.3).
    pub(crate) tiles: [Policeman; 5],
    pub(crate) hideout: Option<Circle>,
    /// 1 to 4.
    pub(crate) night: u8,
    /// The hunt's round, from 1 each night (WC0.5); 0 before the hunt.
    pub(crate) round: u8,
    pub(crate) stage: Stage,
    /// The women tokens face down: each circle, and whether it is marked (WC4.1).
    pub(crate) women: Vec<(Circle, bool)>,
    pub(crate) patrols: Vec<Patrol>,
    /// The crossings the policemen stood on at the end of the night before (WC4.2.2).
    pub(crate) previous: Vec<Crossing>,
    pub(crate) wretched: Vec<Circle>,
    /// The time-of-crime token's space, 1 (V) to 5 (I) (WC1.6.1).
    pub(crate) time: u8,
    pub(crate) policemen: [Option<Crossing>; 5],
    /// Every crime scene, in the order written (WC4.5).
    pub(crate) crime_scenes: Vec<Circle>,
    /// Each night played so far, the current one last: its row of Jack's sheet among them.
    pub(crate) nights: Vec<NightRecord>,
    /// Coaches and alleys left tonight.
    pub(crate) coaches: u8,
    pub(crate) alleys: u8,
    /// The move-track pawn's space, from the kill on (WC1.6.3).
    pub(crate) pawn: Option<u8>,
    /// Tonight's clue markers.
    pub(crate) clues: CircleSet,
    /// Tonight's public record of the hunt (WC11.1.2).
    pub(crate) tonight: Vec<PublicStep>,
    /// The public record of the hunt of each night before tonight, in order (WC9.1.1).
    pub(crate) earlier: Vec<Vec<PublicStep>>,
    pub(crate) result: Option<GameResult>,
    /// Every answer given, forced ones not among them (WC8.3.1).
    pub(crate) recorded: Vec<Recorded>,
    /// The police actions of the round so far (WC12.13), until the next round's police moves.
    pub(crate) actions: Vec<ActionTaken>,
}

/// One answer of a policeman's action (WC5.3): who, from which crossing, and whether it
/// began his action (`POLICE_ACTION`) or went on with it (`SEARCH_MORE`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ActionTaken {
    pub policeman: Policeman,
    pub from: Crossing,
    pub action: PoliceAction,
    pub begins: bool,
}

impl GameState {
    /// A new game: the random Jack seat if asked, the tiles shuffled (WC2.6); Jack's hideout is
    /// the first decision.
    ///
    /// # Errors
    /// A [`SetupError`] for a configuration that makes no game.
    pub fn new(config: GameConfig) -> Result<(GameState, Vec<Event>), SetupError> {
        if !(2..=6).contains(&config.players) {
            return Err(SetupError::PlayerCount {
                players: config.players,
            });
        }
        let mut chance = Seeded::new(config.seed);
        let mut events = Vec::new();
        let jack = match config.jack {
            JackSeat::Seat(seat) if usize::from(seat.0) < config.players => seat,
            JackSeat::Seat(seat) => return Err(SetupError::JackSeat { seat }),
            JackSeat::Random => {
                let seat = Seat(chance.below(config.players as u32) as u8);
                events.push(Event::JackSeatDrawn { seat });
                seat
            }
        };
        let controllers = controllers(&config, jack)?;
        let mut tiles = Policeman::ALL;
        chance.shuffle(&mut tiles);
        let game = GameState {
            config,
            jack,
            controllers,
            tiles,
            hideout: None,
            night: 1,
            round: 0,
            stage: Stage::Hideout,
            women: Vec::new(),
            patrols: Vec::new(),
            previous: Vec::new(),
            wretched: Vec::new(),
            time: 5,
            policemen: [None; 5],
            crime_scenes: Vec::new(),
            nights: Vec::new(),
            coaches: 0,
            alleys: 0,
            pawn: None,
            clues: CircleSet::EMPTY,
            tonight: Vec::new(),
            earlier: Vec::new(),
            result: None,
            recorded: Vec::new(),
            actions: Vec::new(),
        };
        Ok((game, events))
    }

    pub(crate) fn board(&self) -> &'static Board {
        board()
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The seat playing Jack.
    pub fn jack_seat(&self) -> Seat {
        self.jack
    }

    /// The seat running each policeman (WC7).
    pub fn controllers(&self) -> [Seat; 5] {
        self.controllers
    }

    pub fn night(&self) -> u8 {
        self.night
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn hideout(&self) -> Option<Circle> {
        self.hideout
    }

    /// The night's chief, once named (WC4.2.1).
    pub fn chief(&self) -> Option<Policeman> {
        self.nights.last().and_then(|n| n.chief)
    }

    /// The acting order of the night (WC5.2.1).
    pub fn acting_order(&self) -> [Policeman; 5] {
        Policeman::acting_order(self.chief().unwrap_or(Policeman(0)))
    }

    /// Where each policeman stands during the hunt.
    pub fn policemen(&self) -> [Option<Crossing>; 5] {
        self.policemen
    }

    /// The crossings with a policeman.
    pub fn policemen_crossings(&self) -> CrossingSet {
        self.policemen.iter().flatten().copied().collect()
    }

    pub fn patrols(&self) -> &[Patrol] {
        &self.patrols
    }

    pub fn wretched(&self) -> &[Circle] {
        &self.wretched
    }

    /// The women tokens face down: each circle and whether it is marked.
    pub fn women(&self) -> &[(Circle, bool)] {
        &self.women
    }

    pub fn crime_scenes(&self) -> &[Circle] {
        &self.crime_scenes
    }

    /// The time-of-crime token's space.
    pub fn time(&self) -> u8 {
        self.time
    }

    /// The move-track pawn's space, once tonight's kill is written.
    pub fn pawn(&self) -> Option<u8> {
        self.pawn
    }

    pub fn coaches(&self) -> u8 {
        self.coaches
    }

    pub fn alleys(&self) -> u8 {
        self.alleys
    }

    pub fn clues(&self) -> CircleSet {
        self.clues
    }

    /// Tonight's public record of the hunt (WC11.1.2).
    pub fn tonight(&self) -> &[PublicStep] {
        &self.tonight
    }

    /// Every night so far, the current one last.
    pub fn nights(&self) -> &[NightRecord] {
        &self.nights
    }

    /// Jack's current position: the circle of tonight's last sheet entry (WC1.6.3).
    pub fn jack_position(&self) -> Option<Circle> {
        self.nights.last()?.row.last().map(|e| e.circle)
    }

    /// Tonight's row as a set (WC1.6.2).
    pub fn tonight_row(&self) -> CircleSet {
        self.nights
            .last()
            .map(|n| n.row.iter().map(|e| e.circle).collect())
            .unwrap_or_default()
    }

    /// Tonight's crime scenes.
    pub fn tonight_crime_scenes(&self) -> CircleSet {
        self.nights
            .last()
            .map(|n| n.crime_scenes().into_iter().collect())
            .unwrap_or_default()
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// The decision pending; `None` once the game is over.
    pub fn pending(&self) -> Option<Decision> {
        let jack = |kind| {
            Some(Decision {
                kind,
                seat: self.jack,
            })
        };
        let chief = |kind| {
            Some(Decision {
                kind,
                seat: self.controllers[self.chief()?.index()],
            })
        };
        let police = |next: usize, make: fn(Policeman) -> DecisionKind| {
            let policeman = self.acting_order()[next];
            Some(Decision {
                kind: make(policeman),
                seat: self.controllers[policeman.index()],
            })
        };
        match &self.stage {
            Stage::Hideout => jack(DecisionKind::JackHideout),
            Stage::Women => jack(DecisionKind::WomenPlace),
            Stage::KillOrWait => jack(DecisionKind::KillOrWait),
            Stage::Reveal => jack(DecisionKind::PatrolReveal),
            Stage::JackMove => jack(DecisionKind::JackMove),
            Stage::Patrols => chief(DecisionKind::PatrolPlace),
            Stage::Wretched { .. } => chief(DecisionKind::WretchedMove),
            Stage::PoliceMove { next } => {
                police(*next, |policeman| DecisionKind::PoliceMove { policeman })
            }
            Stage::PoliceAction { next } => {
                police(*next, |policeman| DecisionKind::PoliceAction { policeman })
            }
            Stage::SearchMore { next, .. } => {
                police(*next, |policeman| DecisionKind::SearchMore { policeman })
            }
            Stage::Over => None,
        }
    }

    /// The free red circles: red, without a crime scene (WC4.1.2).
    pub fn free_red_circles(&self) -> CircleSet {
        self.board()
            .red_circles()
            .members()
            .filter(|c| !self.crime_scenes.contains(c))
            .collect()
    }

    /// The crossings with a patrol token (WC4.4.3).
    pub fn patrol_crossings(&self) -> CrossingSet {
        self.patrols.iter().map(|p| p.at).collect()
    }
}
