//! What docs/bots.md says of Family Business's Heuristic bot, shown on positions set up as
//! scenarios: it attacks the leader, keeps its counters unless its own mobster would stand at
//! the wall in a war, and plays the Mob War when others' mobsters stand at the wall.

use fb_engine::{Answer, GameConfig, GameState, Kind, Scenario, Target};
use table_bots::family_business::{FbBot, HeuristicBot};

/// The Heuristic's answer after the scenario's steps, for the seat deciding there.
fn heuristic_answer(scenario: &str) -> (GameState, Answer) {
    let scenario = Scenario::parse(scenario).expect("scenario");
    let game = scenario.run().expect("runs");
    let seat = game.pending().expect("pending").seat;
    let config = GameConfig::new(scenario.players, scenario.seed);
    let answer = HeuristicBot::new(5, config).act(&game.view(Some(seat)));
    (game, answer)
}

#[test]
fn it_attacks_the_leader() {
    // C has all nine; B has three left: the Contract goes to C.
    let (game, answer) = heuristic_answer(
        r#"{"rule": "FB5.1.1", "players": 3, "active": "A",
            "rows": {"B": [1, 2, 3]},
            "hands": {"A": ["contract", "contract"]}}"#,
    );
    let c1 = game.parse_mobster("C1").expect("C1");
    assert_eq!(
        answer,
        Answer::Play {
            card: Kind::Contract,
            target: Target::Mobster(c1)
        }
    );
}

#[test]
fn it_keeps_a_counter_when_its_mobster_would_stand_at_the_wall_in_peace() {
    // No war, an empty list: A's Contract on B1 would put B1 at the wall in peace.
    let (_, answer) = heuristic_answer(
        r#"{"rule": "FB4.5.5", "players": 3, "active": "A",
            "hands": {"A": ["contract", "truce"], "B": ["family_influence", "hit"]},
            "steps": [{"seat": "A", "play": "contract", "target": "B1"}]}"#,
    );
    assert_eq!(answer, Answer::Decline);
}

#[test]
fn it_counters_when_its_mobster_would_stand_at_the_wall_in_a_war() {
    // A war is on and the list holds only C's mobster, killed at B's turn start; B1 placed
    // now would be next at the wall.
    let (_, answer) = heuristic_answer(
        r#"{"rule": "FB4.5.5", "players": 3, "active": "A", "war": 1,
            "list": ["C1"],
            "hands": {"A": ["contract", "truce"], "B": ["family_influence", "hit"]},
            "steps": [{"seat": "A", "play": "contract", "target": "B1"}]}"#,
    );
    assert_eq!(answer, Answer::Counter(Kind::FamilyInfluence));
}

#[test]
fn it_starts_the_mob_war_when_others_stand_at_the_wall_and_not_when_it_does() {
    let others = r#"{"rule": "FB5.7.1", "players": 3, "active": "A", "list": ["B1", "C1"],
            "hands": {"A": ["mob_war", "police_protection"]}}"#;
    let (_, answer) = heuristic_answer(others);
    assert_eq!(
        answer,
        Answer::Play {
            card: Kind::MobWar,
            target: Target::Nobody
        }
    );
    let own = r#"{"rule": "FB5.7.1", "players": 3, "active": "A", "list": ["A1", "A2"],
            "hands": {"A": ["mob_war", "intrigue"]}}"#;
    let (_, answer) = heuristic_answer(own);
    assert_ne!(
        answer,
        Answer::Play {
            card: Kind::MobWar,
            target: Target::Nobody
        }
    );
}
