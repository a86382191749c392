//! The legal answers of the pending decision, listed in canonical order (WC8.4) and checked one
//! by one (WC8.1.2).

use crate::action_error::{ActionError, Illegal};
use crate::answer::Answer;
use crate::decision::DecisionKind;
use crate::jack_move::{jack_moves, JackPosition};
use crate::night_table::night_row;
use crate::node::{Circle, Crossing, Node};
use crate::police_action::{police_actions, search_more};
use crate::police_move::police_destinations;
use crate::policeman::Policeman;
use crate::sets::{CircleSet, CrossingSet};
use crate::state::{GameState, Stage};

/// The ascending subsets of `items` with `size` members, in lexicographic order.
fn subsets<T: Copy>(items: &[T], size: usize) -> Vec<Vec<T>> {
    if size == 0 {
        return vec![Vec::new()];
    }
    if items.len() < size {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (i, first) in items.iter().enumerate() {
        for mut rest in subsets(&items[i + 1..], size - 1) {
            rest.insert(0, *first);
            out.push(rest);
        }
    }
    out
}

impl GameState {
    /// Every legal answer of the pending decision in canonical order (WC8.4); empty once the
    /// game is over.
    pub fn legal_answers(&self) -> Vec<Answer> {
        let Some(d) = self.pending() else {
            return Vec::new();
        };
        match d.kind {
            DecisionKind::JackHideout => self
                .board()
                .circles()
                .filter(|c| self.hideout_allowed(*c))
                .map(Answer::Hideout)
                .collect(),
            DecisionKind::WomenPlace => self.women_answers(),
            DecisionKind::PatrolPlace => self.patrol_answers(),
            DecisionKind::KillOrWait => self.kill_or_wait_answers(),
            DecisionKind::WretchedMove => self.wretched_answers(),
            DecisionKind::PatrolReveal => self
                .patrols
                .iter()
                .filter(|p| !p.face_up)
                .map(|p| p.at)
                .collect::<CrossingSet>()
                .members()
                .map(Answer::Reveal)
                .collect(),
            DecisionKind::JackMove => self
                .jack_options()
                .map(|p| jack_moves(self.board(), &p))
                .unwrap_or_default()
                .into_iter()
                .map(Answer::Jack)
                .collect(),
            DecisionKind::PoliceMove { policeman } => self
                .police_destinations_of(policeman)
                .members()
                .map(Answer::MoveTo)
                .collect(),
            DecisionKind::PoliceAction { policeman } => self.policemen[policeman.index()]
                .map(|x| police_actions(self.board(), x, &self.not_searchable()))
                .unwrap_or_default()
                .into_iter()
                .map(Answer::Police)
                .collect(),
            DecisionKind::SearchMore { policeman } => {
                let named = match &self.stage {
                    Stage::SearchMore { named, .. } => *named,
                    _ => CircleSet::EMPTY,
                };
                self.policemen[policeman.index()]
                    .map(|x| search_more(self.board(), x, &self.not_searchable(), &named))
                    .unwrap_or_default()
                    .into_iter()
                    .map(Answer::Police)
                    .collect()
            }
        }
    }

    /// How many legal answers the pending decision has. The placements of women tokens and
    /// patrol tokens are counted without being listed.
    pub fn legal_count(&self) -> usize {
        match self.pending().map(|d| d.kind) {
            Some(DecisionKind::WomenPlace) => {
                let row = night_row(self.night);
                let free = self.free_red_circles().len();
                binomial(free, row.women) * binomial(row.women, row.marked)
            }
            Some(DecisionKind::PatrolPlace) => {
                let (_, others, spots) = self.patrol_spaces();
                binomial(others.len(), spots) * 7 * 6 * 5 * 4 * 3
            }
            _ => self.legal_answers().len(),
        }
    }

    /// Checks `answer` against the pending decision without changing anything.
    ///
    /// # Errors
    /// Why it is refused, as an [`ActionError`].
    pub fn check(&self, answer: &Answer) -> Result<(), ActionError> {
        let d = self.pending().ok_or(ActionError::GameOver)?;
        let illegal = |i| Err(ActionError::Illegal(i));
        match (d.kind, answer) {
            (DecisionKind::JackHideout, Answer::Hideout(c)) => {
                if self.hideout_allowed(*c) {
                    Ok(())
                } else {
                    illegal(Illegal::Hideout)
                }
            }
            (DecisionKind::WomenPlace, Answer::Women { marked, unmarked }) => {
                if self.women_legal(marked, unmarked) {
                    Ok(())
                } else {
                    illegal(Illegal::Women)
                }
            }
            (DecisionKind::PatrolPlace, Answer::Patrols { policemen, fakes }) => {
                if self.patrols_legal(policemen, fakes) {
                    Ok(())
                } else {
                    illegal(Illegal::Patrols)
                }
            }
            (DecisionKind::KillOrWait, Answer::Wait) => {
                if self.time > 1 {
                    Ok(())
                } else {
                    illegal(Illegal::NoWait)
                }
            }
            (DecisionKind::KillOrWait, Answer::Kill(_) | Answer::DoubleKill(..)) => {
                if self.kill_or_wait_answers().contains(answer) {
                    Ok(())
                } else {
                    illegal(Illegal::Victim)
                }
            }
            (DecisionKind::WretchedMove, Answer::MoveWretched { .. } | Answer::Stay(_)) => {
                if self.wretched_answers().contains(answer) {
                    Ok(())
                } else {
                    illegal(Illegal::WretchedMove)
                }
            }
            (DecisionKind::PatrolReveal, Answer::Reveal(x)) => {
                if self.patrols.iter().any(|p| p.at == *x && !p.face_up) {
                    Ok(())
                } else {
                    illegal(Illegal::Reveal)
                }
            }
            (DecisionKind::JackMove, Answer::Jack(_)) => {
                if self.legal_answers().contains(answer) {
                    Ok(())
                } else {
                    illegal(Illegal::JackMove)
                }
            }
            (DecisionKind::PoliceMove { policeman }, Answer::MoveTo(y)) => {
                if self.police_destinations_of(policeman).contains(*y) {
                    Ok(())
                } else {
                    illegal(Illegal::PoliceMove)
                }
            }
            (
                DecisionKind::PoliceAction { .. } | DecisionKind::SearchMore { .. },
                Answer::Police(_),
            ) => {
                if self.legal_answers().contains(answer) {
                    Ok(())
                } else {
                    illegal(Illegal::PoliceAction)
                }
            }
            _ => Err(ActionError::WrongType),
        }
    }

    fn hideout_allowed(&self, c: Circle) -> bool {
        self.board().has(Node::Circle(c))
            && !(self.config.no_red_hideout && self.board().red_circles().contains(c))
    }

    /// WC4.1.3: every token on a free red circle, one per circle, in tonight's numbers.
    fn women_legal(&self, marked: &[Circle], unmarked: &[Circle]) -> bool {
        let row = night_row(self.night);
        let used: CircleSet = marked.iter().chain(unmarked).copied().collect();
        let free = self.free_red_circles();
        marked.len() == row.marked
            && marked.len() + unmarked.len() == row.women
            && used.len() == row.women
            && used.members().all(|c| free.contains(c))
    }

    fn women_answers(&self) -> Vec<Answer> {
        let row = night_row(self.night);
        let free: Vec<Circle> = self.free_red_circles().members().collect();
        let mut answers = Vec::new();
        for used in subsets(&free, row.women) {
            for marked in subsets(&used, row.marked) {
                let unmarked = used
                    .iter()
                    .filter(|c| !marked.contains(c))
                    .copied()
                    .collect();
                answers.push(Answer::Women { marked, unmarked });
            }
        }
        answers
    }

    /// The crossings every night's patrols must cover (the previous positions; none on night
    /// 1), the other crossings allowed, and how many tokens go on those (WC4.2.3).
    fn patrol_spaces(&self) -> (CrossingSet, Vec<Crossing>, usize) {
        let previous: CrossingSet = self.previous.iter().copied().collect();
        let others: Vec<Crossing> = self
            .board()
            .yellow_crossings()
            .members()
            .filter(|x| !previous.contains(*x))
            .collect();
        (previous, others, 7 - previous.len())
    }

    fn patrols_legal(&self, policemen: &[Crossing; 5], fakes: &[Crossing; 2]) -> bool {
        let all: CrossingSet = policemen.iter().chain(fakes).copied().collect();
        let (previous, others, spots) = self.patrol_spaces();
        let on_others = all.members().filter(|x| others.contains(x)).count();
        all.len() == 7
            && previous.members().all(|x| all.contains(x))
            && on_others == spots
            && all
                .members()
                .all(|x| previous.contains(x) || others.contains(&x))
    }

    fn patrol_answers(&self) -> Vec<Answer> {
        let (previous, others, spots) = self.patrol_spaces();
        let mut answers = Vec::new();
        for chosen in subsets(&others, spots) {
            let crossings: Vec<Crossing> = previous.members().chain(chosen).collect();
            permute_into(&crossings, &mut answers);
        }
        let key = |a: &Answer| match a {
            Answer::Patrols { policemen, fakes } => (*policemen, *fakes),
            _ => ([Crossing(0); 5], [Crossing(0); 2]),
        };
        answers.sort_by_key(key);
        answers
    }

    fn kill_or_wait_answers(&self) -> Vec<Answer> {
        let mut victims = self.wretched.clone();
        victims.sort_unstable();
        let mut answers: Vec<Answer> = if night_row(self.night).victims == 2 {
            victims
                .iter()
                .flat_map(|a| {
                    victims
                        .iter()
                        .filter(move |b| *b != a)
                        .map(move |b| Answer::DoubleKill(*a, *b))
                })
                .collect()
        } else {
            victims.into_iter().map(Answer::Kill).collect()
        };
        if self.time > 1 {
            answers.push(Answer::Wait);
        }
        answers
    }

    /// WC4.4.3: where the wretched on `w` may go now.
    pub fn wretched_destinations(&self, w: Circle) -> CircleSet {
        let patrols = self.patrol_crossings();
        let next_to_patrol: CircleSet = patrols
            .members()
            .flat_map(|x| self.board().circles_next_to(x).members())
            .collect();
        self.board()
            .normal_moves(w, &patrols)
            .members()
            .filter(|d| {
                !next_to_patrol.contains(*d)
                    && !self.wretched.contains(d)
                    && !self.crime_scenes.contains(d)
            })
            .collect()
    }

    fn wretched_answers(&self) -> Vec<Answer> {
        let Stage::Wretched { moved } = &self.stage else {
            return Vec::new();
        };
        let mut unmoved: Vec<Circle> = self
            .wretched
            .iter()
            .filter(|w| !moved.contains(**w))
            .copied()
            .collect();
        unmoved.sort_unstable();
        let mut answers = Vec::new();
        for w in unmoved {
            let to = self.wretched_destinations(w);
            if to.is_empty() {
                answers.push(Answer::Stay(w));
            }
            answers.extend(to.members().map(|to| Answer::MoveWretched { from: w, to }));
        }
        answers
    }

    /// What Jack's moves depend on, during the hunt.
    pub(crate) fn jack_options(&self) -> Option<JackPosition> {
        Some(JackPosition {
            at: self.jack_position()?,
            hideout: self.hideout?,
            policemen: self.policemen_crossings(),
            coaches: self.coaches,
            alleys: self.alleys,
            pawn: self.pawn?,
        })
    }

    fn police_destinations_of(&self, policeman: Policeman) -> CrossingSet {
        let Some(from) = self.policemen[policeman.index()] else {
            return CrossingSet::EMPTY;
        };
        let others: CrossingSet = self
            .policemen
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != policeman.index())
            .filter_map(|(_, x)| *x)
            .collect();
        police_destinations(self.board(), from, &others)
    }

    /// The circles no search may name tonight: those with a clue and tonight's crime scenes
    /// (WC5.3.2).
    pub(crate) fn not_searchable(&self) -> CircleSet {
        self.clues
            .members()
            .chain(self.tonight_crime_scenes().members())
            .collect()
    }
}

/// Every placement of D1 … D5's tokens and the two fakes on the seven `crossings`.
fn permute_into(crossings: &[Crossing], answers: &mut Vec<Answer>) {
    let n = crossings.len();
    let mut chosen = [0usize; 5];
    fn place(
        depth: usize,
        n: usize,
        chosen: &mut [usize; 5],
        crossings: &[Crossing],
        answers: &mut Vec<Answer>,
    ) {
        if depth == 5 {
            let policemen = chosen.map(|i| crossings[i]);
            let rest: Vec<Crossing> = (0..n)
                .filter(|i| !chosen.contains(i))
                .map(|i| crossings[i])
                .collect();
            let mut fakes = [rest[0], rest[1]];
            fakes.sort_unstable();
            answers.push(Answer::Patrols { policemen, fakes });
            return;
        }
        for i in 0..n {
            if !chosen[..depth].contains(&i) {
                chosen[depth] = i;
                place(depth + 1, n, chosen, crossings, answers);
            }
        }
    }
    place(0, n, &mut chosen, crossings, answers);
}

fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}
