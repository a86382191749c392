//! The Strong bot: single-observer information-set Monte Carlo tree search (Cowling, Powley and
//! Whitehouse 2012) over worlds dealt from what the seat knows. The search is the generic one
//! of [`search`]; [`game`] says how Nothing Personal is searched: to the end of the
//! round, answers in the Heuristic's order, compound answers split into a head and the rest,
//! rollouts the Heuristic's way, rewards by standing. A level is a number of iterations, so a
//! game replays from its seeds.
//!
//! [`search`]: crate::search

mod game;

use np_engine::{Action, Answer, GameState, Knowledge, PlayerId};
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use super::Bot;
use crate::search::search;
use game::NothingPersonal;

/// Iterations of the level offered in the page.
pub const STRONG_ITERATIONS: u32 = 400;

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct StrongBot {
    rng: ChaCha8Rng,
    iterations: u32,
}

impl StrongBot {
    pub fn new(seed: u64, iterations: u32) -> StrongBot {
        StrongBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
            iterations,
        }
    }

    pub fn decide(&mut self, known: &Knowledge) -> Action {
        let first = known.world(self.rng.next_u64());
        self.search_from(known.seat(), &first, |rng| known.world(rng.next_u64()))
    }

    /// The same search given the whole game, hidden cards and future dice included: every
    /// iteration plays in the real game. A cheat, for measuring what the fair bot's ignorance
    /// costs it (`table arena`'s `oracle`); no seat of a real game is ever given one.
    pub fn decide_seeing_everything(&mut self, game: &GameState) -> Action {
        let Some(seat) = game.pending().map(|d| d.seat) else {
            return Action::Answer(Answer::Pass);
        };
        self.search_from(seat, game, |_| game.clone())
    }

    /// The action of `seat`, searched over `first` and then the worlds `deal` gives; the first
    /// legal answer if the search added none.
    fn search_from(
        &mut self,
        seat: PlayerId,
        first: &GameState,
        deal: impl FnMut(&mut ChaCha8Rng) -> GameState,
    ) -> Action {
        let game = NothingPersonal::from_decision(first);
        search(&game, &mut self.rng, self.iterations, seat, first, deal)
            .unwrap_or_else(|| Action::Answer(first.legal_answer(0).unwrap_or(Answer::Pass)))
    }
}

impl Bot for StrongBot {
    fn act(&mut self, known: &Knowledge) -> Action {
        self.decide(known)
    }
}
