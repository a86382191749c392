//! The board's nodes (WC0.4): numbered circles `C1 … C195` and crossings `X1 … X234`.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A numbered circle, by its printed number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Circle(pub u8);

/// A crossing, by this edition's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Crossing(pub u8);

/// A node of the street graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Node {
    Circle(Circle),
    Crossing(Crossing),
}

impl Node {
    /// Reads a reference of the map file: `"C26"` or `"X101"`; `None` if malformed or out of
    /// the range a node number can take.
    pub fn parse(text: &str) -> Option<Node> {
        let (kind, number) = text.split_at_checked(1)?;
        if number.starts_with('+') || number.starts_with('0') {
            return None;
        }
        let number: u8 = number.parse().ok()?;
        match kind {
            "C" => Some(Node::Circle(Circle(number))),
            "X" => Some(Node::Crossing(Crossing(number))),
            _ => None,
        }
    }
}

impl fmt::Display for Circle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "C{}", self.0)
    }
}

impl fmt::Display for Crossing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "X{}", self.0)
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Node::Circle(c) => c.fmt(f),
            Node::Crossing(x) => x.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wc0_4_references_read_as_circles_and_crossings() {
        assert_eq!(Node::parse("C26"), Some(Node::Circle(Circle(26))));
        assert_eq!(Node::parse("X101"), Some(Node::Crossing(Crossing(101))));
        for bad in ["", "C", "26", "Y3", "C-1", "C+1", "C07", "X256", "C 1"] {
            assert_eq!(Node::parse(bad), None, "{bad:?}");
        }
        assert_eq!(Node::Circle(Circle(26)).to_string(), "C26");
        assert_eq!(Node::Crossing(Crossing(4)).to_string(), "X4");
    }
}
