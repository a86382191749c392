//! What a seat knows (R12.13): the canonical game depends on nothing the seat cannot see, shows
//! the seat exactly its view, and the worlds dealt from it are whole games that play on.

mod common;

use np_engine::{DecisionKind, GameState, PlayerId};

use common::{play_from, play_random};

/// Positions of random games of 3, 4 and 5 players, free operations included (trades, gifts),
/// with every kind of decision pending somewhere.
fn positions() -> Vec<GameState> {
    let mut out = Vec::new();
    for i in 0..9u64 {
        let players = 3 + (i % 3) as usize;
        let mut k = 0u64;
        play_random(players, 1_213_000 + i, 40, |s| {
            k += 1;
            if k.is_multiple_of(7) {
                out.push(s.after.clone());
            }
        });
    }
    out
}

fn other_hands(game: &GameState, seat: PlayerId) -> Vec<Vec<np_engine::CardId>> {
    game.players()
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != seat.index())
        .map(|(_, p)| p.hand.clone())
        .collect()
}

/// R12.13.2: a world dealt for a seat is a game the seat cannot tell from the real one: the
/// same view, and the same knowledge, whichever world it is.
#[test]
fn r12_13_2_worlds_look_the_same_to_the_seat_and_give_the_same_knowledge() {
    let positions = positions();
    assert!(positions.len() > 200, "{} positions", positions.len());
    let mut hidden_changed = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for (n, game) in positions.iter().enumerate() {
        if let Some(d) = game.pending() {
            kinds.insert(d.kind.name());
        }
        for seat in (0..game.player_count()).map(|i| PlayerId(i as u8)) {
            let known = game.knowledge(seat);
            assert_eq!(
                known.canonical().view(seat),
                game.view(seat),
                "position {n}"
            );
            let world = known.world(n as u64 * 7 + u64::from(seat.0));
            assert_eq!(
                world.view(seat),
                game.view(seat),
                "position {n}, seat {seat:?}"
            );
            assert!(
                world.knowledge(seat) == known,
                "position {n}, seat {seat:?}: a world gives other knowledge"
            );
            if other_hands(&world, seat) != other_hands(game, seat)
                || world.influence_deck() != game.influence_deck()
            {
                hidden_changed += 1;
            }
            assert_eq!(world.check_invariants(), Ok(()), "position {n}");
        }
    }
    // The worlds really deal the hidden cards anew (almost always something is hidden).
    let seats: usize = positions.iter().map(GameState::player_count).sum();
    assert!(
        hidden_changed * 10 > seats * 9,
        "{hidden_changed} of {seats}"
    );
    assert!(kinds.len() >= 10, "{kinds:?}");
}

/// R12.13.2: what a seat sees of its own is kept in every world: its hand, its decision and its
/// legal answers, and the cards a trade offered to it.
#[test]
fn r12_13_2_a_seat_keeps_its_own_hand_decision_and_offered_cards() {
    for game in positions() {
        let Some(d) = game.pending().cloned() else {
            continue;
        };
        let world = game.knowledge(d.seat).world(5);
        assert_eq!(world.player(d.seat).hand, game.player(d.seat).hand);
        assert_eq!(world.pending(), game.pending());
        assert_eq!(world.legal_answers(), game.legal_answers());
        if let DecisionKind::TradeAnswer { from, trade } = &d.kind {
            for c in &trade.give.cards {
                assert!(world.player(*from).hand.contains(c));
            }
        }
    }
}

/// Worlds are whole games: each plays on to its end with every invariant kept.
#[test]
fn r12_13_2_worlds_play_on_to_the_end() {
    for (n, game) in positions().into_iter().enumerate().step_by(9) {
        let seat = game.pending().map_or(PlayerId(0), |d| d.seat);
        let world = game.knowledge(seat).world(n as u64);
        let end = play_from(world, n as u64, 20, |s| {
            assert_eq!(s.after.check_invariants(), Ok(()), "position {n}");
        });
        assert!(end.is_over());
    }
}
