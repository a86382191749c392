//! What the coach says in round 1, from the person's view alone: their pending decision,
//! explained before it is made, with the parts of the table it concerns marked; else what the
//! phase being played is. From round 2 on the guided part is over.

use np_engine::{DecisionKind, GangsterId, Phase, View};

use crate::games::nothing_personal::words::{tr, Words};
use crate::shell::kit::{CoachStep, Guidance};

/// The mark of a gangster on the board.
pub fn gangster_mark(g: GangsterId) -> String {
    format!("gangster-{}", g.0)
}

/// The mark of the person's hand.
pub const HAND_MARK: &str = "hand";

/// What the coach says to the seat of `view`, `deciding` when the pending decision is theirs to
/// answer.
pub fn guidance(w: &Words, view: &View, deciding: bool) -> Guidance {
    if view.round > 1 || matches!(view.phase, Phase::FinalScoring | Phase::GameOver) {
        return Guidance::Done;
    }
    match view
        .pending
        .as_ref()
        .filter(|d| deciding && d.seat == view.seat)
    {
        Some(d) => Guidance::Step(step(w, view, &d.kind)),
        None => Guidance::Meanwhile {
            title: w.phase(view.phase),
            text: meanwhile(w, view.phase),
        },
    }
}

fn meanwhile(w: &Words, phase: Phase) -> String {
    let l = w.locale;
    match phase {
        Phase::Setup => tr!(l, lesson.meanwhile_setup),
        Phase::Commission => tr!(l, lesson.meanwhile_commission),
        Phase::Crew => tr!(l, lesson.meanwhile_crew),
        Phase::Fence => tr!(l, lesson.meanwhile_fence),
        Phase::Feds => tr!(l, lesson.meanwhile_feds),
        Phase::Family => tr!(l, lesson.meanwhile_family),
        Phase::Bookkeeping | Phase::FinalScoring | Phase::GameOver => {
            tr!(l, lesson.meanwhile_bookkeeping)
        }
    }
}

/// The gangster in position `p`, if any.
fn in_position(view: &View, p: u8) -> Option<GangsterId> {
    view.positions
        .get(usize::from(p).checked_sub(1)?)?
        .as_ref()
        .map(|g| g.id)
}

/// "Killer Mac Pheeto, the Capo (9)".
fn gangster_at(w: &Words, g: GangsterId, p: u8) -> String {
    tr!(
        w.locale,
        lesson.gangster_at,
        gangster = w.gangster(g),
        position = w.position_numbered(p)
    )
}

/// Where gangster `g` sits on the board, if it does.
fn position_of(view: &View, g: GangsterId) -> Option<u8> {
    view.positions
        .iter()
        .position(|b| b.as_ref().is_some_and(|b| b.id == g))
        .and_then(|i| u8::try_from(i + 1).ok())
}

/// A gangster marked and named where it sits.
fn on_gangster(w: &Words, view: &View, g: GangsterId) -> (Option<String>, Vec<String>) {
    let named = match position_of(view, g) {
        Some(p) => gangster_at(w, g, p),
        None => w.gangster(g),
    };
    (Some(named), vec![gangster_mark(g)])
}

fn on_hand(w: &Words) -> (Option<String>, Vec<String>) {
    (
        Some(tr!(w.locale, lesson.your_hand)),
        vec![HAND_MARK.to_string()],
    )
}

fn step(w: &Words, view: &View, kind: &DecisionKind) -> CoachStep {
    let [title, what, why, advice] = texts(w, view, kind);
    let (look, marks) = looks_at(w, view, kind);
    CoachStep {
        title,
        what,
        why,
        advice,
        look,
        marks,
    }
}

/// The parts of the table a decision concerns: named, and their marks.
fn looks_at(w: &Words, view: &View, kind: &DecisionKind) -> (Option<String>, Vec<String>) {
    match kind {
        DecisionKind::SetupPlace => in_position(view, 9)
            .map(|capo| on_gangster(w, view, capo))
            .unwrap_or_default(),
        DecisionKind::CommissionTurn { .. } | DecisionKind::FenceBuy { .. } => on_hand(w),
        DecisionKind::CrewAction { gangster, .. }
        | DecisionKind::BlackmailRequest { gangster, .. }
        | DecisionKind::BlackmailAnswer { gangster, .. }
        | DecisionKind::TiePetition { gangster, .. }
        | DecisionKind::TieBreak { gangster, .. } => on_gangster(w, view, *gangster),
        DecisionKind::Appoint { candidates, .. } => (
            Some(tr!(w.locale, lesson.candidates)),
            candidates.iter().map(|g| gangster_mark(*g)).collect(),
        ),
        DecisionKind::GrantedPlacement { .. }
        | DecisionKind::EffectChoice(_)
        | DecisionKind::Reroll { .. }
        | DecisionKind::Response { .. }
        | DecisionKind::TradeAnswer { .. } => (None, Vec::new()),
    }
}

/// What the coach says of a decision: its title, what it is, why it matters and a sensible
/// choice.
fn texts(w: &Words, view: &View, kind: &DecisionKind) -> [String; 4] {
    let l = w.locale;
    match kind {
        DecisionKind::SetupPlace => [
            tr!(l, lesson.setup_title),
            tr!(l, lesson.setup_what),
            tr!(l, lesson.setup_why),
            match in_position(view, 9) {
                Some(g) => tr!(l, lesson.setup_advice, gangster = w.gangster(g)),
                None => tr!(l, lesson.setup_advice_plain),
            },
        ],
        DecisionKind::CommissionTurn {
            second_orbit: false,
            ..
        } => [
            tr!(l, lesson.commission_title),
            tr!(l, lesson.commission_what),
            tr!(l, lesson.commission_why),
            tr!(l, lesson.commission_advice),
        ],
        DecisionKind::CommissionTurn {
            second_orbit: true,
            ante,
        } => [
            tr!(l, lesson.ante_title),
            tr!(l, lesson.ante_what, ante = w.money(ante)),
            tr!(l, lesson.ante_why),
            tr!(l, lesson.ante_advice),
        ],
        DecisionKind::CrewAction { gangster, position } => [
            tr!(l, lesson.crew_title, gangster = w.gangster(*gangster)),
            tr!(l, lesson.crew_what),
            tr!(l, lesson.crew_why),
            tr!(l, lesson.crew_advice, action = w.position_action(*position)),
        ],
        DecisionKind::BlackmailRequest {
            gangster,
            blackmailer,
            ..
        } => [
            tr!(l, lesson.blackmail_title, gangster = w.gangster(*gangster)),
            tr!(
                l,
                lesson.blackmail_what,
                name = w.name(*blackmailer),
                gangster = w.gangster(*gangster)
            ),
            tr!(l, lesson.blackmail_why),
            tr!(l, lesson.blackmail_advice),
        ],
        DecisionKind::BlackmailAnswer { gangster, from, .. } => [
            tr!(l, lesson.permission_title, name = w.name(*from)),
            tr!(
                l,
                lesson.permission_what,
                name = w.name(*from),
                gangster = w.gangster(*gangster)
            ),
            tr!(l, lesson.permission_why),
            tr!(l, lesson.permission_advice),
        ],
        DecisionKind::TiePetition { gangster, .. } => [
            tr!(l, lesson.petition_title, gangster = w.gangster(*gangster)),
            tr!(l, lesson.petition_what, gangster = w.gangster(*gangster)),
            tr!(l, lesson.petition_why),
            tr!(l, lesson.petition_advice),
        ],
        DecisionKind::TieBreak { gangster, .. } => [
            tr!(l, lesson.tiebreak_title, gangster = w.gangster(*gangster)),
            tr!(l, lesson.tiebreak_what, gangster = w.gangster(*gangster)),
            tr!(l, lesson.tiebreak_why),
            tr!(l, lesson.tiebreak_advice),
        ],
        DecisionKind::FenceBuy { .. } => [
            tr!(l, lesson.fence_title),
            tr!(l, lesson.fence_what),
            tr!(l, lesson.fence_why),
            tr!(l, lesson.fence_advice),
        ],
        DecisionKind::Appoint { vacancy, .. } => [
            tr!(l, lesson.appoint_title, place = w.place(*vacancy)),
            tr!(l, lesson.appoint_what),
            tr!(l, lesson.appoint_why),
            tr!(l, lesson.appoint_advice),
        ],
        DecisionKind::GrantedPlacement { from } => [
            tr!(l, lesson.granted_title),
            tr!(l, lesson.granted_what, name = w.name(*from)),
            tr!(l, lesson.granted_why),
            tr!(l, lesson.granted_advice),
        ],
        DecisionKind::Reroll { .. } => [
            tr!(l, lesson.reroll_title),
            tr!(l, lesson.reroll_what),
            tr!(l, lesson.reroll_why),
            tr!(l, lesson.reroll_advice),
        ],
        DecisionKind::Response { .. } => [
            tr!(l, lesson.response_title),
            tr!(l, lesson.response_what),
            tr!(l, lesson.response_why),
            tr!(l, lesson.response_advice),
        ],
        DecisionKind::TradeAnswer { from, .. } => [
            tr!(l, lesson.trade_title, name = w.name(*from)),
            tr!(l, lesson.trade_what, name = w.name(*from)),
            tr!(l, lesson.trade_why),
            tr!(l, lesson.trade_advice),
        ],
        DecisionKind::EffectChoice(_) => [
            w.decision_what(kind),
            tr!(l, lesson.other_what),
            tr!(l, lesson.other_why),
            tr!(l, lesson.other_advice),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::words::tests::{names, words};
    use crate::i18n::Locale;
    use np_engine::{Action, Bundle, Decision, GameConfig, GameState, PlayerId, Trade};

    /// The first decision of each kind met in seeded random games, with the game it is met in;
    /// each game opens with a trade offered for $1 (R11.6), so one is answered.
    fn one_of_each_kind() -> Vec<(GameState, Decision)> {
        let mut met: Vec<(GameState, Decision)> = Vec::new();
        for seed in 0..8u64 {
            let mut game = GameState::new(GameConfig::new(4, seed)).expect("setup");
            let mut pick = seed as usize;
            let first = game.pending().expect("a decision").seat;
            let offer = Action::ProposeTrade(Trade {
                to: PlayerId((first.0 + 1) % 4),
                give: Bundle {
                    money: 1,
                    ..Bundle::default()
                },
                ask: Bundle::default(),
            });
            game.apply(first, offer).expect("a trade offered");
            while let Some(d) = game.pending().cloned() {
                if !met.iter().any(|(_, m)| m.kind.name() == d.kind.name()) {
                    met.push((game.clone(), d.clone()));
                }
                let answers = game.legal_answers();
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let answer = answers[(pick >> 33) % answers.len()].clone();
                game.apply(d.seat, Action::Answer(answer)).expect("listed");
            }
        }
        met
    }

    #[test]
    fn every_decision_has_its_own_explanation_in_both_languages() {
        let names = names();
        let met = one_of_each_kind();
        assert!(met.len() >= 12, "{} kinds", met.len());
        for locale in [Locale::en, Locale::ja] {
            let w = words(locale, &names);
            for (game, d) in &met {
                // The person's view of that moment, as if it were still round 1.
                let mut view = game.view(d.seat);
                view.round = 1;
                let Guidance::Step(step) = guidance(&w, &view, true) else {
                    panic!("{:?}: no step", d.kind);
                };
                assert!(step.missing().is_empty(), "{:?}: {step:?}", d.kind);
                let own = !matches!(d.kind, DecisionKind::EffectChoice(_));
                assert_eq!(
                    step.title != w.decision_what(&d.kind),
                    own,
                    "{:?}: {}",
                    d.kind,
                    step.title
                );
                assert_eq!(step.look.is_some(), !step.marks.is_empty(), "{:?}", d.kind);
            }
        }
        let names: Vec<&str> = met.iter().map(|(_, d)| d.kind.name()).collect();
        for kind in ["REROLL", "RESPONSE", "TRADE_ANSWER"] {
            assert!(names.contains(&kind), "{kind} never met: {names:?}");
        }
    }
}
