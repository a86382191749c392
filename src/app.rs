//! The root component and the game store.

use leptos::prelude::*;
use np_engine::{base_cards, CardDb, GameConfig, GameState, PlayerId, SetupError, View};

use crate::board::Board;
use crate::model::{BoardModel, PlayerBoardModel, StatusModel};
use crate::player_board::PlayerBoards;
use crate::stats::StatList;

/// Seats at a new game.
pub const PLAYERS: usize = 4;

/// The one store: the engine state, the seat whose view is shown, and the card data.
/// `GameState` keeps a single-threaded cache, so the signal uses local storage.
#[derive(Clone, Copy)]
pub struct GameStore {
    state: RwSignal<GameState, LocalStorage>,
    seat: PlayerId,
    cards: &'static CardDb,
    seed: u64,
}

impl GameStore {
    /// # Errors
    /// The engine's [`SetupError`], or the card data's error wrapped in it.
    pub fn new(config: GameConfig) -> Result<GameStore, SetupError> {
        let cards = base_cards().map_err(SetupError::CardData)?;
        let seed = config.seed;
        let state = GameState::new(config)?;
        Ok(GameStore {
            state: RwSignal::new_local(state),
            seat: PlayerId(0),
            cards,
            seed,
        })
    }

    /// What the shown seat may see (R12.13); tracked.
    pub fn view(&self) -> View {
        self.state.with(|s| s.view(self.seat))
    }
}

/// A fresh seed from the browser's `Math.random`: 2 × 32 bits.
fn random_seed() -> u64 {
    let half = || (js_sys::Math::random() * 4_294_967_296.0) as u64;
    (half() << 32) | half()
}

/// The UI's words for a failed setup.
pub fn setup_error_message(error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount { players } => {
            format!("A game needs 3 to 5 players, not {players}.")
        }
        SetupError::CardData(e) => format!("The card data could not be loaded: {e:?}."),
        SetupError::TypesUnavailable => {
            "The setup could not find gangsters of four different types.".to_string()
        }
    }
}

#[component]
pub fn App() -> impl IntoView {
    let body = match GameStore::new(GameConfig::new(PLAYERS, random_seed())) {
        Ok(store) => view! { <Table store /> }.into_any(),
        Err(e) => view! {
            <main class="table">
                <p class="error" role="alert">{setup_error_message(&e)}</p>
            </main>
        }
        .into_any(),
    };
    view! {
        <div class="app">
            {body}
        </div>
    }
}

/// The game table: status bar, board and player boards.
#[component]
fn Table(store: GameStore) -> impl IntoView {
    let view = Memo::new(move |_| store.view());
    let board = Memo::new(move |_| view.with(|v| BoardModel::new(v, store.cards)));
    let players = Memo::new(move |_| view.with(PlayerBoardModel::all));
    let status = Memo::new(move |_| view.with(StatusModel::new));
    view! {
        <header class="topbar">
            <h1>"Nothing Personal"</h1>
            <section class="status" aria-label="Game status">
                {move || view! { <StatList stats=status.get().stats class="status-list" /> }}
            </section>
        </header>
        <main class="table">
            <Board board />
            <PlayerBoards players />
        </main>
        <footer class="footer">
            <p>{format!("Game seed {}", store.seed)}</p>
        </footer>
    }
}
