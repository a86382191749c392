//! A game at the table, apart from any screen: the engine's state, who sits in each seat (a
//! person or a bot of a level), every event that happened, and the record the page stores,
//! exports and imports. The page shows it; the fuzz targets read records through it without
//! building the page.
//!
//! Each game is a folder that imports what every game shares ([`json_text`], [`seats`], [`stored_record`]) and
//! never another game.

pub mod family_business;
pub mod json_text;
pub mod nothing_personal;
pub mod seats;
pub mod stored_record;
pub mod whitechapel;
