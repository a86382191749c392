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
use crate::shell::kit::{default_name, Coach, CoachCard, Guidance};

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

/// The coach at the table, while the lesson of the game on it runs.
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
    view! { <CoachCard guidance /> }
}
