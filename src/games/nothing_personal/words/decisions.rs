//! Decisions and response windows in words: what is asked, of whom.

use np_engine::{
    CrewChoice, Decision, DecisionKind, Die, EffectChoice, GangsterId, Phase, Place, PlayerId,
    RollOutcome, RollPurpose, WindowKind,
};

use super::Words;
use crate::games::nothing_personal::model::{odds_text, Answered};
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
                purpose: RollPurpose::RolledValue,
                roller,
            } => tr!(
                self.locale,
                decisions.reroll_value,
                die = self.die(*die),
                face = self.face(*face),
                name = self.name(*roller)
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

    /// A reroll or a response window in words with the action it answers, who acts and on
    /// whom, addressed to the deciding player: "Bruno: Carla's Vinnie makes a Move on your Sal,
    /// Racketeer (5), and the Move die shows 3: reroll?".
    pub fn answering(&self, d: &Decision, answered: &Answered) -> String {
        tr!(
            self.locale,
            decisions.whose,
            name = self.name(d.seat),
            what = self.answering_what(Some(d.seat), d, answered)
        )
    }

    /// The question of a reroll or a response window about the action it answers, as
    /// `decider` reads it (everyone alike when `None`).
    pub fn answering_what(
        &self,
        decider: Option<PlayerId>,
        d: &Decision,
        answered: &Answered,
    ) -> String {
        let whacked = matches!(
            d.kind,
            DecisionKind::Response {
                window: WindowKind::WhackSuccess { .. }
            }
        );
        let action = self.answered_action(decider, answered, whacked);
        match &d.kind {
            DecisionKind::Reroll { die, face, .. } => match answered.standing {
                Some(outcome) => tr!(
                    self.locale,
                    answering.reroll_standing,
                    action = action,
                    die = self.die(*die),
                    face = self.face(*face),
                    outcome = self.roll_outcome(outcome, answered.gangster)
                ),
                None => tr!(
                    self.locale,
                    answering.reroll,
                    action = action,
                    die = self.die(*die),
                    face = self.face(*face)
                ),
            },
            _ if whacked => tr!(self.locale, answering.respond_after, action = action),
            _ => tr!(self.locale, answering.respond_before, action = action),
        }
    }

    /// The chances of the die the decision answers: "If rerolled: 50% success … · 17% death".
    pub fn answering_odds(&self, d: &Decision, answered: &Answered) -> Option<String> {
        let odds = odds_text(self, answered.odds.as_ref()?);
        Some(match d.kind {
            DecisionKind::Reroll { .. } => tr!(self.locale, answering.odds_reroll, odds = odds),
            _ => tr!(
                self.locale,
                answering.odds_roll,
                die = self.die(if answered.whack {
                    Die::Whack
                } else {
                    Die::Move
                }),
                odds = odds
            ),
        })
    }

    /// What a face does if it stands: "success", "Vinnie dies".
    fn roll_outcome(&self, outcome: RollOutcome, gangster: GangsterId) -> String {
        match outcome {
            RollOutcome::Success => tr!(self.locale, answering.standing_success),
            RollOutcome::Failure => tr!(self.locale, answering.standing_failure),
            RollOutcome::Death => tr!(
                self.locale,
                answering.standing_death,
                gangster = self.gangster(gangster)
            ),
        }
    }

    /// "Carla's Vinnie makes a Move on your Sal, Racketeer (5)", seen by `decider`.
    fn answered_action(&self, decider: Option<PlayerId>, a: &Answered, whacked: bool) -> String {
        let actor = self.owned(decider, Some(a.seat), self.gangster(a.gangster));
        let target = a.target.map(|t| {
            let named = match a.target_position.filter(|_| !whacked) {
                Some(p) => self.placed(t, p),
                None => self.gangster(t),
            };
            self.owned(decider, a.target_controller, named)
        });
        match (&a.choice, target) {
            (_, Some(target)) if whacked => {
                tr!(
                    self.locale,
                    answering.whacked,
                    actor = actor,
                    target = target
                )
            }
            (_, Some(target)) if a.whack => {
                tr!(
                    self.locale,
                    answering.whacks,
                    actor = actor,
                    target = target
                )
            }
            (CrewChoice::MakeMove { .. }, Some(target)) => {
                tr!(self.locale, answering.moves, actor = actor, target = target)
            }
            (choice, _) => tr!(
                self.locale,
                answering.acts,
                actor = actor,
                action = self.crew_choice(a.gangster, Some(a.position), choice)
            ),
        }
    }

    /// A gangster with its position: "Sal, Racketeer (5)".
    pub(super) fn placed(&self, gangster: GangsterId, position: u8) -> String {
        tr!(
            self.locale,
            answering.placed,
            gangster = self.gangster(gangster),
            place = self.place(Place::Position(position))
        )
    }

    /// A gangster named with whose it is to `decider`: "your Sal", "Anna's Sal", or "Sal";
    /// never "your" to everyone alike (`None`).
    pub(super) fn owned(
        &self,
        decider: Option<PlayerId>,
        owner: Option<PlayerId>,
        gangster: String,
    ) -> String {
        match owner {
            Some(p) if Some(p) == decider => {
                tr!(self.locale, answering.yours, gangster = gangster)
            }
            Some(p) => tr!(
                self.locale,
                answering.theirs,
                name = self.name(p),
                gangster = gangster
            ),
            None => gangster,
        }
    }

    /// A response window (R12.10): "before the income of Vinnie".
    pub fn window(&self, window: &WindowKind) -> String {
        match window {
            WindowKind::AfterTurn { .. } => tr!(self.locale, windows.after_turn),
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
    use crate::games::nothing_personal::model::tests::fixture;
    use crate::games::nothing_personal::model::Answered;
    use crate::i18n::Locale;
    use np_engine::{
        Action, Decision, DecisionKind, Die, Face, GameConfig, GameState, Place, PlayerId,
        RollPurpose,
    };

    /// "your ", "Anna's " or nothing: whose the target is to Bruno, who decides.
    fn owner(names: &[String], controller: Option<PlayerId>) -> String {
        match controller {
            Some(PlayerId(1)) => "your ".into(),
            Some(p) => format!("{}'s ", names[p.index()]),
            None => String::new(),
        }
    }

    #[test]
    fn a_reroll_says_who_moves_on_whom_what_the_die_shows_and_the_odds_of_a_reroll() {
        let s = fixture(include_str!("../../../../tests/e2e/fixtures/reroll.json"));
        let d = s.game().pending().cloned().expect("pending");
        let DecisionKind::Reroll { face, .. } = d.kind else {
            panic!("not a reroll: {d:?}");
        };
        let a = Answered::find(s.game()).expect("answers a Make a Move");
        let names = names();
        let en = words(Locale::en, &names);
        let target = a.target.expect("occupied");
        let place = en.place(Place::Position(a.target_position.expect("on the board")));
        assert_eq!(
            en.answering(&d, &a),
            format!(
                "Bruno: Carla's {} makes a Move on {}{}, {place}, and the Move die shows {}: \
                 success if it stands. Reroll?",
                en.gangster(a.gangster),
                owner(&names, a.target_controller),
                en.gangster(target),
                en.face(face)
            )
        );
        let odds = en.answering_odds(&d, &a).expect("odds");
        assert!(odds.starts_with("If rerolled: "), "{odds}");
        assert!(
            odds.contains("% success") && odds.contains("% death"),
            "{odds}"
        );
        assert!(
            !odds.contains("cost"),
            "the cost was paid at declaration: {odds}"
        );
        let yours = Answered {
            target_controller: Some(d.seat),
            ..a.clone()
        };
        assert!(en.answering(&d, &yours).contains(" makes a Move on your "));
        let ja = words(Locale::ja, &names);
        let (status, odds) = (ja.answering(&d, &a), ja.answering_odds(&d, &a));
        assert!(status.starts_with("Bruno："), "{status}");
        assert!(
            status.contains("のし上がろう")
                && status.ends_with("（このままなら成功）：ふり直しますか？")
        );
        let standing = Answered {
            standing: None,
            ..a.clone()
        };
        assert!(en.answering(&d, &standing).ends_with(": reroll?"));
        assert!(odds.is_some_and(|o| o.starts_with("ふり直した場合：")));
    }

    #[test]
    fn a_window_after_a_whack_is_declared_says_who_whacks_whom_and_the_odds_of_the_die() {
        let s = fixture(include_str!(
            "../../../../tests/e2e/fixtures/frank-cancels.json"
        ));
        let d = s.game().pending().cloned().expect("pending");
        let a = Answered::find(s.game()).expect("answers a whack");
        let names = names();
        let en = words(Locale::en, &names);
        let target = a.target.expect("a target");
        let place = en.place(Place::Position(a.target_position.expect("on the board")));
        assert_eq!(
            en.answering(&d, &a),
            format!(
                "Bruno: Carla's \"Trigger\" Tommy Grilletto whacks {}{}, {place}: play a card before it happens?",
                owner(&names, a.target_controller),
                en.gangster(target)
            )
        );
        let odds = en.answering_odds(&d, &a).expect("odds");
        assert!(odds.starts_with("The Whack die decides: "), "{odds}");
    }

    #[test]
    fn a_reroll_of_a_rolled_card_value_says_the_value_if_it_stands() {
        let names = names();
        let d = Decision {
            seat: PlayerId(1),
            kind: DecisionKind::Reroll {
                die: Die::Number,
                face: Face::Number(4),
                purpose: RollPurpose::RolledValue,
                roller: PlayerId(0),
            },
        };
        assert_eq!(
            words(Locale::en, &names).decision(&d),
            "Bruno: the Number die, rolled for Anna, shows 4 for a card value: the value is 4 \
             if it stands, and a reroll gives 1 to 6, each as likely. Reroll or decline"
        );
        assert!(words(Locale::ja, &names)
            .decision(&d)
            .contains("このままなら値は4"));
    }

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
