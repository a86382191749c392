//! *Nothing Personal* in the page (../shared/rules/nothing-personal.md): the seats, the record in
//! storage, the session that plays it through `np_engine`, the answer being built, the replay,
//! the store, the bots' requests, the render models and words, and the components. The start
//! module holds only its [`CARD`]; the rest is the game's split-off module, entered through
//! [`code::NothingPersonal`].

#[cfg(feature = "split")]
use leptos::prelude::lazy;

use crate::shell::game::{BotCard, Game, GameCard, GameCode};
use crate::shell::texts::Texts;

pub mod bot;
pub mod builder;
pub mod code;
pub mod guide;
pub mod lesson;
pub mod model;
pub mod replay;
pub mod store;
pub mod tone;
pub mod ui;
pub mod words;

/// The game at the table apart from its screens (the `table-sessions` crate).
pub use table_sessions::nothing_personal::{record, seats, session};

/// The game's id, in its records' file names, list entries, screens and bot requests. Its
/// records and list entries name no game: they were written before the page played another.
pub const ID: &str = "nothing-personal";

pub static CARD: GameCard = GameCard {
    id: ID,
    name: Texts {
        en: "Nothing Personal",
        ja: "ナッシング・パーソナル",
    },
    hint: Texts {
        en: "3 to 5 players: five rounds of influence, deals and whacks; the most Respect wins.",
        ja: "3〜5人：影響力と取引と暗殺の5ラウンド。リスペクトが最も多い人の勝ち。",
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
fn nothing_personal_code() -> &'static dyn Game {
    &code::NothingPersonal
}

/// The game's code where it is not split off (the bots' worker, which never loads it).
#[cfg(not(feature = "split"))]
async fn nothing_personal_code() -> &'static dyn Game {
    &code::NothingPersonal
}

fn load() -> GameCode {
    Box::pin(nothing_personal_code())
}
