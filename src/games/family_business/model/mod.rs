//! Render models of a game of Family Business: plain data built from a seat's
//! [`fb_engine::View`], the answer being built and the log, by plain functions tested natively.
//! Components only lay them out; nothing here decides a rule.

mod cards;
mod countered;
mod end;
mod hand;
mod log;
mod narrowing;
mod panel;
mod table;

pub use cards::{AbilityModel, CardKindModel, CardsModel};
pub use countered::FamilyConcern;
pub use end::{FbEndModel, Standing};
pub use hand::{FbCardModel, FbHandModel};
pub use log::{FbLogGroup, FbLogLine, FbLogModel};
pub use narrowing::{Narrowing, Pick};
pub use panel::{offered, FbChoice, FbPanelModel, FbStep};
pub use table::{FamilyModel, MobsterModel, TableModel, War, Zone};
