//! The Young Turks expansion (R14.2): the sets a host adds, the gangster pool they make, and
//! games with them saved and replayed. The named abilities of R14.3 have their scenario
//! fixtures in `tests/scenarios/r14-3-*.json`.

mod common;

use np_engine::{
    base_cards, Action, CardSet, GameConfig, GameState, GangsterId, LoadError, Place, SaveFile,
    SchemaError, SchemaProblem, SetupError,
};

use common::play_from;

/// Every choice of sets: none, each one, each two, all three (R14.2.1).
fn every_choice() -> Vec<Vec<CardSet>> {
    (0..8u8)
        .map(|bits| {
            CardSet::EXPANSIONS
                .into_iter()
                .enumerate()
                .filter(|(i, _)| bits & (1 << i) != 0)
                .map(|(_, s)| s)
                .collect()
        })
        .collect()
}

/// R14.2.2, R15.6: a game deals from the base gangsters and its sets' alone, 50 + 18 per set in
/// all, and keeps every invariant to its end.
#[test]
fn r14_2_2_a_game_deals_from_the_base_set_and_its_chosen_sets() {
    let db = base_cards().expect("card data");
    for (i, sets) in every_choice().into_iter().enumerate() {
        for players in 3..=5 {
            let seed = 14_200 + 10 * i as u64 + players as u64;
            let game =
                GameState::new(GameConfig::new(players, seed).with_sets(&sets)).expect("setup");
            assert_eq!(game.gangsters_in_use().count(), 50 + 18 * sets.len());
            let board: Vec<GangsterId> = Place::BOARD
                .iter()
                .filter_map(|p| game.at_place(*p))
                .collect();
            let on_board = board.len();
            assert_eq!(
                game.gangster_deck().len() + on_board,
                50 + 18 * sets.len(),
                "{sets:?}, {players} players"
            );
            for g in game.gangster_deck().iter().copied().chain(board) {
                let set = db.gangster(g).set;
                assert!(set == CardSet::Base || sets.contains(&set), "{set:?}");
            }
            let mut steps = 0;
            let end = play_from(game, seed, 50, |step| {
                steps += 1;
                assert_eq!(
                    step.after.check_invariants(),
                    Ok(()),
                    "{sets:?} seed {seed}"
                );
            });
            assert!(
                end.pending().is_none() && steps > 50,
                "{sets:?} seed {seed}"
            );
        }
    }
}

/// R14.2.1: each set may be added once, and the base set is no addition.
#[test]
fn r14_2_1_a_set_named_twice_or_the_base_set_is_refused() {
    for sets in [
        vec![CardSet::YtDesigner, CardSet::YtDesigner],
        vec![CardSet::Base],
        vec![CardSet::YtHistorical, CardSet::Base],
    ] {
        assert_eq!(
            GameState::new(GameConfig::new(4, 1).with_sets(&sets)).err(),
            Some(SetupError::CardSets),
            "{sets:?}"
        );
    }
}

/// R12.1.5, R14.2: a save names its sets; loading it replays the same game, and a save naming
/// a set that does not exist says where.
#[test]
fn r14_2_a_save_carries_its_sets_and_replays_the_same_game() {
    let config = GameConfig::new(4, 14_250).with_sets(&CardSet::EXPANSIONS);
    let game = GameState::new(config.clone()).expect("setup");
    let mut actions = Vec::new();
    let end = play_from(game, 14_250, 0, |step| {
        if let Action::Answer(_) = step.action {
            actions.push((step.seat, step.action.clone()));
        }
    });
    let mut save = SaveFile::new(config);
    save.actions = actions;
    let text = save.to_json();
    assert!(
        text.contains(r#""sets":["yt-historical","yt-designer","yt-youngturks"]"#),
        "{text:.200}"
    );
    let loaded = SaveFile::load(&text).expect("the save loads");
    assert!(loaded == end, "the loaded game is the played one");

    let foreign = text.replace(r#""yt-designer""#, r#""yt-directors""#);
    assert_eq!(
        SaveFile::load(&foreign).err(),
        Some(LoadError::Schema(SchemaError {
            path: "config.sets[1]".into(),
            problem: SchemaProblem::UnknownKind,
        }))
    );
    let twice = text.replace(r#""yt-designer""#, r#""yt-historical""#);
    assert_eq!(
        SaveFile::load(&twice).err(),
        Some(LoadError::Setup(SetupError::CardSets))
    );
}
