//! FB11.1.3, FB11.2: at every decision of random games, every listed answer applies and keeps
//! every invariant of §14, and answers of every shape are accepted only as a listed answer
//! (after normalisation, FB1.7) and otherwise refused with the game unchanged; with and without
//! the advanced variant (FB13.2).

use fb_engine::{AuditFailure, GameConfig, GameState};

#[test]
fn fb11_1_3_listed_answers_apply_and_others_are_refused_unchanged() {
    let mut decisions = 0;
    for (players, advanced) in (2..=6).flat_map(|p| [(p, false), (p, true)]) {
        for seed in 0..12u64 {
            let mut config = GameConfig::new(players, 500 + seed);
            config.advanced = advanced;
            let mut game = GameState::new(config).expect("setup");
            let mut k = 0u64;
            while let Some(decision) = game.pending() {
                let audit: Result<(), AuditFailure> = game.audit(seed * 1_000 + k);
                assert_eq!(
                    audit,
                    Ok(()),
                    "{players} players, advanced {advanced}, seed {seed}, decision {k}"
                );
                let answers = game.legal_answers();
                let answer = answers[(k as usize * 13 + 5) % answers.len()];
                game.apply(decision.seat, answer).expect("listed");
                k += 1;
                decisions += 1;
            }
        }
    }
    assert!(decisions > 5_000, "{decisions} decisions");
}
