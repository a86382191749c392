//! The components of a game of Letters from Whitechapel. Each lays out a render model and
//! turns clicks into calls of the store ([`crate::games::whitechapel::store::WcStore`]).

mod board;
mod controls;
mod end;
mod handoff;
mod legend;
mod log;
mod new_game;
mod notebook;
mod panel;
mod police_runners;
mod prompt;
mod replay;
mod sheet;
mod status;
mod table;

pub use controls::WcControls;
pub use new_game::WcNewGame;
pub use replay::WcReplayScreen;
pub use table::WcTable;
