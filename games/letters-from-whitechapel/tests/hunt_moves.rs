//! The legal moves of the hunt against the specification's test cases: Jack's moves (WC5.1,
//! WC8.5), a policeman's destinations (WC5.2) and his searches and arrests (WC5.3).

use wc_engine::{
    board, jack_moves, police_actions, police_destinations, search_more, Circle, CircleSet,
    Crossing, CrossingSet, JackMove, JackPosition, PoliceAction,
};

fn crossings(ids: &[u8]) -> CrossingSet {
    ids.iter().map(|i| Crossing(*i)).collect()
}

fn circles(numbers: &[u8]) -> CircleSet {
    numbers.iter().map(|n| Circle(*n)).collect()
}

/// Jack at `at` with these policemen and tokens, the pawn on `pawn`, the hideout somewhere far.
fn jack(at: u8, policemen: &[u8], coaches: u8, alleys: u8, pawn: u8) -> JackPosition {
    JackPosition {
        at: Circle(at),
        hideout: Circle(195),
        policemen: crossings(policemen),
        coaches,
        alleys,
        pawn,
    }
}

fn moves(position: &JackPosition) -> Vec<JackMove> {
    jack_moves(board(), position)
}

fn walk(to: u8, declare: bool) -> JackMove {
    JackMove::Walk {
        to: Circle(to),
        declare,
    }
}

fn alley(to: u8) -> JackMove {
    JackMove::Alley { to: Circle(to) }
}

fn coach(first: u8, second: u8) -> JackMove {
    JackMove::Coach {
        first: Circle(first),
        second: Circle(second),
    }
}

fn count(moves: &[JackMove], kind: fn(&JackMove) -> bool) -> usize {
    moves.iter().filter(|m| kind(m)).count()
}

#[test]
fn wc5_1_4_blocked_in_jack_still_has_alleys_and_coaches() {
    let m = moves(&jack(3, &[1, 3], 1, 1, 6));
    assert_eq!(m.len(), 32);
    assert_eq!(m[..2], [alley(4), alley(11)]);
    assert_eq!(count(&m, |m| matches!(m, JackMove::Coach { .. })), 30);
}

#[test]
fn wc5_1_6_onto_the_hideout_a_walk_may_declare_the_escape_a_coach_or_alley_never() {
    let position = JackPosition {
        hideout: Circle(28),
        ..jack(26, &[25], 1, 1, 6)
    };
    let m = moves(&position);
    assert!(m.contains(&walk(28, true)) && m.contains(&walk(28, false)));
    assert!(m.contains(&coach(27, 28)) && m.contains(&alley(28)));
    assert_eq!(
        count(&m, |m| matches!(m, JackMove::Walk { declare: true, .. })),
        1
    );
}

#[test]
fn wc5_1_7_with_no_move_jack_is_trapped_and_an_alley_frees_him() {
    assert!(moves(&jack(21, &[7, 20], 0, 0, 6)).is_empty());
    assert_eq!(
        moves(&jack(21, &[7, 20], 0, 1, 6)),
        [alley(22), alley(23), alley(42)]
    );
}

#[test]
fn wc5_1_8_on_space_19_every_move_runs_out_of_time() {
    let position = JackPosition {
        hideout: Circle(8),
        ..jack(26, &[25], 1, 1, 19)
    };
    let m = moves(&position);
    assert!(!m.is_empty());
    assert!(m.iter().all(|m| m.spaces() == 1 && m.end() != Circle(8)));
}

#[test]
fn wc5_1_10_a_coach_passes_policemen() {
    let m = moves(&jack(21, &[7, 20], 1, 1, 6));
    assert_eq!(m.len(), 29);
    assert_eq!(count(&m, |m| matches!(m, JackMove::Walk { .. })), 0);
    assert!(m.contains(&coach(20, 40)));
}

#[test]
fn wc5_1_11_a_coach_needs_two_spaces() {
    assert!(moves(&jack(21, &[7, 20], 1, 0, 19)).is_empty());
}

#[test]
fn wc5_1_12_a_coach_passes_the_hideout_and_cannot_declare() {
    let at = |pawn| JackPosition {
        hideout: Circle(28),
        ..jack(26, &[25], 1, 0, pawn)
    };
    let m = moves(&at(10));
    assert!(m.contains(&coach(28, 27)));
    assert_eq!(coach(28, 27).end(), Circle(27));
    let m = moves(&at(18));
    assert!(m.contains(&walk(28, true)) && m.contains(&coach(27, 28)));
}

#[test]
fn wc5_1_13_on_the_last_space_a_walk_home_is_always_declared() {
    let at = |pawn| JackPosition {
        hideout: Circle(28),
        ..jack(26, &[25], 0, 0, pawn)
    };
    let last = moves(&at(19));
    assert_eq!(last.len(), 12);
    assert!(last.contains(&walk(28, true)) && !last.contains(&walk(28, false)));
    assert_eq!(moves(&at(10)).len(), 13);
}

#[test]
fn wc5_1_14_surrounded_jack_walks_the_direct_street() {
    let m = moves(&jack(26, &[4, 25, 33, 46], 1, 1, 6));
    assert_eq!(m.len(), 96);
    assert_eq!(
        m[..6],
        [
            walk(28, false),
            alley(1),
            alley(7),
            alley(27),
            alley(28),
            alley(44)
        ]
    );
}

#[test]
fn wc5_1_15_circle_43_has_no_alley() {
    assert!(moves(&jack(43, &[58, 68], 0, 1, 6)).is_empty());
    assert_eq!(moves(&jack(43, &[58, 68], 1, 0, 6)).len(), 29);
}

#[test]
fn wc8_5_1_jack_moves_come_in_canonical_order() {
    let position = JackPosition {
        hideout: Circle(4),
        ..jack(3, &[143, 156, 181, 197, 214], 1, 1, 6)
    };
    let m = moves(&position);
    assert_eq!(m.len(), 38);
    assert_eq!(
        m[..10],
        [
            walk(2, false),
            walk(4, true),
            walk(4, false),
            walk(5, false),
            walk(9, false),
            walk(11, false),
            alley(4),
            alley(11),
            coach(2, 1),
            coach(2, 8),
        ]
    );
    assert_eq!(m.last(), Some(&coach(11, 30)));
}

#[test]
fn wc8_5_4_a_single_legal_move() {
    let position = JackPosition {
        hideout: Circle(3),
        ..jack(21, &[20], 0, 0, 6)
    };
    assert_eq!(moves(&position), [walk(23, false)]);
}

#[test]
fn wc5_2_3_a_policeman_passes_another_but_never_ends_on_him() {
    let reach = police_destinations(board(), Crossing(42), &crossings(&[22]));
    assert_eq!(
        reach.numbers(),
        [10, 24, 29, 35, 39, 42, 45, 47, 50, 53, 55, 61, 64, 67]
    );
}

#[test]
fn wc5_2_4_a_step_through_a_circle_to_an_occupied_crossing() {
    let reach = police_destinations(board(), Crossing(25), &crossings(&[40]));
    assert_eq!(
        reach.numbers(),
        [4, 5, 8, 11, 19, 22, 24, 25, 33, 34, 46, 50, 52, 54, 60]
    );
}

#[test]
fn wc5_3_2_after_a_no_the_policeman_may_search_on_or_stop() {
    let b = board();
    let none = CircleSet::EMPTY;
    assert_eq!(
        police_actions(b, Crossing(38), &none),
        [41, 42, 58]
            .map(|c| PoliceAction::Search(Circle(c)))
            .into_iter()
            .chain([41, 42, 58].map(|c| PoliceAction::Arrest(Circle(c))))
            .collect::<Vec<_>>()
    );
    assert_eq!(
        search_more(b, Crossing(38), &none, &circles(&[41])),
        [
            PoliceAction::Search(Circle(42)),
            PoliceAction::Search(Circle(58)),
            PoliceAction::Stop
        ]
    );
}

#[test]
fn wc5_3_4_next_to_no_circle_a_policeman_can_only_pass() {
    for x in [158, 197] {
        assert_eq!(
            police_actions(board(), Crossing(x), &CircleSet::EMPTY),
            [PoliceAction::Pass]
        );
    }
}

#[test]
fn wc5_3_7_a_chain_of_searches_until_nothing_is_left() {
    let b = board();
    let none = CircleSet::EMPTY;
    assert_eq!(
        search_more(b, Crossing(143), &none, &circles(&[118])),
        [
            PoliceAction::Search(Circle(119)),
            PoliceAction::Search(Circle(120)),
            PoliceAction::Stop
        ]
    );
    assert_eq!(
        search_more(b, Crossing(143), &none, &circles(&[118, 119, 120])),
        [PoliceAction::Stop]
    );
}

#[test]
fn wc5_3_8_crime_scenes_and_clues_are_not_searched_but_may_be_arrested_at() {
    assert_eq!(
        police_actions(board(), Crossing(83), &circles(&[65, 66])),
        [
            PoliceAction::Arrest(Circle(65)),
            PoliceAction::Arrest(Circle(66))
        ]
    );
}
