//! The bots of every game of the table. Each game's bots live in its own module and see only
//! what their seat knows; the Strong bots share one information-set search ([`search`]), which
//! each game implements for itself and which knows no game's rules. A game's bots use the
//! search and never another game's bots.

pub mod family_business;
pub mod nothing_personal;
pub mod panic_message;
pub mod search;
pub mod uniform;
pub mod whitechapel;
