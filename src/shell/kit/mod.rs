//! The parts the games build their screens from.

mod coach;
mod end_frame;
mod explained;
mod focus;
mod log_fold;
mod opponents;
mod panel_frame;
mod replay_bar;
pub mod replay_cursor;
mod seat_fields;
mod setup_fields;
mod share;
mod speed;
mod start_row;
mod table_tabs;
mod take_back;

pub(crate) use coach::{coach_mark, Coach, CoachCard, CoachStep, Guidance};
pub(crate) use end_frame::{EndActions, EndFrame};
pub use explained::Explained;
pub use focus::{focus_decision, select_all};
pub(crate) use log_fold::LogFold;
pub(crate) use opponents::{remembered_level, BotLevel, Difficulty};
pub(crate) use panel_frame::{OwnAnswer, PanelFrame};
pub(crate) use replay_bar::ReplayBar;
pub(crate) use seat_fields::{default_name, SeatFields, SeatList, SeatNames};
pub(crate) use setup_fields::{typed_seed, OptionCheck, PlayerCount, SeedField};
pub(crate) use share::ShareReplay;
pub use speed::SpeedSelect;
pub(crate) use start_row::{seat_line, StartRow};
pub(crate) use table_tabs::{TableTabs, TableView};
pub use take_back::take_back_button;
