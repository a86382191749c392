//! The games the page plays, each in a folder of its own, and the registry: the only place
//! that lists them.

use crate::shell::game::{BotCard, Games};

pub mod family_business;
pub mod nothing_personal;
pub mod whitechapel;

/// The games, in the start screen's order; the first is the game of the records and list
/// entries that name none.
pub static GAMES: Games = Games(&[
    &nothing_personal::CARD,
    &family_business::CARD,
    &whitechapel::CARD,
]);

/// The bots of every game, for the worker.
pub const BOTS: &[BotCard] = &[
    nothing_personal::BOTS,
    family_business::BOTS,
    whitechapel::BOTS,
];
