//! What the coach says in the first turns, from the person's view alone: their pending decision,
//! explained before it is made, with the parts of the table it concerns marked; else what a
//! turn is while another player takes theirs. After the guided turns the coach is done.

use fb_engine::{DecisionKind, PendingView, PlayerId, View};

use crate::games::family_business::words::{tr, FbWords};
use crate::shell::kit::{CoachStep, Guidance};

/// The turns the coach guides: the person's first three, when nobody counters.
pub const GUIDED_TURNS: u32 = 7;

/// The mark of the person's hand.
pub const HAND_MARK: &str = "hand";

/// The mark of the Hit List.
pub const HIT_LIST_MARK: &str = "hit-list";

/// The mark of a seat's family.
pub fn family_mark(seat: PlayerId) -> String {
    format!("family-{}", seat.0)
}

/// What the coach says to the seat of `view`, `deciding` when the page waits for its answer.
pub fn guidance(w: &FbWords, view: &View, deciding: bool) -> Guidance {
    if view.turn > GUIDED_TURNS {
        return Guidance::Done;
    }
    let own = match view.pending {
        Some(PendingView::Decision(d)) if deciding && Some(d.seat) == view.seat => Some(d),
        _ => None,
    };
    match own {
        Some(d) => Guidance::Step(step(w, view, d.kind, d.card)),
        None => Guidance::Meanwhile {
            title: tr!(w.locale, lesson.meanwhile_title, name = w.name(view.active)),
            text: tr!(w.locale, lesson.meanwhile_text),
        },
    }
}

fn step(w: &FbWords, view: &View, kind: DecisionKind, card: Option<fb_engine::Kind>) -> CoachStep {
    let l = w.locale;
    let me = view.seat.unwrap_or(PlayerId(0));
    let family = view.seats.get(me.index()).map(|s| s.family);
    let listed_own = family.is_some_and(|f| view.hit_list.iter().any(|m| m.family == f));
    let card_name = card.map(|k| w.card(k)).unwrap_or_default();
    match kind {
        DecisionKind::TurnPlay => CoachStep {
            title: tr!(l, lesson.turn_title, turn = view.turn),
            what: tr!(l, lesson.turn_what),
            why: if view.war.is_some() {
                tr!(l, lesson.turn_why_war)
            } else if view.hit_list.is_empty() {
                tr!(l, lesson.turn_why_empty)
            } else {
                tr!(l, lesson.turn_why_listed, count = view.hit_list.len())
            },
            advice: if listed_own {
                tr!(l, lesson.turn_advice_rescue)
            } else {
                tr!(l, lesson.turn_advice_attack)
            },
            look: Some(tr!(l, lesson.hand_and_list)),
            marks: vec![HAND_MARK.to_string(), HIT_LIST_MARK.to_string()],
        },
        DecisionKind::CounterResponse => CoachStep {
            title: tr!(l, lesson.counter_title, card = card_name.clone()),
            what: tr!(
                l,
                lesson.counter_what,
                name = w.name(view.active),
                card = card_name
            ),
            why: tr!(l, lesson.counter_why),
            advice: tr!(l, lesson.counter_advice),
            look: Some(tr!(l, lesson.your_hand)),
            marks: vec![HAND_MARK.to_string()],
        },
        DecisionKind::OwnMobster => CoachStep {
            title: tr!(l, lesson.own_title),
            what: tr!(l, lesson.own_what),
            why: tr!(l, lesson.own_why),
            advice: tr!(l, lesson.own_advice),
            look: Some(tr!(l, lesson.your_family)),
            marks: vec![family_mark(me)],
        },
        DecisionKind::ListPick
        | DecisionKind::IntriguePick
        | DecisionKind::TurncoatReturn
        | DecisionKind::Butcher
        | DecisionKind::DrawSource
        | DecisionKind::ExtraPlay
        | DecisionKind::RevengeTarget => CoachStep {
            title: tr!(l, lesson.other_title, card = card_name),
            what: tr!(l, lesson.other_what),
            why: tr!(l, lesson.other_why),
            advice: tr!(l, lesson.other_advice),
            look: Some(tr!(l, lesson.the_list)),
            marks: vec![HIT_LIST_MARK.to_string()],
        },
    }
}
