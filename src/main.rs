//! The page: mounts the game, with the split point of its code (table_page::shell::game_code): the
//! start screen's module holds the rest of the page, the split-off module the game.

use leptos::prelude::lazy;
use table_page::shell::game_code::{self, GameCode};

#[lazy]
fn split_game_code() -> GameCode {
    game_code::game_code()
}

fn main() {
    console_error_panic_hook::set_once();
    game_code::mount(|| Box::pin(split_game_code()));
}
