//! Render models of a game of Letters from Whitechapel: plain data built from a side's
//! [`wc_engine::View`], the answer being built and the log, by plain functions tested
//! natively. Components only lay them out; nothing here decides a rule.

mod camera;
mod map;
mod narrowing;
mod notebook;
mod pieces;

pub use camera::Camera;
pub use map::{drawing, point, Point};
pub use narrowing::{Narrowing, Pick};
pub use notebook::jack_may_be;
pub use pieces::{marks, Mark};
