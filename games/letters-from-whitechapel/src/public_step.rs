//! Tonight's public record of the hunt as the police tracker reads it (WC9.1, WC11.1.2): the
//! kills, each of Jack's moves by type with the policemen's crossings when he made it, every
//! search with its answer, every failed arrest and the escape.

use crate::node::Circle;
use crate::result::EntryKind;
use crate::sets::CrossingSet;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PublicStep {
    /// One kill, or the double event's two crime scenes in ascending order (WC4.6.2).
    Kill {
        circles: [Option<Circle>; 2],
    },
    /// A move of Jack's: its type, and the crossings with a policeman then (they block normal
    /// moves, WC1.4.2).
    Move {
        kind: EntryKind,
        policemen: CrossingSet,
    },
    Search {
        circle: Circle,
        clue: bool,
    },
    /// An arrest that found nobody.
    FailedArrest {
        circle: Circle,
    },
    /// A declared escape: Jack is home (WC5.1.5).
    Escape,
}
