//! What the coach says to Jack on the first night, from Jack's view alone: his pending decision,
//! explained before it is made, with the parts of the table it concerns marked; else what the
//! police are doing while they decide. Once the first night is over the coach is done.

use table_bots::whitechapel::distances;
use wc_engine::{board, DecisionKind, View};

use crate::games::whitechapel::words::{tr, WcWords};
use crate::shell::kit::{CoachStep, Guidance};

/// The night the coach guides: the first.
pub const GUIDED_NIGHT: u8 = 1;

/// The mark of the map.
pub const MAP_MARK: &str = "map";

/// The mark of the night's status: the moves and the special tokens left.
pub const STATUS_MARK: &str = "status";

/// What the coach says to the side of `view`, `deciding` when the page waits for its answer.
pub fn guidance(w: &WcWords, view: &View, deciding: bool) -> Guidance {
    if view.night > GUIDED_NIGHT || view.result.is_some() {
        return Guidance::Done;
    }
    let l = w.locale;
    let Some(pending) = view.pending else {
        return meanwhile(w, view);
    };
    if !deciding || view.answers.is_empty() {
        return meanwhile(w, view);
    }
    // A step of the night's preparation, about the map.
    let on_map = |title, what, why, advice| CoachStep {
        title,
        what,
        why,
        advice,
        look: Some(tr!(l, lesson.the_map)),
        marks: vec![MAP_MARK.to_string()],
    };
    let step = match pending.kind {
        DecisionKind::JackHideout => on_map(
            tr!(l, lesson.hideout_title),
            tr!(l, lesson.hideout_what),
            tr!(l, lesson.hideout_why),
            tr!(l, lesson.hideout_advice),
        ),
        DecisionKind::WomenPlace => on_map(
            tr!(l, lesson.women_title),
            tr!(l, lesson.women_what),
            tr!(l, lesson.women_why),
            tr!(l, lesson.women_advice),
        ),
        DecisionKind::KillOrWait => on_map(
            tr!(l, lesson.kill_title),
            tr!(l, lesson.kill_what),
            tr!(l, lesson.kill_why),
            if view.time > 1 {
                tr!(l, lesson.kill_advice)
            } else {
                tr!(l, lesson.kill_advice_last)
            },
        ),
        DecisionKind::PatrolReveal => on_map(
            tr!(l, lesson.reveal_title),
            tr!(l, lesson.reveal_what),
            tr!(l, lesson.reveal_why),
            tr!(l, lesson.reveal_advice),
        ),
        DecisionKind::JackMove => jack_move(w, view),
        DecisionKind::PatrolPlace
        | DecisionKind::WretchedMove
        | DecisionKind::PoliceMove { .. }
        | DecisionKind::PoliceAction { .. }
        | DecisionKind::SearchMore { .. } => return meanwhile(w, view),
    };
    Guidance::Step(step)
}

/// Jack's move, with advice from how far home is and where the policemen stand.
fn jack_move(w: &WcWords, view: &View) -> CoachStep {
    let l = w.locale;
    let left = view.spaces_left().unwrap_or(0);
    let here = view.jack_at();
    let home = view
        .hideout
        .zip(here)
        .map(|(h, c)| distances().between(c, h));
    let watched = here.is_some_and(|c| {
        let near = board().crossings_next_to(c);
        view.policemen.iter().flatten().any(|x| near.contains(*x))
    });
    let advice = match home {
        Some(0) => tr!(l, lesson.move_advice_on_home),
        Some(1) => tr!(l, lesson.move_advice_home),
        Some(d) if d >= left => tr!(l, lesson.move_advice_hurry, walks = d, left = left),
        _ if watched => tr!(l, lesson.move_advice_watched),
        Some(d) => tr!(l, lesson.move_advice, walks = d, left = left),
        None => tr!(l, lesson.move_advice_watched),
    };
    CoachStep {
        title: tr!(l, lesson.move_title, left = left),
        what: tr!(l, lesson.move_what),
        why: tr!(l, lesson.move_why),
        advice,
        look: Some(tr!(l, lesson.map_and_status)),
        marks: vec![MAP_MARK.to_string(), STATUS_MARK.to_string()],
    }
}

/// What the police are doing while Jack waits for them.
fn meanwhile(w: &WcWords, view: &View) -> Guidance {
    let l = w.locale;
    let (title, text) = match view.pending.map(|d| d.kind) {
        Some(DecisionKind::PatrolPlace) => {
            (tr!(l, lesson.patrols_title), tr!(l, lesson.patrols_text))
        }
        Some(DecisionKind::WretchedMove) => {
            (tr!(l, lesson.wretched_title), tr!(l, lesson.wretched_text))
        }
        _ => (tr!(l, lesson.hunt_title), tr!(l, lesson.hunt_text)),
    };
    Guidance::Meanwhile { title, text }
}
