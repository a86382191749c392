//! A bot sees only what its seat knows (R12.13): from positions of real games, negotiation
//! included, a game that differs only in what the seat cannot see (other hands, deck order,
//! sealed offers, future chance) shows the seat the same view and draws the same answer from
//! every bot with the same seed; and every action is a legal one (but the Random bot's blind
//! free operations).

use std::collections::BTreeSet;

use np_engine::{Action, GameState};
use table_bots::nothing_personal::arena::Table;
use table_bots::nothing_personal::{Bot, Level, StrongBot};

/// Every fifth position of random games of 3, 4 and 5 players (with their trades and gifts).
fn positions() -> Vec<GameState> {
    let mut out = Vec::new();
    for i in 0..12u64 {
        let mut table = Table::new(3 + (i % 3) as usize, 7_000 + i).expect("setup");
        let mut k = 0u64;
        while table.step().is_some() {
            k += 1;
            if k.is_multiple_of(5) && table.game().pending().is_some() {
                out.push(table.game().clone());
            }
        }
    }
    out
}

/// A bot of the ladder by its name, or a Strong bot of a small budget.
fn bot(name: &str, seed: u64) -> Box<dyn Bot> {
    match Level::from_name(name) {
        Some(level) => level.bot(seed),
        None => Box::new(StrongBot::new(seed, 64)),
    }
}

#[test]
fn r12_13_bots_decide_the_same_in_games_their_seat_cannot_tell_apart() {
    let positions = positions();
    assert!(positions.len() >= 200, "{} positions", positions.len());
    let mut kinds = BTreeSet::new();
    let mut hidden_differs = 0;
    for (n, game) in positions.iter().enumerate() {
        let Some(seat) = game.pending().map(|d| d.seat) else {
            continue;
        };
        kinds.insert(game.pending().map_or("", |d| d.kind.name()));
        // Another game the seat cannot tell from this one: hidden cards dealt anew, sealed
        // offers redrawn, chance reseeded.
        let other = game.knowledge(seat).world(9_000 + n as u64);
        assert_eq!(other.view(seat), game.view(seat), "position {n}");
        if (0..game.player_count())
            .filter(|i| *i != seat.index())
            .any(|i| other.players()[i].hand != game.players()[i].hand)
        {
            hidden_differs += 1;
        }
        // A smaller search at every position, the page's Strong at every tenth.
        let mut bots = vec!["random", "heuristic", "strong, 64 iterations"];
        if n % 10 == 0 {
            bots.push("strong");
        }
        for name in bots {
            let here = bot(name, n as u64).act(&game.knowledge(seat));
            let there = bot(name, n as u64).act(&other.knowledge(seat));
            assert_eq!(here, there, "position {n}, {name}");
            // The Random bot's free operations are drawn blindly and may be refused; every other
            // action must be legal.
            if name != "random" || matches!(here, Action::Answer(_)) {
                assert_eq!(game.check(seat, &here), Ok(()), "position {n}, {name}");
            }
        }
    }
    assert!(
        hidden_differs * 10 > positions.len() * 8,
        "{hidden_differs}"
    );
    for kind in [
        "COMMISSION_TURN",
        "CREW_ACTION",
        "TIE_PETITION",
        "TIE_BREAK",
        "BLACKMAIL_REQUEST",
        "BLACKMAIL_ANSWER",
        "REROLL",
        "RESPONSE",
        "FENCE_BUY",
        "TRADE_ANSWER",
    ] {
        assert!(kinds.contains(kind), "no {kind} among {kinds:?}");
    }
}
