//! *Family Business* in the page (../shared/rules/family-business.md): the game's seats, its
//! record in storage, the session that plays it through `fb_engine`, the sweep of the counter
//! window and the table held meanwhile (FB12.4), the render models and words, and the components. The shell (top
//! bar, notices, language, storage, start screen, bots' worker) is the page's own; everything
//! here but the seat types is reached only from the game's split-off code (crate::shell::game_code).

mod held;
pub mod model;
pub mod next;
pub mod record;
pub mod replay;
pub mod seats;
pub mod session;
pub mod store;
pub mod sweep;
pub mod ui;
pub mod words;
