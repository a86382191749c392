//! *Family Business* in the page (../shared/rules/family-business.md): the game's seats, its
//! record in storage, the session that plays it through `fb_engine`, the sweep of the counter
//! window and the table held meanwhile (FB12.4), the store, the bots' requests, the render
//! models and words, and the components. The start module holds only its [`CARD`]; the rest is
//! the game's split-off module, entered through [`code::FamilyBusiness`].

#[cfg(feature = "split")]
use leptos::prelude::lazy;

use crate::shell::game::{BotCard, Game, GameCard, GameCode};
use crate::shell::texts::Texts;

pub mod bot;
pub mod code;
pub mod guide;
mod held;
pub mod lesson;
pub mod model;
pub mod next;
pub mod replay;
pub mod store;
pub mod sweep;
pub mod ui;
pub mod words;

/// The game at the table apart from its screens (the `table-sessions` crate).
pub use table_sessions::family_business::{record, seats, session};

/// The game's id, as its records and list entries name it.
pub const ID: &str = fb_engine::GAME;

pub static CARD: GameCard = GameCard {
    id: ID,
    name: Texts {
        en: "Family Business",
        ja: "ファミリー・ビジネス",
    },
    hint: Texts {
        en: "2 to 6 players: put rival mobsters on the Hit List; the last family standing wins.",
        ja: "2〜6人：ライバルの組員をヒットリストに載せる。最後まで生き残ったファミリーの勝ち。",
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
fn family_business_code() -> &'static dyn Game {
    &code::FamilyBusiness
}

/// The game's code where it is not split off (the bots' worker, which never loads it).
#[cfg(not(feature = "split"))]
async fn family_business_code() -> &'static dyn Game {
    &code::FamilyBusiness
}

fn load() -> GameCode {
    Box::pin(family_business_code())
}
