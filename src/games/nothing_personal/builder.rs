//! The answer being built in the decision panel: the engine's [`Narrowing`] of the listed legal
//! answers, plus the page's habits — a choice with a single option is taken at once, Back
//! takes back the last choice the player made, and a one-click answer is sent without a
//! separate confirmation.

use std::sync::Arc;

use np_engine::{Answer, CardDb, CardId, DecisionKind, Narrowing, Pick, Slot};

/// The answer in progress for one pending decision.
#[derive(Clone, Debug)]
pub struct Builder {
    answers: Arc<[Answer]>,
    narrowing: Narrowing,
    /// For each choice in the narrowing's history, whether the page took it by itself.
    automatic: Vec<bool>,
}

impl Builder {
    pub fn new(answers: Arc<[Answer]>, kind: &DecisionKind, cards: &CardDb) -> Builder {
        let narrowing = Narrowing::new(&answers, kind, cards);
        Builder {
            answers,
            narrowing,
            automatic: Vec::new(),
        }
    }

    /// The choices offered now.
    pub fn options(&self) -> Vec<(Slot, Pick)> {
        if self.complete().is_some() {
            Vec::new()
        } else {
            self.narrowing.options()
        }
    }

    /// Makes a choice the player clicked, then takes every following choice that has a
    /// single option. Returns false, changing nothing, if the choice is not offered.
    pub fn choose(&mut self, slot: Slot, pick: Pick) -> bool {
        if !self.narrowing.choose(slot, pick) {
            return false;
        }
        self.automatic.push(false);
        while self.narrowing.complete().is_none() {
            let options = self.narrowing.options();
            let [(slot, pick)] = options.as_slice() else {
                break;
            };
            self.narrowing.choose(*slot, *pick);
            self.automatic.push(true);
        }
        true
    }

    /// Takes back the last choice the player made, with the choices taken after it.
    pub fn back(&mut self) {
        while let Some(auto) = self.automatic.pop() {
            self.narrowing.back();
            if !auto {
                break;
            }
        }
    }

    pub fn can_go_back(&self) -> bool {
        !self.automatic.is_empty()
    }

    /// The answer chosen in full, if any.
    pub fn complete(&self) -> Option<&Answer> {
        self.narrowing.complete().and_then(|i| self.answers.get(i))
    }

    /// Whether the complete answer took one click on a plain choice (Pass, Decline, a
    /// reroll…), so it is sent at once.
    pub fn one_click(&self) -> bool {
        self.complete().is_some() && matches!(self.narrowing.history(), [(Slot::Choice, _)])
    }

    /// The card chosen so far, if any.
    pub fn card(&self) -> Option<CardId> {
        self.narrowing
            .history()
            .iter()
            .find_map(|(slot, pick)| match (slot, pick) {
                (Slot::Card, Pick::Card(c)) => Some(*c),
                _ => None,
            })
    }

    /// The choices made so far, with whether the page took them by itself.
    pub fn made(&self) -> Vec<((Slot, Pick), bool)> {
        self.narrowing
            .history()
            .iter()
            .copied()
            .zip(self.automatic.iter().copied())
            .collect()
    }

    /// The effect whose parameter is chosen next, if any.
    pub fn effect(&self) -> Option<np_engine::Effect> {
        self.narrowing.effect()
    }

    /// Picks of a set step made so far (a split group's markers, neutral markers…).
    pub fn partial(&self) -> &[Pick] {
        self.narrowing.partial()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use np_engine::{base_cards, Action, GameConfig, GameState};

    fn builder(game: &GameState) -> Builder {
        let d = game.pending().expect("pending");
        Builder::new(game.legal_list(), &d.kind, base_cards().expect("cards"))
    }

    /// Clicking through the offered options always ends at a listed answer; single options are
    /// taken by the page; Back returns to the state before the last click.
    #[test]
    fn clicking_through_offered_options_builds_a_listed_answer() {
        for seed in 0..4u64 {
            let mut game = GameState::new(GameConfig::new(4, seed)).expect("setup");
            let mut pick = seed as usize + 3;
            while let Some(d) = game.pending().cloned() {
                let mut b = builder(&game);
                let mut clicks = 0;
                while b.complete().is_none() {
                    let options = b.options();
                    assert!(!options.is_empty());
                    pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    let (slot, choice) = options[(pick >> 33) % options.len()];
                    let before = b.options();
                    assert!(b.choose(slot, choice));
                    clicks += 1;
                    if clicks == 1 && b.complete().is_none() {
                        b.back();
                        assert_eq!(b.options(), before);
                        assert!(!b.can_go_back());
                        assert!(b.choose(slot, choice));
                    }
                }
                let answer = b.complete().expect("complete").clone();
                assert!(game.is_legal(&answer));
                if b.one_click() {
                    assert_eq!(clicks, 1);
                }
                game.apply(d.seat, Action::Answer(answer))
                    .expect("listed answer");
            }
        }
    }

    #[test]
    fn an_answer_that_is_not_offered_changes_nothing() {
        let game = GameState::new(GameConfig::new(3, 1)).expect("setup");
        let mut b = builder(&game);
        let before = b.options();
        assert!(!b.choose(Slot::Amount, Pick::Amount(999)));
        assert_eq!(b.options(), before);
        assert!(b.complete().is_none());
    }
}
