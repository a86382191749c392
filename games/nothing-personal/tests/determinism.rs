//! Determinism (R12.1.5, R12.4): the same seed and answers give the same game; a golden pin
//! of the first chance outcomes of one seed; saves that replay to the played state, and the
//! typed errors of unusable saves.

mod common;

use np_engine::{
    base_cards, Action, ActionError, Answer, Die, Event, Face, GameConfig, GameState, LoadError,
    PlayerId, RollPurpose, SaveFile, SchemaError, SchemaProblem, SetupError, SAVE_VERSION,
};

use common::play_random;

/// Every applied action of a random game, with the events it produced.
struct Record {
    config: GameConfig,
    actions: Vec<(PlayerId, Action)>,
    events: Vec<Vec<Event>>,
    states: Vec<GameState>,
    end: GameState,
}

fn record(players: usize, seed: u64) -> Record {
    let mut actions = Vec::new();
    let mut events = Vec::new();
    let mut states = Vec::new();
    let end = play_random(players, seed, 30, |s| {
        actions.push((s.seat, s.action.clone()));
        events.push(s.events.to_vec());
        states.push(s.after.clone());
    });
    Record {
        config: GameConfig::new(players, seed),
        actions,
        events,
        states,
        end,
    }
}

fn save_of(config: &GameConfig, actions: &[(PlayerId, Action)]) -> SaveFile {
    let mut save = SaveFile::new(config.clone());
    save.actions = actions.to_vec();
    save
}

/// R12.1.5: from the same seed and the same answers (free operations included) the engine
/// reproduces the same events after every action and the same state, field for field.
#[test]
fn r12_1_5_same_seed_and_answers_reproduce_the_same_game() {
    for i in 0..12u64 {
        let players = 3 + (i % 3) as usize;
        let seed = 1_215_000 + i;
        let rec = record(players, seed);
        assert!(rec.end.is_over());
        let mut game = GameState::new(rec.config.clone()).expect("setup");
        assert_eq!(
            game,
            GameState::new(rec.config.clone()).expect("setup"),
            "seed {seed}: two setups differ"
        );
        for (k, (seat, action)) in rec.actions.iter().enumerate() {
            let events = game
                .apply(*seat, action.clone())
                .unwrap_or_else(|e| panic!("seed {seed}: action {k} rejected on replay: {e:?}"));
            assert_eq!(events, rec.events[k], "seed {seed}: events of action {k}");
            assert!(game == rec.states[k], "seed {seed}: state after action {k}");
        }
        assert!(game == rec.end, "seed {seed}: final state");
        assert_eq!(game.to_json(), rec.end.to_json(), "seed {seed}: snapshot");
        assert_eq!(game.ranking(), rec.end.ranking());
    }
}

/// R12.4.1: the seed drives the chance events: different seeds give different setups.
#[test]
fn r12_4_1_different_seeds_give_different_games() {
    let a = GameState::new(GameConfig::new(4, 1)).expect("setup");
    let b = GameState::new(GameConfig::new(4, 2)).expect("setup");
    assert!(a != b);
    assert!(
        a.influence_deck() != b.influence_deck() || a.gangster_deck() != b.gangster_deck(),
        "two seeds dealt the same decks"
    );
}

/// The answer the golden game gives: the listed answer at (decisions answered so far) modulo
/// the number of answers, so the game plays cards and makes moves, which roll dice.
fn golden_answer(game: &GameState) -> Answer {
    let legal = game.legal_answers();
    legal[game.decisions_answered() as usize % legal.len()].clone()
}

/// R12.4 regression pin (STYLE 6): the first chance outcomes of seed 2024 with 4 players —
/// the first ring holder, the board dealt, seat 0's opening hand and the first five die
/// faces. A change here means games saved earlier no longer replay the same way.
#[test]
fn r12_4_golden_first_dice_and_draws_of_seed_2024() {
    let db = base_cards().expect("card data");
    let mut game = GameState::new(GameConfig::new(4, 2024)).expect("setup");
    assert_eq!(game.ring_holder(), PlayerId(3), "first ring holder");
    let board: Vec<String> = (1..=9u8)
        .map(|p| db.gangster(game.at(p).expect("dealt")).id.clone())
        .collect();
    assert_eq!(
        board,
        [
            "big-sal-mozzarella",
            "stumpy-stefano-salami",
            "leo-the-coachman-seyfarth",
            "benny-snake-eyes-serpente",
            "nunzio-the-nose-nasone",
            "blackjack-jack-ventuno",
            "pasquale-paper-moon-cartaceo",
            "enzo-piano-wire-pianissimo",
            "killer-mac-pheeto",
        ],
        "positions 1–9 as dealt"
    );
    let hand: Vec<String> = game
        .player(PlayerId(0))
        .hand
        .iter()
        .map(|c| db.influence(*c).id.clone())
        .collect();
    assert_eq!(
        hand,
        [
            "roll-the-bones",
            "fido-fight-club",
            "bought-the-judge",
            "settling-a-debt"
        ],
        "seat 0's opening hand"
    );
    let mut dice = Vec::new();
    while dice.len() < 5 {
        let d = game
            .pending()
            .cloned()
            .expect("the game ended before five rolls");
        let answer = golden_answer(&game);
        for e in game.apply(d.seat, Action::Answer(answer)).expect("listed") {
            if let Event::DieRolled { die, face, purpose } = e {
                dice.push((die, face, purpose));
            }
        }
    }
    let m = RollPurpose::MakeMove;
    assert_eq!(
        dice[..5],
        [
            (Die::Move, Face::Knife, m),
            (Die::Move, Face::Number(4), m),
            (Die::Move, Face::Number(5), m),
            (Die::Move, Face::Knife, m),
            (Die::Move, Face::Ring, m),
        ],
        "the first five rolls"
    );
}

/// R12.1.5, STYLE 6: a save is `{version, config, seed, actions}`; loading its JSON replays
/// it to a state equal to the played one, at the end and in the middle of a game.
#[test]
fn r12_1_5_save_then_load_replays_to_the_played_state() {
    for i in 0..9u64 {
        let players = 3 + (i % 3) as usize;
        let rec = record(players, 1_250_000 + i);
        let save = save_of(&rec.config, &rec.actions);
        assert_eq!(save.version, SAVE_VERSION);
        let text = save.to_json();
        assert_eq!(SaveFile::parse(&text), Ok(save.clone()), "parse(to_json)");
        let loaded = SaveFile::load(&text).expect("the save loads");
        assert!(
            loaded == rec.end,
            "seed {}: loaded end state",
            rec.config.seed
        );
        let mid = rec.actions.len() / 2;
        let half = save_of(&rec.config, &rec.actions[..mid]);
        let loaded = SaveFile::load(&half.to_json()).expect("the half save loads");
        assert!(
            loaded == rec.states[mid - 1],
            "seed {}: loaded state after {mid} actions",
            rec.config.seed
        );
        // The loaded game goes on exactly like the played one.
        let mut game = loaded;
        for (seat, action) in &rec.actions[mid..] {
            game.apply(*seat, action.clone())
                .expect("same answers apply");
        }
        assert!(game == rec.end);
    }
}

/// A short valid save: the first 40 actions of a 4-player game.
fn short_save() -> SaveFile {
    let rec = record(4, 1_260_000);
    save_of(&rec.config, &rec.actions[..40])
}

/// A save that is not JSON is `LoadError::Corrupt` with the place of the fault; JSON not of
/// the save's shape is `LoadError::Schema` with the path of the first bad field.
#[test]
fn corrupt_saves_say_where() {
    for text in ["{", "", "not json"] {
        let got = SaveFile::load(text);
        assert!(
            matches!(got, Err(LoadError::Corrupt { .. })),
            "{text}: {got:?}"
        );
    }
    let good = serde_json::to_value(short_save()).expect("save as JSON");
    let schema = |path: &str, problem| {
        LoadError::Schema(SchemaError {
            path: path.into(),
            problem,
        })
    };
    let mut cases = Vec::new();
    for (key, value, error) in [
        (
            "config",
            serde_json::json!("four players"),
            schema("config", SchemaProblem::NotAnObject),
        ),
        (
            "seed",
            serde_json::json!(-3),
            schema("seed", SchemaProblem::NotANumber),
        ),
        (
            "actions",
            serde_json::json!({ "0": "pass" }),
            schema("actions", SchemaProblem::NotAList),
        ),
        (
            "version",
            serde_json::json!("1"),
            schema("version", SchemaProblem::NotANumber),
        ),
    ] {
        let mut v = good.clone();
        v[key] = value;
        cases.push((v.to_string(), error));
    }
    let mut unknown_action = good.clone();
    unknown_action["actions"][3][1] = serde_json::json!({ "Answer": { "Dance": 3 } });
    cases.push((
        unknown_action.to_string(),
        schema("actions[3][1].Answer", SchemaProblem::UnknownKind),
    ));
    let mut big_seat = good.clone();
    big_seat["actions"][2][0] = serde_json::json!(256);
    cases.push((
        big_seat.to_string(),
        schema("actions[2][0]", SchemaProblem::TooLarge),
    ));
    let mut missing = good.clone();
    missing.as_object_mut().expect("object").remove("actions");
    cases.push((
        missing.to_string(),
        schema("actions", SchemaProblem::Missing),
    ));
    for text in ["[]", "null"] {
        cases.push((text.into(), schema("", SchemaProblem::NotAnObject)));
    }
    cases.push((
        "{\"version\": 1}".into(),
        schema("config", SchemaProblem::Missing),
    ));
    for (text, error) in cases {
        assert_eq!(SaveFile::load(&text).err(), Some(error), "{text:.80}");
    }
}

/// A save written by another version is `LoadError::UnknownVersion` with that version.
#[test]
fn a_save_of_version_99_is_refused_as_unknown_version() {
    let mut v = serde_json::to_value(short_save()).expect("save as JSON");
    v["version"] = serde_json::json!(99);
    assert_eq!(
        SaveFile::load(&v.to_string()).err(),
        Some(LoadError::UnknownVersion { version: 99 })
    );
}

/// R12.1.3 on replay: an illegal action in the list is `LoadError::Rejected` with its index
/// and the engine's error; a seed that disagrees with the config, or a bad player count, is
/// refused too.
#[test]
fn a_save_with_an_illegal_action_is_rejected_at_its_index() {
    let save = short_save();
    assert!(SaveFile::load(&save.to_json()).is_ok());
    let first_seat = save.actions[0].0;
    let mut illegal = save.clone();
    illegal.actions[7].1 = Action::Answer(Answer::Buy(1_000));
    assert_eq!(
        SaveFile::load(&illegal.to_json()).err(),
        Some(LoadError::Rejected {
            index: 7,
            error: ActionError::WrongKindOfAnswer
        })
    );
    let mut wrong_seat = save.clone();
    wrong_seat.actions[0].0 = PlayerId((first_seat.0 + 1) % 4);
    assert_eq!(
        SaveFile::load(&wrong_seat.to_json()).err(),
        Some(LoadError::Rejected {
            index: 0,
            error: ActionError::NotYourDecision
        })
    );
    let mut mismatch = save.clone();
    mismatch.seed += 1;
    assert_eq!(
        SaveFile::load(&mismatch.to_json()).err(),
        Some(LoadError::SeedMismatch)
    );
    let mut two = save_of(&GameConfig::new(2, 9), &[]);
    two.seed = 9;
    assert_eq!(
        SaveFile::load(&two.to_json()).err(),
        Some(LoadError::Setup(SetupError::PlayerCount { players: 2 }))
    );
}
