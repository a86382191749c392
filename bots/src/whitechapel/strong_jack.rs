//! The Strong Jack: the project's information-set search ([`search`]) over his moves in the
//! hunt and his double event, one round of the police ahead. After his answer the police
//! answer in the world as the Heuristic police would from their view of it — the public
//! record and the policemen, nothing of Jack's — until Jack is asked again. An answer whose
//! round ends in his arrest (or leaves him trapped) is worth nothing, one that gets him home
//! everything, and the others keep the Heuristic's order: the search is the Heuristic's
//! judgement with the police's next round played out.
//!
//! - *Moves*: in the hunt Jack's view holds the whole night (no patrol token is left, WC4.7),
//!   so his world is the night as it is ([`GameState::world`]). The Heuristic's move is played
//!   without a search when its round leaves him free; otherwise the search weighs its next
//!   best.
//! - *The double event* (night 3): the police act before he moves (WC4.6.3), and the patrol
//!   tokens still face down are hidden from him (WC4.2.4). Each world draws their identities
//!   ([`GameState::kill_world`]), and the search weighs the Heuristic's best double events that
//!   leave him time to get home over a few such draws.
//!
//! Each answer's round is played once per world and kept, so the search's iterations revisit
//! it at no cost. His other decisions are the Heuristic's: weighing the single kills the same
//! way, or the moves by where their round leaves him rather than in the Heuristic's order,
//! made him weaker (docs/bots.md).
//!
//! [`search`]: crate::search

use std::cell::RefCell;
use std::convert::Infallible;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use wc_engine::{
    board, Answer, DecisionKind, GameState, Policeman, Seat, Side, TokenSeen, View, Viewer,
    WORLD_JACK,
};

use super::jack::{in_time, kills_ranked, moves_ranked};
use super::{HeuristicJack, HeuristicPolice, WcBot};
use crate::search::{search, SearchGame};

/// The Heuristic's best moves the Strong level weighs.
pub const WC_STRONG_JACK_CHOICES: usize = 6;
/// What the Heuristic's best answer free after its round is worth; each next one a step less.
const FIRST_WORTH: f64 = 0.9;
const WORTH_STEP: f64 = 0.1;
/// The draws of the face-down tokens' identities a double event is weighed over.
const TOKEN_DRAWS: usize = 6;
/// The Heuristic's best double events weighed.
const DOUBLE_EVENTS: usize = 3;

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct StrongJack {
    jack: HeuristicJack,
    rng: ChaCha8Rng,
    choices: usize,
}

impl StrongJack {
    pub fn new(seed: u64, choices: usize) -> StrongJack {
        StrongJack {
            jack: HeuristicJack::new(seed),
            rng: ChaCha8Rng::seed_from_u64(seed),
            choices,
        }
    }

    /// The worlds of `view`'s decision and the answers weighed, best first: in the hunt his
    /// night as it is and the Heuristic's moves; at the double event the Heuristic would make,
    /// the nights of a few draws of the face-down tokens and the double events that leave him
    /// time to get home. `None` where the Heuristic answers.
    fn worlds(&mut self, view: &View) -> Option<(Vec<GameState>, Vec<Answer>)> {
        let home = view.hideout?;
        match view.pending?.kind {
            DecisionKind::JackMove => Some((
                vec![GameState::world(board(), view, None)?],
                moves_ranked(view, home),
            )),
            DecisionKind::KillOrWait if matches!(self.jack.act(view), Answer::DoubleKill(..)) => {
                let worlds = (0..TOKEN_DRAWS)
                    .filter_map(|_| GameState::kill_world(view, &drawn_tokens(view, &mut self.rng)))
                    .collect();
                let kills = kills_ranked(view, home)
                    .into_iter()
                    .filter(|k| in_time(view, home, k))
                    .take(DOUBLE_EVENTS)
                    .collect();
                Some((worlds, kills))
            }
            _ => None,
        }
    }
}

impl WcBot for StrongJack {
    fn act(&mut self, view: &View) -> Answer {
        let Some((games, mut answers)) = self.worlds(view) else {
            return self.jack.act(view);
        };
        answers.truncate(self.choices);
        let (Some(first), true) = (answers.first().cloned(), answers.len() > 1) else {
            return self.jack.act(view);
        };
        if games.is_empty() {
            return first;
        }
        let round = Round {
            answers,
            worlds: games.len(),
            jack: RefCell::new(self.jack.clone()),
            police: RefCell::new(HeuristicPolice::new()),
            played: RefCell::new(Vec::new()),
        };
        let worlds: Vec<JackWorld> = games
            .into_iter()
            .enumerate()
            .map(|(draw, game)| JackWorld {
                game,
                draw,
                worth: None,
            })
            .collect();
        let iterations = (self.choices * self.choices.max(worlds.len())) as u32;
        let deal =
            |rng: &mut ChaCha8Rng| worlds[(rng.next_u64() % worlds.len() as u64) as usize].clone();
        search(
            &round,
            &mut self.rng,
            iterations,
            WORLD_JACK,
            &worlds[0],
            deal,
        )
        .filter(|a| view.answers.contains(a))
        .unwrap_or(first)
    }
}

/// Identities for `view`'s patrol tokens: the face-up ones as they show, and the policemen not
/// yet seen and the fakes left dealt at random among those face down.
fn drawn_tokens(view: &View, rng: &mut ChaCha8Rng) -> Vec<Option<Policeman>> {
    let seen: Vec<Policeman> = view
        .patrols
        .iter()
        .filter_map(|(_, t)| match t {
            TokenSeen::Policeman(p) => Some(*p),
            _ => None,
        })
        .collect();
    let face_down = view
        .patrols
        .iter()
        .filter(|(_, t)| *t == TokenSeen::FaceDown)
        .count();
    let mut hidden: Vec<Option<Policeman>> = Policeman::ALL
        .into_iter()
        .filter(|p| !seen.contains(p))
        .map(Some)
        .collect();
    hidden.resize(face_down.max(hidden.len()), None);
    for i in (1..hidden.len()).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        hidden.swap(i, j);
    }
    let mut hidden = hidden.into_iter();
    view.patrols
        .iter()
        .map(|(_, t)| match t {
            TokenSeen::Policeman(p) => Some(*p),
            _ => hidden.next().flatten(),
        })
        .collect()
}

/// Jack's night in one world, with the worth of the round once it is played.
#[derive(Clone, Debug)]
pub struct JackWorld {
    game: GameState,
    /// Which of the decision's worlds it is.
    draw: usize,
    worth: Option<f64>,
}

/// One round of tonight from Jack's answer, searched by Jack.
struct Round {
    /// The answers weighed, best first by the Heuristic.
    answers: Vec<Answer>,
    /// How many worlds the decision has.
    worlds: usize,
    /// Jack's answers after the one searched, before the police's.
    jack: RefCell<HeuristicJack>,
    /// The police as Jack expects them to answer.
    police: RefCell<HeuristicPolice>,
    /// Each world's answers weighed, with the world after their round.
    played: RefCell<Vec<(usize, Answer, JackWorld)>>,
}

impl Round {
    /// The answers in `game` after Jack's, up to his first decision after the police's, or the
    /// night's end; `false` if one is refused.
    fn play_round(&self, game: &mut GameState, night: u8) -> bool {
        let mut police_answered = false;
        while let Some(d) = game.pending() {
            if game.is_over() || game.night() != night {
                break;
            }
            let answer = if d.seat == WORLD_JACK {
                if police_answered {
                    break;
                }
                self.jack
                    .borrow_mut()
                    .act(&game.view(Viewer::Jack, Some(WORLD_JACK)))
            } else {
                police_answered = true;
                let view = game.view(Viewer::Police, Some(d.seat));
                self.police.borrow_mut().act(&view)
            };
            if game.apply(d.seat, answer).is_err() {
                return false;
            }
        }
        true
    }

    /// What the round after `answer` left Jack in `game`: 0 if the police have won, 1 if he
    /// has or got home, and otherwise the Heuristic's order of the answer.
    fn worth(&self, game: &GameState, night: u8, answer: &Answer) -> f64 {
        if let Some(result) = game.result() {
            return f64::from(u8::from(result.winner == Side::Jack));
        }
        if game.night() != night {
            return 1.0;
        }
        let rank = self
            .answers
            .iter()
            .position(|a| a == answer)
            .unwrap_or(self.answers.len());
        FIRST_WORTH - WORTH_STEP * rank as f64
    }

    /// `world` after `answer` and the police's round, played once and then kept; `None` if
    /// the world refuses an answer.
    fn after(&self, world: &JackWorld, answer: &Answer) -> Option<JackWorld> {
        let kept = self
            .played
            .borrow()
            .iter()
            .find(|(draw, a, _)| *draw == world.draw && a == answer)
            .map(|(_, _, after)| after.clone());
        if kept.is_some() {
            return kept;
        }
        let mut after = world.clone();
        let night = after.game.night();
        if after.game.apply(WORLD_JACK, answer.clone()).is_err()
            || !self.play_round(&mut after.game, night)
        {
            return None;
        }
        after.worth = Some(self.worth(&after.game, night, answer));
        self.played
            .borrow_mut()
            .push((world.draw, answer.clone(), after.clone()));
        Some(after)
    }
}

impl SearchGame for Round {
    type World = JackWorld;
    type Seat = Seat;
    type Answer = Answer;
    type Action = Answer;
    type Head = Infallible;

    const ROLLOUT_DECISIONS: usize = 0;

    /// Jack at the decision searched; nobody once its round is played.
    fn seat_to_answer(&self, world: &JackWorld) -> Option<Seat> {
        let d = world.game.pending()?;
        (world.worth.is_none() && d.seat == WORLD_JACK).then_some(WORLD_JACK)
    }

    fn seat_index(seat: Seat) -> usize {
        usize::from(seat.0)
    }

    fn is_legal(&self, world: &JackWorld, _seat: Seat, answer: &Answer) -> bool {
        world.game.check(answer).is_ok()
    }

    fn answer_action(answer: Answer) -> Answer {
        answer
    }

    fn apply(&self, world: &mut JackWorld, _seat: Seat, action: Answer) -> bool {
        match self.after(world, &action) {
            Some(after) => {
                *world = after;
                true
            }
            None => false,
        }
    }

    fn rewards(&self, world: &JackWorld) -> Vec<f64> {
        let jack = world.worth.unwrap_or(0.5);
        vec![jack, 1.0 - jack]
    }

    fn answer_order(&self, _rng: &mut ChaCha8Rng, _world: &JackWorld, _seat: Seat) -> Vec<Answer> {
        self.answers.clone()
    }

    fn rollout_action(
        &self,
        _rng: &mut ChaCha8Rng,
        _world: &JackWorld,
        _seat: Seat,
    ) -> Option<Answer> {
        None
    }

    /// The Heuristic's move when its round leaves Jack free (in the hunt, his only world).
    fn answer_without_search(
        &self,
        _rng: &mut ChaCha8Rng,
        world: &JackWorld,
        _seat: Seat,
    ) -> Option<Answer> {
        if self.worlds > 1 {
            return None;
        }
        let first = self.answers.first()?;
        let after = self.after(world, first)?;
        (after.worth? > 0.0).then(|| first.clone())
    }
}
