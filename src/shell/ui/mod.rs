//! The shell's screens: the top bar, the start screen with the saved games, the notices, the
//! text of an export and How to play.

mod export_text;
mod how_to_play;
mod how_to_play_button;
mod languages;
mod learn;
mod more_menu;
mod notices;
mod saved_games;
mod start;
mod topbar;
mod your_games;

pub use export_text::ExportText;
pub use how_to_play::HowToPlay;
pub use languages::Languages;
pub use notices::Notices;
pub use start::StartScreen;
pub use topbar::{game_controls, TopBar};
