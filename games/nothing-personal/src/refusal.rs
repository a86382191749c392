//! Why an answer is not among the legal answers (R12.1.3): the specific reason, worked out only
//! for a refused answer, from the same space that decides legality (`space.rs`).

use std::mem::discriminant;

use crate::action::{Answer, CrewChoice, Play, Response};
use crate::decision::DecisionKind;
use crate::error::ActionError;
use crate::ids::{CardId, PlayerId};
use crate::legal::PlayContext;
use crate::rule::RuleId;
use crate::space::{Acting, Space};
use crate::state::GameState;

impl GameState {
    /// The reason `answer` of `seat`, whose decision it is, not legal now, is refused.
    pub(crate) fn refusal(&self, seat: PlayerId, answer: &Answer) -> ActionError {
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
            (Space::Commission { antes, money, .. }, Answer::Play(play)) => {
                self.play_refusal(seat, *antes, *money, play)
            }
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
                self.response_refusal(seat, list, play)
            }
            (Space::List(list), Answer::Accept { cards }) => self.accept_refusal(seat, list, cards),
            (Space::List(list), a) if list.iter().any(|l| discriminant(l) == discriminant(a)) => {
                ActionError::WrongTarget
            }
            _ => ActionError::WrongKindOfAnswer,
        }
    }

    /// Why accepting a deal with `cards` is refused: the responder chooses the asked number of
    /// cards from their own hand (R11.6.2).
    fn accept_refusal(&self, seat: PlayerId, listed: &[Answer], cards: &[CardId]) -> ActionError {
        let need = listed.iter().find_map(|a| match a {
            Answer::Accept { cards } => Some(cards.len()),
            _ => None,
        });
        let Some(need) = need else {
            return ActionError::WrongKindOfAnswer;
        };
        if let Err(not_held) = self.check_holdings(seat, 0, cards) {
            return not_held;
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
    fn response_refusal(&self, seat: PlayerId, listed: &[Answer], play: &Play) -> ActionError {
        let Some(DecisionKind::Response { window }) = self.pending.as_ref().map(|d| &d.kind) else {
            return ActionError::WrongKindOfAnswer;
        };
        let pl = self.player(seat);
        if !pl.hand.contains(&play.card) {
            return ActionError::CardNotInHand;
        }
        let money = pl.money;
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
            Some(_) => ActionError::NotEligible {
                rule: self.unresolvable_rule(play.card),
            },
            None => ActionError::NotEligible {
                rule: RuleId::WINDOW_CLASSES,
            },
        }
    }

    /// The rule by which a card the window lets in has no legal resolution now: its ability's
    /// own, for a card that has no placement, else R4.3.3.
    fn unresolvable_rule(&self, card: CardId) -> RuleId {
        let card = self.icard(card);
        card.or_ability
            .filter(|_| card.groups.is_empty())
            .and_then(|effect| effect.rule())
            .unwrap_or(RuleId::PLAY_REQUIREMENTS)
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
        // A play that exists: only its price stands in the way.
        match self.mode_cost(seat, play.card, PlayContext::Turn, &play.mode) {
            Some(cost) => ActionError::CannotAfford {
                need: play.ante.saturating_add(cost),
                have: money,
            },
            None => ActionError::WrongTarget,
        }
    }

    /// Why a Crew action, or a blackmail request with `offer`, is refused (R6.4, R12.7.2).
    fn crew_refusal(&self, acting: &Acting, choice: &CrewChoice, offer: u32) -> ActionError {
        // An action that exists: only its price (and the offer) stands in the way.
        match self.action_cost(acting, choice) {
            Some(cost) => ActionError::CannotAfford {
                need: cost.saturating_add(offer),
                have: acting.money,
            },
            None => ActionError::WrongTarget,
        }
    }
}
