//! The game's code: the rules engine and every screen of a game, kept out of the page's first
//! download. The start screen comes up without it; the build splits it into a module of its own
//! (wasm-split; the split point is the page binary's, src/main.rs) that the page fetches the
//! first time a game opens, a saved game is listed, or a replay link is followed, and that the
//! service worker keeps once the page is up.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use leptos::task::spawn_local;
use np_engine::GameConfig;

use crate::games::nothing_personal::seats::Seat;
use crate::shell::language::Locale;
use crate::shell::store::Store;

/// The game's entry points, each a plain function in the split-off code.
pub struct GameCode {
    /// The table of the game being played.
    pub table: fn() -> AnyView,
    /// The replay being watched.
    pub replay: fn() -> AnyView,
    /// The top bar's round and phase track.
    pub track: fn() -> AnyView,
    /// The top bar's buttons for the game on the table: speed, take back, replay, menu.
    pub table_controls: fn() -> AnyView,
    /// The saved games, each with its actions.
    pub saved_games: fn() -> AnyView,
    /// Starts a new game with these seats; a refusal in words.
    pub start: fn(Store, GameConfig, Vec<Seat>, Locale) -> Result<(), String>,
    /// Resumes the game played last, if there is one.
    pub resume: fn(Store),
    /// Opens the replay of a link's fragment (`#replay=…`).
    pub open_link: fn(Store, String),
    /// Offers the game on the table as a file (where storage cannot keep it).
    pub export_current: fn(Store),
    /// Imports a game's file: its title, or why it was refused, in words.
    pub import: fn(Store, String, Locale) -> Result<String, String>,
    /// The start screen's setup of a new game of Family Business, which starts it.
    pub fb_new_game: fn() -> AnyView,
    /// The table of the game of Family Business being played.
    pub fb_table: fn() -> AnyView,
    /// The replay of a game of Family Business being watched.
    pub fb_replay: fn() -> AnyView,
    /// The top bar's buttons for a game of Family Business: speed, take back, replay, cards,
    /// menu.
    pub fb_controls: fn() -> AnyView,
}

/// Loads the game's code: the page's split point.
pub type Loader = fn() -> Pin<Box<dyn Future<Output = GameCode> + Send>>;

/// The game's entry points, to be returned by the page's split point.
pub fn game_code() -> GameCode {
    crate::games::nothing_personal::ui::game_code()
}

/// Mounts the page, its game's code loaded by `loader`.
pub fn mount(loader: Loader) {
    leptos::mount::mount_to_body(move || view! { <crate::shell::App loader /> });
}

/// Runs `f` with the game's code, once it is loaded.
pub fn with_game_code(store: Store, f: impl FnOnce(&GameCode) + 'static) {
    spawn_local(async move { f(&(store.game_code)().await) });
}

/// A view from the game's code: nothing until it is loaded, then the view.
pub fn game_view(view: fn(&GameCode) -> fn() -> AnyView) -> impl IntoView {
    let store = expect_context::<Store>();
    Suspend::new(async move { view(&(store.game_code)().await)() })
}
