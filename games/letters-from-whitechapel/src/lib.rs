//! The rules engine of Letters from Whitechapel (../shared/rules/letters-from-whitechapel.md):
//! the board of 195 numbered circles and 234 crossings read from its map file, validated at
//! load with a typed error for each failed check (WC1.3.4), and the relations the rules are
//! played on (WC1.4): Jack's normal moves under blocking policemen, coach pairs, alley partners,
//! police steps and the circles next to a crossing; and the legal moves of the hunt built on
//! them: Jack's (WC5.1), a policeman's (WC5.2) and his searches and arrests (WC5.3).
//!
//! ```
//! use wc_engine::{board, Circle, CrossingSet};
//!
//! let board = board();
//! let moves = board.normal_moves(Circle(26), &CrossingSet::EMPTY);
//! assert_eq!(moves.len(), 13);
//! ```

mod action_error;
mod answer;
mod answer_name;
mod board;
mod config;
mod decision;
mod event;
mod flow;
mod geometry;
mod invariants;
mod jack_move;
mod legal;
mod map_error;
mod map_file;
mod night_table;
mod node;
mod pinned;
mod police_action;
mod police_move;
mod policeman;
mod public_step;
mod result;
mod save;
mod scenario;
mod sets;
mod state;
mod tonight_paths;
mod tracker;
mod view;
mod word_hash;
mod world;

pub use action_error::{ActionError, Illegal};
pub use answer::Answer;
pub use answer_name::BadAnswerName;
pub use board::{board, Board};
pub use config::{default_controllers, GameConfig, JackSeat, Seat, SetupError};
pub use decision::{Decision, DecisionKind};
pub use event::{Event, Viewer};
pub use jack_move::{jack_moves, JackMove, JackPosition, LAST_SPACE};
pub use map_error::{Graph, MapError};
pub use night_table::{night_row, NightRow, NIGHTS};
pub use node::{Circle, Crossing, Node};
pub use police_action::{police_actions, search_more, searchable, PoliceAction};
pub use police_move::police_destinations;
pub use policeman::Policeman;
pub use public_step::PublicStep;
pub use result::{Cause, Entry, EntryKind, GameResult, NightRecord, Side};
pub use save::{
    Recorded, SaveError, SaveFile, SaveVersion, GAME, MAP_VERSION, RULES_VERSION, SAVE_FORMAT,
};
pub use scenario::{Failure, Scenario, ScenarioError, ScenarioRun, SCENARIO_FORMAT};
pub use sets::{CircleSet, CrossingSet};
pub use state::{GameState, Patrol};
pub use tonight_paths::{DrawnPath, TonightPaths};
pub use tracker::{
    ends as jack_move_ends, searched as searched_circles, visit as visited_with, Hideouts, Tracker,
    DEFAULT_CAP,
};
pub use view::{MoveSeen, TokenSeen, View};
pub use world::{JackGuess, WORLD_JACK, WORLD_POLICE};
