//! The shell's screens: the top bar, the start screen with the saved games, the notices and
//! the text of an export.

mod export_text;
mod learn;
mod notices;
mod saved_games;
mod start;
mod topbar;
mod your_games;

pub use export_text::ExportText;
pub use notices::Notices;
pub use start::StartScreen;
pub use topbar::TopBar;
