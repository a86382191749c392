//! The moment a response window opens at, when no declared action is being answered (R12.10):
//! whose turn it follows, which phase begins, whose gangster is about to take its income or to
//! act, who went to Prison, which position is vacant. All of it is public (R12.13.1).

use np_engine::{DecisionKind, GameState, GangsterId, Phase, PlayerId, WindowKind};

/// What a response window comes before or after, with the public facts its prompt names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moment {
    /// W-AFTER-TURN: `seat` has had its Commission turn (R4.1.4).
    TurnOver { seat: PlayerId },
    /// W-PHASE: a phase begins.
    PhaseStart(Phase),
    /// W-INCOME: `gangster` in `position` is about to take its income (R6.2.2).
    Income {
        gangster: GangsterId,
        position: u8,
        controller: Option<PlayerId>,
    },
    /// W-ACTION: the gangster in `position` is about to take its action step (R6.3.3).
    Action {
        gangster: Option<GangsterId>,
        position: u8,
        controller: Option<PlayerId>,
    },
    /// W-IMPRISONED: `gangster` has gone to Prison.
    Imprisoned { gangster: GangsterId },
    /// W-VACANCY: `position` is empty after its gangster was removed.
    Vacancy { position: u8 },
    /// W-FINAL: final scoring comes next (R10.2.1).
    Final,
}

impl Moment {
    /// The moment of the pending response window; `None` for any other decision and for the
    /// windows of a declared action, which [`super::Answered`] describes.
    pub fn find(game: &GameState) -> Option<Moment> {
        let DecisionKind::Response { window } = &game.pending()?.kind else {
            return None;
        };
        let controlled =
            |g: GangsterId| game.is_active(g).then(|| game.sole_controller(g)).flatten();
        Some(match *window {
            WindowKind::AfterTurn { seat } => Moment::TurnOver { seat },
            WindowKind::PhaseStart(phase) => Moment::PhaseStart(phase),
            WindowKind::Income { position, gangster } => Moment::Income {
                gangster,
                position,
                controller: controlled(gangster),
            },
            WindowKind::Action { position } => {
                let gangster = game.at(position);
                Moment::Action {
                    gangster,
                    position,
                    controller: gangster.and_then(controlled),
                }
            }
            WindowKind::Imprisoned { gangster } => Moment::Imprisoned { gangster },
            WindowKind::Vacancy { position } => Moment::Vacancy { position },
            WindowKind::Final => Moment::Final,
            WindowKind::Declared { .. } | WindowKind::WhackSuccess { .. } => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::words::tests::{names, words};
    use crate::i18n::Locale;
    use np_engine::{Action, GameConfig};

    /// Over played games, every response window but a declared action's has its moment, and
    /// the prompt names the gangster concerned and, when another seat controls it, that seat.
    #[test]
    fn every_window_of_played_games_but_a_declared_actions_has_its_moment() {
        let names = names();
        let en = words(Locale::en, &names);
        let mut seen = std::collections::HashSet::new();
        for seed in 0..8u64 {
            let mut game = GameState::new(GameConfig::new(4, seed)).expect("setup");
            let mut pick = seed as usize;
            while let Some(d) = game.pending().cloned() {
                if let DecisionKind::Response { window } = &d.kind {
                    let moment = Moment::find(&game);
                    let declared = matches!(
                        window,
                        WindowKind::Declared { .. } | WindowKind::WhackSuccess { .. }
                    );
                    assert_eq!(moment.is_none(), declared, "{window:?}");
                    if let Some(m) = moment {
                        let said = en.at_moment(&d, &m);
                        if let Moment::Income {
                            gangster,
                            controller,
                            ..
                        }
                        | Moment::Action {
                            gangster: Some(gangster),
                            controller,
                            ..
                        } = m
                        {
                            assert!(said.contains(&en.gangster(gangster)), "{said}");
                            assert_eq!(controller, game.sole_controller(gangster));
                            if let Some(c) = controller.filter(|c| *c != d.seat) {
                                assert!(said.contains(&format!("{}'s ", names[c.index()])));
                            }
                        }
                        seen.insert(std::mem::discriminant(&m));
                    }
                }
                let answers = game.legal_answers();
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let answer = answers[(pick >> 33) % answers.len()].clone();
                game.apply(d.seat, Action::Answer(answer)).expect("listed");
            }
        }
        assert!(seen.len() >= 4, "{seen:?}");
    }
}
