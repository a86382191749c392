//! Deals put to a bot (R11.6, R12.7) are weighed apart from play, with its evaluation: a bot
//! accepts when its gain, less half the best gain of another seat, is positive, and more than
//! half a Respect point when the seat that asks leads (docs/bots.md).

use np_engine::{Action, Answer, Bundle, DecisionKind, GameState, PlayerId, Trade};
use table_bots::nothing_personal::arena::Table;
use table_bots::nothing_personal::value::values;
use table_bots::nothing_personal::{Bot, HeuristicBot, StrongBot};

/// Positions of random 4-player games where the pending seat may propose a trade.
fn positions() -> Vec<GameState> {
    let mut out = Vec::new();
    for seed in 0..6u64 {
        let mut table = Table::new(4, 8_100 + seed).expect("setup");
        let mut k = 0u64;
        while table.step().is_some() {
            k += 1;
            let game = table.game();
            if k.is_multiple_of(11)
                && game
                    .pending()
                    .is_some_and(|d| !matches!(d.kind, DecisionKind::TradeAnswer { .. }))
            {
                out.push(game.clone());
            }
        }
    }
    out
}

fn money(amount: u32) -> Bundle {
    Bundle {
        money: amount,
        cards: Vec::new(),
        card_count: 0,
        coins: Vec::new(),
    }
}

/// The answers of a Heuristic and a small Strong bot of `to` when the pending seat of `game`
/// proposes to give `give` dollars and asks `ask` dollars; `None` if the proposal is refused.
fn answers(game: &GameState, to: PlayerId, give: u32, ask: u32) -> Option<Vec<Action>> {
    let from = game.pending()?.seat;
    let mut game = game.clone();
    game.apply(
        from,
        Action::ProposeTrade(Trade {
            to,
            give: money(give),
            ask: money(ask),
        }),
    )
    .ok()?;
    let known = game.knowledge(to);
    let bots: [Box<dyn Bot>; 2] = [
        Box::new(HeuristicBot::new(5)),
        Box::new(StrongBot::new(5, 16)),
    ];
    Some(bots.into_iter().map(|mut b| b.act(&known)).collect())
}

fn accept() -> Action {
    Action::Answer(Answer::Accept { cards: Vec::new() })
}

#[test]
fn r11_6_a_bot_takes_money_for_nothing_unless_the_giver_leads_and_gives_too_little() {
    let positions = positions();
    assert!(positions.len() >= 80, "{} positions", positions.len());
    let (mut small, mut against_leader, mut large) = (0, 0, 0);
    for game in &positions {
        let from = game.pending().expect("pending").seat;
        let to = PlayerId(((from.index() + 1) % 4) as u8);
        let v = values(game);
        let from_leads = (0..4)
            .filter(|p| *p != from.index())
            .all(|p| v[from.index()] > v[p]);
        // $3 is worth 0.3 Respect to the seat: a net gain, but under the margin against a leader.
        if let Some(answers) = answers(game, to, 3, 0) {
            small += 1;
            against_leader += usize::from(from_leads);
            let expected = if from_leads {
                Action::Answer(Answer::Refuse)
            } else {
                accept()
            };
            assert!(answers.iter().all(|a| *a == expected), "{answers:?}");
        }
        // $6 clears the margin in every case.
        if let Some(answers) = answers(game, to, 6, 0) {
            large += 1;
            assert!(answers.iter().all(|a| *a == accept()), "{answers:?}");
        }
    }
    assert!(
        small >= 60 && large >= 30,
        "{small} and {large} proposals made"
    );
    assert!(
        against_leader >= 3,
        "{against_leader} proposals from a leader"
    );
}

#[test]
fn r11_6_a_bot_refuses_to_pay_for_nothing() {
    let mut asked = 0;
    for game in positions() {
        let from = game.pending().expect("pending").seat;
        let to = PlayerId(((from.index() + 2) % 4) as u8);
        if let Some(answers) = answers(&game, to, 0, 2) {
            asked += 1;
            assert!(
                answers.iter().all(|a| *a == Action::Answer(Answer::Refuse)),
                "{answers:?}"
            );
        }
    }
    assert!(asked >= 60, "{asked} proposals made");
}
