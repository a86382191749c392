//! The parts the games build their screens from.

mod end_frame;
mod focus;
mod opponents;
mod panel_frame;
mod replay_bar;
pub mod replay_cursor;
mod seat_fields;
mod setup_fields;
mod share;
mod speed;
mod start_row;
mod take_back;

pub(crate) use end_frame::{EndActions, EndFrame};
pub use focus::{focus_decision, select_all};
pub(crate) use opponents::{remembered_level, BotLevel, Difficulty};
pub(crate) use panel_frame::{OwnAnswer, PanelFrame};
pub(crate) use replay_bar::ReplayBar;
pub(crate) use seat_fields::{default_name, SeatFields, SeatList, SeatNames};
pub(crate) use setup_fields::{typed_seed, OptionCheck, PlayerCount, SeedField};
pub(crate) use share::ShareReplay;
pub use speed::SpeedSelect;
pub(crate) use start_row::{seat_line, StartRow};
pub use take_back::take_back_button;
