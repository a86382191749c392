//! What happens in a game, in the order it happens: the log's events in their full form, and
//! the form each side may see of them (WC9.3.8).

use crate::config::Seat;
use crate::jack_move::JackMove;
use crate::node::{Circle, Crossing};
use crate::policeman::Policeman;
use crate::result::{Cause, EntryKind, Side};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Drawn at setup when asked (WC9.5.2).
    JackSeatDrawn {
        seat: Seat,
    },
    /// The circle only in Jack's form.
    HideoutChosen {
        circle: Option<Circle>,
    },
    /// Jack receives the night's coaches and alleys (WC4.1.1).
    NightBegins {
        night: u8,
        coaches: u8,
        alleys: u8,
    },
    /// The tokens' circles, and which are marked only in Jack's form.
    WomenPlaced {
        circles: Vec<Circle>,
        marked: Option<Vec<Circle>>,
    },
    /// The night's Head-of-Investigation tile (WC4.2.1).
    ChiefNamed {
        chief: Policeman,
    },
    /// The policemen of the night before leave the board (WC4.2.2).
    PolicemenLifted {
        previous: Vec<Crossing>,
    },
    /// The tokens' crossings, and which token lies where only in the police's form.
    PatrolsPlaced {
        crossings: Vec<Crossing>,
        tokens: Option<([Crossing; 5], [Crossing; 2])>,
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
    /// The victims from the time space on: in sheet order in Jack's form, ascending in the
    /// others' (WC4.6.2).
    Killed {
        circles: Vec<Circle>,
        space: u8,
    },
    /// The policemen placed on their tokens' crossings (WC4.7).
    PolicemenRevealed {
        at: [Crossing; 5],
    },
    /// Jack's move: its type and the last space it uses for everyone; the move itself and
    /// whether the engine made it for him only in Jack's form (WC5.1.9, WC8.3.2).
    JackMoved {
        kind: EntryKind,
        space: u8,
        mv: Option<JackMove>,
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
    /// A declared escape ends the night (WC5.1.5); where, only in Jack's form.
    Escaped {
        circle: Option<Circle>,
    },
    NightEnded {
        night: u8,
    },
    GameOver {
        winner: Side,
        cause: Cause,
    },
}

/// Who looks at the game: Jack, the police (every police seat alike, WC9.3.2), or a spectator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Viewer {
    Jack,
    Police,
    Spectator,
}

impl Event {
    /// The form of the event `viewer` may see while the game runs (WC9.3.8).
    pub fn seen_by(&self, viewer: Viewer) -> Event {
        let jack = viewer == Viewer::Jack;
        match self.clone() {
            Event::HideoutChosen { circle } => Event::HideoutChosen {
                circle: circle.filter(|_| jack),
            },
            Event::WomenPlaced { circles, marked } => Event::WomenPlaced {
                circles,
                marked: marked.filter(|_| jack),
            },
            Event::PatrolsPlaced { crossings, tokens } => Event::PatrolsPlaced {
                crossings,
                tokens: tokens.filter(|_| viewer == Viewer::Police),
            },
            Event::Killed { mut circles, space } => {
                if !jack {
                    circles.sort_unstable();
                }
                Event::Killed { circles, space }
            }
            Event::JackMoved {
                kind,
                space,
                mv,
                forced,
            } => Event::JackMoved {
                kind,
                space,
                mv: mv.filter(|_| jack),
                forced: forced && jack,
            },
            Event::Escaped { circle } => Event::Escaped {
                circle: circle.filter(|_| jack),
            },
            other => other,
        }
    }
}
