//! What happens in a game, in the order it happens: the log's events in their full form
//! (WC9.3.8).

use crate::config::Seat;
use crate::jack_move::JackMove;
use crate::node::{Circle, Crossing};
use crate::policeman::Policeman;
use crate::result::{Cause, Side};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Drawn at setup when asked (WC9.5.2).
    JackSeatDrawn {
        seat: Seat,
    },
    HideoutChosen {
        circle: Circle,
    },
    /// Jack receives the night's coaches and alleys (WC4.1.1).
    NightBegins {
        night: u8,
        coaches: u8,
        alleys: u8,
    },
    WomenPlaced {
        marked: Vec<Circle>,
        unmarked: Vec<Circle>,
    },
    /// The night's Head-of-Investigation tile (WC4.2.1).
    ChiefNamed {
        chief: Policeman,
    },
    /// The policemen of the night before leave the board (WC4.2.2).
    PolicemenLifted {
        previous: Vec<Crossing>,
    },
    PatrolsPlaced {
        policemen: [Crossing; 5],
        fakes: [Crossing; 2],
    },
    /// The women tokens turned face up (WC4.3).
    VictimsRevealed {
        wretched: Vec<Circle>,
    },
    /// The time token moved towards V (WC4.4.2).
    Waited {
        time: u8,
    },
    WretchedMoved {
        from: Circle,
        to: Circle,
    },
    WretchedStayed {
        at: Circle,
    },
    /// A patrol token turned face up: a policeman's, or a fake (`None`), removed.
    PatrolRevealed {
        at: Crossing,
        token: Option<Policeman>,
    },
    /// The victims in sheet order, from the time space on (WC4.5, WC4.6).
    Killed {
        circles: Vec<Circle>,
        space: u8,
    },
    /// The policemen placed on their tokens' crossings (WC4.7).
    PolicemenRevealed {
        at: [Crossing; 5],
    },
    /// Jack's move, the last space it uses, and whether the engine made it for him (WC8.3).
    JackMoved {
        mv: JackMove,
        space: u8,
        forced: bool,
    },
    PolicemanMoved {
        policeman: Policeman,
        from: Crossing,
        to: Crossing,
    },
    Searched {
        policeman: Policeman,
        circle: Circle,
        clue: bool,
    },
    Arrested {
        policeman: Policeman,
        circle: Circle,
        caught: bool,
    },
    /// A policeman next to no circle (WC5.3.4).
    Passed {
        policeman: Policeman,
    },
    StoppedSearching {
        policeman: Policeman,
    },
    /// A declared escape ends the night (WC5.1.5).
    Escaped {
        circle: Circle,
    },
    NightEnded {
        night: u8,
    },
    GameOver {
        winner: Side,
        cause: Cause,
    },
}
