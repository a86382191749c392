//! The components of a game of Letters from Whitechapel. Each lays out a render model and
//! turns clicks into calls of the store ([`crate::games::whitechapel::store::WcStore`]).

use leptos::prelude::*;

use crate::games::whitechapel::store::WcStore;
use crate::games::whitechapel::ID;
use crate::shell::store::Screen;

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

/// The whole record of the game shown: the replay's in a replay, else the table's.
fn shown_record() -> Option<String> {
    let store = WcStore::get();
    if store.shell.screen.get_untracked() == Screen::Replay(ID) {
        store
            .replay
            .with_untracked(|r| r.as_ref().map(|r| r.record().to_json()))
    } else {
        store
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.to_json()))
    }
}
