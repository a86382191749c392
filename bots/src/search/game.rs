//! What the search asks of a game: whose decision it is in a world, which answers are legal,
//! how to play one, in which order to try a node's answers, how a rollout plays on, and what
//! each seat gets at its end. Nothing here knows a rule of either game.

use rand_chacha::ChaCha8Rng;

/// A game as the information-set search plays it, from one decision of one seat.
///
/// A value of the type is the game together with the search's horizon (for example the end
/// of the round the decision is in), so the walk and the rollouts stop where the game says.
pub trait SearchGame {
    /// One whole game consistent with what the searching seat knows: its hidden cards and
    /// chance dealt (a world), or the real game for a search that sees everything.
    type World: Clone;
    /// A seat at the table.
    type Seat: Copy + PartialEq;
    /// An answer to a decision: what the tree branches on.
    type Answer: Clone + PartialEq;
    /// What a seat submits to the game: an answer, or for a game that has them, a move outside
    /// its decisions that a rollout or the shortcut may make.
    type Action;
    /// The first, smaller choice of an answer split in two ([`Step::Head`]); a game whose
    /// answers are never split names [`std::convert::Infallible`].
    type Head: Copy + PartialEq;

    /// Decisions a rollout plays at most, so that a rollout ends in a game that would not.
    const ROLLOUT_DECISIONS: usize;

    /// The seat to answer in `world`; `None` once the search's horizon is reached.
    fn seat_to_answer(&self, world: &Self::World) -> Option<Self::Seat>;

    /// The place of `seat` in the rewards of [`SearchGame::rewards`].
    fn seat_index(seat: Self::Seat) -> usize;

    /// Whether `answer` is a legal answer of `seat` in `world`.
    fn is_legal(&self, world: &Self::World, seat: Self::Seat, answer: &Self::Answer) -> bool;

    /// The action that gives `answer`.
    fn answer_action(answer: Self::Answer) -> Self::Action;

    /// Plays `action` of `seat` in `world`; `false` if the world refuses it.
    fn apply(&self, world: &mut Self::World, seat: Self::Seat, action: Self::Action) -> bool;

    /// Each seat's reward in `world` at the end of a rollout, in 0..1, in the order of
    /// [`SearchGame::seat_index`].
    fn rewards(&self, world: &Self::World) -> Vec<f64>;

    /// The answers of `seat` in `world` in the order a node adds them, best first. A node
    /// widens slowly, so the first few are the ones the search weighs most.
    fn answer_order(
        &self,
        rng: &mut ChaCha8Rng,
        world: &Self::World,
        seat: Self::Seat,
    ) -> Vec<Self::Answer>;

    /// The decision split into heads and the answers that stand alone, best first, for a
    /// decision with too many answers to widen over one by one; `None` (the default) where the
    /// node adds whole answers in [`SearchGame::answer_order`].
    fn split_decision(
        &self,
        _rng: &mut ChaCha8Rng,
        _world: &Self::World,
        _seat: Self::Seat,
    ) -> Option<Vec<Step<Self::Head, Self::Answer>>> {
        None
    }

    /// The answers of `head` in `world`, best first, in the order the head's own node adds
    /// them; by default those that weighed it.
    fn answers_in_head(
        &self,
        _rng: &mut ChaCha8Rng,
        _world: &Self::World,
        _seat: Self::Seat,
        _head: Self::Head,
        weighed: &[Self::Answer],
    ) -> Vec<Self::Answer> {
        weighed.to_vec()
    }

    /// What `seat` plays in a rollout; `None` ends the rollout.
    fn rollout_action(
        &self,
        rng: &mut ChaCha8Rng,
        world: &Self::World,
        seat: Self::Seat,
    ) -> Option<Self::Action>;

    /// The action of `seat` where its decision needs no search (one legal answer, a rule of
    /// thumb the game trusts more than the tree); `None` (the default) searches every decision.
    fn answer_without_search(
        &self,
        _rng: &mut ChaCha8Rng,
        _world: &Self::World,
        _seat: Self::Seat,
    ) -> Option<Self::Action> {
        None
    }
}

/// One step down the tree: a whole answer, or a head with the answers that ranked it, best
/// first; the head's own node then chooses among its answers.
#[derive(Clone, Debug)]
pub enum Step<H, A> {
    Answer(A),
    Head { head: H, weighed: Vec<A> },
}

impl<H: PartialEq, A: PartialEq> Step<H, A> {
    /// Whether both are the same choice (a head is the same whatever answers weighed it).
    pub fn same(&self, other: &Step<H, A>) -> bool {
        match (self, other) {
            (Step::Answer(a), Step::Answer(b)) => a == b,
            (Step::Head { head: a, .. }, Step::Head { head: b, .. }) => a == b,
            _ => false,
        }
    }
}
