//! Decisions and response windows in words: what is asked, of whom.

use np_engine::{Decision, DecisionKind, EffectChoice, Phase, WindowKind};

use super::Words;
use crate::games::nothing_personal::words::tr;

impl Words<'_> {
    /// What the pending decision asks, as a sentence addressed to nobody in particular:
    /// "Anna: play an influence card or pass".
    pub fn decision(&self, d: &Decision) -> String {
        tr!(
            self.locale,
            decisions.whose,
            name = self.name(d.seat),
            what = self.decision_what(&d.kind)
        )
    }

    /// The question of a decision, without the player's name.
    pub fn decision_what(&self, kind: &DecisionKind) -> String {
        match kind {
            DecisionKind::SetupPlace => tr!(self.locale, decisions.setup_place),
            DecisionKind::CommissionTurn { second_orbit, ante } => {
                if *second_orbit {
                    tr!(
                        self.locale,
                        decisions.commission_ante,
                        ante = self.money(ante)
                    )
                } else {
                    tr!(self.locale, decisions.commission)
                }
            }
            DecisionKind::EffectChoice(EffectChoice::GiveDrawn { .. }) => {
                tr!(self.locale, decisions.give_drawn)
            }
            DecisionKind::EffectChoice(EffectChoice::RemoveForHarvey { harvey, left }) => tr!(
                self.locale,
                decisions.remove_for_harvey,
                gangster = self.gangster(*harvey),
                left = left
            ),
            DecisionKind::GrantedPlacement { from } => {
                tr!(self.locale, decisions.granted, name = self.name(*from))
            }
            DecisionKind::TiePetition {
                gangster,
                purpose,
                leaders,
            } => tr!(
                self.locale,
                decisions.tie_petition,
                gangster = self.gangster(*gangster),
                purpose = self.control_purpose(*purpose),
                leaders = self.names_of(leaders)
            ),
            DecisionKind::TieBreak {
                gangster,
                purpose,
                leaders,
                ..
            } => tr!(
                self.locale,
                decisions.tie_break,
                gangster = self.gangster(*gangster),
                purpose = self.control_purpose(*purpose),
                leaders = self.names_of(leaders)
            ),
            DecisionKind::CrewAction { gangster, position } => tr!(
                self.locale,
                decisions.crew_action,
                gangster = self.gangster(*gangster),
                position = self.position_numbered(*position)
            ),
            DecisionKind::BlackmailRequest {
                gangster,
                blackmailer,
                refused,
                ..
            } => tr!(
                self.locale,
                decisions.blackmail_request,
                gangster = self.gangster(*gangster),
                name = self.name(*blackmailer),
                refused = refused
            ),
            DecisionKind::BlackmailAnswer {
                gangster,
                from,
                choice,
                offer,
            } => tr!(
                self.locale,
                decisions.blackmail_answer,
                name = self.name(*from),
                gangster = self.gangster(*gangster),
                action = self.crew_choice(*gangster, None, choice),
                offer = self.money(offer)
            ),
            DecisionKind::Reroll {
                die,
                face,
                purpose,
                roller,
            } => tr!(
                self.locale,
                decisions.reroll,
                die = self.die(*die),
                face = self.face(*face),
                purpose = self.roll_purpose(*purpose),
                name = self.name(*roller)
            ),
            DecisionKind::Response { window } => {
                tr!(
                    self.locale,
                    decisions.response,
                    window = self.window(window)
                )
            }
            DecisionKind::FenceBuy { max } => tr!(self.locale, decisions.fence_buy, max = max),
            DecisionKind::Appoint { vacancy, .. } => {
                tr!(self.locale, decisions.appoint, place = self.place(*vacancy))
            }
            DecisionKind::TradeAnswer { from, .. } => {
                tr!(self.locale, decisions.trade_answer, name = self.name(*from))
            }
        }
    }

    /// A response window (R12.10): "before the income of Vinnie".
    pub fn window(&self, window: &WindowKind) -> String {
        match window {
            WindowKind::AfterTurn => tr!(self.locale, windows.after_turn),
            WindowKind::PhaseStart(Phase::Crew) => tr!(self.locale, windows.crew_start),
            WindowKind::PhaseStart(phase) => {
                tr!(self.locale, windows.phase_start, phase = self.phase(*phase))
            }
            WindowKind::Income { gangster, .. } => {
                tr!(
                    self.locale,
                    windows.income,
                    gangster = self.gangster(*gangster)
                )
            }
            WindowKind::Action { position } => tr!(
                self.locale,
                windows.action,
                position = self.position_numbered(*position)
            ),
            WindowKind::Declared { whack } => {
                if *whack {
                    tr!(self.locale, windows.whack_declared)
                } else {
                    tr!(self.locale, windows.declared)
                }
            }
            WindowKind::WhackSuccess { victim } => {
                tr!(
                    self.locale,
                    windows.whack_success,
                    gangster = self.gangster(*victim)
                )
            }
            WindowKind::Imprisoned { gangster } => {
                tr!(
                    self.locale,
                    windows.imprisoned,
                    gangster = self.gangster(*gangster)
                )
            }
            WindowKind::Vacancy { position } => tr!(
                self.locale,
                windows.vacancy,
                position = self.position_numbered(*position)
            ),
            WindowKind::Final => tr!(self.locale, windows.final_scoring),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{names, words};
    use crate::i18n::Locale;
    use np_engine::{Action, GameConfig, GameState};

    #[test]
    fn every_decision_of_played_games_is_put_into_words_in_both_languages() {
        let names = names();
        let en = words(Locale::en, &names);
        let ja = words(Locale::ja, &names);
        let mut kinds = std::collections::BTreeSet::new();
        for seed in 0..8u64 {
            let mut game = GameState::new(GameConfig::new(4, seed)).expect("setup");
            let mut pick = seed as usize;
            while let Some(d) = game.pending().cloned() {
                let (a, b) = (en.decision(&d), ja.decision(&d));
                assert!(a.starts_with(&names[d.seat.index()]), "{a}");
                assert!(!a.contains("{{") && !b.contains("{{"));
                assert_ne!(a, b);
                kinds.insert(d.kind.name());
                let answers = game.legal_answers();
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let answer = answers[(pick >> 33) % answers.len()].clone();
                game.apply(d.seat, Action::Answer(answer)).expect("listed");
            }
        }
        assert!(kinds.len() >= 12, "{kinds:?}");
    }
}
