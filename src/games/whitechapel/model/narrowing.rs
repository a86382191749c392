//! The answer being built, by narrowing the engine's listed legal answers (WC8.4): each answer
//! is a path of steps — a circle or crossing clicked on the board, a word chosen in the panel,
//! or a set of circles or crossings clicked in any order (the women, the two fake patrols) —
//! and each step offers only the picks that still lead to a listed answer. A step with one
//! pick is taken at once. The page never decides what is legal: a completed answer is always
//! one the engine listed.

use wc_engine::{Answer, Circle, Crossing, JackMove, Node, PoliceAction};

/// One choice of a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    /// A circle or a crossing of the board.
    At(Node),
    /// Jack's normal move (WC5.1.3), not declaring the escape.
    Walk,
    /// Jack's normal move into his hideout, declaring the escape (WC5.1.5).
    Escape,
    Alley,
    Coach,
    Search,
    Arrest,
    /// A policeman next to no circle does nothing (WC5.3.4).
    Pass,
    /// No more searching (`SEARCH_MORE`).
    Stop,
    /// Jack waits (WC4.4).
    Wait,
    /// A wretched with nowhere to go stays (WC4.4.3).
    Stay,
}

/// A step of an answer's path.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Step {
    One(Pick),
    /// Picks made in any order, each once.
    Set(Vec<Pick>),
}

fn circle(c: Circle) -> Pick {
    Pick::At(Node::Circle(c))
}

fn crossing(x: Crossing) -> Pick {
    Pick::At(Node::Crossing(x))
}

/// The steps that make `answer`.
fn path(answer: &Answer) -> Vec<Step> {
    use Step::{One, Set};
    match answer {
        Answer::Hideout(c) | Answer::Kill(c) => vec![One(circle(*c))],
        Answer::Women { marked, unmarked } => vec![
            Set(marked.iter().copied().map(circle).collect()),
            Set(unmarked.iter().copied().map(circle).collect()),
        ],
        Answer::Patrols { policemen, fakes } => policemen
            .iter()
            .map(|x| One(crossing(*x)))
            .chain(std::iter::once(Set(fakes
                .iter()
                .copied()
                .map(crossing)
                .collect())))
            .collect(),
        Answer::DoubleKill(a, b) => vec![One(circle(*a)), One(circle(*b))],
        Answer::Wait => vec![One(Pick::Wait)],
        Answer::MoveWretched { from, to } => vec![One(circle(*from)), One(circle(*to))],
        Answer::Stay(c) => vec![One(circle(*c)), One(Pick::Stay)],
        Answer::Reveal(x) | Answer::MoveTo(x) => vec![One(crossing(*x))],
        Answer::Jack(JackMove::Walk { to, declare }) => vec![
            One(circle(*to)),
            One(if *declare { Pick::Escape } else { Pick::Walk }),
        ],
        Answer::Jack(JackMove::Alley { to }) => vec![One(circle(*to)), One(Pick::Alley)],
        Answer::Jack(JackMove::Coach { first, second }) => {
            vec![One(circle(*second)), One(Pick::Coach), One(circle(*first))]
        }
        Answer::Police(PoliceAction::Search(c)) => vec![One(circle(*c)), One(Pick::Search)],
        Answer::Police(PoliceAction::Arrest(c)) => vec![One(circle(*c)), One(Pick::Arrest)],
        Answer::Police(PoliceAction::Pass) => vec![One(Pick::Pass)],
        Answer::Police(PoliceAction::Stop) => vec![One(Pick::Stop)],
    }
}

/// Where `picks` stand on `path`: `None` if they leave it; else the picks the path offers
/// next (empty once the path is walked to its end).
fn next_on(path: &[Step], picks: &[Pick]) -> Option<Vec<Pick>> {
    let mut made = picks;
    for step in path {
        match step {
            Step::One(p) => match made.split_first() {
                Some((first, rest)) if first == p => made = rest,
                Some(_) => return None,
                None => return Some(vec![*p]),
            },
            Step::Set(members) => {
                let taken = made.len().min(members.len());
                let (inside, rest) = made.split_at(taken);
                for (i, p) in inside.iter().enumerate() {
                    if !members.contains(p) || inside[..i].contains(p) {
                        return None;
                    }
                }
                if taken < members.len() {
                    return Some(
                        members
                            .iter()
                            .filter(|m| !inside.contains(m))
                            .copied()
                            .collect(),
                    );
                }
                made = rest;
            }
        }
    }
    made.is_empty().then(Vec::new)
}

/// The listed answers, the picks made so far, and which of them the page made alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrowing {
    answers: Vec<(Answer, Vec<Step>)>,
    /// Each pick made, and whether it was the step's only pick (taken at once).
    picks: Vec<(Pick, bool)>,
}

impl Narrowing {
    /// A fresh answer over `legal` (the view's listed answers, in canonical order).
    pub fn new(legal: &[Answer]) -> Narrowing {
        let mut narrowing = Narrowing {
            answers: legal.iter().map(|a| (a.clone(), path(a))).collect(),
            picks: Vec::new(),
        };
        narrowing.take_single_picks();
        narrowing
    }

    fn made(&self) -> Vec<Pick> {
        self.picks.iter().map(|(p, _)| *p).collect()
    }

    /// The listed answers the picks still lead to, each with the picks it offers next.
    fn remaining(&self) -> impl Iterator<Item = (&Answer, Vec<Pick>)> {
        let made = self.made();
        self.answers
            .iter()
            .filter_map(move |(answer, path)| Some((answer, next_on(path, &made)?)))
    }

    /// The picks of the next step, in the order of the listed answers; none once one answer
    /// is left.
    pub fn options(&self) -> Vec<Pick> {
        if self.complete().is_some() {
            return Vec::new();
        }
        let mut options = Vec::new();
        for (_, next) in self.remaining() {
            for pick in next {
                if !options.contains(&pick) {
                    options.push(pick);
                }
            }
        }
        options
    }

    /// Makes a pick of the next step; false (and nothing changes) if it is not offered.
    pub fn choose(&mut self, pick: Pick) -> bool {
        if !self.options().contains(&pick) {
            return false;
        }
        self.picks.push((pick, false));
        self.take_single_picks();
        true
    }

    /// Every step that offers a single pick is taken at once.
    fn take_single_picks(&mut self) {
        while let [only] = self.options().as_slice() {
            let only = *only;
            self.picks.push((only, true));
        }
    }

    /// Takes back the last pick made by the player, with the single picks that followed it;
    /// single picks before it stay (they were never the player's to make).
    pub fn back(&mut self) {
        if !self.can_back() {
            return;
        }
        while self.picks.last().is_some_and(|(_, single)| *single) {
            self.picks.pop();
        }
        self.picks.pop();
    }

    pub fn can_back(&self) -> bool {
        self.picks.iter().any(|(_, single)| !single)
    }

    /// The answer, once the picks have walked one listed answer's whole path.
    pub fn complete(&self) -> Option<Answer> {
        let mut done = self.remaining().filter(|(_, next)| next.is_empty());
        match (done.next(), done.next()) {
            (Some((answer, _)), None) => Some(answer.clone()),
            _ => None,
        }
    }

    /// The picks made so far.
    pub fn picks(&self) -> Vec<Pick> {
        self.made()
    }

    /// The circles and crossings picked so far, in the order picked.
    pub fn picked_nodes(&self) -> Vec<Node> {
        self.picks
            .iter()
            .filter_map(|(p, _)| match p {
                Pick::At(node) => Some(*node),
                _ => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(n: u8) -> Pick {
        circle(Circle(n))
    }

    fn x(n: u8) -> Pick {
        crossing(Crossing(n))
    }

    /// WC5.1: a circle reached by a walk, an alley or as a coach's end offers the three; the
    /// coach then asks for the circle between.
    #[test]
    fn a_jack_move_is_its_end_then_its_kind() {
        let legal = [
            Answer::Jack(JackMove::Walk {
                to: Circle(20),
                declare: false,
            }),
            Answer::Jack(JackMove::Alley { to: Circle(20) }),
            Answer::Jack(JackMove::Coach {
                first: Circle(21),
                second: Circle(20),
            }),
            Answer::Jack(JackMove::Coach {
                first: Circle(40),
                second: Circle(20),
            }),
            Answer::Jack(JackMove::Walk {
                to: Circle(23),
                declare: false,
            }),
        ];
        let mut n = Narrowing::new(&legal);
        assert_eq!(n.options(), [c(20), c(23)]);
        assert!(!n.choose(Pick::Coach));
        assert!(n.choose(c(20)));
        assert_eq!(n.options(), [Pick::Walk, Pick::Alley, Pick::Coach]);
        assert!(n.choose(Pick::Coach));
        assert_eq!(n.options(), [c(21), c(40)]);
        assert!(n.choose(c(40)));
        assert_eq!(n.complete(), Some(legal[3].clone()));
        n.back();
        assert_eq!(n.picks(), [c(20), Pick::Coach]);
        n.back();
        n.back();
        assert!(n.picks().is_empty());
        assert!(n.choose(c(23)));
        assert_eq!(
            n.picks(),
            [c(23), Pick::Walk],
            "the only kind is taken at once"
        );
        assert_eq!(n.complete(), Some(legal[4].clone()));
        n.back();
        assert!(n.picks().is_empty());
    }

    /// WC4.1: the marked women are clicked in any order, then the others.
    #[test]
    fn the_women_are_sets_clicked_in_any_order() {
        let women = |marked: &[u8], unmarked: &[u8]| Answer::Women {
            marked: marked.iter().map(|n| Circle(*n)).collect(),
            unmarked: unmarked.iter().map(|n| Circle(*n)).collect(),
        };
        let legal = [
            women(&[3, 21], &[27]),
            women(&[3, 27], &[21]),
            women(&[21, 27], &[3]),
        ];
        let mut n = Narrowing::new(&legal);
        assert_eq!(n.options(), [c(3), c(21), c(27)]);
        assert!(n.choose(c(27)));
        assert_eq!(n.options(), [c(3), c(21)]);
        assert!(!n.choose(c(27)), "a woman is marked once");
        assert!(n.choose(c(3)));
        assert_eq!(n.picks(), [c(27), c(3), c(21)]);
        assert_eq!(n.complete(), Some(legal[1].clone()));
        assert_eq!(n.picked_nodes().len(), 3);
    }

    /// WC4.2: the five policemen's tokens in order, then the two fakes in any order.
    #[test]
    fn patrols_are_the_policemen_in_turn_then_the_fakes() {
        let patrols = |p: [u8; 5], f: [u8; 2]| Answer::Patrols {
            policemen: p.map(Crossing),
            fakes: f.map(Crossing),
        };
        let legal = [
            patrols([1, 2, 3, 4, 5], [6, 7]),
            patrols([1, 2, 3, 4, 6], [5, 7]),
            patrols([2, 1, 3, 4, 5], [6, 7]),
        ];
        let mut n = Narrowing::new(&legal);
        assert_eq!(n.options(), [x(1), x(2)]);
        assert!(n.choose(x(1)));
        assert_eq!(n.picks(), [x(1), x(2), x(3), x(4)]);
        assert_eq!(n.options(), [x(5), x(6)]);
        assert!(n.choose(x(5)));
        assert_eq!(n.options(), [x(6), x(7)]);
        assert!(n.choose(x(7)));
        assert_eq!(n.complete(), Some(legal[0].clone()));
    }

    /// WC5.3: a circle next to the policeman, then search or arrest; a stop is a word.
    #[test]
    fn a_police_action_is_a_circle_then_search_or_arrest() {
        let legal = [
            Answer::Police(PoliceAction::Search(Circle(40))),
            Answer::Police(PoliceAction::Arrest(Circle(40))),
            Answer::Police(PoliceAction::Search(Circle(41))),
            Answer::Police(PoliceAction::Stop),
        ];
        let mut n = Narrowing::new(&legal);
        assert_eq!(n.options(), [c(40), c(41), Pick::Stop]);
        assert!(n.choose(c(41)));
        assert_eq!(n.complete(), Some(legal[2].clone()));
        let only = Narrowing::new(&[Answer::Police(PoliceAction::Pass)]);
        assert_eq!(only.complete(), Some(Answer::Police(PoliceAction::Pass)));
        assert!(!only.can_back());
    }
}
