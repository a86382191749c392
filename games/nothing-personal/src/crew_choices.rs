//! The actions an acting gangster could take (R6.4), visited one by one with their costs: the
//! Crew's answers are counted, picked and checked without building the hundreds a Counselor
//! has.

use std::ops::ControlFlow;

use crate::action::CrewChoice;
use crate::board::ARROWS;
use crate::cards::{AbilityKind, Effect};
use crate::crew::{position_effect, CAPO_SURCHARGE};
use crate::ids::{GangsterId, PlayerId};
use crate::params::ParamsRef;
use crate::state::GameState;

/// A Crew action being visited, borrowed from the visit's buffers.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ChoiceRef<'a> {
    Position(ParamsRef<'a>),
    Ability { index: u8, params: ParamsRef<'a> },
    MakeMove { target: u8 },
}

impl ChoiceRef<'_> {
    pub fn to_choice(self) -> CrewChoice {
        match self {
            ChoiceRef::Position(p) => CrewChoice::Position(p.to_params()),
            ChoiceRef::Ability { index, params } => CrewChoice::Ability {
                index,
                params: params.to_params(),
            },
            ChoiceRef::MakeMove { target } => CrewChoice::MakeMove { target },
        }
    }

    pub fn is(self, choice: &CrewChoice) -> bool {
        match (self, choice) {
            (ChoiceRef::Position(p), CrewChoice::Position(q)) => p.is(q),
            (
                ChoiceRef::Ability { index, params },
                CrewChoice::Ability {
                    index: i,
                    params: q,
                },
            ) => index == *i && params.is(q),
            (ChoiceRef::MakeMove { target }, CrewChoice::MakeMove { target: t }) => target == *t,
            _ => false,
        }
    }
}

/// A visitor of Crew actions, each with the money it costs at declaration.
pub(crate) type VisitChoices<'v> = dyn FnMut(ChoiceRef<'_>, u32) -> ControlFlow<()> + 'v;

impl GameState {
    /// The cost at declaration of an effect with these parameters (R6.8.3: a whack costs its
    /// base cost, $10 more against the Capo; R14.3.10: Antoine's roll).
    pub(crate) fn effect_cost(&self, effect: Effect, params: ParamsRef<'_>) -> u32 {
        match (effect, params) {
            (Effect::Whack { cost, .. }, ParamsRef::Gangster(t)) => {
                if self.position_of(t) == Some(9) {
                    cost + CAPO_SURCHARGE
                } else {
                    cost
                }
            }
            (Effect::DeathRoll { cost }, _) => cost,
            _ => 0,
        }
    }

    /// Visits every action gangster `g` in position `p` could take for `seat`, with its cost:
    /// the position action's parameters, the card's action abilities, then the Make a Move
    /// targets (R6.4.1).
    pub(crate) fn visit_choices(
        &self,
        p: u8,
        g: GangsterId,
        seat: PlayerId,
        f: &mut VisitChoices<'_>,
    ) -> ControlFlow<()> {
        if let Some(effect) = position_effect(p) {
            self.visit_params(seat, Some(g), effect, &mut |params| {
                f(
                    ChoiceRef::Position(params),
                    self.effect_cost(effect, params),
                )
            })?;
        }
        for (i, a) in self.card(g).abilities.iter().enumerate() {
            if a.kind != AbilityKind::Action {
                continue;
            }
            let index = i as u8;
            self.visit_params(seat, Some(g), a.effect, &mut |params| {
                f(
                    ChoiceRef::Ability { index, params },
                    self.effect_cost(a.effect, params),
                )
            })?;
        }
        // R6.7.1: Make a Move against an occupied arrow target.
        for (from, to) in ARROWS {
            if from == p && self.at(to).is_some() {
                f(ChoiceRef::MakeMove { target: to }, 0)?;
            }
        }
        ControlFlow::Continue(())
    }
}
