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
use crate::shell::kit::{default_name, Coach, CoachCard, Guidance};

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

/// The coach at the table, while the lesson of the game on it runs.
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
    view! { <CoachCard guidance /> }
}
