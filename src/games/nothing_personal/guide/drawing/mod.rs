//! The guide's drawings: simple inline pictures of the board, markers, coins and dice, one file
//! per picture, built from the shared shapes in the page's colours.

pub mod ante;
pub mod blackmail;
pub mod board;
pub mod bookkeeping;
pub mod capo_ring;
pub mod cards;
pub mod commission;
pub mod control;
pub mod crew;
pub mod deals;
pub mod dice;
pub mod family;
pub mod feds;
pub mod fence;
pub mod goal;
pub mod omerta;
pub mod palette;
pub mod round;
pub mod setup;
pub mod shapes;
pub mod tiebreaker;
