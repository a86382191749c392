//! Render models of a game of Letters from Whitechapel: plain data built from a side's
//! [`wc_engine::View`], the answer being built and the log, by plain functions tested
//! natively. Components only lay them out; nothing here decides a rule.

mod camera;
mod map;
mod narrowing;
mod pieces;

pub use camera::Camera;
pub use map::{drawing, point, MapDrawing, Point, Spot, FRAME};
pub use narrowing::{Narrowing, Pick};
pub use pieces::{jack_at, marks, Mark};
