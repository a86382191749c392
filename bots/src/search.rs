//! Single-observer information-set Monte Carlo tree search (Cowling, Powley and Whitehouse
//! 2012), written once for any game that implements [`SearchGame`]. Each iteration takes one
//! world — a whole game the searching seat cannot tell from the real one — and walks one tree
//! shared by all worlds: a node per sequence of answers, whoever gave them, each seat choosing
//! among the answers legal in that world by its own mean reward (max^n) and by how often they
//! were available. It adds one answer, plays on by the game's rollout policy to the search's
//! horizon, and backs up each seat's reward. A node adds its answers in the game's order and
//! only as its visits grow (progressive widening); a game may split a decision with many
//! answers into a head and the rest ([`Step`]), each widened in the same way. The answer played
//! is the most visited, into the most visited head. The generator is the caller's, so a bot
//! with a seed replays its games.
//!
//! `search/game.rs` says what the search asks of a game, `search/ismcts.rs` holds the tree and
//! its walk; each game implements [`SearchGame`] beside its own Strong bot.

mod game;
mod ismcts;

pub use game::{SearchGame, Step};
pub use ismcts::search;
