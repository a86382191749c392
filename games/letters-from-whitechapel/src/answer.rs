//! The answers to the decisions, in the shapes of WC8.2. Sets are written in ascending order
//! (WC8.2.2).

use serde::{Deserialize, Serialize};

use crate::jack_move::JackMove;
use crate::node::{Circle, Crossing};
use crate::police_action::PoliceAction;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Answer {
    /// `JACK_HIDEOUT`.
    Hideout(Circle),
    /// `WOMEN_PLACE`: the circles of the marked and of the unmarked tokens.
    Women {
        marked: Vec<Circle>,
        unmarked: Vec<Circle>,
    },
    /// `PATROL_PLACE`: the crossings of D1 … D5's tokens, and of the two fakes.
    Patrols {
        policemen: [Crossing; 5],
        fakes: [Crossing; 2],
    },
    /// `KILL_OR_WAIT`: one victim.
    Kill(Circle),
    /// `KILL_OR_WAIT` on night 3: the double event, in sheet order (WC4.6).
    DoubleKill(Circle, Circle),
    Wait,
    /// `WRETCHED_MOVE`.
    MoveWretched {
        from: Circle,
        to: Circle,
    },
    /// `WRETCHED_MOVE` for a wretched with nowhere to go (WC4.4.3).
    Stay(Circle),
    /// `PATROL_REVEAL`.
    Reveal(Crossing),
    /// `JACK_MOVE`.
    Jack(JackMove),
    /// `POLICE_MOVE`: the crossing the policeman ends on (his own: he stays).
    MoveTo(Crossing),
    /// `POLICE_ACTION` and `SEARCH_MORE`.
    Police(PoliceAction),
}

impl Answer {
    /// The answer with its sets in ascending order (WC8.2.2).
    pub fn normalised(mut self) -> Answer {
        match &mut self {
            Answer::Women { marked, unmarked } => {
                marked.sort_unstable();
                unmarked.sort_unstable();
            }
            Answer::Patrols { fakes, .. } => fakes.sort_unstable(),
            _ => {}
        }
        self
    }
}
