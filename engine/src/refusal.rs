//! Why an answer is not among the legal answers (R12.1.3): the specific reason, worked out only
//! for a refused answer, from the same space that decides legality (`space.rs`).

use std::mem::discriminant;
use std::ops::ControlFlow;

use crate::action::{Answer, CrewChoice, Play, Response};
use crate::decision::{Decision, DecisionKind};
use crate::error::ActionError;
use crate::ids::{CardId, PlayerId};
use crate::legal::PlayContext;
use crate::space::{Acting, Space};
use crate::state::GameState;

impl GameState {
    /// The reason `answer`, not legal now, is refused.
    pub(crate) fn refusal(&self, answer: &Answer) -> ActionError {
        let space = &self.legal_set().space;
        match (space, answer) {
            (Space::Amounts { max, buy }, Answer::Offer(x) | Answer::Buy(x))
                if *buy == matches!(answer, Answer::Buy(_)) =>
            {
                ActionError::AmountTooHigh {
                    amount: *x,
                    max: *max,
                }
            }
            (
                Space::Commission {
                    seat, antes, money, ..
                },
                Answer::Play(play),
            ) => self.play_refusal(*seat, *antes, *money, play),
            (
                Space::Crew {
                    acting,
                    request: false,
                    ..
                },
                Answer::Crew(choice),
            ) => self.crew_refusal(acting, choice, 0),
            (
                Space::Crew {
                    acting,
                    request: true,
                    ..
                },
                Answer::Request { choice, offer },
            ) => self.crew_refusal(acting, choice, *offer),
            (Space::List(list), Answer::Respond(Response::Card(play))) => {
                self.response_refusal(list, play)
            }
            (Space::List(list), Answer::Accept { cards }) => self.accept_refusal(list, cards),
            (Space::List(list), a) if list.iter().any(|l| discriminant(l) == discriminant(a)) => {
                ActionError::WrongTarget
            }
            _ => ActionError::WrongKindOfAnswer,
        }
    }

    /// Why accepting a deal with `cards` is refused: the responder chooses the asked number of
    /// cards from their own hand (R11.6.2).
    fn accept_refusal(&self, listed: &[Answer], cards: &[CardId]) -> ActionError {
        let need = listed.iter().find_map(|a| match a {
            Answer::Accept { cards } => Some(cards.len()),
            _ => None,
        });
        let Some(need) = need else {
            return ActionError::WrongKindOfAnswer;
        };
        let mut hand = self
            .pending
            .as_ref()
            .map(|d| self.player(d.seat).hand.clone())
            .unwrap_or_default();
        for c in cards {
            match hand.iter().position(|h| h == c) {
                Some(i) => {
                    hand.swap_remove(i);
                }
                None => return ActionError::CardNotInHand,
            }
        }
        if cards.len() == need {
            ActionError::WrongTarget
        } else {
            ActionError::WrongCardCount {
                need: need as u32,
                given: cards.len() as u32,
            }
        }
    }

    /// Why a card played in a response window is refused (R12.9, R12.10, R6.14.1).
    fn response_refusal(&self, listed: &[Answer], play: &Play) -> ActionError {
        let Some(Decision {
            seat,
            kind: DecisionKind::Response { window },
        }) = &self.pending
        else {
            return ActionError::WrongKindOfAnswer;
        };
        let money = self.player(*seat).money;
        if !self.player(*seat).hand.contains(&play.card) {
            return ActionError::CardNotInHand;
        }
        match self.window_cost(play.card, window) {
            Some(cost) if cost > money => ActionError::CannotAfford {
                need: cost,
                have: money,
            },
            Some(_)
                if listed.iter().any(
                    |a| matches!(a, Answer::Respond(Response::Card(p)) if p.card == play.card),
                ) =>
            {
                ActionError::WrongTarget
            }
            _ => ActionError::NotEligible,
        }
    }

    /// Why a Commission play is refused (R4.3, R4.4).
    fn play_refusal(
        &self,
        seat: PlayerId,
        (low, high): (u32, u32),
        money: u32,
        play: &Play,
    ) -> ActionError {
        if !self.player(seat).hand.contains(&play.card) {
            return ActionError::CardNotInHand;
        }
        if self.second_orbit() && money < self.ante {
            // R4.4.4: a player who cannot pay the ante can only pass.
            return ActionError::CannotAfford {
                need: self.ante,
                have: money,
            };
        }
        if !(low..=high).contains(&play.ante) {
            return ActionError::AnteOutOfRange {
                ante: play.ante,
                low,
                high,
            };
        }
        let mut mode_cost = None;
        let _ = self.visit_modes(seat, play.card, PlayContext::Turn, &mut |m, cost| {
            if m.is(&play.mode) {
                mode_cost = Some(cost);
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        // The play exists: only its price stands in the way.
        match mode_cost {
            Some(cost) => ActionError::CannotAfford {
                need: play.ante.saturating_add(cost),
                have: money,
            },
            None => ActionError::WrongTarget,
        }
    }

    /// Why a Crew action, or a blackmail request with `offer`, is refused (R6.4, R12.7.2).
    fn crew_refusal(&self, acting: &Acting, choice: &CrewChoice, offer: u32) -> ActionError {
        let mut action_cost = None;
        let _ = self.visit_choices(
            acting.position,
            acting.gangster,
            acting.seat,
            &mut |c, cost| {
                if c.is(choice) {
                    action_cost = Some(cost);
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
        );
        // The action exists: only its price (and the offer) stands in the way.
        match action_cost {
            Some(cost) => ActionError::CannotAfford {
                need: cost.saturating_add(offer),
                have: acting.money,
            },
            None => ActionError::WrongTarget,
        }
    }
}
