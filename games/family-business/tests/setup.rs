//! Setup (FB2): rows, the random first seat, the deal, and the invariants of §14 after it.

use fb_engine::{GameConfig, GameState, PlayerId, SetupError, DEALT};

/// FB2.6: 4 players, first seat C: the deal goes C, D, A, B five times; 5 cards each, 36 in
/// the draw pile, every row of 9, 36 mobsters left, an empty Hit List. The game comes back
/// waiting on C's first play, so C has refilled by one (FB3.2.5): 6 in C's hand, 35 to draw.
#[test]
fn fb2_6_four_players_first_seat_c() {
    let mut config = GameConfig::new(4, 26);
    config.first_seat = Some(2);
    let game = GameState::new(config).expect("setup");
    assert_eq!(game.active(), PlayerId(2));
    for p in 0..4 {
        let player = game.player(PlayerId(p));
        let refilled = usize::from(p == 2);
        assert_eq!(player.hand.len(), DEALT + refilled);
        assert_eq!(player.row, (1..=9).collect::<Vec<u8>>());
    }
    assert_eq!(game.draw_pile_size(), 36 - 1);
    assert_eq!(game.remaining(), 36);
    assert!(game.hit_list().is_empty() && game.graveyard().is_empty());
    assert!(game.discard().is_empty());
    assert_eq!(game.check_invariants(), Ok(()));

    // The deal order: the same shuffle dealt from seat C takes C's first card from the top.
    let mut from_a = GameConfig::new(4, 26);
    from_a.first_seat = Some(0);
    let a = GameState::new(from_a).expect("setup");
    // Card k of the shuffled deck (from the top) goes to seat (first + k) mod 4 in round k / 4.
    // C's and A's sixth cards are their first turns' draws, the same next card of the pile.
    assert_eq!(game.player(PlayerId(2)).hand, a.player(PlayerId(0)).hand);
    assert_eq!(game.player(PlayerId(3)).hand, a.player(PlayerId(1)).hand);
    assert_eq!(
        game.player(PlayerId(0)).hand,
        a.player(PlayerId(2)).hand[..DEALT]
    );
}

/// FB2.3, FB12.5: without a configured first seat it is drawn from the seed: every seat comes
/// up over many seeds, and the same seed deals the same game.
#[test]
fn fb2_3_the_first_seat_is_drawn_from_the_seed() {
    let mut firsts = [0u32; 6];
    for seed in 0..300 {
        let game = GameState::new(GameConfig::new(6, seed)).expect("setup");
        firsts[game.active().index()] += 1;
        assert_eq!(
            game,
            GameState::new(GameConfig::new(6, seed)).expect("setup"),
            "seed {seed}"
        );
    }
    assert!(firsts.iter().all(|n| *n > 20), "{firsts:?}");
    let a = GameState::new(GameConfig::new(3, 1)).expect("setup");
    let b = GameState::new(GameConfig::new(3, 2)).expect("setup");
    assert_ne!(a, b);
}

/// FB2.1, FB1.1.1: 2 to 6 players, distinct families of the six, a first seat at the table.
/// FB13.2: the advanced variant is refused with its own error until its abilities are played.
#[test]
fn fb2_1_configurations() {
    for players in [1, 7] {
        assert_eq!(
            GameState::new(GameConfig::new(players, 1)).err(),
            Some(SetupError::PlayerCount { players })
        );
    }
    let mut same = GameConfig::new(3, 1);
    same.families = vec![0, 4, 4];
    assert_eq!(GameState::new(same).err(), Some(SetupError::Families));
    let mut seventh = GameConfig::new(2, 1);
    seventh.families = vec![1, 6];
    assert_eq!(GameState::new(seventh).err(), Some(SetupError::Families));
    let mut too_few = GameConfig::new(3, 1);
    too_few.families = vec![5, 2];
    assert_eq!(GameState::new(too_few).err(), Some(SetupError::Families));
    let mut beyond = GameConfig::new(3, 1);
    beyond.first_seat = Some(3);
    assert_eq!(
        GameState::new(beyond).err(),
        Some(SetupError::FirstSeat { seat: 3 })
    );

    // FB13.2.2: the advanced variant shuffles the ten ability cards into the 56.
    let mut advanced = GameConfig::new(4, 1);
    advanced.advanced = true;
    let game = GameState::new(advanced).expect("the advanced variant");
    let dealt: usize = game.seats().map(|p| game.player(p).hand.len()).sum();
    assert_eq!(dealt + game.draw_pile_size(), 66);
    assert_eq!(game.check_invariants(), Ok(()));
    let mut chosen = GameConfig::new(2, 9);
    chosen.families = vec![5, 2];
    chosen.first_seat = Some(1);
    let game = GameState::new(chosen).expect("setup");
    assert_eq!(game.player(PlayerId(0)).family, 5);
    assert_eq!(game.player(PlayerId(1)).family, 2);
    assert_eq!(game.remaining(), 18);
    assert_eq!(game.check_invariants(), Ok(()));
    for players in 2..=6 {
        let game = GameState::new(GameConfig::new(players, 40 + players as u64)).expect("setup");
        assert_eq!(game.draw_pile_size(), 56 - players * DEALT - 1);
        assert_eq!(game.check_invariants(), Ok(()));
    }
}

/// FB2.5, FB3.1.3: the game's opening events are the first turn's start and the first
/// player's refill from the five dealt to six; the draw's card is the first player's to see.
#[test]
fn fb2_5_the_opening_is_the_first_turn_and_its_refill() {
    let mut config = GameConfig::new(4, 3);
    config.first_seat = Some(2);
    let (game, events) = GameState::opening(config).expect("setup");
    let first = PlayerId(2);
    assert_eq!(
        events[0],
        fb_engine::Event::TurnStarted {
            seat: first,
            turn: 1
        }
    );
    let drawn: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            fb_engine::Event::Drew { seat, card } if *seat == first => *card,
            _ => None,
        })
        .collect();
    assert_eq!(drawn.len(), 1);
    assert_eq!(game.player(first).hand.last(), drawn.last());
    assert_eq!(
        events[1].seen_by(Some(PlayerId(0))),
        fb_engine::Event::Drew {
            seat: first,
            card: None
        }
    );
}
