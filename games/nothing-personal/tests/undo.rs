//! Taking back answers (docs/decisions.md): a seat may undo its own last actions, newest
//! first, back to another player's action or to one that showed it something new (a die roll,
//! a card drawn, a gangster dealt, a shuffle, revealed offers, a trade's cards) or made a gift
//! (R11.8.1); what is undone leaves the game exactly as it was before.

mod common;

use np_engine::{Event, GameConfig, PlayerId, SaveFile};

use common::play_random;

fn settles(event: &Event) -> bool {
    matches!(
        event,
        Event::DieRolled { .. }
            | Event::Rerolled { .. }
            | Event::CardDrawn { .. }
            | Event::DrawLost { .. }
            | Event::Shuffled { .. }
            | Event::GangsterDealt { .. }
            | Event::CardGiven { .. }
            | Event::TieBreak { .. }
            | Event::TradeDone { .. }
            | Event::Gift { .. }
            | Event::Bought { .. }
            | Event::GameOver { .. }
    )
}

#[test]
fn a_seat_takes_back_its_own_answers_to_the_exact_state_before_them() {
    let (mut taken, mut refused_after_chance, mut refused_after_other) = (0, 0, 0);
    for (i, players) in [3usize, 4, 5].into_iter().enumerate() {
        let seed = 1_414_000 + i as u64;
        let mut save = SaveFile::new(GameConfig::new(players, seed));
        // Per action: its seat and whether it settles what came before.
        let mut history: Vec<(PlayerId, bool)> = Vec::new();
        play_random(players, seed, 40, |step| {
            save.actions.push((step.seat, step.action.clone()));
            history.push((step.seat, step.events.iter().any(settles)));
            if !save.actions.len().is_multiple_of(3) && !history.last().is_some_and(|h| h.1) {
                return;
            }
            // The seat's own trailing actions after the last that settled anything.
            let expected = history
                .iter()
                .rev()
                .take_while(|(s, settled)| *s == step.seat && !settled)
                .count();
            assert_eq!(
                save.undoable(step.seat),
                Ok(expected),
                "after {step:?}",
                step = step.action
            );
            for other in (0..players)
                .map(|p| PlayerId(p as u8))
                .filter(|p| *p != step.seat)
            {
                assert_eq!(
                    save.undoable(other),
                    Ok(0),
                    "another seat undoes {:?}",
                    step.action
                );
                assert_eq!(save.taken_back(other), Ok(None));
                refused_after_other += 1;
            }
            match save.taken_back(step.seat).expect("replays") {
                Some(back) => {
                    assert_eq!(back.actions.len(), save.actions.len() - 1);
                    assert_eq!(back.replay().as_ref(), Ok(step.before), "{:?}", step.action);
                    taken += 1;
                }
                None => {
                    assert_eq!(expected, 0);
                    refused_after_chance += usize::from(history.last().is_some_and(|h| h.1));
                }
            }
        });
    }
    assert!(taken >= 100, "{taken} actions taken back");
    assert!(
        refused_after_chance >= 100,
        "{refused_after_chance} refused after chance"
    );
    assert!(
        refused_after_other >= 100,
        "{refused_after_other} refused to other seats"
    );
}
