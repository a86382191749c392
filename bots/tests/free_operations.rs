//! The Heuristic and the Strong bot shake down a card (R11.1) when they cannot pay the ante of
//! a Commission turn (R4.4.4) and a play after the shakedown is worth more than passing; never
//! otherwise.

use np_engine::{Action, DecisionKind, GameState};
use table_bots::nothing_personal::arena::Table;
use table_bots::nothing_personal::{Bot, HeuristicBot, StrongBot};

/// Commission turns of random games, of 3, 4 and 5 players.
fn commission_turns() -> Vec<GameState> {
    let mut out = Vec::new();
    for seed in 0..30u64 {
        let mut table = Table::new(3 + (seed % 3) as usize, 8_300 + seed).expect("setup");
        while table.step().is_some() {
            let game = table.game();
            if game
                .pending()
                .is_some_and(|d| matches!(d.kind, DecisionKind::CommissionTurn { .. }))
            {
                out.push(game.clone());
            }
        }
    }
    out
}

#[test]
fn r4_4_4_bots_shake_down_only_to_raise_an_ante_they_cannot_pay() {
    let (mut short, mut shaken) = (0, 0);
    for game in commission_turns() {
        let d = game.pending().expect("pending").clone();
        let DecisionKind::CommissionTurn { ante, .. } = d.kind else {
            unreachable!()
        };
        let player = game.player(d.seat);
        let cannot_pay = player.money < ante && player.hand.len() >= 2;
        short += usize::from(cannot_pay);
        let known = game.knowledge(d.seat);
        let bots: [Box<dyn Bot>; 2] = [
            Box::new(HeuristicBot::new(3)),
            Box::new(StrongBot::new(3, 16)),
        ];
        for mut bot in bots {
            let action = bot.act(&known);
            let Action::Shakedown(card) = action else {
                continue;
            };
            assert!(
                cannot_pay,
                "shook down with ${} for ante ${ante}",
                player.money
            );
            // R11.1.1, R12.2.2: $8 more, the same decision pending, and a play now listed.
            let mut after = game.clone();
            after
                .apply(d.seat, Action::Shakedown(card))
                .expect("a legal shakedown");
            assert_eq!(after.player(d.seat).money, player.money + 8);
            assert_eq!(after.pending(), Some(&d));
            assert!(after.legal_count() > 1, "still nothing to play");
            shaken += 1;
        }
    }
    assert!(short >= 100, "{short} turns short of the ante");
    assert!(shaken >= 100, "{shaken} shakedowns");
}
