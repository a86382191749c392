//! Letters from Whitechapel's guided first game ("Learn to play"): the person plays Jack on a
//! fixed deal against one seat of police bots, whose seeded play makes every lesson the same
//! while the person follows its advice. The coach explains Jack's decisions of the first night
//! before they are made (`steps`), and what the police are doing while they decide.

mod steps;

use leptos::prelude::*;
use table_bots::whitechapel::WcLevel;
use wc_engine::{GameConfig, Seat, Viewer};

pub use steps::{guidance, MAP_MARK, STATUS_MARK};

use super::screen::{viewer, Showing};
use super::seats::{side_of, WcSeat, WcSeatKind};
use super::session::WcSession;
use super::store::WcStore;
use super::words::WcWords;
use super::ID;
use crate::i18n::Locale;
use crate::shell::kit::{default_name, Coach, Guidance};
use crate::shell::language::use_i18n;

/// The seed of the lesson's deal.
pub const LESSON_SEED: u64 = 1;

/// The person's seat: Jack's.
const PERSON: Seat = Seat(0);

/// The lesson's police: the level a new player meets first.
const LESSON_POLICE: WcLevel = WcLevel::Heuristic;

/// The lesson's seats: the person as Jack, then one bot running the five policemen, named in
/// `locale`.
pub fn lesson_seats(locale: Locale) -> Vec<WcSeat> {
    vec![
        WcSeat::new(default_name(locale, 0), WcSeatKind::Human),
        WcSeat::new(default_name(locale, 1), WcSeatKind::Bot(LESSON_POLICE)),
    ]
}

/// The lesson's deal: two players, the person Jack.
pub fn lesson_config() -> GameConfig {
    GameConfig::new(2, LESSON_SEED)
}

/// Starts the guided first game with its coach.
pub fn learn(locale: Locale) {
    if WcStore::get()
        .start(lesson_config(), lesson_seats(locale), false)
        .is_ok()
    {
        Coach::get().begin(ID, LESSON_SEED);
    }
}

/// What the coach says of the lesson's session to its person, from Jack's view; `deciding`
/// when the page waits for the person's answer.
pub fn session_guidance(w: &WcWords, s: &WcSession, deciding: bool) -> Guidance {
    let game = s.game();
    let seat = deciding.then_some(PERSON);
    let view = game.view(viewer(side_of(game, PERSON)), seat);
    guidance(w, &view, deciding)
}

/// Has the coach speak at the table, while the lesson of the game on it runs.
#[component]
pub fn WcCoach() -> impl IntoView {
    let store = WcStore::get();
    let coach = Coach::get();
    let i18n = use_i18n();
    let guidance = Memo::new(move |_| {
        let seed = store
            .session
            .with(|s| s.as_ref().map(|s| s.game().config().seed))?;
        if !coach.runs(ID, seed) {
            return None;
        }
        let deciding = store.showing() == Some(Showing::View(Viewer::Jack))
            && store.view().is_some_and(|v| !v.answers.is_empty());
        let locale = i18n.get_locale();
        store.session.with(|s| {
            let s = s.as_ref()?;
            let names = s.names();
            Some(session_guidance(&WcWords::new(locale, &names), s, deciding))
        })
    });
    coach.speak(guidance);
}

#[cfg(test)]
mod tests {
    use wc_engine::{Answer, DecisionKind};

    use super::*;
    use crate::games::whitechapel::bot::{decide, WcBotRequest};
    use crate::shell::seed::bot_seed;

    /// Plays the lesson's guided night as the page does (the police through the worker's own
    /// code, seeded as the page seeds them), the person answering `pick` of Jack's legal
    /// answers: the record at the end of guidance, and the coach's step at each of the
    /// person's decisions with the decision's type.
    fn guided_night(pick: fn(usize) -> usize) -> (String, Vec<(DecisionKind, Guidance)>) {
        let mut s = WcSession::new(lesson_config(), lesson_seats(Locale::en)).expect("the deal");
        let mut steps = Vec::new();
        for _ in 0..5_000 {
            let names = s.names();
            let w = WcWords::new(Locale::en, &names);
            let Some(decision) = s.game().pending() else {
                break;
            };
            let person = decision.seat == PERSON;
            let said = session_guidance(&w, &s, person);
            if said == Guidance::Done {
                return (s.to_json(), steps);
            }
            let seat = decision.seat;
            let game = s.game();
            let view = game.view(viewer(side_of(game, seat)), Some(seat));
            let answer: Answer = if person {
                steps.push((decision.kind, said));
                view.answers[pick(view.answers.len())].clone()
            } else {
                let WcSeatKind::Bot(level) = s.seat(seat).expect("a seat").kind else {
                    panic!("a person in a bot's seat");
                };
                decide(&WcBotRequest {
                    seat,
                    level,
                    seed: bot_seed(LESSON_SEED, seat.0, s.answers(), 0),
                    view,
                })
                .expect("the bot answers")
            };
            s.play(seat, answer).expect("a legal answer");
        }
        assert!(
            session_guidance(&WcWords::new(Locale::en, &s.names()), &s, false) == Guidance::Done,
            "the guided night never ended"
        );
        (s.to_json(), steps)
    }

    #[test]
    fn the_lesson_plays_the_same_again_and_explains_every_decision_of_jacks_first_night() {
        let middle = |n: usize| n / 2;
        let (record, steps) = guided_night(middle);
        assert_eq!(
            guided_night(middle).0,
            record,
            "the bots' seeded play is the same again"
        );
        let (_, first) = guided_night(|_| 0);
        // The last answer waits while Jack may, so he turns patrol tokens up.
        let (_, last) = guided_night(|n| n - 1);
        assert!(last.iter().any(|(k, _)| *k == DecisionKind::PatrolReveal));
        for steps in [&steps, &first, &last] {
            assert_eq!(
                steps.first().map(|(k, _)| *k),
                Some(DecisionKind::JackHideout)
            );
            assert!(steps.iter().any(|(k, _)| *k == DecisionKind::WomenPlace));
            assert!(steps.iter().any(|(k, _)| *k == DecisionKind::KillOrWait));
            for (kind, said) in steps {
                let Guidance::Step(step) = said else {
                    panic!("{kind:?}: the coach explains the decision, not {said:?}");
                };
                assert!(step.missing().is_empty(), "{kind:?}: {step:?}");
                assert!(!step.marks.is_empty(), "{kind:?}: {step:?}");
            }
        }
        // Jack's moves of the hunt, with his moves left and the night's status marked.
        let moves: Vec<_> = steps
            .iter()
            .filter_map(|(k, g)| match (k, g) {
                (DecisionKind::JackMove, Guidance::Step(step)) => Some(step),
                _ => None,
            })
            .collect();
        assert!(!moves.is_empty(), "{steps:?}");
        assert!(moves
            .iter()
            .all(|s| s.marks.contains(&STATUS_MARK.to_string())));
        assert!(
            moves[0].title.starts_with("Your move: ") && moves[0].title.ends_with(" moves left"),
            "{}",
            moves[0].title
        );
    }
}
