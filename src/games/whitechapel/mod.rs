//! *Letters from Whitechapel* in the page (../shared/rules/letters-from-whitechapel.md): the
//! game's seats, its record in storage, the session that plays it through `wc_engine`, whose
//! screen it is in hot-seat play (WC9.4), the store, the bots' requests, the render models and
//! words, and the components. The start module holds only its [`CARD`]; the rest is the game's
//! split-off module, entered through [`code::Whitechapel`].

#[cfg(feature = "split")]
use leptos::prelude::lazy;

use crate::shell::game::{BotCard, Game, GameCard, GameCode};
use crate::shell::later_styles::{self, LaterStyle};
use crate::shell::texts::Texts;

pub mod bot;
pub mod code;
pub mod guide;
pub mod lesson;
pub mod model;
pub mod replay;
pub mod store;
pub mod ui;
pub mod words;

/// The game at the table apart from its screens (the `table-sessions` crate).
pub use table_sessions::whitechapel::{record, screen, seats, session};

/// The game's id, as its records and list entries name it.
pub const ID: &str = wc_engine::GAME;

pub static CARD: GameCard = GameCard {
    id: ID,
    name: Texts {
        en: "Letters from Whitechapel",
        ja: "ホワイトチャペルからの手紙",
    },
    hint: Texts {
        en: "2 to 6 players: Jack the Ripper hides in the streets of 1888 London; the police hunt him over four nights.",
        ja: "2〜6人：1888年のロンドンの路地に潜む切り裂きジャックを、警察が4夜にわたって追い詰める。",
    },
    code: load,
    lesson: true,
};

/// The game's bots, in the worker.
pub const BOTS: BotCard = BotCard {
    id: ID,
    answer: bot::answer,
};

/// The split point of the game's code: a module of its own in the page.
#[cfg(feature = "split")]
#[lazy]
fn whitechapel_code() -> &'static dyn Game {
    &code::Whitechapel
}

/// The game's code where it is not split off (the bots' worker, which never loads it).
#[cfg(not(feature = "split"))]
async fn whitechapel_code() -> &'static dyn Game {
    &code::Whitechapel
}

/// The game's code and its style sheet, which the start screen never needs: the table shows
/// once both have come, never unstyled.
fn load() -> GameCode {
    Box::pin(async {
        let styles = later_styles::load(LaterStyle::Game("whitechapel"));
        let game = whitechapel_code().await;
        styles.await;
        game
    })
}
