//! Why a map file is refused at load (WC1.3.4): one typed error for each check.

use std::fmt;

use crate::node::{Circle, Node};

/// The graphs that must each be connected (WC1.3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Graph {
    /// Every node, along the streets.
    Streets,
    /// The circles, by Jack's normal moves (WC1.4.2).
    NormalMoves,
    /// The crossings, by police steps (WC1.4.4).
    PoliceSteps,
}

#[derive(Clone, Debug, PartialEq)]
pub enum MapError {
    /// Not a map file: the text is not JSON of its shape.
    Unreadable { reason: String },
    /// Another format or version than `whitechapel-map` 1.
    Format { format: String, version: u32 },
    /// The circles are not exactly 1–195, each once.
    CircleNumbers,
    /// The crossings are not numbered 1 to their count, each once.
    CrossingIds,
    /// A node drawn outside the drawing's box.
    OutsideBox { node: Node },
    /// A street reference that is not `C<n>` or `X<i>`.
    MalformedStreet { node: Node, reference: String },
    /// A street to a node the map does not have.
    UnknownStreet { node: Node, to: Node },
    /// A street from a node to itself.
    StreetToItself { node: Node },
    /// The same street listed twice by one node.
    DuplicateStreet { node: Node, to: Node },
    /// A street listed by one end only.
    OneWayStreet { from: Node, to: Node },
    /// A red circle that does not exist, is listed twice, or disagrees with the flags.
    RedCircles,
    /// A yellow crossing that does not exist, is listed twice, or disagrees with the flags.
    YellowCrossings,
    /// A graph of WC1.3.4 falls apart.
    NotConnected { graph: Graph },
    /// A circle Jack cannot leave by a normal move.
    NoNormalMove { circle: Circle },
    /// A circle next to no crossing: it could never be searched.
    NoAdjacentCrossing { circle: Circle },
    /// Two street segments cross in the drawing.
    StreetsCross {
        first: (Node, Node),
        second: (Node, Node),
    },
    /// The drawing's nodes, streets and faces break Euler's formula.
    Euler { value: i64 },
    /// A block id given twice.
    BlockIds,
    /// A block whose circles are not those of its boundary, or whose boundary names an
    /// unknown node.
    Block { id: u32 },
    /// The blocks are not the faces of the drawing.
    BlocksDiffer {
        stored_only: usize,
        derived_only: usize,
    },
    /// An alley pair of unknown or equal circles, or listed twice.
    AlleyPair { pair: (u8, u8) },
    /// The alley pairs are not those of the blocks (WC1.4.6).
    AlleysDiffer {
        stored_only: usize,
        derived_only: usize,
    },
    /// A fact of the board the transcriptions disagreed on is not as resolved (WC1.3.6).
    Pinned { fact: &'static str },
    /// A count the file states does not hold.
    Count {
        name: String,
        stated: usize,
        found: Option<usize>,
    },
}

impl fmt::Display for MapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MapError::Unreadable { reason } => write!(f, "not a map file: {reason}"),
            MapError::Format { format, version } => {
                write!(
                    f,
                    "format {format} version {version}, not whitechapel-map 1"
                )
            }
            MapError::CircleNumbers => write!(f, "the circles are not exactly 1 to 195"),
            MapError::CrossingIds => write!(f, "the crossings are not numbered 1 to their count"),
            MapError::OutsideBox { node } => write!(f, "{node} is outside the drawing's box"),
            MapError::MalformedStreet { node, reference } => {
                write!(f, "{node}: malformed street reference {reference:?}")
            }
            MapError::UnknownStreet { node, to } => write!(f, "{node}: street to unknown {to}"),
            MapError::StreetToItself { node } => write!(f, "{node}: street to itself"),
            MapError::DuplicateStreet { node, to } => write!(f, "{node}: street to {to} twice"),
            MapError::OneWayStreet { from, to } => {
                write!(f, "the street {from}–{to} is listed by {from} only")
            }
            MapError::RedCircles => write!(f, "the red circles disagree with the flags"),
            MapError::YellowCrossings => write!(f, "the yellow crossings disagree with the flags"),
            MapError::NotConnected { graph } => write!(f, "the {graph:?} graph is not connected"),
            MapError::NoNormalMove { circle } => write!(f, "{circle} has no normal move"),
            MapError::NoAdjacentCrossing { circle } => write!(f, "{circle} is next to no crossing"),
            MapError::StreetsCross { first, second } => write!(
                f,
                "the streets {}–{} and {}–{} cross in the drawing",
                first.0, first.1, second.0, second.1
            ),
            MapError::Euler { value } => write!(f, "V − E + F is {value}, not 2"),
            MapError::BlockIds => write!(f, "a block id is given twice"),
            MapError::Block { id } => write!(f, "block {id} disagrees with its boundary"),
            MapError::BlocksDiffer {
                stored_only,
                derived_only,
            } => write!(
                f,
                "the blocks are not the drawing's faces ({stored_only} stored only, \
                 {derived_only} derived only)"
            ),
            MapError::AlleyPair { pair } => write!(f, "bad alley pair {}–{}", pair.0, pair.1),
            MapError::AlleysDiffer {
                stored_only,
                derived_only,
            } => write!(
                f,
                "the alleys are not the blocks' ({stored_only} stored only, {derived_only} \
                 derived only)"
            ),
            MapError::Pinned { fact } => write!(f, "the board fact {fact} does not hold"),
            MapError::Count {
                name,
                stated,
                found,
            } => match found {
                Some(found) => write!(f, "counts.{name} says {stated}, the map has {found}"),
                None => write!(f, "counts.{name} is not a count of the map"),
            },
        }
    }
}

impl std::error::Error for MapError {}
