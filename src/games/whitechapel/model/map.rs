//! The map as drawn (WC1.3.3): each circle and crossing at its place on the board's frame,
//! the red circles and yellow crossings marked, and every street as a segment. Computed once
//! from the engine's board.

use std::sync::OnceLock;

use wc_engine::{board, Node};

/// A point of the drawing: x to the right, y downwards.
pub type Point = (f64, f64);

/// The part of the drawing the map fills, with a margin: x, y, width, height.
pub const FRAME: (f64, f64, f64, f64) = (30.0, 10.0, 965.0, 668.0);

/// A circle or a crossing where it is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    pub node: Node,
    pub at: Point,
    /// A red circle (WC1.5) or a yellow crossing.
    pub marked: bool,
}

/// The map's drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct MapDrawing {
    pub circles: Vec<Spot>,
    pub crossings: Vec<Spot>,
    pub streets: Vec<(Point, Point)>,
}

/// Where `node` is drawn.
pub fn point(node: Node) -> Option<Point> {
    board().position(node)
}

/// The map's drawing, computed the first time it is asked for.
pub fn drawing() -> &'static MapDrawing {
    static DRAWING: OnceLock<MapDrawing> = OnceLock::new();
    DRAWING.get_or_init(|| {
        let b = board();
        let red = b.red_circles();
        let yellow = b.yellow_crossings();
        let spot = |node: Node, marked: bool| Spot {
            node,
            at: b.position(node).unwrap_or_default(),
            marked,
        };
        let circles = b
            .circles()
            .map(|c| spot(Node::Circle(c), red.contains(c)))
            .collect();
        let crossings = b
            .crossings()
            .map(|x| spot(Node::Crossing(x), yellow.contains(x)))
            .collect();
        let nodes = b
            .circles()
            .map(Node::Circle)
            .chain(b.crossings().map(Node::Crossing));
        let streets = nodes
            .flat_map(|a| {
                b.neighbours(a)
                    .filter(move |n| a < *n)
                    .map(move |n| (a, n))
                    .collect::<Vec<_>>()
            })
            .filter_map(|(a, n)| Some((b.position(a)?, b.position(n)?)))
            .collect();
        MapDrawing {
            circles,
            crossings,
            streets,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WC1.1.4: 195 circles, 234 crossings and 592 streets, 8 red and 7 yellow, all inside the
    /// frame.
    #[test]
    fn the_whole_board_is_drawn_inside_its_frame() {
        let d = drawing();
        assert_eq!(d.circles.len(), 195);
        assert_eq!(d.crossings.len(), 234);
        assert_eq!(d.streets.len(), 592);
        assert_eq!(d.circles.iter().filter(|s| s.marked).count(), 8);
        assert_eq!(d.crossings.iter().filter(|s| s.marked).count(), 7);
        let (x, y, w, h) = FRAME;
        for s in d.circles.iter().chain(&d.crossings) {
            assert!(
                s.at.0 > x && s.at.0 < x + w && s.at.1 > y && s.at.1 < y + h,
                "{s:?}"
            );
        }
    }
}
