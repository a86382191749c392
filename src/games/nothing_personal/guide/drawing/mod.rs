//! The guide's drawings: simple inline pictures of the board, markers, coins and dice, built
//! from the shared shapes.

pub mod board;
pub mod control;
pub mod crew;
pub mod dice;
pub mod palette;
pub mod round;
pub mod scenes;
pub mod shapes;
