//! The sections of How to play, one file each, in reading order.

pub mod ante;
pub mod blackmail;
pub mod bookkeeping;
pub mod capo_ring;
pub mod cards;
pub mod commission;
pub mod components;
pub mod control;
pub mod crew;
pub mod deals;
pub mod family;
pub mod feds;
pub mod fence;
pub mod goal;
pub mod make_a_move;
pub mod omerta;
pub mod round;
pub mod setup;
pub mod tiebreaker;
pub mod whack;
