//! *Nothing Personal* in the page (../shared/rules/nothing-personal.md): the seats, the record in
//! storage, the session that plays it through `np_engine`, the answer being built, the replay,
//! the render models and words, and the components.

pub mod builder;
pub mod model;
pub mod record;
pub mod replay;
pub mod seats;
pub mod session;
pub mod tone;
pub mod ui;
pub mod words;
