//! The declared Crew action that a reroll of its die or a window it opened answers (R6.3.6,
//! R12.5, R12.10), as the engine keeps it: over seeded random games it is the action the last
//! `Declared` event told, with the controller its whack determined (R6.8.5), and no other
//! decision has one.

mod common;

use np_engine::{DecisionKind, Event, PlayerId, RollPurpose, WindowKind};

use common::play_random;

#[test]
fn r6_3_6_the_action_in_question_is_the_one_declared_last() {
    let (mut answered, mut determined) = (0, 0);
    let db = np_engine::base_cards().expect("card data");
    for seed in 0..40u64 {
        let players = 3 + (seed % 3) as usize;
        let mut last: Option<Event> = None;
        // The controller a tie-break determined for the whack's target (R6.8.5), if one did.
        let mut told: Option<Option<PlayerId>> = None;
        play_random(players, 6_360 + seed, 20, |s| {
            for e in s.events {
                match e {
                    Event::Declared { .. } => {
                        last = Some(e.clone());
                        told = None;
                    }
                    Event::Controller { gangster, seat } if target_of(&last) == Some(*gangster) => {
                        told = Some(*seat);
                    }
                    _ => {}
                }
            }
            let kind = s.after.pending().map(|d| &d.kind);
            let answers_an_action = matches!(
                kind,
                Some(DecisionKind::Reroll {
                    purpose: RollPurpose::MakeMove | RollPurpose::Whack,
                    ..
                }) | Some(DecisionKind::Response {
                    window: WindowKind::Declared { .. } | WindowKind::WhackSuccess { .. }
                })
            );
            let Some(a) = s.after.action_in_question() else {
                assert!(
                    !answers_an_action,
                    "seed {seed}: {kind:?} answers no action"
                );
                return;
            };
            assert!(answers_an_action, "seed {seed}: {kind:?} has an action");
            let Some(Event::Declared {
                seat,
                gangster,
                position,
                choice,
            }) = &last
            else {
                panic!("seed {seed}: no action was declared");
            };
            assert_eq!(
                (a.seat, a.gangster, a.position, &a.choice),
                (*seat, *gangster, *position, choice),
                "seed {seed}"
            );
            answered += 1;
            let removed = |t| {
                s.events.iter().any(|e| {
                    matches!(e, Event::WhackResult { target, success: true, .. } if *target == t)
                })
            };
            let whack_success = matches!(
                kind,
                Some(DecisionKind::Response {
                    window: WindowKind::WhackSuccess { .. }
                })
            );
            // Checked where the target was removed, against the state just before.
            if let Some(target) = target_of(&last).filter(|t| whack_success && removed(*t)) {
                let shamed = s.events.contains(&Event::Shameful { gangster: target });
                let shielded = db
                    .gangster(target)
                    .has_effect(np_engine::Effect::ShieldsController);
                let expected = match told {
                    _ if shamed || shielded => None,
                    Some(seat) => seat,
                    None => s.before.sole_controller(target),
                };
                assert_eq!(a.victim_controller, expected, "seed {seed}");
                determined += usize::from(expected.is_some());
            }
        });
    }
    assert!(answered > 0, "no decision answered a declared action");
    assert!(determined > 0, "no whack determined a controller");
}

/// The gangster the declared action names, if it names one.
fn target_of(declared: &Option<Event>) -> Option<np_engine::GangsterId> {
    let Some(Event::Declared { choice, .. }) = declared else {
        return None;
    };
    match choice {
        np_engine::CrewChoice::Position(np_engine::Params::Gangster(t))
        | np_engine::CrewChoice::Ability {
            params: np_engine::Params::Gangster(t),
            ..
        } => Some(*t),
        _ => None,
    }
}
