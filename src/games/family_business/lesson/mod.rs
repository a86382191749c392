//! Family Business's guided first game ("Learn to play"): a fixed deal of three seats, the person
//! first and two bots, whose seeded play makes every lesson the same while the person follows its
//! advice. The coach explains the person's decisions of the first turns before they are made
//! (`steps`), and what a turn is while the bots play.

mod steps;

use fb_engine::GameConfig;
use leptos::prelude::*;
use table_bots::family_business::arena::FbLevel;

pub use steps::{family_mark, guidance, HAND_MARK, HIT_LIST_MARK};

use super::next::Next;
use super::seats::{the_only_person, FbSeat, FbSeatKind};
use super::session::FbSession;
use super::store::FbStore;
use super::ui::with_words;
use super::words::FbWords;
use super::ID;
use crate::i18n::Locale;
use crate::shell::kit::{default_name, Coach, Guidance};

/// The seed of the lesson's deal.
pub const LESSON_SEED: u64 = 1;

/// The lesson's bots: the level a new player meets first.
const LESSON_BOT: FbLevel = FbLevel::Heuristic;

/// The lesson's seats: the person first, then two bots, named in `locale`.
pub fn lesson_seats(locale: Locale) -> Vec<FbSeat> {
    let seat = |i: usize, kind| FbSeat::new(default_name(locale, i), kind);
    vec![
        seat(0, FbSeatKind::Human),
        seat(1, FbSeatKind::Bot(LESSON_BOT)),
        seat(2, FbSeatKind::Bot(LESSON_BOT)),
    ]
}

/// The lesson's deal: three players, the person starting.
pub fn lesson_config() -> GameConfig {
    GameConfig {
        first_seat: Some(0),
        ..GameConfig::new(3, LESSON_SEED)
    }
}

/// Starts the guided first game with its coach.
pub fn learn(locale: Locale) {
    if FbStore::get()
        .start(lesson_config(), lesson_seats(locale))
        .is_ok()
    {
        Coach::get().begin(ID, LESSON_SEED);
    }
}

/// What the coach says of a session to its one person (`None` without one), `deciding` when
/// the page waits for that person's answer.
pub fn session_guidance(w: &FbWords, s: &FbSession, deciding: bool) -> Option<Guidance> {
    let person = the_only_person(s.seats())?;
    Some(guidance(w, &s.game().view(Some(person)), deciding))
}

/// Has the coach speak at the table, while the lesson of the game on it runs.
#[component]
pub fn FbCoach() -> impl IntoView {
    let store = FbStore::get();
    let coach = Coach::get();
    let guidance = Memo::new(move |_| {
        let seed = store
            .session
            .with(|s| s.as_ref().map(|s| s.game().config().seed))?;
        if !coach.runs(ID, seed) || store.holder().is_none() {
            return None;
        }
        let deciding = matches!(store.next(), Some(Next::Person(_)));
        with_words(|w, s| session_guidance(w, s, deciding)).flatten()
    });
    coach.speak(guidance);
}

#[cfg(test)]
mod tests {
    use fb_engine::{Answer, DecisionKind, PlayerId};

    use super::*;
    use crate::games::family_business::bot::{decide, FbBotRequest};
    use crate::shell::seed::bot_seed;

    /// Plays the lesson's guided turns as the page does (the bots through the worker's own
    /// code, seeded as the page seeds them), the person answering `pick` of their legal
    /// answers: the record at the end of guidance, and the coach's step at each of the
    /// person's decisions with the decision's type.
    fn guided_turns(pick: fn(usize) -> usize) -> (String, Vec<(DecisionKind, Guidance)>) {
        let mut s = FbSession::new(lesson_config(), lesson_seats(Locale::en)).expect("the deal");
        let mut steps = Vec::new();
        for _ in 0..2_000 {
            let names = s.names();
            let families = s.families();
            let w = FbWords::new(Locale::en, &names, &families).expect("words");
            let decision = s.game().pending().expect("a decision in the first turns");
            let person = decision.seat == PlayerId(0);
            let said = session_guidance(&w, &s, person).expect("one person");
            if said == Guidance::Done {
                return (s.to_json(), steps);
            }
            let seat = decision.seat;
            let view = s.game().view(Some(seat));
            let answer: Answer = if person {
                steps.push((decision.kind, said));
                view.legal[pick(view.legal.len())]
            } else {
                let FbSeatKind::Bot(level) = s.seat(seat).expect("a seat").kind else {
                    panic!("a person in a bot's seat");
                };
                decide(&FbBotRequest {
                    seat,
                    level,
                    seed: bot_seed(LESSON_SEED, seat.0, s.answers(), 0),
                    config: s.game().config().clone(),
                    view,
                })
                .expect("the bot answers")
            };
            s.play(seat, answer).expect("a legal answer");
        }
        panic!("the guided turns never ended");
    }

    #[test]
    fn the_lesson_plays_the_same_again_and_explains_every_decision_of_the_first_turns() {
        let first = |_: usize| 0;
        let (record, steps) = guided_turns(first);
        assert_eq!(
            guided_turns(first).0,
            record,
            "the bots' seeded play is the same again"
        );
        assert_eq!(steps.first().map(|(k, _)| *k), Some(DecisionKind::TurnPlay));
        let turns = steps
            .iter()
            .filter(|(k, _)| *k == DecisionKind::TurnPlay)
            .count();
        assert!(turns >= 2, "{steps:?}");
        for (kind, said) in &steps {
            let Guidance::Step(step) = said else {
                panic!("{kind:?}: the coach explains the decision, not {said:?}");
            };
            assert!(step.missing().is_empty(), "{kind:?}: {step:?}");
            assert!(!step.marks.is_empty(), "{kind:?}: {step:?}");
        }
        let (_, other) = guided_turns(|n| n - 1);
        assert!(other.iter().all(|(_, g)| matches!(g, Guidance::Step(_))));
    }
}
