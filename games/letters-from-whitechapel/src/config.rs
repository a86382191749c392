//! A game's configuration (WC2.1): the players, Jack's seat, who runs each policeman, the host
//! option of WC10.1 and the seed; and why one is refused.

use serde::{Deserialize, Serialize};

use crate::policeman::Policeman;

/// A seat at the table, from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

/// Which seat plays Jack (WC2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum JackSeat {
    Seat(Seat),
    /// Drawn with the game's generator before anything else (WC9.5.2).
    Random,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameConfig {
    /// 2 to 6 (WC1.1.1).
    pub players: usize,
    pub jack: JackSeat,
    /// The seat running each policeman D1–D5; `None`: round-robin over the police seats in
    /// seat order (WC7.2).
    pub controllers: Option<[Seat; 5]>,
    /// WC10.1: the hideout may not be a red circle.
    pub no_red_hideout: bool,
    /// Kept beside the configuration in a save (WC9.6.1).
    #[serde(skip)]
    pub seed: u64,
}

impl GameConfig {
    /// `players` players, Jack at seat 0, the policemen dealt round-robin, any hideout.
    pub fn new(players: usize, seed: u64) -> GameConfig {
        GameConfig {
            players,
            jack: JackSeat::Seat(Seat(0)),
            controllers: None,
            no_red_hideout: false,
            seed,
        }
    }
}

/// Why a configuration makes no game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not 2 to 6 players (WC1.1.1).
    PlayerCount { players: usize },
    /// Jack's seat is not at the table.
    JackSeat { seat: Seat },
    /// A policeman run by Jack or by a seat not at the table (WC0.3).
    Controller { policeman: Policeman },
    /// A police seat given no policeman to run: a player who would never be asked anything
    /// (WC0.3, WC7.2; docs/decisions.md, 73).
    IdleSeat { seat: Seat },
}

/// WC7.2: the policemen dealt round-robin over the police seats, in seat order.
pub fn default_controllers(players: usize, jack: Seat) -> [Seat; 5] {
    let police: Vec<Seat> = (0..players as u8)
        .map(Seat)
        .filter(|s| *s != jack)
        .collect();
    std::array::from_fn(|i| police[i % police.len().max(1)])
}

/// Checks a configuration with Jack at `jack`: the policemen's controllers it gives.
pub(crate) fn controllers(config: &GameConfig, jack: Seat) -> Result<[Seat; 5], SetupError> {
    let controllers = config
        .controllers
        .unwrap_or_else(|| default_controllers(config.players, jack));
    for (i, seat) in controllers.iter().enumerate() {
        if *seat == jack || usize::from(seat.0) >= config.players {
            return Err(SetupError::Controller {
                policeman: Policeman::ALL[i],
            });
        }
    }
    let idle = (0..config.players as u8)
        .map(Seat)
        .find(|s| *s != jack && !controllers.contains(s));
    match idle {
        Some(seat) => Err(SetupError::IdleSeat { seat }),
        None => Ok(controllers),
    }
}
