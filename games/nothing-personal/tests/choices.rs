//! Building an answer one choice at a time (R12.1.4): over seeded games, every listed answer is
//! reached by its own steps, every walk through the offered choices ends at a listed answer,
//! and the choice tree of a decision holds each listed answer exactly once.

mod common;

use common::{play_random, Rng};
use np_engine::{answer_steps, base_cards, Answer, DecisionKind, GameState, Narrowing, Pick, Slot};

/// Follows `answer`'s own steps, taking the picks of a set step in reverse order.
fn follow(game: &GameState, answers: &[Answer], index: usize) {
    let d = game.pending().expect("pending decision");
    let cards = base_cards().expect("card data");
    let mut n = Narrowing::new(answers, &d.kind, cards);
    for step in answer_steps(&answers[index], &d.kind, cards) {
        assert!(
            n.complete().is_none(),
            "{:?} complete too early",
            answers[index]
        );
        for pick in step.picks.iter().rev() {
            let offered = n.options();
            assert!(
                offered.contains(&(step.slot, *pick)),
                "{:?}: {:?} {pick:?} not offered among {offered:?}",
                answers[index],
                step.slot
            );
            assert!(n.choose(step.slot, *pick));
        }
    }
    assert_eq!(n.complete(), Some(index), "{:?}", answers[index]);
    assert!(n.options().is_empty());
}

/// Walks from the start through random offered choices, with a step back now and then.
fn walk(game: &GameState, answers: &[Answer], rng: &mut Rng) {
    let d = game.pending().expect("pending decision");
    let mut n = Narrowing::new(answers, &d.kind, base_cards().expect("card data"));
    let mut guard = 0;
    while n.complete().is_none() {
        let options = n.options();
        assert!(
            !options.is_empty(),
            "{}: no option and no answer after {:?}",
            d.kind.name(),
            n.history()
        );
        let (slot, pick) = options[rng.below(options.len())];
        assert!(n.choose(slot, pick));
        if rng.chance(100) {
            let before = n.history().to_vec();
            n.back();
            assert_eq!(n.history(), &before[..before.len() - 1]);
        }
        guard += 1;
        assert!(guard < 200, "walk does not end");
    }
    let chosen = &answers[n.complete().expect("complete")];
    assert!(game.is_legal(chosen));
    assert!(
        !n.choose(Slot::Choice, Pick::Pass),
        "a complete answer takes no more choices"
    );
}

/// Every leaf of the choice tree, depth first.
fn leaves(n: &mut Narrowing, out: &mut Vec<usize>) {
    if let Some(i) = n.complete() {
        out.push(i);
        return;
    }
    for (slot, pick) in n.options() {
        let mut child = n.clone();
        assert!(child.choose(slot, pick));
        leaves(&mut child, out);
    }
}

#[test]
fn every_listed_answer_is_reached_by_its_steps_and_every_walk_ends_at_one() {
    let mut decisions = 0;
    for seed in 0..12u64 {
        let mut rng = Rng::new(seed * 31 + 5);
        play_random(3 + (seed % 3) as usize, seed, 20, |s| {
            let Some(_) = s.after.pending() else { return };
            let answers = s.after.legal_answers();
            decisions += 1;
            for _ in 0..3 {
                follow(s.after, &answers, rng.below(answers.len()));
            }
            walk(s.after, &answers, &mut rng);
        });
    }
    assert!(decisions > 1000);
}

/// Sets are leaves reached in any order: a set step of k picks is one leaf, not k! of them.
#[test]
fn the_choice_tree_holds_each_listed_answer_once() {
    let mut checked = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..6u64 {
        play_random(4, seed + 100, 20, |s| {
            let Some(d) = s.after.pending() else { return };
            let answers = s.after.legal_answers();
            // Set steps make the tree wider than the list; keep the exhaustive check small.
            if answers.len() > 150 {
                return;
            }
            let mut n = Narrowing::new(&answers, &d.kind, base_cards().expect("card data"));
            let mut found = Vec::new();
            leaves(&mut n, &mut found);
            found.sort_unstable();
            found.dedup();
            assert_eq!(
                found,
                (0..answers.len()).collect::<Vec<_>>(),
                "{}",
                d.kind.name()
            );
            kinds.insert(d.kind.name());
            checked += 1;
        });
    }
    assert!(checked > 500);
    assert!(kinds.len() >= 10, "{kinds:?}");
}

/// R4.4: in the second orbit the ante is the last step of a Commission play; in the first
/// orbit it is not asked.
#[test]
fn the_ante_is_a_step_only_in_the_second_orbit() {
    let mut seen = [false, false];
    for seed in 0..6u64 {
        play_random(3, seed, 0, |s| {
            let Some(d) = s.after.pending() else { return };
            let DecisionKind::CommissionTurn { second_orbit, .. } = d.kind else {
                return;
            };
            for a in s.after.legal_answers() {
                if let Answer::Play(_) = a {
                    let steps = answer_steps(&a, &d.kind, base_cards().expect("card data"));
                    let last = steps.last().expect("steps").slot;
                    assert_eq!(last == Slot::Ante, second_orbit, "{a:?}");
                    seen[usize::from(second_orbit)] = true;
                }
            }
        });
    }
    assert_eq!(seen, [true, true]);
}
