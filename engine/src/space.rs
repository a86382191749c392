//! The legal answers of the pending decision as a space (R12.1.2): counted, indexed and checked
//! in their canonical order without listing every answer. A Commission turn in the second orbit
//! has a play for every card, mode and ante the player can pay, a blackmail request one for
//! every action and offer: thousands of answers, of which a random player needs one and `apply`
//! checks one.

use std::cell::OnceCell;
use std::rc::Rc;
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::action::{Answer, CrewChoice, Play, PlayMode};
use crate::ids::CardId;

/// The plays of one card in a Commission turn: its modes with the extra money each needs.
#[derive(Clone, Debug)]
pub(crate) struct CardPlays {
    pub card: CardId,
    pub modes: Vec<(PlayMode, u32)>,
}

/// The shape of a decision's legal answers.
#[derive(Clone, Debug)]
pub(crate) enum Space {
    /// Listed one by one (every small decision).
    List(Vec<Answer>),
    /// COMMISSION_TURN (R4.3, R4.4): Pass, then for each card (hand order), each ante from
    /// `antes.0` to `antes.1`, each mode the money left after the ante pays for.
    Commission {
        cards: Vec<CardPlays>,
        antes: (u32, u32),
        money: u32,
    },
    /// CREW_ACTION (R6.4): Pass, then each affordable choice.
    Crew(Vec<CrewChoice>),
    /// BLACKMAIL_REQUEST (R12.7.2): Pass, then each affordable choice (with its cost) with every
    /// offer from $0 to the money left.
    Request {
        choices: Vec<(CrewChoice, u32)>,
        money: u32,
    },
}

impl Space {
    /// The modes of `plays` that `budget` pays for, in order.
    fn affordable(plays: &CardPlays, budget: u32) -> impl Iterator<Item = &PlayMode> + Clone {
        plays
            .modes
            .iter()
            .filter(move |(_, cost)| *cost <= budget)
            .map(|(mode, _)| mode)
    }

    fn ante_range(antes: (u32, u32)) -> std::ops::RangeInclusive<u32> {
        antes.0..=antes.1
    }

    fn card_count(plays: &CardPlays, antes: (u32, u32), money: u32) -> usize {
        Self::ante_range(antes)
            .map(|ante| Self::affordable(plays, money - ante).count())
            .sum()
    }

    pub fn len(&self) -> usize {
        match self {
            Space::List(list) => list.len(),
            Space::Commission {
                cards,
                antes,
                money,
            } => {
                1 + cards
                    .iter()
                    .map(|c| Self::card_count(c, *antes, *money))
                    .sum::<usize>()
            }
            Space::Crew(choices) => 1 + choices.len(),
            Space::Request { choices, money } => {
                1 + choices
                    .iter()
                    .map(|(_, cost)| (money - cost) as usize + 1)
                    .sum::<usize>()
            }
        }
    }

    /// The answer at `index` in canonical order.
    pub fn nth(&self, index: usize) -> Option<Answer> {
        match self {
            Space::List(list) => list.get(index).cloned(),
            _ if index == 0 => Some(Answer::Pass),
            Space::Commission {
                cards,
                antes,
                money,
            } => {
                let mut i = index - 1;
                for plays in cards {
                    for ante in Self::ante_range(*antes) {
                        let mut modes = Self::affordable(plays, money - ante);
                        let n = modes.clone().count();
                        if i < n {
                            return modes.nth(i).map(|mode| {
                                Answer::Play(Play {
                                    card: plays.card,
                                    mode: mode.clone(),
                                    ante,
                                })
                            });
                        }
                        i -= n;
                    }
                }
                None
            }
            Space::Crew(choices) => choices.get(index - 1).cloned().map(Answer::Crew),
            Space::Request { choices, money } => {
                let mut i = index - 1;
                for (choice, cost) in choices {
                    let n = (money - cost) as usize + 1;
                    if i < n {
                        return Some(Answer::Request {
                            choice: choice.clone(),
                            offer: i as u32,
                        });
                    }
                    i -= n;
                }
                None
            }
        }
    }

    pub fn contains(&self, answer: &Answer) -> bool {
        match (self, answer) {
            (Space::List(list), a) => list.contains(a),
            (_, Answer::Pass) => true,
            (
                Space::Commission {
                    cards,
                    antes,
                    money,
                },
                Answer::Play(play),
            ) => {
                Self::ante_range(*antes).contains(&play.ante)
                    && cards.iter().any(|plays| {
                        plays.card == play.card
                            && Self::affordable(plays, money - play.ante).any(|m| *m == play.mode)
                    })
            }
            (Space::Crew(choices), Answer::Crew(c)) => choices.contains(c),
            (Space::Request { choices, money }, Answer::Request { choice, offer }) => choices
                .iter()
                .any(|(c, cost)| c == choice && *offer <= money - cost),
            _ => false,
        }
    }

    pub fn to_vec(&self) -> Vec<Answer> {
        match self {
            Space::List(list) => list.clone(),
            _ => (0..self.len()).filter_map(|i| self.nth(i)).collect(),
        }
    }
}

/// A space with its full list, made once when somebody asks for it.
pub(crate) struct LegalSet {
    pub space: Space,
    pub list: OnceCell<Arc<[Answer]>>,
}

impl LegalSet {
    pub fn new(space: Space) -> LegalSet {
        LegalSet {
            space,
            list: OnceCell::new(),
        }
    }

    pub fn list(&self) -> Arc<[Answer]> {
        self.list.get_or_init(|| self.space.to_vec().into()).clone()
    }
}

/// The legal answers of a seat's pending decision (empty when the decision is somebody
/// else's), in canonical order. Cheap to copy; the full list is only made when asked for.
#[derive(Clone)]
pub struct Legal(pub(crate) Rc<LegalSet>);

impl Legal {
    pub(crate) fn none() -> Legal {
        Legal(Rc::new(LegalSet::new(Space::List(Vec::new()))))
    }

    pub fn len(&self) -> usize {
        self.0.space.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The answer at `index` in canonical order.
    pub fn get(&self, index: usize) -> Option<Answer> {
        self.0.space.nth(index)
    }

    pub fn contains(&self, answer: &Answer) -> bool {
        self.0.space.contains(answer)
    }

    /// Every answer, in canonical order.
    pub fn to_vec(&self) -> Vec<Answer> {
        self.0.list().to_vec()
    }

    /// The whole list, shared.
    pub fn list(&self) -> Arc<[Answer]> {
        self.0.list()
    }
}

impl PartialEq for Legal {
    fn eq(&self, other: &Legal) -> bool {
        self.0.list() == other.0.list()
    }
}

impl Eq for Legal {}

impl std::fmt::Debug for Legal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.0.list().iter()).finish()
    }
}

impl Serialize for Legal {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.list().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Legal {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Legal, D::Error> {
        let list = Vec::<Answer>::deserialize(deserializer)?;
        Ok(Legal(Rc::new(LegalSet::new(Space::List(list)))))
    }
}
