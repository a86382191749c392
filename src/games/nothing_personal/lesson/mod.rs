//! Nothing Personal's guided first game ("Learn to play"): a fixed deal of three seats, the
//! person and two bots, whose seeded play makes every lesson the same while the person follows
//! its advice. The coach explains each decision of round 1 before it is made (`steps`), and says
//! what each phase is while the bots play.

mod steps;

use leptos::prelude::*;
use np_engine::GameConfig;
use table_bots::nothing_personal::Level;

pub use steps::{gangster_mark, guidance, HAND_MARK};

use super::seats::{the_only_person, with_default_preferences, Seat, SeatKind};
use super::session::{Answerer, Session};
use super::store::NpStore;
use super::ui::with_words;
use super::ID;
use crate::i18n::Locale;
use crate::shell::kit::{default_name, Coach, Guidance};

/// The seed of the lesson's deal.
pub const LESSON_SEED: u64 = 1;

/// The lesson's bots: the level a new player meets first.
const LESSON_BOT: Level = Level::Heuristic;

/// The lesson's seats: the person first, then two bots, named in `locale`.
pub fn lesson_seats(locale: Locale) -> Vec<Seat> {
    let seat = |i: usize, kind| Seat::new(default_name(locale, i), kind);
    with_default_preferences(vec![
        seat(0, SeatKind::Human),
        seat(1, SeatKind::Bot(LESSON_BOT)),
        seat(2, SeatKind::Bot(LESSON_BOT)),
    ])
}

/// Starts the guided first game with its coach.
pub fn learn(locale: Locale) {
    let config = GameConfig::new(3, LESSON_SEED);
    if NpStore::get().start(config, lesson_seats(locale)).is_ok() {
        Coach::get().begin(ID, LESSON_SEED);
    }
}

/// What the coach says of a session, to its one person (`None` without one).
pub fn session_guidance(w: &super::words::Words, s: &Session) -> Option<Guidance> {
    let person = the_only_person(s.seats())?;
    let deciding = s.to_answer() == Some((person, Answerer::Person));
    Some(guidance(w, &s.game().view(person), deciding))
}

/// Has the coach speak at the table, while the lesson of the game on it runs.
#[component]
pub fn NpCoach() -> impl IntoView {
    let store = NpStore::get();
    let coach = Coach::get();
    let guidance = Memo::new(move |_| {
        let seed = store
            .session
            .with(|s| s.as_ref().map(|s| s.game().config().seed))?;
        if !coach.runs(ID, seed) || store.holder().is_none() {
            return None;
        }
        with_words(session_guidance).flatten()
    });
    coach.speak(guidance);
}

#[cfg(test)]
mod tests {
    use np_engine::{base_cards, Action, Answer, DecisionKind, PlayerId};

    use super::*;
    use crate::games::nothing_personal::bot::{decide, NpBotRequest};
    use crate::games::nothing_personal::words::Words;
    use crate::shell::seed::bot_seed;
    use table_sessions::nothing_personal::test_games::as_the_page_starts;

    /// Plays the lesson's round 1 as the page does (the bots through the worker's own code,
    /// seeded as the page seeds them), the person answering `pick` of their legal answers:
    /// the record at the end of guidance, and the coach's step at each of the person's
    /// decisions with the decision's type.
    fn round_one(pick: fn(usize) -> usize) -> (String, Vec<(&'static str, Guidance)>) {
        let mut s = as_the_page_starts(lesson_seats(Locale::en), LESSON_SEED);
        let cards = base_cards().expect("cards");
        let mut steps = Vec::new();
        for _ in 0..2_000 {
            let names = s.names();
            let w = Words {
                locale: Locale::en,
                names: &names,
                cards,
            };
            let said = session_guidance(&w, &s).expect("one person");
            if said == Guidance::Done {
                return (s.to_json(), steps);
            }
            let Some((seat, answerer)) = s.to_answer() else {
                panic!("the game waits on nobody in round 1");
            };
            let action = match answerer {
                Answerer::Person => {
                    let kind = s.game().pending().expect("a decision").kind.name();
                    steps.push((kind, said));
                    let legal = s.game().legal_list();
                    Action::Answer(legal[pick(legal.len())].clone())
                }
                Answerer::Bot => decide(&NpBotRequest {
                    seat,
                    level: LESSON_BOT,
                    seed: bot_seed(LESSON_SEED, seat.0, s.actions(), 0),
                    game: s.save_file().clone(),
                })
                .expect("the bot answers"),
                Answerer::Preference | Answerer::BotWithoutAPlay => Action::Answer(Answer::Decline),
                Answerer::NoChoice => Action::Answer(s.only_answer().expect("one").clone()),
                Answerer::Table | Answerer::NotClaimed => panic!("a lesson has one person"),
            };
            s.play(seat, action).expect("a legal action");
        }
        panic!("round 1 never ended");
    }

    #[test]
    fn the_lesson_plays_the_same_again_and_explains_every_decision_of_round_one() {
        let first = |_: usize| 0;
        let (record, steps) = round_one(first);
        assert_eq!(
            round_one(first).0,
            record,
            "the bots' seeded play is the same again"
        );
        let kinds: Vec<&str> = steps.iter().map(|(k, _)| *k).collect();
        assert!(kinds.starts_with(&["SETUP_PLACE"]), "{kinds:?}");
        assert!(kinds.contains(&"COMMISSION_TURN"), "{kinds:?}");
        for (kind, said) in &steps {
            let Guidance::Step(step) = said else {
                panic!("{kind}: the coach explains the decision, not {said:?}");
            };
            assert!(step.missing().is_empty(), "{kind}: {step:?}");
            assert_eq!(
                step.look.is_some(),
                !step.marks.is_empty(),
                "{kind}: {step:?}"
            );
        }
        // Another way through round 1 is explained as well.
        let (_, other) = round_one(|n| n - 1);
        assert!(other.iter().all(|(_, g)| matches!(g, Guidance::Step(_))));
    }

    #[test]
    fn the_first_marker_points_at_the_capo_and_the_bots_turns_tell_the_phase() {
        let s = Session::new(GameConfig::new(3, LESSON_SEED), lesson_seats(Locale::en))
            .expect("the lesson's deal");
        let view = s.game().view(PlayerId(0));
        let capo = view.positions[8].as_ref().expect("a Capo").id;
        let names = s.names();
        let w = Words {
            locale: Locale::en,
            names: &names,
            cards: base_cards().expect("cards"),
        };
        let (_, steps) = round_one(|_| 0);
        let Some(("SETUP_PLACE", Guidance::Step(step))) = steps.first() else {
            panic!("{:?}", steps.first());
        };
        assert_eq!(step.marks, [gangster_mark(capo)]);
        assert!(step.advice.contains(&w.gangster(capo)), "{}", step.advice);
        assert!(matches!(
            view.pending.as_ref().map(|d| &d.kind),
            Some(DecisionKind::SetupPlace)
        ));
        assert_eq!(
            guidance(&w, &view, false),
            Guidance::Meanwhile {
                title: w.phase(np_engine::Phase::Setup),
                text: crate::games::nothing_personal::words::tr!(
                    Locale::en,
                    lesson.meanwhile_setup
                ),
            },
            "while the bots play, the coach says what the phase is"
        );
    }
}
