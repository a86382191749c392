//! The scenes the sections draw, all in the streets around red circle 21 in the north-east of
//! the map, each built from the board's own relations so that it shows what the rules allow.

use wc_engine::{board, Circle, Crossing, CrossingSet, Policeman};

use super::scene::{Piece, Post, Scene, Stroke};

/// The red circle at the middle of every scene.
pub const MIDDLE: Circle = Circle(21);

fn crossings(xs: &[u8]) -> CrossingSet {
    xs.iter().map(|x| Crossing(*x)).collect()
}

/// The goal: a crime scene on 21 and Jack's way home to his hideout on 22, by two walks.
pub fn way_home() -> Scene {
    let (through, home) = (Circle(42), Circle(22));
    Scene {
        pieces: vec![(MIDDLE, Piece::CrimeScene), (home, Piece::Hideout)],
        moves: vec![
            (MIDDLE, through, Stroke::Walk),
            (through, home, Stroke::Walk),
        ],
        ..Scene::default()
    }
}

/// The map: its circles, crossings and streets alone.
pub fn plain() -> Scene {
    Scene::default()
}

/// A wait on night 1: the wretched woman on 21 moves, but never next to a patrol token nor
/// past one (WC4.4.3). Night 1's tokens lie on the yellow crossings (WC4.2.3).
pub fn wretched_moves() -> Scene {
    let b = board();
    let patrols = b.yellow_crossings();
    let next_to_patrol = |c: &Circle| patrols.members().any(|x| b.circles_next_to(x).contains(*c));
    let allowed: Vec<Circle> = b
        .normal_moves(MIDDLE, &patrols)
        .members()
        .filter(|c| !next_to_patrol(c))
        .collect();
    let barred = b
        .normal_moves(MIDDLE, &CrossingSet::EMPTY)
        .members()
        .filter(|c| !allowed.contains(c))
        .collect();
    Scene {
        posts: patrols.members().map(|x| (x, Post::Patrol)).collect(),
        pieces: vec![(MIDDLE, Piece::Wretched)],
        moves: allowed
            .into_iter()
            .map(|c| (MIDDLE, c, Stroke::Walk))
            .collect(),
        barred,
        ..Scene::default()
    }
}

/// Jack on 21 with a policeman on crossing 20: his walks along the streets that policeman
/// stands on are closed (WC5.1.1).
pub fn blocked_walk() -> Scene {
    let b = board();
    let guard = Crossing(20);
    let open = b.normal_moves(MIDDLE, &crossings(&[guard.0]));
    let barred = b
        .normal_moves(MIDDLE, &CrossingSet::EMPTY)
        .members()
        .filter(|c| !open.contains(*c))
        .collect();
    Scene {
        policemen: vec![(Policeman(0), guard)],
        pieces: vec![(MIDDLE, Piece::Jack)],
        moves: open.members().map(|c| (MIDDLE, c, Stroke::Walk)).collect(),
        barred,
        ..Scene::default()
    }
}

/// Policemen on both crossings next to 21: no walk is left, but an alley crosses a block to
/// any circle on its edge (WC5.1.7).
pub fn alley_out() -> Scene {
    let b = board();
    Scene {
        policemen: vec![(Policeman(0), Crossing(7)), (Policeman(1), Crossing(20))],
        pieces: vec![(MIDDLE, Piece::Jack)],
        moves: b
            .alley_partners(MIDDLE)
            .members()
            .map(|c| (MIDDLE, c, Stroke::Special))
            .collect(),
        ..Scene::default()
    }
}

/// A policeman on crossing 20 and the crossings one and two police steps away (WC5.2.2).
pub fn police_steps() -> Scene {
    let b = board();
    let from = Crossing(20);
    let one = b.police_steps(from);
    let mut two = CrossingSet::EMPTY;
    for x in one.members() {
        for y in b.police_steps(x).members() {
            if y != from && !one.contains(y) {
                two.insert(y);
            }
        }
    }
    Scene {
        policemen: vec![(Policeman(1), from)],
        posts: one
            .members()
            .map(|x| (x, Post::Steps(1)))
            .chain(two.members().map(|x| (x, Post::Steps(2))))
            .collect(),
        ..Scene::default()
    }
}

/// Jack killed on 21 and walked to 20, then to 40. The policeman on crossing 27 searches 20
/// and finds a clue; an arrest on 40 would have caught Jack (WC5.3.5).
pub fn search_and_arrest() -> Scene {
    let (first, now) = (Circle(20), Circle(40));
    Scene {
        policemen: vec![(Policeman(2), Crossing(27))],
        pieces: vec![
            (MIDDLE, Piece::CrimeScene),
            (first, Piece::Clue),
            (now, Piece::Jack),
        ],
        moves: vec![(MIDDLE, first, Stroke::Walk), (first, now, Stroke::Walk)],
        ..Scene::default()
    }
}

/// Jack on 21, policemen on both crossings next to it, no coach or alley left: every walk is
/// closed and he is trapped (WC5.1.7).
pub fn trapped() -> Scene {
    let b = board();
    Scene {
        policemen: vec![(Policeman(0), Crossing(7)), (Policeman(1), Crossing(20))],
        pieces: vec![(MIDDLE, Piece::Jack)],
        barred: b
            .normal_moves(MIDDLE, &CrossingSet::EMPTY)
            .members()
            .collect(),
        ..Scene::default()
    }
}

#[cfg(test)]
mod tests {
    use wc_engine::Node;

    use super::*;

    /// The yellow crossing by circle 40, next to the middle (WC1.5).
    const YELLOW: Crossing = Crossing(44);

    /// Every node a scene puts something on.
    fn nodes(scene: &Scene) -> Vec<Node> {
        let circles = scene
            .pieces
            .iter()
            .map(|(c, _)| *c)
            .chain(scene.moves.iter().flat_map(|(a, b, _)| [*a, *b]))
            .chain(scene.barred.iter().copied())
            .map(Node::Circle);
        let crossings = scene
            .policemen
            .iter()
            .map(|(_, x)| *x)
            .chain(scene.posts.iter().map(|(x, _)| *x))
            .map(Node::Crossing);
        circles.chain(crossings).collect()
    }

    fn numbers(circles: impl IntoIterator<Item = Circle>) -> Vec<u8> {
        let mut n: Vec<u8> = circles.into_iter().map(|c| c.0).collect();
        n.sort_unstable();
        n
    }

    fn ends(scene: &Scene) -> Vec<u8> {
        numbers(scene.moves.iter().map(|(_, to, _)| *to))
    }

    fn all() -> [Scene; 8] {
        [
            way_home(),
            plain(),
            wretched_moves(),
            blocked_walk(),
            alley_out(),
            police_steps(),
            search_and_arrest(),
            trapped(),
        ]
    }

    #[test]
    fn every_scene_stands_on_real_circles_and_crossings() {
        let b = board();
        assert!(b.red_circles().contains(MIDDLE));
        assert!(b.yellow_crossings().contains(YELLOW));
        for scene in all() {
            for node in nodes(&scene) {
                assert!(b.has(node), "{node:?}");
            }
        }
    }

    /// A walk drawn follows the streets (the policemen of a scene may have come after it;
    /// the scenes of blocked walks are checked against the rules below); an alley crosses a
    /// block.
    #[test]
    fn every_walk_drawn_follows_the_streets_and_every_alley_crosses_a_block() {
        let b = board();
        for scene in all() {
            for (from, to, stroke) in &scene.moves {
                match stroke {
                    Stroke::Walk => assert!(
                        b.normal_moves(*from, &CrossingSet::EMPTY).contains(*to),
                        "{from:?} → {to:?}"
                    ),
                    Stroke::Special => assert!(b.alley_partners(*from).contains(*to)),
                }
            }
        }
    }

    /// WC4.4.4: from 21 the wretched may go to 20, 23, 41 or 42, not to 40 next to crossing 44.
    #[test]
    fn the_wretched_woman_keeps_away_from_the_patrol_tokens() {
        let scene = wretched_moves();
        assert_eq!(ends(&scene), [20, 23, 41, 42]);
        assert_eq!(numbers(scene.barred.iter().copied()), [40]);
        assert!(scene.posts.contains(&(YELLOW, Post::Patrol)));
    }

    /// WC1.4.2: N(C21, {X20}) = {23}.
    #[test]
    fn a_policeman_on_crossing_20_leaves_jack_one_walk() {
        let scene = blocked_walk();
        assert_eq!(ends(&scene), [23]);
        assert_eq!(numbers(scene.barred.iter().copied()), [20, 40, 41, 42]);
    }

    /// WC5.1.7: trapped on 21 by crossings 7 and 20; with an alley, 22, 23 or 42.
    #[test]
    fn surrounded_on_21_only_an_alley_leads_out() {
        let b = board();
        assert!(b.normal_moves(MIDDLE, &crossings(&[7, 20])).is_empty());
        assert_eq!(ends(&alley_out()), [22, 23, 42]);
        assert_eq!(
            numbers(trapped().barred.iter().copied()),
            [20, 23, 40, 41, 42]
        );
    }

    /// WC5.3.5: the policeman on crossing 27 is next to 20 and 40.
    #[test]
    fn the_searching_policeman_stands_next_to_both_circles_of_the_path() {
        let b = board();
        let next = b.circles_next_to(Crossing(27));
        assert_eq!(numbers(next.members()), [20, 40]);
        assert_eq!(ends(&search_and_arrest()), [20, 40]);
    }

    /// WC5.2.2: one step from crossing 20 reaches 21, 26 and 7 (past circle 21); a crossing
    /// two steps away is a step from one of those.
    #[test]
    fn the_steps_drawn_are_police_steps() {
        let b = board();
        let scene = police_steps();
        let one: Vec<Crossing> = scene
            .posts
            .iter()
            .filter(|(_, p)| *p == Post::Steps(1))
            .map(|(x, _)| *x)
            .collect();
        assert_eq!(
            one,
            b.police_steps(Crossing(20)).members().collect::<Vec<_>>()
        );
        assert!(one.contains(&Crossing(7)));
        for (x, post) in &scene.posts {
            if *post == Post::Steps(2) {
                assert!(one.iter().any(|y| b.police_steps(*y).contains(*x)), "{x:?}");
                assert!(!b.police_steps(Crossing(20)).contains(*x));
            }
        }
        assert!(!nodes(&scene).contains(&Node::Circle(MIDDLE)));
    }
}
