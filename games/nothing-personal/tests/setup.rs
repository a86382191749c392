//! Setup (§2), the random-setup variant (R14.1) and the player count (R1.1.1), over many seeds.

use std::collections::HashSet;

use np_engine::{
    base_cards, Action, Answer, DecisionKind, Event, GameConfig, GameState, GangsterId,
    GangsterType, Phase, PlayerId, SetupError,
};

/// 200 seeded configurations spread over 3, 4 and 5 players.
fn configs(first_seed: u64) -> impl Iterator<Item = GameConfig> {
    (0..200u64).map(move |i| GameConfig::new(3 + (i % 3) as usize, first_seed + i))
}

fn new_game(config: GameConfig) -> GameState {
    let seed = config.seed;
    GameState::new(config).unwrap_or_else(|e| panic!("seed {seed}: setup failed: {e:?}"))
}

fn gtype(g: GangsterId) -> Option<GangsterType> {
    base_cards().expect("card data").gangster(g).gtype
}

/// Positions 1–9 then Associate spaces 1–3.
fn board(game: &GameState) -> Vec<Option<GangsterId>> {
    (1..=9u8)
        .map(|p| game.at(p))
        .chain((1..=3u8).map(|a| game.associate(a)))
        .collect()
}

/// R2.4: "Killer" Mac Pheeto starts in position 9.
#[test]
fn r2_4_mac_pheeto_starts_as_capo() {
    let mac = base_cards().expect("card data").mac_pheeto();
    assert_eq!(
        base_cards().expect("card data").gangster(mac).id,
        np_engine::MAC_PHEETO
    );
    for config in configs(20_400) {
        let seed = config.seed;
        let game = new_game(config);
        assert_eq!(game.at(9), Some(mac), "seed {seed}");
    }
}

/// R2.6, R2.7: positions 8, 7, 6 and 5 show the four types once each (never a typeless card),
/// and 4–1 and A1–A3 are all dealt; R2.8: the other 38 cards form the Gangster deck.
#[test]
fn r2_6_positions_8_to_5_show_four_different_types() {
    for config in configs(20_600) {
        let seed = config.seed;
        let game = new_game(config);
        let types: HashSet<GangsterType> = (5..=8u8)
            .map(|p| {
                let g = game
                    .at(p)
                    .unwrap_or_else(|| panic!("seed {seed}: position {p} empty"));
                gtype(g).unwrap_or_else(|| panic!("seed {seed}: typeless card in {p}"))
            })
            .collect();
        assert_eq!(types.len(), 4, "seed {seed}: types {types:?}");
        let dealt = board(&game);
        assert!(dealt.iter().all(Option::is_some), "seed {seed}: {dealt:?}");
        let distinct: HashSet<GangsterId> = dealt.iter().flatten().copied().collect();
        assert_eq!(distinct.len(), 12, "seed {seed}");
        assert_eq!(game.gangster_deck().len(), 50 - 12, "seed {seed}: R2.8");
        assert!(game.prison().is_empty() && game.fishes().is_empty());
    }
}

/// R2.9: four influence cards each, the rest form the Influence deck, the discard pile is empty.
#[test]
fn r2_9_four_influence_cards_each() {
    for config in configs(20_900) {
        let (seed, n) = (config.seed, config.players);
        let game = new_game(config);
        let mut all = HashSet::new();
        for p in game.players() {
            assert_eq!(p.hand.len(), 4, "seed {seed}");
            all.extend(p.hand.iter().copied());
        }
        assert_eq!(all.len(), 4 * n, "seed {seed}: a card dealt twice");
        assert_eq!(game.influence_deck().len(), 94 - 4 * n, "seed {seed}");
        assert!(game.discard_pile().is_empty(), "seed {seed}");
        assert!(game.influence_deck().iter().all(|c| !all.contains(c)));
    }
}

/// R2.2, R2.3, R1.4.4: each player starts with $5, 0 Respect and 25 markers in supply; the
/// common supplies hold 25 neutral markers, 8 blackmail and 2 Omerta coins; no marker is on
/// the board before the first SETUP_PLACE.
#[test]
fn r2_2_five_dollars_no_respect_twenty_five_markers() {
    for config in configs(20_200) {
        let (seed, n) = (config.seed, config.players);
        let game = new_game(config);
        assert_eq!(game.player_count(), n);
        for p in game.players() {
            assert_eq!((p.money, p.respect, p.supply), (5, 0, 25), "seed {seed}");
            assert_eq!(p.escrow, 0);
        }
        assert_eq!(
            (
                game.neutral_supply(),
                game.blackmail_supply(),
                game.omerta_supply()
            ),
            (25, 8, 2),
            "seed {seed}"
        );
        for g in game.board_gangsters() {
            let st = game.gangster(g);
            assert_eq!(st.marker_count(), 0, "seed {seed}");
            assert!(
                st.coin.is_none() && !st.omerta && !st.sideways,
                "seed {seed}"
            );
        }
        assert_eq!(game.round(), 1);
        assert_eq!(game.phase(), Phase::Setup);
        assert_eq!(game.check_invariants(), Ok(()), "seed {seed}");
    }
}

/// R2.10: the first ring holder is chosen at random: over 200 seeds every seat gets it.
#[test]
fn r2_10_every_seat_can_be_the_first_ring_holder() {
    for n in 3..=5usize {
        let holders: HashSet<PlayerId> = (0..200u64)
            .map(|seed| new_game(GameConfig::new(n, 21_000 + seed)).ring_holder())
            .collect();
        assert_eq!(holders.len(), n, "{n} players: holders {holders:?}");
    }
}

/// R2.11, R2.12, R2.13: three SETUP_PLACE decisions per player, in the turn order fixed from
/// the ring holder (a ring change does not alter it); each places one marker of the seat's
/// family on a board gangster (any of the twelve); no window opens; then round 1 starts with
/// the Commission.
#[test]
fn r2_11_three_setup_placements_each_in_turn_order_from_the_ring_holder() {
    let mut ring_changes = 0;
    for config in configs(21_100) {
        let (seed, n) = (config.seed, config.players);
        let mut game = new_game(config);
        let first = game.ring_holder();
        let expected: Vec<PlayerId> = (0..3 * n)
            .map(|i| PlayerId(((first.index() + i) % n) as u8))
            .collect();
        let mut asked = Vec::new();
        let mut started = Vec::new();
        for i in 0..3 * n {
            let d = game.pending().cloned().expect("a decision");
            assert_eq!(
                d.kind,
                DecisionKind::SetupPlace,
                "seed {seed}: decision {i}"
            );
            asked.push(d.seat);
            let legal = game.legal_answers();
            let board: Vec<Answer> = game
                .board_gangsters()
                .into_iter()
                .map(Answer::Place)
                .collect();
            assert_eq!(board.len(), 12);
            assert_eq!(
                legal, board,
                "seed {seed}: any board gangster may be chosen"
            );
            // Vary the choice so the ring changes hands in some games.
            let answer = legal[(seed as usize + i * 5) % legal.len()].clone();
            let Answer::Place(g) = answer else {
                unreachable!()
            };
            let on_g = game.gangster(g).markers[d.seat.index()];
            let supply = game.player(d.seat).supply;
            let events = game
                .apply(d.seat, Action::Answer(answer))
                .expect("a listed answer");
            assert_eq!(game.gangster(g).markers[d.seat.index()], on_g + 1);
            assert_eq!(game.player(d.seat).supply, supply - 1);
            for e in events {
                match e {
                    Event::WindowOpened { window } => {
                        panic!("seed {seed}: window {window:?} opened in setup (R2.12)")
                    }
                    Event::PhaseStarted { round, phase } => started.push((round, phase)),
                    Event::RingMoved { .. } => ring_changes += 1,
                    _ => {}
                }
            }
        }
        assert_eq!(asked, expected, "seed {seed}");
        assert_eq!(started, vec![(1, Phase::Commission)], "seed {seed}: R2.13");
        assert_eq!(game.phase(), Phase::Commission);
        assert!(
            !matches!(
                game.pending().map(|d| &d.kind),
                Some(DecisionKind::SetupPlace) | None
            ),
            "seed {seed}"
        );
        for p in game.players() {
            assert_eq!(p.supply, 22, "seed {seed}: three markers placed each");
        }
    }
    assert!(ring_changes > 0, "no game moved the ring during setup");
}

/// R14.1.1: the random setup deals all nine positions and the three Associate spaces from
/// every gangster, Mac Pheeto included, with no type restriction.
#[test]
fn r14_1_random_setup_deals_twelve_with_mac_pheeto_anywhere() {
    let mac = base_cards().expect("card data").mac_pheeto();
    let mut mac_places = HashSet::new();
    let mut repeated_type_in_8_to_5 = 0;
    for i in 0..200u64 {
        let config = GameConfig {
            random_setup: true,
            ..GameConfig::new(3 + (i % 3) as usize, 21_400 + i)
        };
        let seed = config.seed;
        let game = new_game(config);
        let dealt = board(&game);
        assert!(dealt.iter().all(Option::is_some), "seed {seed}: {dealt:?}");
        assert_eq!(game.gangster_deck().len(), 50 - 12, "seed {seed}");
        assert_eq!(game.check_invariants(), Ok(()), "seed {seed}");
        let place = game.place_of(mac);
        mac_places.insert(place);
        if place.is_none() {
            assert!(game.gangster_deck().contains(&mac), "seed {seed}");
        }
        let types: HashSet<Option<GangsterType>> =
            (5..=8u8).map(|p| game.at(p).and_then(gtype)).collect();
        if types.len() < 4 {
            repeated_type_in_8_to_5 += 1;
        }
    }
    assert!(
        mac_places.len() > 3,
        "Mac Pheeto was only ever at {mac_places:?}"
    );
    assert!(
        mac_places.contains(&None),
        "Mac Pheeto never stayed in the deck"
    );
    assert!(
        repeated_type_in_8_to_5 > 0,
        "positions 8–5 always showed four types: R2.6 still applied"
    );
}

/// R1.1.1: the game is for 3, 4 or 5 players.
#[test]
fn r1_1_1_two_or_six_players_are_refused() {
    for players in [0, 1, 2, 6, 7] {
        assert_eq!(
            GameState::new(GameConfig::new(players, 1)).err(),
            Some(SetupError::PlayerCount { players }),
            "{players} players"
        );
    }
    for players in 3..=5 {
        assert!(GameState::new(GameConfig::new(players, 1)).is_ok());
    }
}

/// R12.4.1: the chance outcomes of setup are logged: the shuffles, every deal, the first ring
/// holder (R2.10) and the opening hands seen by their owners.
#[test]
fn r12_4_1_setup_is_logged() {
    let game = GameState::new(GameConfig::new(4, 77)).expect("setup");
    let log = game.setup_log();
    let dealt = log
        .iter()
        .filter(|e| matches!(e, Event::GangsterDealt { .. }))
        .count();
    assert_eq!(dealt, 12, "nine positions and three Associates");
    assert!(log.contains(&Event::RingHolder {
        seat: game.ring_holder()
    }));
    let drawn = log
        .iter()
        .filter(|e| matches!(e, Event::CardDrawn { .. }))
        .count();
    assert_eq!(drawn, 16, "four cards to each of four players");
    assert!(log.iter().any(|e| matches!(e, Event::Shuffled { .. })));
}
