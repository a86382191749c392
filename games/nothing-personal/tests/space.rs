//! The legal answers counted and fetched one by one (`legal_count`, `legal_answer`) are exactly
//! the listed answers (`legal_answers`), in the same order, and each is accepted by `is_legal`,
//! at every decision of seeded games (R12.1.2).

mod common;

use common::play_random;

#[test]
fn r12_1_2_answers_fetched_by_index_are_the_listed_answers_in_order() {
    let mut decisions = 0;
    let mut big = 0;
    let mut responses = 0;
    for seed in 0..24u64 {
        play_random(3 + (seed % 3) as usize, seed + 500, 20, |s| {
            let game = s.after;
            if game.pending().is_none() {
                return;
            }
            let list = game.legal_answers();
            assert_eq!(game.legal_count(), list.len(), "seed {seed}");
            for (i, a) in list.iter().enumerate() {
                assert_eq!(
                    game.legal_answer(i).as_ref(),
                    Some(a),
                    "seed {seed} answer {i}"
                );
            }
            assert_eq!(game.legal_answer(list.len()), None);
            // With the first answer picked, every other one is checked against the space.
            game.legal_answer(0);
            for a in &list[1..] {
                assert!(game.is_legal(a), "seed {seed}: {a:?}");
            }
            // A window's answers: Decline first, and nothing of a turn's (R12.10).
            if let Some(np_engine::DecisionKind::Response { .. }) = game.pending().map(|d| &d.kind)
            {
                assert_eq!(list[0], np_engine::Answer::Decline);
                assert!(!game.is_legal(&np_engine::Answer::Pass), "seed {seed}");
                responses += usize::from(list.len() > 1);
            }
            decisions += 1;
            big += usize::from(list.len() > 100);
        });
    }
    assert!(responses > 50, "{responses} window decisions with plays");
    assert!(decisions > 3000, "{decisions}");
    assert!(big > 50, "{big} decisions with many answers");
}
