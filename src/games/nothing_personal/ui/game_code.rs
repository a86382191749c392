//! The game's entry points (crate::shell::game_code), built in the split-off code.

use leptos::prelude::*;
use np_engine::{base_cards, GameConfig};

use super::details::Details;
use super::replay::ReplayScreen;
use super::table::Table;
use super::table_controls::TableControls;
use super::track::Track;
use crate::games::family_business::ui::{FbControls, FbNewGame, FbReplayScreen, FbTable};
use crate::games::nothing_personal::seats::Seat;
use crate::games::nothing_personal::words::Words;
use crate::shell::game_code::GameCode;
use crate::shell::language::Locale;
use crate::shell::store::Store;
use crate::shell::ui::{import, SavedGames};

pub fn game_code() -> GameCode {
    GameCode {
        table: || view! { <Table /> <Details /> }.into_any(),
        replay: || view! { <ReplayScreen /> <Details /> }.into_any(),
        track: || view! { <Track /> }.into_any(),
        table_controls: || view! { <TableControls /> }.into_any(),
        saved_games: || view! { <SavedGames /> }.into_any(),
        start,
        resume: |store| store.resume_last(),
        open_link: |store, fragment| store.open_link(fragment),
        export_current: |store| store.export_current(),
        import,
        fb_new_game: || view! { <FbNewGame /> }.into_any(),
        fb_table: || view! { <FbTable /> }.into_any(),
        fb_replay: || view! { <FbReplayScreen /> }.into_any(),
        fb_controls: || view! { <FbControls /> }.into_any(),
    }
}

/// Starts a new game; a refusal in words.
fn start(store: Store, config: GameConfig, seats: Vec<Seat>, locale: Locale) -> Result<(), String> {
    store.start(config, seats).map_err(|e| {
        base_cards().ok().map_or_else(String::new, |cards| {
            Words {
                locale,
                names: &[],
                cards,
            }
            .setup_error(&e)
        })
    })
}
