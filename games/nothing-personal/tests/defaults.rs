//! Defaults of R12.3 (R12.14): every pending decision has one, and it is legal.

mod common;

use common::{random_answer, Rng};
use np_engine::{Action, Answer, DecisionKind, GameConfig, GameState};

/// R12.14.1: over random games every decision type offers a legal default, and the defaults
/// named in the R12.3 table are the ones returned.
#[test]
fn r12_14_every_decision_has_a_legal_default() {
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..40u64 {
        let players = 3 + (seed % 3) as usize;
        let mut game = GameState::new(GameConfig::new(players, seed)).expect("setup");
        let mut rng = Rng::new(seed);
        while let Some(d) = game.pending().cloned() {
            let default = game
                .default_answer()
                .expect("a default while a decision is pending");
            assert!(game.is_legal(&default), "{:?}: {default:?}", d.kind);
            kinds.insert(d.kind.name());
            match &d.kind {
                DecisionKind::SetupPlace => {
                    assert_eq!(default, Answer::Place(game.at(9).expect("a Capo in setup")))
                }
                DecisionKind::CommissionTurn { .. }
                | DecisionKind::CrewAction { .. }
                | DecisionKind::BlackmailRequest { .. } => assert_eq!(default, Answer::Pass),
                DecisionKind::Reroll { .. }
                | DecisionKind::Response { .. }
                | DecisionKind::GrantedPlacement { .. } => assert_eq!(default, Answer::Decline),
                DecisionKind::TiePetition { .. } => assert_eq!(default, Answer::Offer(0)),
                DecisionKind::FenceBuy { .. } => assert_eq!(default, Answer::Buy(0)),
                DecisionKind::BlackmailAnswer { .. } | DecisionKind::TradeAnswer { .. } => {
                    assert_eq!(default, Answer::Refuse)
                }
                _ => {}
            }
            let action = random_answer(&game.view(d.seat), &mut rng);
            game.apply(d.seat, action)
                .expect("a listed answer is accepted");
        }
    }
    for k in [
        "SETUP_PLACE",
        "COMMISSION_TURN",
        "CREW_ACTION",
        "REROLL",
        "FENCE_BUY",
    ] {
        assert!(kinds.contains(k), "{k} never came up");
    }
}

/// R12.14.1: a game answered only with defaults runs to its end.
#[test]
fn r12_14_defaults_alone_finish_a_game() {
    let mut game = GameState::new(GameConfig::new(4, 9)).expect("setup");
    let mut steps = 0;
    while let Some(d) = game.pending().cloned() {
        let a = game.default_answer().expect("default");
        game.apply(d.seat, Action::Answer(a))
            .expect("the default is accepted");
        steps += 1;
        assert!(steps < 10_000, "no end");
    }
    assert!(game.is_over());
    assert_eq!(game.ranking().len(), 4);
}
