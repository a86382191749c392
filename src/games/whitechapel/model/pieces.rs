//! What stands on each circle and crossing, as a side's view holds it (WC9.3): policemen,
//! patrol tokens, women, wretched, crime scenes and clues for everyone; the women's marks,
//! the hideout and Jack himself for Jack only.

use std::collections::BTreeMap;

use wc_engine::{Circle, Node, Policeman, TokenSeen, View};

/// A piece on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Policeman(Policeman),
    Patrol(TokenSeen),
    /// A women token, with its mark for Jack.
    Woman(Option<bool>),
    Wretched,
    CrimeScene,
    Clue,
    Hideout,
    Jack,
}

/// Where Jack stands, if the view holds it: the circle of tonight's last sheet entry.
pub fn jack_at(view: &View) -> Option<Circle> {
    let row = view
        .sheet
        .as_ref()?
        .get(usize::from(view.night).checked_sub(1)?)?;
    row.last().map(|e| e.circle)
}

/// Every piece the view shows, by the node it stands on, each node's in drawing order.
pub fn marks(view: &View) -> BTreeMap<Node, Vec<Mark>> {
    let mut at: BTreeMap<Node, Vec<Mark>> = BTreeMap::new();
    let mut put = |node: Node, mark: Mark| at.entry(node).or_default().push(mark);
    for c in &view.crime_scenes {
        put(Node::Circle(*c), Mark::CrimeScene);
    }
    for c in view.clues.members() {
        put(Node::Circle(c), Mark::Clue);
    }
    for (c, marked) in &view.women {
        put(Node::Circle(*c), Mark::Woman(*marked));
    }
    for c in &view.wretched {
        put(Node::Circle(*c), Mark::Wretched);
    }
    if let Some(h) = view.hideout {
        put(Node::Circle(h), Mark::Hideout);
    }
    if let Some(j) = jack_at(view) {
        put(Node::Circle(j), Mark::Jack);
    }
    for (x, seen) in &view.patrols {
        put(Node::Crossing(*x), Mark::Patrol(*seen));
    }
    for p in Policeman::ALL {
        if let Some(x) = view.policemen[p.index()] {
            put(Node::Crossing(x), Mark::Policeman(p));
        }
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;
    use wc_engine::{GameConfig, GameState, Viewer};

    fn after(answers: usize) -> GameState {
        let (mut game, _) = GameState::new(GameConfig::new(2, 3)).expect("setup");
        for _ in 0..answers {
            let d = game.pending().expect("pending");
            let answer = game.legal_answers()[0].clone();
            game.apply(d.seat, answer).expect("listed");
        }
        game
    }

    /// WC9.3.6: the women's marks and the hideout are Jack's; the patrol tokens' identities
    /// the police's.
    #[test]
    fn each_side_sees_its_own_pieces() {
        let game = after(2);
        let jack = marks(&game.view(Viewer::Jack, None));
        let police = marks(&game.view(Viewer::Police, None));
        let hideout = Node::Circle(game.hideout().expect("chosen"));
        assert!(jack[&hideout].contains(&Mark::Hideout));
        assert!(police
            .get(&hideout)
            .is_none_or(|m| !m.contains(&Mark::Hideout)));
        let women = |m: &BTreeMap<Node, Vec<Mark>>| {
            m.values()
                .flatten()
                .filter_map(|k| match k {
                    Mark::Woman(marked) => Some(*marked),
                    _ => None,
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(women(&jack).len(), 8);
        assert_eq!(women(&jack).iter().filter(|m| **m == Some(true)).count(), 5);
        assert!(women(&police).iter().all(Option::is_none));
        let game = after(3);
        let jack = marks(&game.view(Viewer::Jack, None));
        let police = marks(&game.view(Viewer::Police, None));
        let patrols = |m: &BTreeMap<Node, Vec<Mark>>| {
            m.values()
                .flatten()
                .filter(|k| matches!(k, Mark::Patrol(TokenSeen::FaceDown)))
                .count()
        };
        assert_eq!(patrols(&jack), 7);
        assert_eq!(patrols(&police), 0);
    }

    #[test]
    fn jack_stands_where_his_sheet_ends_tonight() {
        let mut game = after(3);
        while game.jack_position().is_none() {
            let d = game.pending().expect("pending");
            let answer = game.legal_answers()[0].clone();
            game.apply(d.seat, answer).expect("listed");
        }
        assert_eq!(
            jack_at(&game.view(Viewer::Jack, None)),
            game.jack_position()
        );
        assert_eq!(jack_at(&game.view(Viewer::Police, None)), None);
    }
}
